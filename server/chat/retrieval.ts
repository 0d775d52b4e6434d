import MiniSearch, { type SearchOptions } from 'minisearch';
import type { BlogDto } from '../../common/blog.ts';
import type { BusinessProfile } from '../../common/chat.ts';
import { htmlToText, previewWords } from '../../common/text.ts';
import { detailSearch, detailsOf, type Detail } from './details.ts';
import { editDistance, stem } from './normalize.ts';
import { PASSAGES, type Passage } from './knowledge.ts';
import { SITE_PASSAGES } from './site-facts.ts';

/**
 * Full-text retrieval over the knowledge passages (MiniSearch: BM25 with fuzzy and prefix
 * matching), used for questions no intent rule answers and to ground the model provider.
 */

/** English and Roman Urdu words that say nothing of what is asked ('kya', 'hai', 'the'). */
const STOP_WORDS = new Set(
  `a an and are as at be but by can could do does for from have how i if in into is it its me my
  of on or our please so that the their them then there these they this to us was we what when
  where which who why will with would you your yours im id ive dont want need like know tell about here
  any some get got just also much many more most very really offer offers provide service services
  help business company agency good best make does did can offer not no yes ok why
  oh nice great cool okay alright hmm wow before after were been being use uses used using
  hai hain he hy ho hoga hogi hoti hota hote kya kia ka ki ke ko se mein me men mai main mera
  meri mere aap ap apka apki apke log kar karna karni karo karte krna kaise kese kab kitna kitne
  kitni bhi aur ya na nahi ga gi ge sakte sakta sakti milta milti milega milenge mle mil lena
  chahiye chahye hum hamara yeh ye woh wo koi kuch liye wala wali`.split(/\s+/),
);

/**
 * Words visitors use for what the pages say in other words, each group read as its first
 * word on both sides of the search ("after it goes live" finds "post-launch support",
 * "freelance" finds a contract role). Only words that mean the same in every passage.
 */
const SAME_MEANING: readonly string[] = [
  'launch live golive launched launching release released',
  'support aftercare maintenance maintain maintained upkeep',
  'files file deliverables deliverable formats format jpg jpeg png svg pdf',
  'price prices pricing cost costs fee fees charge charges rate rates kitna kitne paise paisay',
  'refund refunds refunded refundable reimburse reimbursement',
  'cancel cancellation cancelling canceling terminate termination',
  'renew renewal renews renewed autorenew recurring',
  'job jobs vacancy vacancies hiring hire opening openings position positions role roles career careers',
  'contract freelance freelancer freelancing contractual agreement agreements',
  'remote remotely wfh',
  'result results outcome outcomes achieved impact roi',
  'website websites site sites webpage webpages',
  'store stores shop shops ecommerce',
  'guarantee guarantees guaranteed warranty',
  'quote quotes quotation quotations proposal proposals estimate estimates',
  'location located address situated postal postcode zip',
  'office offices branch branches',
  'limit limits cap caps capped maximum max ceiling',
  'developer developers dev devs programmer programmers coder coders',
  'trial trail',
  'person human agent representative rep',
  'update change changes changing edit edits editing modify tweak tweaks adjust amend',
  'downtime down offline outage outages',
  'delete deleted deleting deletion erase erased remove removed removal wipe',
  'data info information',
  'apply applied applying application applications applicant applicants candidate candidates',
  'reply replies replied respond responds response responses',
  'anonymised anonymized anonymous anonymise anonymize identify identifiable identified',
  'law laws legal jurisdiction dispute disputes court courts governing',
  'customer customers client clients',
  'chatbot chatbots bot bots',
  'photo photos picture pictures image images',
];
const SYNONYM_OF = new Map(
  SAME_MEANING.flatMap((group) => {
    const [head, ...words] = group.split(' ');
    return words.map((word) => [word, head!] as const);
  }),
);

const processTerm = (term: string) => {
  const t = term.toLowerCase();
  return t.length < 2 || STOP_WORDS.has(t) ? null : stem(SYNONYM_OF.get(t) ?? t);
};

const SEARCH_OPTIONS: SearchOptions = {
  boost: { title: 2, keywords: 1.5 },
  fuzzy: (term: string) => (term.length >= 5 ? 0.2 : false),
  prefix: (term: string) => term.length >= 4,
  combineWith: 'OR',
  // A typo's match counts for less than the word itself ('contract' is not 'contact').
  weights: { fuzzy: 0.2, prefix: 0.375 },
};

/** Every passage the assistant retrieves: the knowledge's and the pages' single facts. */
const ALL_PASSAGES: readonly Passage[] = [...PASSAGES, ...SITE_PASSAGES];

/**
 * A search word the pages never use, read as the one they use that it is a typo of ('qustion'
 * question, 'verison' version): within one edit (two from 8 letters), with the same first
 * letter, the commonest such word. Fuzzy search finds these too, but weighs them like any
 * near word ('contract' near 'contact'), so a typo of the very word asked for counted little.
 */
function typoReader(frequency: ReadonlyMap<string, number>) {
  const byFirst = new Map<string, string[]>();
  for (const term of frequency.keys()) {
    if (term.length < 4) continue;
    const list = byFirst.get(term[0]!) ?? [];
    list.push(term);
    byFirst.set(term[0]!, list);
  }
  return (term: string | null): string | null => {
    if (!term || term.length < 5 || frequency.has(term) || !/^[a-z]+$/.test(term)) return term;
    const max = term.length >= 8 ? 2 : 1;
    let best = term;
    let bestCount = 0;
    for (const candidate of byFirst.get(term[0]!) ?? []) {
      if (editDistance(term, candidate, max) > max) continue;
      const count = frequency.get(candidate)!;
      if (count > bestCount) [best, bestCount] = [candidate, count];
    }
    return best;
  };
}

/** A passage's search words, in order, repeats kept. */
const wordsOf = (p: Passage): string[] =>
  `${p.title} ${p.text} ${p.keywords}`
    .split(/[^\p{L}\p{N}$]+/u)
    .map(processTerm)
    .filter((term): term is string => Boolean(term));

/** How often each search word occurs in the passages' titles, texts and keywords. */
function termFrequency(passages: readonly Passage[]): ReadonlyMap<string, number> {
  const frequency = new Map<string, number>();
  for (const p of passages) {
    for (const term of wordsOf(p)) frequency.set(term, (frequency.get(term) ?? 0) + 1);
  }
  return frequency;
}

const PASSAGE_TERMS = termFrequency(ALL_PASSAGES);
/** Each passage's search words, to tell words said together from words said apart. */
const TERMS_OF_PASSAGE: readonly ReadonlySet<string>[] = ALL_PASSAGES.map(
  (p) => new Set(wordsOf(p)),
);
/** How many passages use each search word. */
const PASSAGES_WITH: ReadonlyMap<string, number> = (() => {
  const count = new Map<string, number>();
  for (const terms of TERMS_OF_PASSAGE) {
    for (const term of terms) count.set(term, (count.get(term) ?? 0) + 1);
  }
  return count;
})();
const readTypo = typoReader(PASSAGE_TERMS);
/** A search word as the site's index reads it: stop words out, synonyms, stem, typo. */
const searchTerm = (term: string) => readTypo(processTerm(term));

const newIndex = () =>
  new MiniSearch<Passage>({
    idField: 'id',
    fields: ['title', 'text', 'keywords'],
    storeFields: ['id'],
    processTerm,
    searchOptions: SEARCH_OPTIONS,
  });

const index = newIndex();
index.addAll([...ALL_PASSAGES]);

const byId = new Map(ALL_PASSAGES.map((p) => [p.id, p]));

/**
 * The single facts of every passage (details.ts), best first; a passage found only by its
 * hint is told whole, when asked for.
 */
export const retrieveDetails = detailSearch(
  ALL_PASSAGES.filter((p) => p.onlyFor === undefined),
  processTerm,
  {
    ...SEARCH_OPTIONS,
    processTerm: searchTerm,
  },
);

const ALL_DETAILS = ALL_PASSAGES.flatMap(detailsOf);

/** Each single fact's words, where they start in its text and their search words. */
const WORDS_OF_DETAIL = ALL_DETAILS.map((detail) => {
  const words = [...detail.text.matchAll(/[\p{L}\p{N}$]+/gu)];
  return {
    text: detail.text,
    starts: words.map((word) => word.index),
    terms: words.map((word) => searchTerm(word[0])),
  };
});

/**
 * Whether one single fact states a value (what `value` matches in its text: "7 days",
 * "$499") within `window` words of one of `terms`: "7 days" is said of the trial in "Free
 * Trial: 7 days free", and "6 months" of nothing a website takes in "Websites, AI
 * automation and apps that help gyms ... double membership in 6 months".
 */
export function statedNear(terms: readonly string[], value: RegExp, window: number): boolean {
  const wanted = new Set(terms);
  const global = new RegExp(
    value.source,
    value.flags.includes('g') ? value.flags : `${value.flags}g`,
  );
  return WORDS_OF_DETAIL.some(({ text, starts, terms: words }) =>
    [...text.matchAll(global)].some((match) => {
      const first = starts.findIndex((start) => start >= match.index);
      const at = first === -1 ? starts.length : first;
      const end = at + match[0].split(/\s+/).length;
      return words
        .slice(Math.max(0, at - window), end + window)
        .some((term) => term !== null && wanted.has(term));
    }),
  );
}

/** The single fact of a passage that holds these words (fact-questions.ts points at it so). */
export function statedDetail(passage: string, words: string): Detail | undefined {
  return ALL_DETAILS.find((d) => d.passage.id === passage && d.text.includes(words));
}

export interface Retrieved {
  passage: Passage;
  score: number;
  /** Index terms this passage matched. */
  terms: string[];
  /** The query's own terms this passage matched (of `queryTerms` of the search). */
  matchedQueryTerms: string[];
}

/**
 * The search words of a text (stop words left out), each with whether the pages use it or a
 * word it is a typo of.
 */
export function pageTerms(text: string): { term: string; stated: boolean; passages: number }[] {
  return queryTerms(text).map((term) => {
    const passages = PASSAGES_WITH.get(term) ?? 0;
    return { term, stated: passages > 0, passages };
  });
}

/**
 * Whether one passage holds every search word of `text`: "student discounts" is stated
 * only where the pages speak of discounts for students, not because "discount codes" and
 * "students" each occur somewhere.
 */
export function statedTogether(text: string): boolean {
  const terms = queryTerms(text);
  return TERMS_OF_PASSAGE.some((passage) => terms.every((term) => passage.has(term)));
}

/** The terms of a query the index searches for (stop words and 1-letter words left out). */
export function queryTerms(query: string): string[] {
  const out = new Set<string>();
  for (const word of query.slice(0, 500).split(/[^\p{L}\p{N}$]+/u)) {
    const term = searchTerm(word);
    if (term) out.add(term);
  }
  return [...out];
}

/**
 * The passages most relevant to `query`, best first. Passages of another vertical are
 * left out; the visitor's own vertical's passages are preferred.
 */
export function retrieve(
  query: string,
  profile: BusinessProfile,
  { limit = 4, hint }: { limit?: number; hint?: string } = {},
): Retrieved[] {
  const results = index.search(query.slice(0, 500), {
    processTerm: searchTerm,
    boostDocument: (id) => {
      const p = byId.get(String(id));
      return p?.profile && p.profile === profile ? 1.5 : 1;
    },
    filter: (r) => {
      const p = byId.get(String(r.id));
      if (p?.onlyFor !== undefined && p.onlyFor !== hint) return false;
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

// ---- published blog posts --------------------------------------------------------------

/** How many of the newest published posts the assistant searches. */
const BLOG_POSTS_KEPT = 300;
/** Words of a post's text kept as its summary (and searched with its title and tags). */
const BLOG_SUMMARY_WORDS = 60;
/** What the blog service gives the assistant: its public feed and word of every write. */
export interface BlogSource {
  listPublicFeed(limit: number): Promise<BlogDto[]>;
  /** Called after every write of a post, by any process. */
  onChange(listener: () => void): void;
  /** The next scheduled post's time: when the feed changes without a write. */
  nextPublishAt(): Promise<Date | null>;
}

/** A published post as a passage: its title and summary, with the link to read it. */
export function blogPassage(post: BlogDto): Passage {
  const path = `/blog/${encodeURIComponent(post.slug || post._id)}`;
  return {
    id: `blog-${post._id}`,
    topic: 'blog',
    title: post.blog_title,
    text: previewWords(htmlToText(post.content), BLOG_SUMMARY_WORDS),
    keywords: post.tags.join(' '),
    link: path,
  };
}

/** A search over the given passages (the blog's posts), best first. */
export function passageSearch(passages: readonly Passage[]) {
  const posts = newIndex();
  posts.addAll([...passages]);
  const byId = new Map(passages.map((p) => [p.id, p]));
  return (query: string, limit = 3): Retrieved[] =>
    posts
      .search(query.slice(0, 500))
      .slice(0, limit)
      .map((r) => ({
        passage: byId.get(String(r.id))!,
        score: r.score,
        terms: r.terms,
        matchedQueryTerms: r.queryTerms,
      }));
}

/**
 * The published posts the assistant searches: loaded from the blog service on first use,
 * loaded again after any write of a post by any process (create, edit, delete) and when
 * the next scheduled post's time comes.
 */
export function createBlogKnowledge(source: BlogSource) {
  let search = passageSearch([]);
  let stale = true;
  let goesStaleAt = Infinity;
  let loading: Promise<void> | null = null;
  source.onChange(() => {
    stale = true;
  });

  async function load(): Promise<void> {
    stale = false;
    try {
      const [posts, next] = await Promise.all([
        source.listPublicFeed(BLOG_POSTS_KEPT),
        source.nextPublishAt(),
      ]);
      search = passageSearch(posts.map(blogPassage));
      goesStaleAt = next?.getTime() ?? Infinity;
    } catch (error) {
      stale = true;
      throw error;
    }
  }

  return {
    /** The posts that match `query`, best first (a failed load throws; the caller goes on). */
    async search(query: string, limit = 3): Promise<Retrieved[]> {
      if (stale || Date.now() >= goesStaleAt) {
        loading ??= load().finally(() => {
          loading = null;
        });
        await loading;
      }
      return search(query, limit);
    },
  };
}
