import MiniSearch from 'minisearch';
import type { BusinessProfile } from '../../common/chat.ts';
import type { Passage } from './knowledge.ts';

/**
 * The single facts inside the passages, searched one by one: each sentence, and each item
 * of a passage's lists ("Includes a, b, c"), with the name of what it belongs to. A question
 * about one detail ("how many platforms does the bigger influencer deal cover?", "do I get
 * the source files of my logo?") shares most of its words with one item, not with the
 * whole passage, and a reply about the topic as a whole may leave that item out.
 */
export interface Detail {
  id: string;
  passage: Passage;
  /** What the fact belongs to: 'Influencer Marketing 2.0 ($1000)', 'Branding & Logo Design'. */
  name: string;
  /** The fact as stated ('Up to 3 platforms'). */
  text: string;
  /** The passage's opening sentence, which says what the passage is about. */
  opening: boolean;
}

/** Sentence openings that introduce a list of items, each a fact of its own. */
const LIST_LEAD = /^(Includes|What's included:|Why choose it:|Our process:)\s+/;

/** Splits on commas and semicolons outside parentheses: 'a (b, c), d' -> ['a (b, c)', 'd']. */
function items(list: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let current = '';
  for (const ch of list) {
    if (ch === '(') depth++;
    if (ch === ')') depth = Math.max(0, depth - 1);
    if ((ch === ',' || ch === ';') && depth === 0) {
      out.push(current);
      current = '';
    } else current += ch;
  }
  out.push(current);
  return out.map((s) => s.trim().replace(/\.$/, '')).filter((s) => s.length > 2);
}

/** 'Growth Package plan' -> 'Growth Package', 'QuickDrop Couriers case study' -> 'QuickDrop Couriers'. */
const nameOf = (p: Passage) =>
  p.title.replace(/: .*$/, '').replace(/ (?:plan|offer|case study|industry|\(job opening\))$/, '');

export function detailsOf(passage: Passage): Detail[] {
  const name = nameOf(passage);
  const out: Detail[] = [];
  const sentences = passage.text.split(/(?<=[.!?])\s+(?=[A-Z0-9$])/);
  for (const sentence of sentences) {
    const lead = LIST_LEAD.exec(sentence);
    const facts = lead ? items(sentence.slice(lead[0].length)) : [sentence.trim()];
    for (const text of facts) {
      out.push({ id: `${passage.id}#${out.length}`, passage, name, text, opening: !out.length });
    }
  }
  return out;
}

/** How much more a detail of a passage the message names weighs. */
const NAMED_BOOST = 1.5;
/** How much more a stressed search word weighs than the others. */
const STRESSED_BOOST = 3;

/** A detail found for a message: how well it matched, and which of the message's terms. */
export interface FoundDetail {
  detail: Detail;
  score: number;
  matchedQueryTerms: string[];
}

/**
 * A search over the details of `passages`, made once: `processTerm` and the search options
 * are the passage search's, so a word means the same to both.
 */
export function detailSearch(
  passages: readonly Passage[],
  processTerm: (term: string) => string | null,
  searchOptions: ConstructorParameters<typeof MiniSearch>[0]['searchOptions'],
) {
  const details = passages.flatMap(detailsOf);
  const byId = new Map(details.map((d) => [d.id, d]));
  const index = new MiniSearch<{ id: string; name: string; text: string; keywords: string }>({
    idField: 'id',
    fields: ['name', 'text', 'keywords'],
    processTerm,
    searchOptions: { ...searchOptions, boost: { text: 2, name: 1, keywords: 0.5 } },
  });
  index.addAll(
    details.map((d) => ({ id: d.id, name: d.name, text: d.text, keywords: d.passage.keywords })),
  );
  /**
   * `about`: passages the message names (a service's, 'service-3'), whose details are
   * preferred: "once the bot is live" asks about the chatbot's launch, not a website's.
   */
  /**
   * `stressed`: search words that weigh more than the rest: a follow-up's own words
   * ("refund") over the conversation's that it is searched with ("cancel subscription").
   */
  return (
    query: string,
    profile: BusinessProfile,
    about: readonly string[] = [],
    limit = 3,
    stressed: ReadonlySet<string> = new Set(),
  ): FoundDetail[] =>
    index
      .search(query.slice(0, 500), {
        boostTerm: (term) => (stressed.has(term) ? STRESSED_BOOST : 1),
        boostDocument: (id) => {
          const passage = byId.get(String(id))!.passage.id;
          return about.some((prefix) => passage === prefix || passage.startsWith(`${prefix}-`))
            ? NAMED_BOOST
            : 1;
        },
        filter: (r) => {
          const p = byId.get(String(r.id))!.passage;
          return !p.profile || profile === 'general' || p.profile === profile;
        },
      })
      .slice(0, limit)
      .map((r) => ({
        detail: byId.get(String(r.id))!,
        score: r.score,
        matchedQueryTerms: r.queryTerms,
      }));
}
