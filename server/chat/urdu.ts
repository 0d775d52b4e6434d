/**
 * Urdu script written as Roman Urdu, letter by letter, so the rest of the assistant (its
 * normaliser, its rules and the intent classifier's character n-grams) reads "کسی انسان
 * سے بات" close to how visitors type "kisi insaan se baat". Urdu script leaves out short
 * vowels, so the result is a consonant skeleton with the long vowels the letters carry; the
 * classifier is trained on Urdu-script examples passed through the same map, so both sides
 * of a comparison are spelled alike.
 */

/** Letters with one reading wherever they stand. */
const LETTERS: Readonly<Record<string, string>> = {
  آ: 'aa',
  أ: 'a',
  إ: 'i',
  ب: 'b',
  پ: 'p',
  ت: 't',
  ٹ: 't',
  ث: 's',
  ج: 'j',
  چ: 'ch',
  ح: 'h',
  خ: 'kh',
  د: 'd',
  ڈ: 'd',
  ذ: 'z',
  ر: 'r',
  ڑ: 'r',
  ز: 'z',
  ژ: 'zh',
  س: 's',
  ش: 'sh',
  ص: 's',
  ض: 'z',
  ط: 't',
  ظ: 'z',
  ع: '',
  غ: 'gh',
  ف: 'f',
  ق: 'q',
  ک: 'k',
  ك: 'k',
  گ: 'g',
  ل: 'l',
  م: 'm',
  ن: 'n',
  ں: 'n',
  ھ: 'h',
  ے: 'e',
  ۓ: 'e',
  ء: '',
  ئ: 'i',
  ؤ: 'o',
  ة: 'h',
  // short-vowel marks, when a writer adds them
  '\u064E': 'a',
  '\u0650': 'i',
  '\u064F': 'u',
  '\u064B': 'an',
  '\u0651': '',
  '\u0652': '',
  '\u0670': 'a',
  // punctuation and digits
  '،': ',',
  '؟': '?',
  '۔': '.',
  '؛': ';',
  '٪': '%',
};

const DIGITS = /[\u06F0-\u06F9\u0660-\u0669]/g;
const digit = (d: string) => String((d.codePointAt(0)! - 0x0660) % 0x90);

const isUrduLetter = (ch: string | undefined) => !!ch && /[\u0600-\u06FF]/.test(ch);
/** Letters read as vowels: a following ی or و before them is a consonant (y, w). */
const VOWEL_LETTERS = new Set(['ا', 'آ', 'و', 'ے', 'ی', 'ي', 'ى', 'ئ']);

/** One word of Urdu script in Roman letters. */
function word(letters: string[]): string {
  let out = '';
  for (let i = 0; i < letters.length; i++) {
    const ch = letters[i]!;
    const first = i === 0;
    const last = i === letters.length - 1;
    const next = letters[i + 1];
    if (ch === 'ا') out += 'a';
    else if (ch === 'و') out += first || (next && VOWEL_LETTERS.has(next)) ? 'w' : 'o';
    else if (ch === 'ی' || ch === 'ي' || ch === 'ى') {
      out += first || (next && VOWEL_LETTERS.has(next)) ? 'y' : last ? 'i' : 'e';
    } else if (ch === 'ہ' || ch === 'ه' || ch === 'ۂ') out += last && !first ? 'a' : 'h';
    else out += LETTERS[ch] ?? ch;
  }
  return out;
}

/** Whether a text holds Urdu (Arabic-script) letters. */
export const hasUrduScript = (text: string) => /[\u0600-\u06FF]/.test(text);

/**
 * A word's consonant skeleton: lower case, without vowels (Urdu script writes few of them,
 * and ی and و stand for several), doubled letters once, q read as k. "mobail" and
 * "mobile" are both "mbl", "anstagram" and "instagram" both "nstgrm".
 */
function skeleton(word: string): string {
  return word
    .toLowerCase()
    .replace(/q/g, 'k')
    .replace(/[aeiouwy]/g, '')
    .replace(/(.)\1+/g, '$1');
}

/** Skeletons long enough to name one word (shorter ones name too many). */
const MIN_SKELETON = 3;

/**
 * Known words by their skeleton, for reading Urdu-script loanwords ("موبائل" written
 * "mobail" is "mobile"); of several with one skeleton, the first of close length wins.
 */
export function lexiconOf(words: Iterable<string>, refused: Iterable<string> = []): Lexicon {
  const lexicon = new Map<string, string[]>();
  const refusedWords = new Set(refused);
  for (const word of [...words, ...refusedWords]) {
    if (!/^[a-z]{4,}$/.test(word)) continue;
    const key = skeleton(word);
    // A refused trade's word is read from Urdu script only by a skeleton that names little
    // else: "نوشی" (smoking) shares 'nsh' with 'nasha', "پکڑے" (caught) 'pkr' with 'poker'.
    if (key.length < (refusedWords.has(word) ? MIN_SKELETON + 1 : MIN_SKELETON)) continue;
    const list = lexicon.get(key) ?? [];
    if (!list.includes(word)) list.push(word);
    lexicon.set(key, list);
  }
  return lexicon;
}

/** Known words by skeleton (lexiconOf). */
export type Lexicon = ReadonlyMap<string, readonly string[]>;

/** A written word and a known one are the same only if their lengths are close too. */
const MAX_LENGTH_GAP = 2;

/**
 * `text` with every run of Urdu letters written in Roman letters; other text is kept. With
 * a lexicon, a written word whose skeleton names a known word becomes that word.
 */
export function transliterateUrdu(text: string, lexicon?: Lexicon): string {
  if (!hasUrduScript(text)) return text;
  const chars = [...text.replace(DIGITS, digit)];
  let out = '';
  let run: string[] = [];
  for (const ch of chars) {
    if (isUrduLetter(ch) && !LETTERS[ch]?.match(/^[,?.;%]$/)) {
      run.push(ch);
      continue;
    }
    if (run.length) out += known(word(run));
    run = [];
    out += LETTERS[ch] ?? ch;
  }
  if (run.length) out += known(word(run));
  return out;

  function known(written: string): string {
    if (!lexicon || written.length < 4) return written;
    const key = skeleton(written);
    if (key.length < MIN_SKELETON) return written;
    const match = lexicon
      .get(key)
      ?.find((w) => Math.abs(w.length - written.length) <= MAX_LENGTH_GAP);
    return match ?? written;
  }
}
