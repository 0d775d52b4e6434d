import { CHAT_REPLY_SPLIT_CHARS } from './constants.ts';

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Abbreviations after which a full stop does not end a sentence. */
const ABBREVIATIONS = /(?:\b(?:e\.g|i\.e|etc|vs|Mr|Mrs|Ms|Dr|St|No|approx)\.|\b[A-Z]\.)$/;

/** Sentences of one paragraph; a sentence ends at . ! ? followed by space. */
function sentences(paragraph: string): string[] {
  const parts: string[] = [];
  let start = 0;
  const boundary = /(?<![.!?])[.!?]+["')\]]?\s+/g;
  for (let m = boundary.exec(paragraph); m; m = boundary.exec(paragraph)) {
    const end = m.index + m[0].length;
    const candidate = paragraph.slice(start, m.index + m[0].trimEnd().length);
    if (ABBREVIATIONS.test(candidate)) continue;
    parts.push(candidate.trim());
    start = end;
  }
  const rest = paragraph.slice(start).trim();
  if (rest) parts.push(rest);
  return parts;
}

const isListLine = (line: string) => /^\s*(?:[-*•]|\d+[.)])\s/.test(line);

/** Greedy paragraphs of whole sentences, each at most `limit` characters when it can be. */
function splitParagraph(paragraph: string, limit: number): string[] {
  if (paragraph.length <= limit || paragraph.split('\n').some(isListLine)) return [paragraph];
  const out: string[] = [];
  let current = '';
  for (const sentence of sentences(paragraph.replace(/(?<!\s)\s*\n\s*/g, ' '))) {
    if (current && current.length + 1 + sentence.length > limit) {
      out.push(current);
      current = sentence;
    } else {
      current = current ? `${current} ${sentence}` : sentence;
    }
  }
  if (current) out.push(current);
  return out;
}

/**
 * Spec §5 bot reply cleanup, for every chat: a leading 'Hi/Hello/Hey {name}' is removed,
 * blank lines are collapsed, and a reply over CHAT_REPLY_SPLIT_CHARS characters gets
 * paragraph breaks after sentences (paragraphs are separated by one blank line).
 */
export function cleanReply(text: string, name?: string): string {
  let out = text.replace(/\r\n?/g, '\n').trim();
  const who = name?.trim();
  if (who) {
    const greeting = new RegExp(
      `^(?:hi|hello|hey)(?:\\s+there)?[\\s,]+${escapeRegExp(who)}\\b[\\s,!.:;—–-]*`,
      'i',
    );
    const rest = out.replace(greeting, '');
    if (rest !== out && rest.trim()) out = rest.charAt(0).toUpperCase() + rest.slice(1);
  }
  const paragraphs = out
    .split(/\n[ \t]*\n\s*/)
    .map((p) =>
      p
        .split('\n')
        .map((line) => line.trimEnd())
        .join('\n')
        .trim(),
    )
    .filter(Boolean);
  if (out.length <= CHAT_REPLY_SPLIT_CHARS) return paragraphs.join('\n\n');
  return paragraphs.flatMap((p) => splitParagraph(p, CHAT_REPLY_SPLIT_CHARS)).join('\n\n');
}

export const ILLEGAL_BUSINESS_REPLY =
  "I'm sorry, but we only work with legal businesses, so we can't help with anything involving drugs, weapons, gambling, fraud, hacking or other illegal activity. If you run a legitimate business, I'd be glad to show you how we can help it grow.";

export type IllegalCategory = 'drugs' | 'weapons' | 'gambling' | 'fraud' | 'hacking' | 'other';

interface IllegalRule {
  category: IllegalCategory;
  terms: RegExp;
  /** Legal settings of the same words (a pharmacy, fraud prevention, a hacked site to repair). */
  legal?: RegExp;
}

const illegalRules: IllegalRule[] = [
  {
    category: 'drugs',
    terms:
      /\b(?:drugs?|cocaine|heroin|meth(?:amphetamine)?|crystal meth|fentanyl|mdma|ecstasy|lsd|narcotics?|opium)\b/,
    legal:
      /\b(?:pharmac(?:y|ies|ist|eutical)s?|prescription|medicines?|rehab(?:ilitation)?|addiction|recovery|anti[- ]?drugs?|drug[- ]free|drug test(?:ing)?|drugstore|drug store)\b/,
  },
  {
    category: 'weapons',
    terms:
      /\b(?:weapons?|guns?|firearms?|rifles?|pistols?|ammunition|ammo|explosives?|grenades?|bombs?)\b/,
    legal:
      /\b(?:secret|marketing|growth|sales) weapons?\b|\b(?:glue|nail|paint|heat|massage|spray) guns?\b|\bbath bombs?\b/,
  },
  {
    category: 'gambling',
    terms:
      /\b(?:gambling|gamble|casinos?|betting|bets|bookies?|bookmak(?:er|ing)|sportsbooks?|poker|slot machines?|lottery|lotteries)\b/,
    legal: /\bgambling (?:addiction|help)\b|\banti[- ]gambling\b/,
  },
  {
    category: 'fraud',
    terms:
      /\b(?:fraud(?:ulent)?|scams?|scamming|ponzi|pyramid schemes?|phishing|money laundering|launder(?:ing)? money|counterfeit|fake (?:ids?|passports?|documents?|degrees?|diplomas?|reviews?|currency|money)|identity theft|stolen (?:credit cards?|cards?|data|accounts?|goods|cars?))\b/,
    legal:
      /\b(?:fraud|scam) (?:prevention|detection|protection|alerts?|awareness)\b|\banti[- ]?(?:fraud|scam|phishing)\b|\bscammed\b|\b(?:is|isn't|not) (?:this|it|that|you)? ?(?:a )?scam\b|\bavoid(?:ing)? scams?\b|\b(?:protect|prevent|stop|fight|detect|reduc|flag)\w*\b.{0,30}\b(?:fraud\w*|scams?)\b/,
  },
  {
    category: 'hacking',
    terms:
      /\b(?:hack(?:ing|ers?)?|malware|ransomware|spyware|keyloggers?|botnets?|ddos|carding|cracked software|crack(?:ed|ing) (?:accounts?|passwords?))\b/,
    legal:
      /\b(?:got|get|been|was|were|being|is) hacked\b|\bethical hack(?:ing|ers?)\b|\bgrowth hack(?:ing|s|ers?)?\b|\blife ?hacks?\b|\bhackathons?\b|\bcyber ?security\b|\bpenetration test(?:ing)?\b|\b(?:protect|secure|safe|defen[cd]|prevent)\w*\b.{0,40}\bhack|\bhack(?:ing|ers?)?\b.{0,20}\b(?:protection|prevention|attacks?|attempts?)\b/,
  },
  {
    category: 'other',
    terms:
      /\b(?:human trafficking|trafficking|smuggling|prostitution|escort services?|child (?:abuse|exploitation)|terroris[mt]|poaching|organ (?:trade|sales?)|hitmen|hitman|contract killing)\b/,
    legal: /\banti[- ]trafficking\b/,
  },
];

/** Words that make a message describe a business or a request to promote one. */
const BUSINESS_CONTEXT =
  /\b(?:sell|sells|selling|sold|sale|sales|deal|deals|dealing|dealer|supply|supplier|supplying|distribut\w*|traffic\w*|smuggl\w*|run|running|own|owns|operate|operating|start|starting|launch\w*|open(?:ing)?|promot\w*|market|marketing|advertis\w*|ads?|business\w*|compan(?:y|ies)|shop|store|website|site|platform|app|online|service|services|brand|clients?|customers?|startup|agency|venture|income|money|profit|buy|buyers?|leads?|grow|scale|funnel|chatbot|page)\b/;

/**
 * Spec §5 chat refusal: a message that describes a business with illegal-activity keywords
 * (drugs, weapons, gambling, fraud, hacking and similar). Returns the category, or null.
 */
export function detectIllegalBusiness(message: string): IllegalCategory | null {
  const text = message.toLowerCase().replace(/\s+/g, ' ');
  if (!BUSINESS_CONTEXT.test(text)) return null;
  for (const rule of illegalRules) {
    if (rule.terms.test(text) && !rule.legal?.test(text)) return rule.category;
  }
  return null;
}

export const isIllegalBusiness = (message: string) => detectIllegalBusiness(message) !== null;
