import MiniSearch from 'minisearch';
import type { BusinessProfile } from '../../common/chat.ts';
import { PASSAGES, type Passage } from './knowledge.ts';

/**
 * Full-text retrieval over the knowledge passages (MiniSearch: BM25 with fuzzy and prefix
 * matching), used for questions no intent rule answers and to ground the model provider.
 */

const STOP_WORDS = new Set(
  `a an and are as at be but by can could do does for from have how i if in into is it its me my
  of on or our please so that the their them then there these they this to us was we what when
  where which who why will with would you your yours im id ive dont want need like know tell about
  any some get got just also much many more most very really offer offers provide service services
  help business company agency good best make does did can offer not no yes ok why`.split(/\s+/),
);

const processTerm = (term: string) => {
  const t = term.toLowerCase();
  return t.length < 2 || STOP_WORDS.has(t) ? null : t;
};

const index = new MiniSearch<Passage>({
  idField: 'id',
  fields: ['title', 'text', 'keywords'],
  storeFields: ['id'],
  processTerm,
  searchOptions: {
    boost: { title: 2, keywords: 1.5 },
    fuzzy: (term) => (term.length >= 5 ? 0.2 : false),
    prefix: (term) => term.length >= 4,
    combineWith: 'OR',
    // A typo's match counts for less than the word itself ('contract' is not 'contact').
    weights: { fuzzy: 0.2, prefix: 0.375 },
  },
});
index.addAll([...PASSAGES]);

const byId = new Map(PASSAGES.map((p) => [p.id, p]));

export interface Retrieved {
  passage: Passage;
  score: number;
  /** Index terms this passage matched. */
  terms: string[];
  /** The query's own terms this passage matched (of `queryTerms` of the search). */
  matchedQueryTerms: string[];
}

/** The terms of a query the index searches for (stop words and 1-letter words left out). */
export function queryTerms(query: string): string[] {
  const out = new Set<string>();
  for (const word of query.slice(0, 500).split(/[^\p{L}\p{N}$]+/u)) {
    const term = processTerm(word);
    if (term) out.add(term);
  }
  return [...out];
}

/**
 * The passages most relevant to `query`, best first. Passages of another vertical are
 * left out; the visitor's own vertical's passages are preferred.
 */
export function retrieve(query: string, profile: BusinessProfile, limit = 4): Retrieved[] {
  const results = index.search(query.slice(0, 500), {
    boostDocument: (id) => {
      const p = byId.get(String(id));
      return p?.profile && p.profile === profile ? 1.5 : 1;
    },
    filter: (r) => {
      const p = byId.get(String(r.id));
      return !p?.profile || profile === 'general' || p.profile === profile;
    },
  });
  return results.slice(0, limit).map((r) => ({
    passage: byId.get(String(r.id))!,
    score: r.score,
    terms: r.terms,
    matchedQueryTerms: r.queryTerms,
  }));
}
