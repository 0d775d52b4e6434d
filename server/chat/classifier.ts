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
  /**
   * Labels ranked by a logistic regression over the same features, best first, each with
   * its probability: trained to tell the labels apart, it weighs a word by how much it
   * separates them ('recruit' says staffing wherever it stands), where the nearest example
   * weighs every shared gram alike.
   */
  probabilities(normalized: string): { label: L; p: number }[];
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

  const regression = trainRegression(
    vectors.map((d) => ({ label: labels.indexOf(d.label), vector: d.vector })),
    labels.length,
  );

  return Object.freeze({
    labels,
    probabilities(normalized: string) {
      const v = weigh(features(normalized));
      return [...regression(v)].map((p, i) => ({ label: labels[i]!, p })).sort((a, b) => b.p - a.p);
    },
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

/** Passes over the examples, the step size and the weight decay of training. */
const EPOCHS = 30;
const LEARNING_RATE = 0.5;
const DECAY = 1e-5;

/**
 * Multinomial logistic regression (softmax) trained by stochastic gradient descent on the
 * examples' vectors, in an order that is shuffled alike on every start, so that every
 * process reads a message the same way. Returns the label probabilities of a vector.
 */
function trainRegression(
  examples: readonly { label: number; vector: Vector }[],
  labelCount: number,
): (v: Vector) => Float64Array {
  // Features as row numbers of one flat weight table, the examples as (row, value) lists.
  const rowOf = new Map<string, number>();
  const sparse = examples.map(({ label, vector }) => {
    const rows = new Int32Array(vector.size);
    const values = new Float64Array(vector.size);
    let i = 0;
    for (const [key, x] of vector) {
      let r = rowOf.get(key);
      if (r === undefined) rowOf.set(key, (r = rowOf.size));
      rows[i] = r * labelCount;
      values[i++] = x;
    }
    return { label, rows, values };
  });
  const weights = new Float64Array(rowOf.size * labelCount);
  const bias = new Float64Array(labelCount);
  const z = new Float64Array(labelCount);
  const softmax = (out: Float64Array) => {
    let max = -Infinity;
    for (let l = 0; l < labelCount; l++) max = Math.max(max, out[l]!);
    let sum = 0;
    for (let l = 0; l < labelCount; l++) sum += out[l] = Math.exp(out[l]! - max);
    for (let l = 0; l < labelCount; l++) out[l] = out[l]! / sum;
    return out;
  };
  const order = sparse.map((_, i) => i);
  // A fixed linear congruential sequence: the same shuffles on every start.
  let seed = 12345;
  const next = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
  for (let epoch = 0; epoch < EPOCHS; epoch++) {
    for (let i = order.length - 1; i > 0; i--) {
      const j = Math.floor(next() * (i + 1));
      [order[i], order[j]] = [order[j]!, order[i]!];
    }
    const rate = LEARNING_RATE / (1 + epoch / 10);
    const keep = 1 - rate * DECAY;
    for (const index of order) {
      const { label, rows, values } = sparse[index]!;
      z.set(bias);
      for (let i = 0; i < rows.length; i++) {
        const base = rows[i]!;
        const x = values[i]!;
        for (let l = 0; l < labelCount; l++) z[l] = z[l]! + weights[base + l]! * x;
      }
      softmax(z);
      z[label] = z[label]! - 1;
      for (let l = 0; l < labelCount; l++) bias[l] = bias[l]! - rate * z[l]!;
      for (let i = 0; i < rows.length; i++) {
        const base = rows[i]!;
        const step = rate * values[i]!;
        for (let l = 0; l < labelCount; l++) {
          weights[base + l] = weights[base + l]! * keep - step * z[l]!;
        }
      }
    }
  }
  return (v: Vector) => {
    const out = Float64Array.from(bias);
    for (const [key, x] of v) {
      const r = rowOf.get(key);
      if (r === undefined) continue;
      for (let l = 0; l < labelCount; l++) out[l] = out[l]! + weights[r * labelCount + l]! * x;
    }
    return softmax(out);
  };
}
