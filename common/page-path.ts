/**
 * A page of this site named by a client (the chat's `user_context.source`, a Referer's
 * path): kept only as a same-origin path, since the team's mails write it after the site's
 * origin ("Sent from https://www.example.com/Services"). A value such as
 * `@evil.example/login` would otherwise turn that link into one to another host.
 */

/** The longest page path kept. */
const PAGE_PATH_MAX = 300;

/** Any origin works: a same-origin path resolves to it and nothing else does. */
const PROBE_ORIGIN = 'http://site.invalid';

/**
 * `value` when it is a path of this site: a single leading '/', no '//', no '\', no '@'
 * in the path, no control character or space, and it resolves against the site's origin
 * to that origin. Undefined otherwise (dropped, never refused).
 */
export function sameOriginPath(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const path = value.trim();
  if (!path || path.length > PAGE_PATH_MAX) return undefined;
  if (!path.startsWith('/') || path.startsWith('//')) return undefined;
  if (path.includes('\\') || [...path].some((c) => c <= ' ' || c === '\u007f')) return undefined;
  const beforeQuery = path.split(/[?#]/, 1)[0]!;
  if (beforeQuery.includes('@') || beforeQuery.includes('//')) return undefined;
  try {
    return new URL(path, PROBE_ORIGIN).origin === PROBE_ORIGIN ? path : undefined;
  } catch {
    return undefined;
  }
}
