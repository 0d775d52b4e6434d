import { INTENT_EXAMPLES } from './intent-examples.ts';
import { PASSAGES } from './knowledge.ts';
import { SITE_PASSAGES } from './site-facts.ts';
import { ZONE_ABBREVIATIONS } from './time-zones.ts';
import { hasUrduScript, lexiconOf, transliterateUrdu } from './urdu.ts';
/**
 * Visitor text -> lower-case words with common typos and chat shorthand corrected, so the
 * intent rules can be plain word patterns ('pricng' -> 'pricing', 'bok' -> 'book').
 */

/** Shorthand and typos too short for edit-distance correction. */
const ALIASES: Record<string, string> = {
  // Currencies by their codes, which the typo reader would take for near words ('poker').
  pkr: 'rupees',
  bok: 'book',
  boook: 'book',
  buk: 'book',
  bkg: 'booking',
  bk: 'book',
  appt: 'appointment',
  appts: 'appointment',
  apt: 'appointment',
  demmo: 'demo',
  dmo: 'demo',
  u: 'you',
  ya: 'yes',
  yea: 'yes',
  yeah: 'yes',
  yep: 'yes',
  yup: 'yes',
  yess: 'yes',
  ur: 'your',
  urs: 'yours',
  r: 'are',
  pls: 'please',
  plz: 'please',
  plzz: 'please',
  wat: 'what',
  wht: 'what',
  hw: 'how',
  fre: 'free',
  trail: 'trial',
  whr: 'where',
  whre: 'where',
  wher: 'where',
  wen: 'when',
  wt: 'what',
  wts: 'whats',
  cn: 'can',
  abt: 'about',
  thx: 'thanks',
  thnx: 'thanks',
  thnks: 'thanks',
  tks: 'thanks',
  ty: 'thanks',
  tnx: 'thanks',
  k: 'ok',
  kk: 'ok',
  okk: 'ok',
  okey: 'ok',
  okay: 'ok',
  salam: 'hello',
  salaam: 'hello',
  aoa: 'hello',
  assalam: 'hello',
  assalamualaikum: 'hello',
  hiya: 'hi',
  hye: 'hey',
  helo: 'hello',
  hallo: 'hello',
  hellow: 'hello',
  cst: 'cost',
  cots: 'cost',
  prise: 'price',
  prize: 'price',
  pric: 'price',
  priec: 'price',
  hrs: 'hours',
  hr: 'hours',
  loc: 'location',
  addr: 'address',
  info: 'information',
  svc: 'service',
  svcs: 'services',
  seo: 'seo',
  ai: 'ai',
  app: 'app',
  apps: 'apps',
  webiste: 'website',
  wesite: 'website',
  websit: 'website',
  itwar: 'sunday',
  aep: 'app',
  ashtharat: 'ads',
  ishtiharat: 'ads',
  ishtehar: 'ads',
  itwaar: 'sunday',
  mashwara: 'consultation',
  mashwarah: 'consultation',
  mulaqat: 'meeting',
  mulaqaat: 'meeting',
  mlaqat: 'meeting',
  kl: 'kal',
  bat: 'baat',
  auqat: 'hours',
  auqaat: 'hours',
  aoqat: 'hours',
  oqat: 'hours',
  // SMS spellings
  mch: 'much',
  wnt: 'want',
  tlk: 'talk',
  sum1: 'someone',
  ofc: 'office',
  offc: 'office',
  kidr: 'kidhar',
  numbr: 'number',
  snd: 'send',
  sel: 'sell',
  sll: 'sell',
  hav: 'have',
  nd: 'and',
  dnt: 'dont',
  tmrw: 'tomorrow',
  '2moro': 'tomorrow',
  mk: 'make',
  shp: 'shop',
  opn: 'open',
  adrs: 'address',
  adrss: 'address',
  lng: 'long',
  mak: 'make',
  evng: 'evening',
  mrng: 'morning',
  nxt: 'next',
  wk: 'week',
  wana: 'want to',
  wanna: 'want to',
  sm1: 'someone',
  fone: 'phone',
  nid: 'need',
  ned: 'need',
  ne1: 'anyone',
  any1: 'anyone',
  some1: 'someone',
  ther: 'there',
  thr: 'there',
  mng: 'manage',
  mnge: 'manage',
  fb: 'facebook',
  insta: 'instagram',
  pg: 'page',
  wrk: 'work',
  c: 'see',
  b4: 'before',
  msg: 'message',
  ppl: 'people',
  biz: 'business',
  bzns: 'business',
  // Urdu script's loanwords and words without their short vowels
  ktna: 'kitna',
  ktne: 'kitne',
  ktni: 'kitni',
  wqt: 'waqt',
  misaal: 'examples',
  misal: 'examples',
  namoona: 'samples',
  namoone: 'samples',
  aafs: 'office',
  afs: 'office',
  bje: 'baje',
  khlta: 'khulta',
  khlte: 'khulte',
  khli: 'khuli',
  karobar: 'business',
  karobaar: 'business',
  // Urdu script's "سائٹ" as urdu.ts writes it
  sait: 'site',
  tem: 'team',
  dbii: 'dubai',
  jli: 'jaali',
  dgryan: 'degrees',
  dgri: 'degree',
  wbsite: 'website',
  gud: 'good',
  gr8: 'great',
  '24x7': '24/7',
  // Roman Urdu words the rules read in their English sense
  qeemat: 'price',
  qimat: 'price',
  keemat: 'price',
  kimat: 'price',
  daam: 'price',
  shukriya: 'thanks',
  shukria: 'thanks',
  shukriyah: 'thanks',
  meherbani: 'thanks',
  kahan: 'where',
  kahaan: 'where',
  kidhar: 'where',
  haan: 'yes',
  haanji: 'yes',
  han: 'yes',
  jee: 'yes',
  nahi: 'no',
  nahin: 'no',
  nai: 'no',
  zaroor: 'sure',
  theek: 'ok',
  thik: 'ok',
  kab: 'when',
  madad: 'help',
  banwani: 'build',
  banwana: 'build',
  banana: 'build',
  banani: 'build',
  mulk: 'country',
  mulkon: 'countries',
  mumalik: 'countries',
  shehar: 'city',
  sheher: 'city',
  shahar: 'city',
  // Urdu script's loanwords as urdu.ts writes them
  kaunsa: 'which',
  konsa: 'which',
  kaunsi: 'which',
  konsi: 'which',
  kmpni: 'company',
  kampni: 'company',
  malk: 'malik',
  kon: 'kaun',
  srosz: 'services',
  srwsz: 'services',
  srwis: 'service',
  qemten: 'prices',
  qymten: 'prices',
  qimten: 'prices',
  qeematein: 'prices',
  qeemtein: 'prices',
  qeemtain: 'prices',
  wedyo: 'video',
  wydyo: 'video',
  soshl: 'social',
  sushl: 'social',
  snbhalte: 'manage',
  snbhalna: 'manage',
  gari: 'car',
  gaari: 'car',
  kharcha: 'cost',
  kharchay: 'cost',
  kharche: 'cost',
  kharch: 'cost',
  lagat: 'cost',
};

/** Roman Urdu phrases read as their English sense (after the words are corrected). */
const PHRASES: [RegExp, string][] = [
  [
    / (?:aap ka|ap ka|aapka|apka|aap ki|ap ki|aapki|apki|aap ke|apke) (number|email|phone|whatsapp|contact|address|office)(?= )/g,
    ' your $1 ',
  ],
  [
    / (?:kitne|kitna|kitni|kitnay) (?:paise|paisay|pese|paisa|rupay|rupees|kharcha|ka|ki|ke|fees|charges|cost|price|hai|hain|he)(?= )/g,
    ' how much ',
  ],
  [/ (?:price|rate|charges|fees) (?:kya|kia) (?:hai|he|hain|ha)(?= )/g, ' price '],
  [
    / (?:kitna|kitne|kitni) (?:time|din|waqt|dino|hafte|mahine|arsa)(?= )| (?:kab|when) tak(?= )/g,
    ' how long ',
  ],
  [
    / (?:kisi|kisi insaan|insaan|banday|bande|team|aap ki team|owner|team member|team members|member|members|agent|manager|person|human|koi banda|koi bnda|aap|ap|you) (?:se|say) (?:baat|chat|connect|rabta|raabta)(?= )| koi (?:banda|bnda|insaan|insan) (?:baat|chat) (?:kare|kre|karay|karein)(?= )| baat (?:karni|karna|karwa|karwao|karwain|karao) (?:hai|he|hain|do)(?= )/g,
    ' talk to a person ',
  ],
  [/ (?:allah|khuda) hafiz(?= )/g, ' goodbye '],
  [/ wats app(?= )/g, ' whatsapp'],
  [/ (?:dastiyab|dastyab|dastiab|dstyab)(?= )/g, ' available'],
  [/ e mail(s?)(?= )/g, ' email$1'],
  // "will I get my money back?" asks for a refund.
  [
    / (?:get|give|have|want|need) (?:my |our |the |me my |us our )?money back(?= )/g,
    ' get a refund ',
  ],
  // "theek karna" (Urdu's "to fix"), once "theek" is read as "ok".
  [
    / ok (?:kar|karte|karti|karna|karni|karwana|karwani|karo|krte|krna|kardo|kar do)(?= )/g,
    ' fix ',
  ],
  [/ (?:kitni|kitna|kitne) (?:bari|bara|bada|badi|barri)(?= )/g, ' how big '],
  // Urdu script writes kitna, kitne and kitni alike.
  [/ (?:kitne|kitna|kitni|ktne) (?:saal|sal|baras)(?= )/g, ' how many years '],
  [/ (?:kitne|kitna|kitni|ktne|kis waqt|kab) baje(?= )/g, ' what time '],
  // Urdu script's "ای میل"
  [/ (?:ai|ay|i) (?:mel|meil|myl)(?= )/g, ' email'],
  // "aap ke plan kya hain": the plans asked about.
  [/ (?:ke|ki|ka|apke|aapke|apki|aapki) (plan|plans|package|packages)(?= )/g, ' your $1 '],
  // "your no", "ur no.": the phone number.
  [/ your no(?= )/g, ' your number'],
  // Urdu script's spelled-out letters and English loan phrases.
  [/ aes ai (?:ao|aw|o)(?= )/g, ' seo'],
  [/ aan lain(?= )/g, ' online'],
  // SMS's "ap" after an article or a possessive is the app, not Roman Urdu's "aap".
  [/ (a|an|the|my|our|your|ek|new|mobile) ap(?= )/g, ' $1 app'],
  // "free trail" is the trial, and SMS's "2" is "to" after a verb ("want 2 talk").
  [/ free trail(?= )/g, ' free trial'],
  [
    / (want|wanna|need|talk|speak|like|love|able|going|have|back|reply|come|go|listen|someone|anyone) 2(?= [a-z])/g,
    ' $1 to',
  ],
  [
    / (?:when )*(?:khule|khula|khulta|khulte|khulti) (?:ho|hain|hai|hota|hote|hoti|rehte)(?= )/g,
    ' hours ',
  ],
  [
    / (?:kya|kia) (?:kya )?(?:karte|karti|krte) (?:ho|hain|hai|hen)(?= )| (?:kya|kia) services(?= )/g,
    ' what do you do ',
  ],
  [
    / (?:meeting|appointment|call) (?:rakh|rakhni|rakhna|rakhwa|set|fix|book) ?(?:kar|karni|karna|karo|do|dein|den)?(?= )/g,
    ' book a meeting ',
  ],
  [
    / (?:office|daftar) (?:kab|when) (?:khulta|khula|open|band)(?= )| (?:timing|timings|time) (?:kya|kia) (?:hai|he|hain)(?= )/g,
    ' hours ',
  ],
];

/** Words that mark a message as Roman Urdu (two of them are needed). */
const ROMAN_URDU =
  /\b(?:hai|hain|hy|ka|ki|ke|mein|banao|banana|bechne|bechni|khelne|kya|kia|mujhe|mujhay|muje|mera|meri|mere|aap|ap|apka|apki|apke|karna|karni|karo|karte|kar|kitne|kitna|chahiye|chahye|chahie|hum|hamara|hamari|nahi|nahin|se|ko|bhi|aur|wala|wali|bata|batao|batain|bataen|sakte|sakta|yeh|ye|woh|kaise|kaisay|kyun|acha|accha|theek|shukriya|dukaan|dukan|paise|paisay|bechna|becho|hoon|hun|ho)\b/g;

/** Whether a visitor message is written in Roman Urdu (or in Urdu script). */
export function isRomanUrdu(message: string): boolean {
  if (hasUrduScript(message)) return true;
  return (message.toLowerCase().match(ROMAN_URDU)?.length ?? 0) >= 2;
}

/**
 * Words the intent rules look for, long enough (5+ letters) to be corrected by edit
 * distance. A typed word within distance 1 (2 for 8+ letters) of one of these, starting
 * with the same letter, is read as it.
 */
const VOCABULARY = `
  price prices pricing priced costs costing budget quote quotation expensive affordable
  package packages plans trial subscription payment discount offers
  hours opening closing closed timing timings available availability weekend weekends
  saturday sunday monday friday weekday weekdays schedule
  where located location address office offices based headquarters country karachi pakistan
  international worldwide globally
  portfolio examples samples previous projects clients testimonials reviews results study studies
  human person someone somebody agent representative manager speak contact
  email phone number whatsapp
  booking bookings appointment appointments consultation consult meeting session reserve
  services service offer offering offerings solutions provide
  website websites marketing branding brand chatbot chatbots influencer influencers
  video videos software mobile cloud design development developer automation automate
  advertising social media instagram facebook google
  thanks thank goodbye hello morning evening afternoon
  fitness members membership groomers grooming vertical verticals industry industries
  process steps timeline onboarding started support emergency maintenance experience
  include included includes
  cheapest cheaper priciest pricier biggest bigger smallest smaller
  company agency about
  refund refunds policy privacy hiring careers vacancy vacancies internship designer designers
  restaurant restaurants clinic school online build
`
  .split(/\s+/)
  .filter(Boolean);

/** Real words that sit one edit from a vocabulary word and must stay themselves. */
const KEEP = new Set(
  `house order pride prime quite plane plant trail thinks stops basis bases steak coast posts
  other there these those three whose while where hello helps brand brands clients plays
  share shore store score sport spoke smoke since sales sites sizes video vides mobile
  about above abort quote quota start stars stare state stats steps speak spend spent
  media medic offer offers order after email emails phone phones price prize think thinks thing
  things plants planet closer closet baked baker bakes bakery progress protect protects
  personal personally personnel manage managed manages managing contract contracts packaging
  packaged packed extensive expansive officer officers print prints printed printer printers printing
  tanks plains clinics stored storey openings chargers charger charges charging carrier carriers careful`
    .split(/\s+/)
    .filter(Boolean)
    // "we are on PST" names a time zone, not a typo of 'post'.
    .concat(Object.keys(ZONE_ABBREVIATIONS)),
);

const byFirstLetter = new Map<string, string[]>();
for (const word of VOCABULARY) {
  const list = byFirstLetter.get(word[0]!) ?? [];
  list.push(word);
  byFirstLetter.set(word[0]!, list);
}
const vocabularySet = new Set(VOCABULARY);

/**
 * The words the site's pages use. One typed as it is there stays itself ('contract' is not
 * 'contact'), and so does a typo nearer to one of them than to any word above ('contrcts'
 * is contracts, left for the search to read, not 'contact'), unless both are forms of one
 * word.
 */
const PAGE_WORDS = new Set(
  [...PASSAGES, ...SITE_PASSAGES]
    .flatMap((p) => `${p.title} ${p.text} ${p.keywords}`.toLowerCase().split(/[^a-z]+/))
    .filter((w) => w.length >= 4),
);
const pageWordsByFirst = new Map<string, string[]>();
for (const word of PAGE_WORDS) {
  const list = pageWordsByFirst.get(word[0]!) ?? [];
  list.push(word);
  pageWordsByFirst.set(word[0]!, list);
}

/**
 * A word's stem, by the common English endings, so that 'owns' finds 'own', 'paying'
 * 'payment's 'pay' and 'questions' 'question': both sides of the search are stemmed alike, so
 * a stem need not be a word ('price', 'prices' and 'pricing' are all 'pric').
 */
export function stem(word: string): string {
  if (word.length < 4 || !/^[a-z]+$/.test(word)) return word;
  let w = word;
  if (/ies$/.test(w)) w = `${w.slice(0, -3)}y`;
  else if (/(?:ss|us|is)$/.test(w)) return w;
  else if (/(?:ches|shes|xes|sses)$/.test(w)) w = w.slice(0, -2);
  else if (/s$/.test(w)) w = w.slice(0, -1);
  if (w.length < 4) return w;
  if (/ing$/.test(w) && w.length >= 6) w = w.slice(0, -3);
  else if (/ed$/.test(w) && w.length >= 5) w = w.slice(0, -2);
  if (/([b-df-hj-np-tv-z])\1$/.test(w) && !/(?:ll|ss|ff|zz)$/.test(w)) w = w.slice(0, -1);
  if (/e$/.test(w) && w.length >= 4) w = w.slice(0, -1);
  return w;
}

/** Optimal string alignment distance (edits and adjacent swaps), stopping above `max`. */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let prevPrev: number[] = [];
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(prev[j]! + 1, row[j - 1]! + 1, prev[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        value = Math.min(value, prevPrev[j - 2]! + 1);
      }
      row.push(value);
      best = Math.min(best, value);
    }
    if (best > max) return max + 1;
    prevPrev = prev;
    prev = row;
  }
  return prev[b.length]!;
}

/** A word without its vowels: 'srvcs' and 'services' share 'srvcs'. */
const skeleton = (word: string) => word.replace(/[aeiouy]/g, '');

/** Vocabulary words by their skeleton, for words typed without vowels (SMS spelling). */
const bySkeleton = new Map<string, string[]>();
for (const word of VOCABULARY) {
  const list = bySkeleton.get(skeleton(word)) ?? [];
  list.push(word);
  bySkeleton.set(skeleton(word), list);
}

/** Whether `short` is `long` with some letters left out ('prce' of 'price'). */
function isSubsequence(short: string, long: string): boolean {
  let i = 0;
  for (const ch of long) if (ch === short[i]) i++;
  return i === short.length;
}

/**
 * A vocabulary word the typed one shortens by leaving vowels out ('srvcs' services, 'prce'
 * price, 'timngs' timings): same first letter, same consonants in the same order.
 */
function unshortened(word: string): string | undefined {
  const key = skeleton(word);
  if (key.length < 3) return undefined;
  return bySkeleton.get(key)?.find((w) => w !== word && w[0] === word[0] && isSubsequence(word, w));
}

/** A skeleton with doubled letters single: 'consltn' and 'consultation' share 'cnsltn'. */
const looseSkeleton = (word: string) => skeleton(word).replace(/(.)\1+/g, '$1');

/**
 * The words visitors and the pages use (the intent examples' and the pages'), most used
 * first, by loose skeleton: an SMS shortening of a word the rules do not list ('cll' call,
 * 'rply' reply, 'cncl' cancel) is read as the most used word it shortens.
 */
const SHORTENED = (() => {
  const uses = new Map<string, number>();
  const texts = [
    ...Object.values(INTENT_EXAMPLES).flat(),
    ...[...PASSAGES, ...SITE_PASSAGES].map((p) => `${p.title} ${p.text}`),
  ];
  for (const text of texts) {
    for (const word of text.toLowerCase().split(/[^a-z]+/)) {
      if (word.length >= 3) uses.set(word, (uses.get(word) ?? 0) + 1);
    }
  }
  const byKey = new Map<string, string[]>();
  for (const [word] of [...uses].sort((a, b) => b[1] - a[1])) {
    const key = looseSkeleton(word);
    byKey.set(key, [...(byKey.get(key) ?? []), word]);
  }
  return { uses, byKey };
})();

/** The most used known word that `word` shortens by leaving out vowels or a doubled letter. */
function unshortenedWide(word: string): string | undefined {
  // A short word with a vowel is a word of its own ('sat', 'ton', 'dog'), not a shortening.
  if (word.length < 3 || SHORTENED.uses.has(word)) return undefined;
  if (word.length < 5 && /[aeiou]/.test(word)) return undefined;
  return SHORTENED.byKey
    .get(looseSkeleton(word))
    ?.find((w) => w[0] === word[0] && w.length > word.length && isSubsequence(word, w));
}

/**
 * A refused trade's word spelled as it sounds in SMS: its silent final e left out ('fak'
 * fake, 'nud' nude) or its 'ck' written 'k' ('hak' hack, 'krak' crack). Only for a word no
 * lawful example or page uses, and only the words that name refused trades.
 */
function spelledAsSaid(word: string): string | undefined {
  if (LAWFUL_WORDS.has(word) || PAGE_WORDS.has(word)) return undefined;
  return [`${word}e`, word.replace(/k(?!.*k)/, 'ck')].find(
    (said) => said !== word && REFUSED_NAMES.has(said),
  );
}

/**
 * The word as the rules know it. `sms`: a word without vowels may be one shortened; not for
 * Urdu script, whose transliteration drops short vowels and is read by urdu.ts instead.
 */
function correct(word: string, sms: boolean, soundsOut = sms): string {
  const alias = ALIASES[word];
  if (alias) return alias;
  if (vocabularySet.has(word) || KEEP.has(word) || /[^a-z]/.test(word)) return word;
  if (word.length < 5) {
    return (
      (sms &&
        word.length >= 3 &&
        (unshortened(word) ??
          unshortenedWide(word) ??
          (soundsOut ? spelledAsSaid(word) : undefined))) ||
      word
    );
  }
  const max = word.length >= 8 ? 2 : 1;
  let best = (sms && unshortened(word)) || word;
  let bestDistance = best === word ? max + 1 : 0;
  for (const candidate of byFirstLetter.get(word[0]!) ?? []) {
    const d = editDistance(word, candidate, max);
    if (d < bestDistance) {
      best = candidate;
      bestDistance = d;
    }
  }
  if (best === word) return (sms && unshortenedWide(word)) || word;
  if (bestDistance === 0) return best;
  // Another form of the same word ('example' of 'examples') does not stop the correction.
  const nearerOnPages = (pageWordsByFirst.get(word[0]!) ?? []).some(
    (candidate) =>
      stem(candidate) !== stem(best) &&
      editDistance(word, candidate, bestDistance - 1) < bestDistance,
  );
  return nearerOnPages ? word : best;
}

/**
 * The examples' words, and of them the refused trades' own: those the unlawful examples use
 * at least as often as all the others ('nasha', 'poker', 'replica').
 */
function exampleWords(): { all: string[]; refused: string[]; named: string[] } {
  const uses = new Map<string, { unlawful: number; lawful: number }>();
  for (const [label, texts] of Object.entries(INTENT_EXAMPLES)) {
    const side = label.startsWith('unlawful:') ? 'unlawful' : 'lawful';
    for (const word of texts.flatMap((text) => text.toLowerCase().split(/[^a-z]+/))) {
      const count = uses.get(word) ?? { unlawful: 0, lawful: 0 };
      count[side]++;
      uses.set(word, count);
    }
  }
  const refused = [...uses].filter(([, c]) => c.unlawful >= c.lawful).map(([word]) => word);
  const kept = new Set(refused);
  // Words only unlawful examples use, several times: what a refused trade is called.
  const named = [...uses]
    .filter(([, c]) => c.lawful === 0 && c.unlawful >= 3)
    .map(([word]) => word);
  return { all: [...uses.keys()].filter((word) => !kept.has(word)), refused, named };
}

const EXAMPLE_WORDS = exampleWords();
/** The lawful examples' words, and the words that name refused trades. */
const LAWFUL_WORDS = new Set(EXAMPLE_WORDS.all);
const REFUSED_NAMES = new Set(EXAMPLE_WORDS.named);

/**
 * Words Urdu script is read as when their skeletons match (urdu.ts): the vocabulary above,
 * the Roman Urdu and English words the aliases know, and the loanwords visitors write in
 * Urdu script for what we sell.
 */
const URDU_LEXICON = lexiconOf(
  [
    ...`website mobile instagram facebook whatsapp google chatbot marketing branding design
  logo video software cloud hosting office karachi lahore islamabad meeting appointment
  consultation business online order customers clients package service services
  discount ticket computer laptop team dubai london islamabad faisalabad hyderabad abbottabad
  peshawar multan quetta rawalpindi degree degrees`.split(/\s+/),
    ...VOCABULARY,
    ...Object.keys(ALIASES),
    ...Object.values(ALIASES),
    ...EXAMPLE_WORDS.all,
  ],
  EXAMPLE_WORDS.refused,
);

/** Longest message part the rules read; a 2,000-character essay is judged by its start. */
const MAX_WORDS = 300;

/**
 * ' word word word ' (with a space at both ends, so rules can match whole words with
 * spaces) of the corrected, lower-case text. '$', '/' and digits survive ('$499', '24/7').
 */
export function normalize(message: string): string {
  // Urdu writes place names ending in آباد (Islamabad, Hyderabad) as two words.
  const joined = message.replace(/(\p{Script=Arabic})\s+(?=آباد)/gu, '$1');
  const words = transliterateUrdu(joined, URDU_LEXICON)
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[’‘`]/g, "'")
    .replace(/(\w)'(s|m|re|ve|ll|d|t)\b/g, '$1$2')
    .replace(/[^a-z0-9$/@.+\s]|(?<!\w)\.|\.(?!\w)/g, ' ')
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, MAX_WORDS);
  const sms = !hasUrduScript(message);
  // Roman Urdu's short words are words of their own ('hak' right, 'bas' enough).
  const soundsOut = sms && !isRomanUrdu(message);
  // "ya" between two words is Roman Urdu's "or" ("paise lagte hain ya free hai"); on its own,
  // opening or ending a message it is "yes" ("ya sure", "ok ya").
  const inner = (i: number) => i > 0 && i < words.length - 1;
  let text = ` ${words.map((w, i) => (w === 'ya' && inner(i) ? 'or' : correct(w, sms, soundsOut))).join(' ')} `;
  for (const [pattern, replacement] of PHRASES) text = text.replace(pattern, replacement);
  return text;
}
