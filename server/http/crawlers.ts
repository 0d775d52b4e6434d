import { isbot } from 'isbot';

/** User agents remembered at most; a new one beyond that starts the memory afresh. */
const MAX_REMEMBERED = 500;
/** Longer user agents are asked each time, so odd headers cannot fill memory. */
const MAX_REMEMBERED_LENGTH = 512;

/**
 * Whether a user agent is a crawler's, remembered per user agent: isbot runs one long
 * regular expression, and the kept pages ask it on every request, of the few user agents
 * most readers share.
 */
export function crawlerCheck(): (userAgent: string | undefined) => boolean {
  const known = new Map<string, boolean>();
  return (userAgent = '') => {
    let crawler = known.get(userAgent);
    if (crawler === undefined) {
      crawler = isbot(userAgent);
      if (userAgent.length <= MAX_REMEMBERED_LENGTH) {
        if (known.size >= MAX_REMEMBERED) known.clear();
        known.set(userAgent, crawler);
      }
    }
    return crawler;
  };
}
