/**
 * What kind of answer a question wants, read from how it is asked: "how often" wants a
 * frequency, "how long" a span of time, "how old" an age, "how many" a number. A fact that
 * states such a thing answers the question even when it shares few of its words ("how
 * often do you tweak the ads?" is answered by "Weekly tuning"), and the asking words name
 * no topic ("how long" is not about a passage titled "How long does setup take?").
 */
export interface AnswerKind {
  /** The words that ask for this kind, in a normalised message (padded with spaces). */
  asks: RegExp;
  /** A fact's text that states an answer of this kind. */
  holds: RegExp;
  /** Words searched in place of the asking ones: how such facts are usually worded. */
  words: string;
}

const NUMBER_WORDS = 'one|two|three|four|five|six|seven|eight|nine|ten|twelve';
const NUMBER = String.raw`(?:\d+|${NUMBER_WORDS}|a|an)`;

/** First match wins: "how many days" asks a span of time, not a count. */
const KINDS: readonly AnswerKind[] = [
  {
    asks: / how (?:often|frequently|regularly)(?= )| every how (?:long|often)(?= )| how many times a (?:day|week|month|year)(?= )/,
    holds:
      /\b(?:daily|weekly|monthly|quarterly|yearly|annually|fortnightly|twice|once a|every (?:day|week|month|quarter|year|morning|evening|\d+|two|three|few))\b/i,
    words: 'weekly monthly daily',
  },
  {
    asks: / how (?:long|soon|quickly|fast)(?= )| how many (?:minutes|hours|days|weeks|months|years)(?= )| by when(?= )/,
    holds: new RegExp(
      String.raw`\b${NUMBER}[- ](?:minutes?|hours?|days?|weeks?|months?|years?)\b|\bwithin\b|\bsame day\b`,
      'i',
    ),
    words: 'minutes hours days weeks month within',
  },
  {
    asks: / how old(?= )| (?:what|which|minimum|min) age(?= )| age (?:limit|requirement)(?= )| (?:under|below) (?:1[0-9]|age)(?= )| (?:is|am|are|im) (?:only )?(?:1[0-7]|a minor|minors)(?= (?:.* )?(?:allowed|can|too young|sign up|use) )/,
    holds: /\b\d{2} years old\b|\bage\b|\bminors?\b/i,
    words: 'age years old',
  },
  {
    asks: / how many(?= )/,
    // A count of something ("up to 3 platforms", "two to three directions"), not "day one".
    holds: new RegExp(
      String.raw`\b(?:\d[\d,]*\+?|unlimited|${NUMBER_WORDS}) (?:to \w+ )?[a-z]`,
      'i',
    ),
    words: '',
  },
];

/** The kind of answer a normalised message asks for, if its asking words say one. */
export function askedKind(normalized: string): AnswerKind | undefined {
  return KINDS.find((kind) => kind.asks.test(normalized));
}

/** The message without the words that ask for the kind (they name no topic). */
export function withoutAsking(normalized: string, kind: AnswerKind): string {
  return normalized.replace(new RegExp(kind.asks.source, 'g'), ' ');
}
