/**
 * A small text classifier trained on example utterances (ADR 053): each text becomes a
 * TF-IDF weighted vector of its character 3- to 5-grams (over the normalised text, so
 * Roman Urdu spellings, Urdu script written in Roman letters and typos share most of their
 * grams) and its word unigrams; a message is compared with every label's centroid and with
 * its nearest training example, by cosine. Built once by a factory and then read-only; pure
 * and fast (a few thousand multiplications a message).
 */

type Vector = Map<string, number>;

export interface Guess<L extends string = string> {
  label: L;
  /** Cosine-based similarity of the message to the label (0-1). */
  score: number;
  /** The runner-up label and how far ahead the best one is. */
  second: L | undefined;
  margin: number;
}

export interface TextClassifier<L extends string = string> {
  /** Labels ranked for a normalised text, best first. */
  rank(normalized: string): Guess<L>[];
  labels: readonly L[];
}

const MIN_GRAM = 3;
const MAX_GRAM = 5;
/** Word unigrams weigh as much as a few grams: whole words are surer evidence. */
const WORD_WEIGHT = 2;
/** The share of a label's score given by its nearest example (the rest by its centroid). */
const NEAREST_SHARE = 0.6;

/** Raw counts of a text's features. */
function features(text: string): Map<string, number> {
  const counts = new Map<string, number>();
  const add = (key: string, n: number) => counts.set(key, (counts.get(key) ?? 0) + n);
  const padded = ` ${text.trim().replace(/\s+/g, ' ')} `;
  for (let n = MIN_GRAM; n <= MAX_GRAM; n++) {
    for (let i = 0; i + n <= padded.length; i++) add(padded.slice(i, i + n), 1);
  }
  for (const word of padded.split(' ')) if (word) add(`w:${word}`, WORD_WEIGHT);
  return counts;
}

function normalizeVector(v: Vector): Vector {
  let sum = 0;
  for (const x of v.values()) sum += x * x;
  const norm = Math.sqrt(sum) || 1;
  for (const [k, x] of v) v.set(k, x / norm);
  return v;
}

function dot(a: Vector, b: Vector): number {
  const [small, large] = a.size <= b.size ? [a, b] : [b, a];
  let sum = 0;
  for (const [k, x] of small) {
    const y = large.get(k);
    if (y !== undefined) sum += x * y;
  }
  return sum;
}

/**
 * Trains a classifier on normalised example texts per label (`normalize` is applied to
 * the examples and, by the caller, to each message, so both are read alike).
 */
export function trainClassifier<L extends string>(
  examples: Readonly<Record<L, readonly string[]>>,
  normalize: (text: string) => string,
): TextClassifier<L> {
  const labels = Object.keys(examples) as L[];
  const docs: { label: L; counts: Map<string, number> }[] = [];
  for (const label of labels) {
    for (const text of examples[label]) docs.push({ label, counts: features(normalize(text)) });
  }
  const documentFrequency = new Map<string, number>();
  for (const d of docs) {
    for (const key of d.counts.keys()) {
      documentFrequency.set(key, (documentFrequency.get(key) ?? 0) + 1);
    }
  }
  const idf = new Map<string, number>();
  for (const [key, df] of documentFrequency)
    idf.set(key, Math.log((1 + docs.length) / (1 + df)) + 1);

  const weigh = (counts: Map<string, number>): Vector => {
    const v: Vector = new Map();
    for (const [key, count] of counts) {
      const w = idf.get(key);
      if (w !== undefined) v.set(key, (1 + Math.log(count)) * w);
    }
    return normalizeVector(v);
  };

  const vectors = docs.map((d) => ({ label: d.label, vector: weigh(d.counts) }));
  const centroids = new Map<L, Vector>();
  for (const label of labels) {
    const sum: Vector = new Map();
    for (const d of vectors) {
      if (d.label !== label) continue;
      for (const [k, x] of d.vector) sum.set(k, (sum.get(k) ?? 0) + x);
    }
    centroids.set(label, normalizeVector(sum));
  }

  // Postings: for each feature, the examples that have it and its weight there, so a
  // message is compared only with the examples it shares a feature with.
  const postings = new Map<string, { doc: number; weight: number }[]>();
  vectors.forEach((d, doc) => {
    for (const [key, weight] of d.vector) {
      const list = postings.get(key) ?? [];
      list.push({ doc, weight });
      postings.set(key, list);
    }
  });

  return Object.freeze({
    labels,
    rank(normalized: string): Guess<L>[] {
      const v = weigh(features(normalized));
      if (!v.size) return [];
      const sims = new Float64Array(vectors.length);
      for (const [key, x] of v) {
        for (const p of postings.get(key) ?? []) sims[p.doc] = sims[p.doc]! + x * p.weight;
      }
      const nearest = new Map<L, number>();
      sims.forEach((s, doc) => {
        const label = vectors[doc]!.label;
        if (s > (nearest.get(label) ?? 0)) nearest.set(label, s);
      });
      const scored = labels
        .map((label) => ({
          label,
          score:
            NEAREST_SHARE * (nearest.get(label) ?? 0) +
            (1 - NEAREST_SHARE) * dot(v, centroids.get(label)!),
        }))
        .sort((a, b) => b.score - a.score);
      return scored.map((s, i) => ({
        label: s.label,
        score: s.score,
        second: scored[i + 1]?.label,
        margin: s.score - (scored[i + 1]?.score ?? 0),
      }));
    },
  });
}
