import { BUSINESS_TIME_ZONE } from '../../../common/constants.ts';

/**
 * Dates are shown in the business time zone so the server's HTML and the browser's render
 * agree (a visitor's own zone would make hydration disagree around midnight).
 */
const longDate = new Intl.DateTimeFormat('en-US', {
  dateStyle: 'long',
  timeZone: BUSINESS_TIME_ZONE,
});

export function formatBlogDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : longDate.format(date);
}

/** The URL of a post: its slug when it has one, else its id. */
export function blogPath(post: { _id: string; slug?: string | null }): string {
  return `/blog/${encodeURIComponent(post.slug || post._id)}`;
}
