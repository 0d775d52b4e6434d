import type { ChatContact } from '../../common/chat.ts';
import { PHONE_MAX_DIGITS, PHONE_MIN_DIGITS } from '../../common/constants.ts';
import { parseEmail } from '../../common/schemas/email.ts';
import { LIMITS, normalisePhone } from '../../common/schemas/fields.ts';
import { PASSAGES } from './knowledge.ts';
import { SITE_PASSAGES } from './site-facts.ts';

/**
 * Contact details a visitor types into the chat ('my email is sara@example.com',
 * "I'm Sara", 'call me at +92 300 1234567'), so the widget can save them and the team
 * can follow up.
 */

const EMAIL = /(?<![A-Z0-9._%+-])[A-Z0-9._%+-]+@[A-Z0-9-]+(?:\.[A-Z0-9-]+)*\.[A-Z]{2,}/i;
/** "[at]", "(dot)": the bracketed forms of the words an address is spelt out with. */
const BRACKETED = /[[(]\s*(at|dot)\s*[\])]/gi;
/** The last label of a spelt-out address: a country's two letters or a common ending. */
const SPOKEN_TLD =
  /^(?:[a-z]{2}|com|net|org|info|biz|edu|gov|app|dev|agency|online|store|shop|site|tech|xyz|email|cloud|studio|digital)$/i;
/** Words before "at" that are not an address's local part: "reach me at site.com". */
const NOT_LOCAL =
  /^(?:me|us|you|him|her|them|it|we|i|there|here|home|work|office|least|all|once|last|first|look|site|page)$/i;
const ADDRESS_PART = /^[\w%+-]+(?:\.[\w%+-]+)*$/;

/** A word without the full stops that end its sentence or open it. */
function trimDots(word: string): string {
  let [start, end] = [0, word.length];
  while (start < end && word[start] === '.') start++;
  while (end > start && word[end - 1] === '.') end--;
  return word.slice(start, end);
}

/**
 * An address spelt out so bots do not read it ("ali dot khan at gmail dot com",
 * "sara [at] site [dot] pk"): a local part, "at", and a domain of two labels or more
 * joined by "dot" or a full stop. "we are at Clifton dot Karachi" names a place.
 */
function spokenEmail(message: string): string | undefined {
  const words = message
    .replace(BRACKETED, ' $1 ')
    .replace(/[^\w\s.%+-]/g, ' ')
    .split(/\s+/)
    .map(trimDots);
  for (let at = 1; at < words.length - 1; at++) {
    if (words[at]!.toLowerCase() !== 'at') continue;
    const local = [words[at - 1]!];
    for (let i = at - 2; i > 0 && words[i]!.toLowerCase() === 'dot'; i -= 2) {
      local.unshift(words[i - 1]!);
    }
    const domain = [words[at + 1]!];
    for (let i = at + 2; i < words.length - 1 && words[i]!.toLowerCase() === 'dot'; i += 2) {
      domain.push(words[i + 1]!);
    }
    const [user, host] = [local.join('.'), domain.join('.')];
    const tld = host.split('.').at(-1)!;
    if (!host.includes('.') || !SPOKEN_TLD.test(tld) || NOT_LOCAL.test(user)) continue;
    if (!ADDRESS_PART.test(user) || !ADDRESS_PART.test(host)) continue;
    const email = parseEmail(`${user}@${host}`);
    if (email) return email;
  }
  return undefined;
}

/**
 * A run of digits with the marks numbers are written with. A country code may open it as
 * "+44", "+ 44" or "(+44)"; the groups may be set off by spaces, dashes, dots or brackets.
 */
const PHONE = /(?<![\w+(])(?:\(\s*\+\s*|\+\s*|\()?\d[\d\s().-]{6,22}\d(?!\d)/g;

/**
 * A number with its country code in the shape the phone rule reads: "(+44) 7911 ..." and
 * "+ 44 7911 ..." as "+44 7911 ...", and "+1.415.555.2671" with spaces for its dots. Dots
 * count only after a country code, so "192.168.100.200" stays no number.
 */
function phoneShape(raw: string): string {
  const open = raw.replace(/^\(\s*\+\s*(\d{1,4})\s*\)/, '+$1 ').replace(/^\+\s+/, '+');
  return open.startsWith('+') ? open.replace(/(?<=\d)\.(?=\d)/g, ' ') : open;
}

/** Words that follow "I'm" without being a name: "I'm Interested", "I'm From Lahore". */
const NOT_NAMES = new Set(
  `a an the and or but so just very really not here there from in at on with for to of also still
  sure fine good great ok okay ready new currently trying planning thinking looking interested
  glad happy sorry back done curious wondering building starting owner founder ceo manager
  hoping going working running searching calling writing asking based located available free
  open closed busy new old only actually already always never maybe probably pretty quite
  your you me my our we they it this that what who how why when where which yes no hi hello hey
  thanks thank please bot human person client customer agency business company
  team guys everyone everybody all sir madam bro yaar brightwave again anyway website
  hai hain hoon hun hu hoo he h aur or mera meri mujhe ka ki ke se bhi mein main
  hota hoti hote rehta rehti rehte karta karti karte raha rahi rahe chalata chalati
  regards cheers best sincerely bye urgent asap shukriya jazakallah salam by btw
  email e-mail mail phone mobile cell tel number whatsapp address name contact details
  attention attn someone somebody anyone anybody whoever info information premium vip priority
  sales support marketing billing accounts admin hr reception department dept office finance
  pls plz plzz thx thnx tnx ty u ur r cl cll msg txt num nmbr nbr mob cel ph tmrw tmr aftr b4 tbd`
    .split(/\s+/)
    .filter(Boolean),
);

/**
 * Trades a visitor says they are ("main tailor hoon", "I'm a baker"): not a name when they
 * open it, though "John Baker" keeps his surname.
 */
const OCCUPATIONS = new Set(
  `tailor baker cook chef doctor dentist teacher tutor student lawyer engineer designer developer
  photographer driver farmer trader shopkeeper dukandar businessman freelancer consultant
  accountant architect nurse pharmacist realtor agent contractor plumber electrician mechanic
  writer artist musician coach trainer dealer supplier exporter importer wholesaler retailer`.split(
    /\s+/,
  ),
);

/**
 * Words the site's pages use in lower case ('developer', 'student', 'doctor'), and their
 * singulars: "main developer hoon" says what the visitor does, not who they are.
 */
const PAGE_WORDS: ReadonlySet<string> = new Set(
  [...PASSAGES, ...SITE_PASSAGES].flatMap((p) =>
    (p.text.match(/(?<![\p{L}'’-])\p{Ll}+(?![\p{L}'’-])/gu) ?? []).flatMap((w) => [
      w,
      w.replace(/s$/, ''),
    ]),
  ),
);
/** A name typed without a capital that is a word of the pages is that word. */
const asWordNot = (name: string | undefined) =>
  name && PAGE_WORDS.has(name.split(' ')[0]!.toLowerCase()) ? undefined : name;

/** Words that end "i'm ..." in lower case without being a name. */
const ADJECTIVES = new Set(
  `confused lost stuck tired bored serious late early hungry okay alright curious excited
  worried sure fine good great new back here there ready done free busy online available
  interested`.split(/\s+/),
);

const WORD = "[A-Za-z\\u00C0-\\u024F][A-Za-z\\u00C0-\\u024F'’-]*";
/** An optional title before a name, with or without its full stop. */
const TITLE = '(?:(?:Dr|Mr|Mrs|Ms|Miss|Prof|Engr)\\.?\\s+)?';

const titleCase = (s: string) =>
  s
    .split(/\s+/)
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join(' ');

/** Where a name says its bearer is from: "from Lahore", "from Crunchy Bites", "from R&D Labs". */
const FROM = "(?:\\s+from\\s+[A-Z][\\w&'’.-]*(?:\\s+(?:[A-Z&][\\w&'’.-]*|of|and|the)){0,3})?";

/** Titles kept with the name they stand before ("Dr. Mehreen Soomro"). */
const TITLES =
  /^(?:dr|mr|mrs|ms|miss|prof|engr|eng|sir|madam|syed|sheikh|hafiz|haji|mian|rana|ch|chaudhry)\.?$/i;

/** The first 1-3 words of `candidate` (after a title) that look like a name, or undefined. */
function nameFrom(candidate: string | undefined, needCapital: boolean): string | undefined {
  if (!candidate) return undefined;
  const words: string[] = [];
  const all = candidate.trim().split(/\s+/);
  const title = all.length > 1 && TITLES.test(all[0]!) ? all.shift()! : undefined;
  // Up to four words: "Muhammad Ali Jinnah Khan" is one person's whole name.
  for (const word of all.slice(0, 4)) {
    const bare = word.replace(/(?<![.,!?;:])[.,!?;:]+$/, '');
    if (!bare || NOT_NAMES.has(bare.toLowerCase())) break;
    if (!words.length && OCCUPATIONS.has(bare.toLowerCase())) break;
    if (needCapital && !/^[A-Z\u00C0-\u00DE]/.test(bare)) break;
    // "Interested", "Confused", "Looking" are not names; "Naveed", "Mohammed" are.
    if (/(?:ing|[^e]ed)$/i.test(bare) && !/med$/i.test(bare) && bare.length > 5) break;
    words.push(bare);
    if (bare !== word) break;
  }
  if (!words.length) return undefined;
  // The title as the visitor wrote it ("Dr." or "Dr").
  const titled = title ? `${titleCase(title)} ${titleCase(words.join(' '))}` : '';
  const name = titled || titleCase(words.join(' '));
  return name.length <= LIMITS.name ? name : undefined;
}

/**
 * The name after a lead-in (`lead`, a pattern that ends where the name begins): capitalised
 * words, stopping at the first that is not ("ask for Tom and ..." is Tom), or in lower case
 * one or two words that end the clause ("nm: sara, no 0300 ..."). A word the pages use
 * ("ask for Growth pricing", "put me down as interested") names a thing, not a person.
 */
function nameAfter(text: string, lead: string): string | undefined {
  const capital = new RegExp(`${lead}\\s*(${TITLE}${WORD}(?:\\s+${WORD}){0,3})`, 'i').exec(text);
  const lower = new RegExp(
    `${lead}\\s*(${TITLE}${WORD}(?:\\s+${WORD})?)\\s*(?:[,.;!?]|$)`,
    'i',
  ).exec(text.trim());
  const name = nameFrom(capital?.[1], true) ?? nameFrom(lower?.[1], false);
  const first = name?.split(' ').find((w) => !TITLES.test(w));
  if (!first || PAGE_WORDS.has(first.toLowerCase()) || ADJECTIVES.has(first.toLowerCase())) {
    return undefined;
  }
  return name;
}

/** The e-mail address in a message, typed or spelt out. */
export function extractEmail(message: string): string | undefined {
  const match = EMAIL.exec(message);
  return match ? parseEmail(match[0]) : spokenEmail(message);
}

function extractPhone(message: string): string | undefined {
  for (const match of message.matchAll(PHONE)) {
    const raw = phoneShape(match[0].trim());
    const digits = raw.replace(/\D/g, '').length;
    // Dates and prices are not phone numbers.
    if (/^\d{4}-\d{2}-\d{2}$/.test(raw)) continue;
    if (digits < PHONE_MIN_DIGITS || digits > PHONE_MAX_DIGITS) continue;
    // The one phone rule of every form: a real number, stored as they are.
    const phone = normalisePhone(raw);
    if (phone) return phone;
  }
  return undefined;
}

function extractName(message: string): string | undefined {
  const text = message.replace(/[’]/g, "'");
  // "names Ali" (a name's typed without its apostrophe) opens the message; "domain names
  // cheap" names no one.
  const explicit = new RegExp(
    `\\b(?:my name is|my name's|name is|name's|name:|contact:|rabta:|naam)\\s+(${TITLE}${WORD}(?:\\s+${WORD}){0,3})`,
    'i',
  ).exec(text);
  const typed = new RegExp(
    `^(?:(?:hi|hello|hey)[,!]? )?names (${TITLE}${WORD}(?: ${WORD}){0,2})`,
    'i',
  ).exec(text.trim().replace(/\s+/g, ' '));
  // "naam likh lein: Bilquis Jahan", "name please: Faisal": what follows the colon. "name
  // your price: ..." uses "name" as a verb with its object, and names no one.
  const colon = new RegExp(
    `\\b(?:my name|name|naam|nam)\\b(?!\\s+(?:your|the|a|an|any|our|their|its|it|them|that|this)\\b)[^:\\n]{0,20}:\\s*(${TITLE}${WORD}(?:\\s+${WORD}){0,2})`,
    'i',
  ).exec(text);
  const fromColon = nameFrom(colon?.[1], false);
  if (fromColon) return fromColon;
  const fromExplicit = nameFrom(explicit?.[1] ?? typed?.[1], false);
  if (fromExplicit) return fromExplicit;
  // The name to note ("put me down as Joseph Okafor", "sign me up as ..."), the person the
  // team should write to ("contact person is Ms. Hina Baig"), and a name given by its short
  // label in a text message ("nm: sara").
  const fromLeadIn =
    nameAfter(text, '\\b(?:put me down|put me|sign me up|register me) as\\b') ??
    nameAfter(text, '\\b(?:contact person|point of contact)(?:\\s+(?:is|will be)\\b|\\s*[:-])') ??
    nameAfter(text, '\\b(?:nm|nme)\\s*:');
  if (fromLeadIn) return fromLeadIn;
  // Roman Urdu: "mera naam Sara hai", "mera naam hai Sara", "main Sara hoon".
  const named = new RegExp(
    `\\b(?:mera|meraa|mere) (?:naam|name|nam)(?: hai| he)?\\s+(${WORD}(?:\\s+${WORD}){0,3})`,
    'i',
  ).exec(text);
  const iAm = new RegExp(
    `\\b(?:main|mai|mein|me)\\s+(${WORD}(?:\\s+${WORD})?)\\s+(?:hoon|hun|hu|hoo)\\b`,
    'i',
  ).exec(text);
  // "main ... kaam karta hoon": a verb before "hoon" says what they do; no word of it is a name.
  const verbal = iAm?.[1]?.split(/\s+/).some((w) => NOT_NAMES.has(w.toLowerCase()));
  const fromUrdu = named
    ? nameFrom(named[1], false)
    : verbal
      ? undefined
      : asWordNot(nameFrom(iAm?.[1], false));
  if (fromUrdu) return fromUrdu;
  // "I'm Sara", "this is Sara Khan", "call me Sara": only a capitalised word counts.
  const casual = new RegExp(
    `\\b(?:[Ii]'?m|[Ii] am|[Tt]his is|[Ii]t'?s|[Cc]all me)\\s+(${TITLE}${WORD}(?:\\s+${WORD}){0,3})`,
  ).exec(text);
  const fromCasual = nameFrom(casual?.[1], true);
  if (fromCasual) return fromCasual;
  // Typed in lower case ("hi i'm ayesha", "im asad, call me ..."): the one word after "I'm"
  // that ends the message or its clause.
  const lower = new RegExp(`\\b(?:i'?m|i am|this is|it'?s)\\s+(${WORD})(?:[.!]?$|,)`, 'i').exec(
    text.trim(),
  );
  const fromLower = asWordNot(nameFrom(lower?.[1], false));
  if (fromLower && !ADJECTIVES.has(fromLower.toLowerCase())) return fromLower;
  // "this is dr. sana malik, call me ...": a title says a name follows, in any case.
  const lowerTitled = new RegExp(
    `\\b(?:i'?m|i am|this is|it'?s)\\s+((?:dr|mr|mrs|ms|miss|prof|engr)\\.?\\s+${WORD}(?:\\s+${WORD}){0,2})(?:[.!]?$|,)`,
    'i',
  ).exec(text.trim());
  const fromLowerTitled = nameFrom(lowerTitled?.[1], false);
  if (fromLowerTitled) return fromLowerTitled;
  // "hello i'm john smith from toronto": one or two words, then where they are from.
  const lowerFrom = new RegExp(
    `\\b(?:i'?m|i am|this is)\\s+(${WORD}(?:\\s+${WORD})?)\\s+from\\s`,
    'i',
  ).exec(text);
  const fromLowerFrom = lowerFrom?.[1]
    ?.split(/\s+/)
    .every(
      (w) => !ADJECTIVES.has(w.toLowerCase()) && asWordNot(nameFrom(w, false)) === titleCase(w),
    )
    ? nameFrom(lowerFrom[1], false)
    : undefined;
  if (fromLowerFrom) return fromLowerFrom;
  // "Ahmed bol raha hoon" (Roman Urdu: "Ahmed speaking").
  const speaking = new RegExp(
    `\\b(${WORD}(?:\\s+${WORD})?)\\s+bol\\s+(?:raha|rahi|rha|rhi)\\s+(?:hoon|hun|hu|hoo)\\b`,
    'i',
  ).exec(text);
  const fromSpeaking = asWordNot(nameFrom(speaking?.[1], false));
  if (fromSpeaking) return fromSpeaking;
  // "Zainab, 0300 1234567": a capitalised name, then the number.
  const signed = /^\s*([A-Z][a-z'’-]+(?:\s+[A-Z][a-z'’-]+)?)\s*[,:-]\s*(?:\+|0|92)\d/.exec(text);
  const fromSigned = nameFrom(signed?.[1], true);
  if (fromSigned) return fromSigned;
  // "... sana@example.com - Sana": a name signed after the e-mail, and "call me, Usman,
  // 0300 ...": a name set off by commas before the number (a place after a number is not).
  if (EMAIL.test(text) || /\d{4}/.test(text)) {
    const after = /\.[A-Za-z]{2,}\s*[-–,]\s*([A-Z][a-z'’-]+(?:\s+[A-Z][a-z'’-]+)?)[.!]?\s*$/.exec(
      text,
    );
    const between = new RegExp(
      `,\\s*(${TITLE}[A-Z][a-z'’-]+(?:\\s+[A-Z][a-z'’-]+){0,2})\\s*,\\s*(?:(?:at|on)\\s+)?(?:\\+|0|92)\\d`,
    ).exec(text);
    // "Dr. Imran Sheikh (dentist), imran@...", "Ayesha Khan | ayesha@... | 0321 ...": a
    // name opening a message of contact details, set off by a mark, or after a few words
    // and a colon ("ok note my details: Hamza Sheikh, ...", "Contact me: Mrs. Nadia ...").
    const opening = new RegExp(
      `^\\s*(?:(?:ok|okay|sure|here),?\\s+)?(?:[^:@\\d\\n]{0,40}:\\s*)?(${TITLE}[A-Z][a-z'’-]+(?:\\s+[A-Z][a-z'’-]+){0,2})${FROM}(?:\\s*\\([^)]{0,40}\\))?\\s*[,|;:–-]`,
    ).exec(text);
    const fromDetails =
      nameFrom(after?.[1], true) ?? nameFrom(between?.[1], true) ?? nameFrom(opening?.[1], true);
    if (fromDetails) return fromDetails;
  }
  // "have someone call Tariq on +971 ...", "e-mail Sana at sana@...": the one to reach, then how.
  const reach =
    /\b(?:call|ring|phone|contact|reach|text|message|whatsapp|e-?mail|mail)\s+([A-Z][a-z'’-]+(?:\s+[A-Z][a-z'’-]+)?)\s+(?:on|at)\s+(?:\+|0|92|\d|[A-Za-z0-9._%+-]+@)/.exec(
      text,
    );
  const fromReach = nameFrom(reach?.[1], true);
  if (fromReach) return fromReach;
  // "my number is 0333 ..., ask for Kamran", "write to info@..., attention Nadia", "attn: Mr.
  // Bilal": whom to ask for or address at the number or address given. Without a number or
  // an address, "ask for a quote" and "attention to detail" are ordinary sentences.
  const fromAskFor = /\d{4}|@/.test(text)
    ? (nameAfter(text, '\\bask(?:ing)? for\\b') ??
      nameAfter(text, '\\b(?:for the attention of|attention|attn)\\b\\.?(?:\\s*:)?'))
    : undefined;
  if (fromAskFor) return fromAskFor;
  // "Prof. Imran Qureshi, we run ...": a titled name opening the message.
  const titled =
    /^\s*((?:Dr|Mr|Mrs|Ms|Prof|Engr)\.?\s+[A-Z][a-z'’-]+(?:\s+[A-Z][a-z'’-]+)?)\s*[,.;:-]/.exec(
      text,
    );
  const fromTitled = nameFrom(titled?.[1], true);
  if (fromTitled) return fromTitled;
  // "... thanks, Hamza": a name signed after the closing word.
  const signOff = new RegExp(
    `\\b(?:[Tt]hanks|[Tt]hank you|[Rr]egards|[Cc]heers|[Bb]est)[,!]?\\s+(${TITLE}[A-Z][a-z'’-]+(?:\\s+[A-Z][a-z'’-]+){0,2})[.!]?\\s*$`,
  ).exec(text);
  const fromSignOff = nameFrom(signOff?.[1], true);
  if (fromSignOff) return fromSignOff;
  // Urdu script: "میرا نام زینب ہے".
  const urduScript =
    /(?:میرا|مرا)\s+نام\s+(\p{Script=Arabic}+(?:\s+\p{Script=Arabic}+)?)\s+(?:ہے|ہیں)/u.exec(text);
  if (urduScript) return urduScript[1];
  // "ali here, ali.khan@...": one word and "here" opening the message, the word their
  // address begins with ("bakery here, call ..." names a trade, not a person).
  const lowerHere = new RegExp(`^\\s*(${WORD})\\s+(?:here|this side)\\s*[,.!:-]`, 'i').exec(text);
  const address = EMAIL.exec(text)?.[0].toLowerCase() ?? '';
  const fromLowerHere =
    lowerHere && lowerHere[1]!.length > 1 && address.startsWith(lowerHere[1]!.toLowerCase())
      ? asWordNot(nameFrom(lowerHere[1], false))
      : undefined;
  if (fromLowerHere && !ADJECTIVES.has(fromLowerHere.toLowerCase())) return fromLowerHere;
  // "Usman from Lahore here", "Hina here", "Ali this side": a capitalised name first.
  const here = new RegExp(
    `^\\s*(?:(?:[Hh]i|[Hh]ello|[Hh]ey|[Ss]alam|AOA|[Aa]oa)(?:\\s+(?:[Bb]rightwave|[Tt]eam|[Tt]here|[Ss]ir|[Aa]ll))?[,!.]?\\s+)?(${TITLE}[A-Z][A-Za-z'’-]+(?:\\s+[A-Z][A-Za-z'’-]+){0,2})${FROM}\\s+(?:here|this side)\\b`,
  ).exec(text);
  return nameFrom(here?.[1], true);
}

/** Every contact detail found in one message. */
export function extractContact(message: string): ChatContact {
  const contact: ChatContact = {};
  const email = extractEmail(message);
  const phone = extractPhone(message.replace(EMAIL, ' '));
  const name = extractName(message);
  if (name) contact.name = name;
  if (email) contact.email = email;
  if (phone) contact.phone = phone;
  return contact;
}

/** Later details win over earlier ones; empty values never erase a known one. */
export function mergeContact(...sources: (ChatContact | undefined | null)[]): ChatContact {
  const merged: ChatContact = {};
  for (const source of sources) {
    if (!source) continue;
    if (source.name) merged.name = source.name;
    if (source.email) merged.email = source.email;
    if (source.phone) merged.phone = source.phone;
  }
  return merged;
}
