/**
 * A small text classifier trained on example utterances (ADR 053): each text becomes a
 * TF-IDF weighted vector of its character 3- to 5-grams (over the normalised text, so
 * Roman Urdu spellings, Urdu script written in Roman letters and typos share most of their
 * grams) and its word unigrams; a message is compared with every label's centroid and with
 * its nearest training example, by cosine. Built once by a factory and then read-only; pure
 * and fast (a few thousand multiplications a message).
 */

/** A text's known features as rows of the feature table, with their weights. */
interface Vector {
  rows: Int32Array;
  values: Float64Array;
}

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

/**
 * Compressed rows: for feature row r, `at[r]`..`at[r + 1]` index the (column, value)
 * pairs that row holds, so a message walks only the entries of its own features.
 */
interface SparseRows {
  at: Int32Array;
  columns: Int32Array;
  /** Single precision: a similarity needs no more, and the tables are kept by every process. */
  values: Float32Array;
}

type Emit = (row: number, column: number, value: number) => void;

/**
 * Builds compressed rows from entries that `each` emits; it is called twice (to count each
 * row's entries, then to place them), so no list of all entries is ever held.
 */
function sparseRows(rowCount: number, each: (emit: Emit) => void): SparseRows {
  const at = new Int32Array(rowCount + 1);
  each((row) => (at[row + 1]! += 1));
  for (let r = 0; r < rowCount; r++) at[r + 1]! += at[r]!;
  const fill = at.slice(0, rowCount);
  const columns = new Int32Array(at[rowCount]!);
  const values = new Float32Array(at[rowCount]!);
  each((row, column, value) => {
    const k = fill[row]!++;
    columns[k] = column;
    values[k] = value;
  });
  return { at, columns, values };
}

/**
 * Each label's centroid (the normalised sum of its examples' vectors), stored by feature
 * row. A function of its own so that its per-label sums are garbage once it returns.
 */
function centroidRows(
  vectors: readonly Vector[],
  docLabel: Int32Array,
  rowCount: number,
  labelCount: number,
): SparseRows {
  const sums = Array.from({ length: labelCount }, () => new Map<number, number>());
  vectors.forEach(({ rows, values }, doc) => {
    const sum = sums[docLabel[doc]!]!;
    rows.forEach((r, i) => sum.set(r, (sum.get(r) ?? 0) + values[i]!));
  });
  return sparseRows(rowCount, (emit) =>
    sums.forEach((sum, label) => {
      let squares = 0;
      for (const x of sum.values()) squares += x * x;
      const norm = Math.sqrt(squares) || 1;
      for (const [r, x] of sum) emit(r, label, x / norm);
    }),
  );
}

/** The feature table: each known feature's row and its inverse document frequency. */
interface FeatureTable {
  rowOf: ReadonlyMap<string, number>;
  idf: Float64Array;
}

/** A text's TF-IDF vector over the table's features, of unit length. */
function weigh({ rowOf, idf }: FeatureTable, counts: Map<string, number>): Vector {
  const rows: number[] = [];
  const values: number[] = [];
  let sum = 0;
  for (const [key, count] of counts) {
    const r = rowOf.get(key);
    if (r === undefined) continue;
    const x = (1 + Math.log(count)) * idf[r]!;
    rows.push(r);
    values.push(x);
    sum += x * x;
  }
  const norm = Math.sqrt(sum) || 1;
  return { rows: Int32Array.from(rows), values: Float64Array.from(values, (x) => x / norm) };
}

/** The feature table of the examples, and each example's vector and label number. */
function exampleVectors<L extends string>(
  examples: Readonly<Record<L, readonly string[]>>,
  labels: readonly L[],
  normalize: (text: string) => string,
) {
  // The examples' features are read twice (to count, then to weigh) rather than held
  // for all examples at once: a few milliseconds against megabytes in every process.
  const texts: { label: number; text: string }[] = [];
  for (let label = 0; label < labels.length; label++) {
    for (const text of examples[labels[label]!]) texts.push({ label, text: normalize(text) });
  }
  const rowOf = new Map<string, number>();
  const documentFrequency: number[] = [];
  for (const { text } of texts) {
    for (const key of features(text).keys()) {
      let r = rowOf.get(key);
      if (r === undefined) rowOf.set(key, (r = rowOf.size));
      documentFrequency[r] = (documentFrequency[r] ?? 0) + 1;
    }
  }
  const n = texts.length;
  const table: FeatureTable = {
    rowOf,
    idf: Float64Array.from(documentFrequency, (df) => Math.log((1 + n) / (1 + df)) + 1),
  };
  return {
    table,
    vectors: texts.map(({ text }) => weigh(table, features(text))),
    docLabel: Int32Array.from(texts, (d) => d.label),
  };
}

/**
 * Trains a classifier on normalised example texts per label (`normalize` is applied to
 * the examples and, by the caller, to each message, so both are read alike). What it keeps
 * is a few flat tables indexed by feature row (tens of thousands of grams over two
 * thousand examples): per-example maps would hold several times the memory in every
 * process. The examples' own vectors are dropped once the tables are built.
 */
export function trainClassifier<L extends string>(
  examples: Readonly<Record<L, readonly string[]>>,
  normalize: (text: string) => string,
  /**
   * Without the regression (`probabilities` then ranks nothing): its weight table holds a
   * number per feature and label, too much for many labels of a few examples each.
   */
  { regression = true }: { regression?: boolean } = {},
): TextClassifier<L> {
  const labels = Object.keys(examples) as L[];
  const { table, vectors, docLabel } = exampleVectors(examples, labels, normalize);
  const rowCount = table.idf.length;
  return classifierOver(labels, table, docLabel, {
    // Postings: for each feature, the examples that have it and its weight there, so a
    // message is compared only with the examples it shares a feature with.
    postings: sparseRows(rowCount, (emit) =>
      vectors.forEach(({ rows, values }, doc) => rows.forEach((r, i) => emit(r, doc, values[i]!))),
    ),
    centroids: centroidRows(vectors, docLabel, rowCount, labels.length),
    regression: regression
      ? trainRegression(vectors, docLabel, rowCount, labels.length)
      : () => new Float64Array(0),
  });
}

/** The classifier's reading of messages over the tables training built. */
function classifierOver<L extends string>(
  labels: readonly L[],
  table: FeatureTable,
  docLabel: Int32Array,
  model: {
    postings: SparseRows;
    centroids: SparseRows;
    regression: (v: Vector) => Float64Array;
  },
): TextClassifier<L> {
  const { postings, centroids, regression } = model;
  const labelCount = labels.length;
  return Object.freeze({
    labels,
    probabilities(normalized: string) {
      const v = weigh(table, features(normalized));
      return [...regression(v)].map((p, i) => ({ label: labels[i]!, p })).sort((a, b) => b.p - a.p);
    },
    rank(normalized: string): Guess<L>[] {
      const v = weigh(table, features(normalized));
      if (!v.rows.length) return [];
      const sims = new Float64Array(docLabel.length);
      const central = new Float64Array(labelCount);
      v.rows.forEach((r, i) => {
        const x = v.values[i]!;
        for (let k = postings.at[r]!; k < postings.at[r + 1]!; k++) {
          const doc = postings.columns[k]!;
          sims[doc] = sims[doc]! + x * postings.values[k]!;
        }
        for (let k = centroids.at[r]!; k < centroids.at[r + 1]!; k++) {
          const label = centroids.columns[k]!;
          central[label] = central[label]! + x * centroids.values[k]!;
        }
      });
      const nearest = new Float64Array(labelCount);
      sims.forEach((s, doc) => {
        const label = docLabel[doc]!;
        if (s > nearest[label]!) nearest[label] = s;
      });
      const scored = labels
        .map((label, l) => ({
          label,
          score: NEAREST_SHARE * nearest[l]! + (1 - NEAREST_SHARE) * central[l]!,
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
  vectors: readonly Vector[],
  docLabel: Int32Array,
  rowCount: number,
  labelCount: number,
): (v: Vector) => Float64Array {
  // One flat weight table: feature row r holds its labels' weights at r * labelCount.
  const weights = new Float64Array(rowCount * labelCount);
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
  const order = vectors.map((_, i) => i);
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
      const { rows, values } = vectors[index]!;
      const label = docLabel[index]!;
      z.set(bias);
      for (let i = 0; i < rows.length; i++) {
        const base = rows[i]! * labelCount;
        const x = values[i]!;
        for (let l = 0; l < labelCount; l++) z[l] = z[l]! + weights[base + l]! * x;
      }
      softmax(z);
      z[label] = z[label]! - 1;
      for (let l = 0; l < labelCount; l++) bias[l] = bias[l]! - rate * z[l]!;
      for (let i = 0; i < rows.length; i++) {
        const base = rows[i]! * labelCount;
        const step = rate * values[i]!;
        for (let l = 0; l < labelCount; l++) {
          weights[base + l] = weights[base + l]! * keep - step * z[l]!;
        }
      }
    }
  }
  // Trained in double precision; kept in single, which halves the largest table in every
  // process and moves no probability by more than a millionth.
  const kept = Float32Array.from(weights);
  return ({ rows, values }: Vector) => {
    const out = Float64Array.from(bias);
    rows.forEach((r, i) => {
      const x = values[i]!;
      for (let l = 0; l < labelCount; l++) out[l] = out[l]! + kept[r * labelCount + l]! * x;
    });
    return softmax(out);
  };
}
