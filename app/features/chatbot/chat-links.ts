/**
 * Links in the chat's replies: an http or https address of this site (a blog
 * post, a page) becomes a link; any other address, scheme or text stays text. The parts
 * are rendered as React text nodes and <a> elements, never as HTML.
 */
export type TextPart =
  { kind: 'text'; text: string } | { kind: 'link'; text: string; href: string };

/** An address as written in a reply: up to the next space or quote. */
const ADDRESS = /\bhttps?:\/\/[^\s<>"'`]+/gi;
/** Punctuation that ends the sentence around an address rather than the address. */
const TRAILING = new Set(['.', ',', ';', ':', '!', '?', "'", '"', ')', ']', '}']);

function withoutTrailing(address: string): string {
  let end = address.length;
  while (end > 0 && TRAILING.has(address[end - 1]!)) end -= 1;
  return address.slice(0, end);
}

/** The link an address is, when it is one of this site's (`origins`), else null. */
function siteLink(address: string, origins: readonly string[]): string | null {
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (url.username || url.password) return null;
  return origins.includes(url.origin) ? url.href : null;
}

/**
 * `text` cut into plain parts and links to this site. `origins` are the site's origins
 * ('https://brightwave.agency'); an address of any other origin stays text.
 */
export function splitLinks(text: string, origins: readonly string[]): TextPart[] {
  const parts: TextPart[] = [];
  let plain = '';
  let last = 0;
  for (const match of text.matchAll(ADDRESS)) {
    const address = withoutTrailing(match[0]);
    const href = siteLink(address, origins);
    if (!href) continue;
    plain += text.slice(last, match.index);
    if (plain) parts.push({ kind: 'text', text: plain });
    plain = '';
    parts.push({ kind: 'link', text: address, href });
    last = match.index + address.length;
  }
  plain += text.slice(last);
  if (plain) parts.push({ kind: 'text', text: plain });
  return parts;
}

/**
 * This site's origins in the browser: the page's own, and the canonical one the server
 * names (PUBLIC_URL, which writes the addresses in replies) when it differs.
 */
export function siteOrigins(): string[] {
  if (typeof window === 'undefined') return [];
  const origins = [window.location.origin];
  const canonical = document.querySelector<HTMLLinkElement>('link[rel="canonical"]')?.href;
  if (canonical) {
    try {
      const origin = new URL(canonical).origin;
      if (!origins.includes(origin)) origins.push(origin);
    } catch {
      // No usable canonical address: the page's origin is enough.
    }
  }
  return origins;
}
