import type { IllegalCategory } from '../../common/chat-replies.ts';

/** What a refusal refuses: the shared detector's kinds and the assistant's own. */
export type RefusalCategory =
  | IllegalCategory
  | 'adult'
  | 'counterfeit'
  | 'piracy'
  | 'fake-documents'
  | 'smuggling'
  | 'fake-engagement'
  | 'leaked-exams';

/** One refused kind of request, read by its words. */
export interface Rule {
  category: RefusalCategory;
  /** The words that make the message a refused request on their own. */
  terms: RegExp;
  /** Legal settings of the same words; a match here lets the message through. */
  legal?: RegExp;
  /** Refused only when something is traded or promoted (street words with other senses). */
  traded?: true;
}
