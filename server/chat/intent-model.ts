import { trainClassifier, type Guess, type TextClassifier } from './classifier.ts';
import { FACT_QUESTIONS } from './fact-questions.ts';
import { INTENT_EXAMPLES, type ExampleLabel } from './intent-examples.ts';
import { normalize } from './normalize.ts';
import { createPlaceZones, type PlaceZones } from './time-zones.ts';

/**
 * The assistant's model of what visitors mean (ADR 053): the classifier of classifier.ts
 * trained on intent-examples.ts. The chat service builds one when it is created and passes
 * it with every message; nothing is kept at module level.
 */
export interface IntentModel {
  /** How a normalised message (normalize.ts) reads. */
  read(normalized: string): Reading;
  /** Place names and their time zones (time-zones.ts). */
  places: PlaceZones;
  /** The fact a normalised message asks, by the example questions of fact-questions.ts. */
  fact(normalized: string): FactReading | null;
}

/** The stated fact nearest a message: its passage and words, and how sure the reading is. */
interface FactReading {
  passage: string;
  fact: string;
  /** The nearest examples' score (classifier.ts) and its lead over the next fact. */
  score: number;
  margin: number;
  /** Sure enough to tell the fact where nothing else answers ... */
  sure: boolean;
  /** ... and clear enough to tell it before what the message's words find. */
  clear: boolean;
}

/**
 * How sure the reading by the facts' example questions must be: the nearest examples' score
 * and its lead over the next fact. The lead matters most: a question about something else
 * lies about as near several facts.
 */
const FACT_SURE = { score: 0.3, margin: 0.05 } as const;
const FACT_CLEAR = { score: 0.45, margin: 0.2 } as const;

export interface Reading {
  /** The best label, or null for an empty message. */
  guess: Guess<ExampleLabel> | null;
  /**
   * How the message reads as an unlawful request: the best unlawful label, its score and
   * its lead over the best lawful label (the unlawful kinds do not compete with each other).
   */
  unlawful: { label: ExampleLabel; score: number; margin: number; odds: number } | null;
  /**
   * How the message reads as something we don't sell: the best `unsold:` label, its score and
   * its lead over the best label of another kind (the unsold kinds, like the unlawful ones,
   * do not compete with each other: which one it is matters less than that it is one).
   */
  unsold: { label: ExampleLabel; score: number; margin: number } | null;
  /**
   * The regression's best label and its probability (classifier.ts): a second reading that
   * weighs the words that tell labels apart, for messages the nearest examples read weakly.
   */
  likely: { label: ExampleLabel; p: number } | null;
}

/** A word's key for the unlawful word odds: its first letters, so 'clones' is 'clone'. */
const stem = (word: string) => word.slice(0, 5);

/**
 * Naive Bayes log-odds, from the examples' words, that a message is one of the unlawful
 * ones rather than a lawful one: the words only unlawful examples use ('replica', 'jaali',
 * 'smuggle') weigh for it, words both use ('sell', 'website') cancel out.
 */
function unlawfulWordOdds(examples: typeof INTENT_EXAMPLES) {
  const counts = { bad: new Map<string, number>(), good: new Map<string, number>() };
  const totals = { bad: 0, good: 0 };
  for (const [label, texts] of Object.entries(examples)) {
    const side = label.startsWith('unlawful:') ? 'bad' : 'good';
    for (const text of texts) {
      for (const word of new Set(normalize(text).trim().split(' '))) {
        if (word.length < 3) continue;
        counts[side].set(stem(word), (counts[side].get(stem(word)) ?? 0) + 1);
        totals[side]++;
      }
    }
  }
  const vocabulary = new Set([...counts.bad.keys(), ...counts.good.keys()]).size;
  return (normalized: string): number => {
    let odds = 0;
    for (const word of new Set(normalized.trim().split(' '))) {
      const key = stem(word);
      if (word.length < 3 || (!counts.bad.has(key) && !counts.good.has(key))) continue;
      const bad = ((counts.bad.get(key) ?? 0) + 1) / (totals.bad + vocabulary);
      const good = ((counts.good.get(key) ?? 0) + 1) / (totals.good + vocabulary);
      odds += Math.log(bad / good);
    }
    return odds;
  };
}

/** One fact's label: its passage and words. */
const factKey = (f: { passage: string; fact: string }) => `${f.passage}|${f.fact}`;

/** Trains the model on the example utterances (a few milliseconds). */
export function createIntentModel(): IntentModel {
  const classifier: TextClassifier<ExampleLabel> = trainClassifier(INTENT_EXAMPLES, normalize);
  const isUnlawful = (label: string) => label.startsWith('unlawful:');
  const isUnsold = (label: string) => label.startsWith('unsold:');
  const wordOdds = unlawfulWordOdds(INTENT_EXAMPLES);
  const facts = trainClassifier(
    Object.fromEntries(FACT_QUESTIONS.map((f) => [factKey(f), f.asks])),
    normalize,
    { regression: false },
  );
  const factOf = new Map(FACT_QUESTIONS.map((f) => [factKey(f), f]));
  return Object.freeze({
    places: createPlaceZones(),
    fact(normalized: string): FactReading | null {
      const best = facts.rank(normalized)[0];
      if (!best) return null;
      const { passage, fact } = factOf.get(best.label)!;
      const { score, margin } = best;
      return {
        passage,
        fact,
        score,
        margin,
        sure: score >= FACT_SURE.score && margin >= FACT_SURE.margin,
        clear: score >= FACT_CLEAR.score && margin >= FACT_CLEAR.margin,
      };
    },
    read(normalized: string): Reading {
      const ranked = classifier.rank(normalized);
      const likely = ranked.length ? (classifier.probabilities(normalized)[0] ?? null) : null;
      const bad = ranked.find((g) => isUnlawful(g.label));
      const good = ranked.find((g) => !isUnlawful(g.label));
      const unsold = ranked.find((g) => isUnsold(g.label));
      const other = ranked.find((g) => !isUnsold(g.label));
      return {
        guess: ranked[0] ?? null,
        unlawful: bad
          ? {
              label: bad.label,
              score: bad.score,
              margin: bad.score - (good?.score ?? 0),
              odds: wordOdds(normalized),
            }
          : null,
        unsold: unsold
          ? {
              label: unsold.label,
              score: unsold.score,
              margin: unsold.score - (other?.score ?? 0),
            }
          : null,
        likely,
      };
    },
  });
}
