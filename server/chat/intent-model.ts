import { trainClassifier, type Guess, type TextClassifier } from './classifier.ts';
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
}

export interface Reading {
  /** The best label, or null for an empty message. */
  guess: Guess<ExampleLabel> | null;
  /**
   * How the message reads as an unlawful request: the best unlawful label, its score and
   * its lead over the best lawful label (the unlawful kinds do not compete with each other).
   */
  unlawful: { label: ExampleLabel; score: number; margin: number } | null;
}

/** Trains the model on the example utterances (a few milliseconds). */
export function createIntentModel(): IntentModel {
  const classifier: TextClassifier<ExampleLabel> = trainClassifier(INTENT_EXAMPLES, normalize);
  const isUnlawful = (label: string) => label.startsWith('unlawful:');
  return Object.freeze({
    places: createPlaceZones(),
    read(normalized: string): Reading {
      const ranked = classifier.rank(normalized);
      const bad = ranked.find((g) => isUnlawful(g.label));
      const good = ranked.find((g) => !isUnlawful(g.label));
      return {
        guess: ranked[0] ?? null,
        unlawful: bad
          ? { label: bad.label, score: bad.score, margin: bad.score - (good?.score ?? 0) }
          : null,
      };
    },
  });
}
