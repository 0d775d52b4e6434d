import sanitizeHtml from 'sanitize-html';

/**
 * The HTML a blog post may hold: text structure, links and images, nothing that runs.
 * An allowlist, so anything new (a tag, an attribute, a URL scheme) is dropped by default.
 */
const options = (siteOrigin: string): sanitizeHtml.IOptions => ({
  allowedTags: [
    'p',
    'br',
    'hr',
    'h1',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'del',
    'ins',
    'mark',
    'sub',
    'sup',
    'small',
    'blockquote',
    'code',
    'pre',
    'kbd',
    'ul',
    'ol',
    'li',
    'dl',
    'dt',
    'dd',
    'a',
    'img',
    'figure',
    'figcaption',
    'table',
    'thead',
    'tbody',
    'tfoot',
    'tr',
    'th',
    'td',
    'caption',
    'span',
    'div',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'rel', 'target'],
    img: ['src', 'alt', 'title', 'width', 'height', 'loading'],
    th: ['colspan', 'rowspan', 'scope'],
    td: ['colspan', 'rowspan'],
    ol: ['start', 'reversed'],
    code: ['class'],
    pre: ['class'],
  },
  allowedClasses: { code: [/^language-[\w-]+$/], pre: [/^language-[\w-]+$/] },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    a: (tagName, attribs) => {
      const href = attribs.href ?? '';
      const external = /^https?:\/\//i.test(href) && !sameOrigin(href, siteOrigin);
      const next: Record<string, string> = { ...attribs };
      delete next.rel;
      if (next.target !== '_blank') delete next.target;
      if (external) next.rel = 'noopener noreferrer nofollow';
      else if (next.target) next.rel = 'noopener';
      return { tagName, attribs: next };
    },
    img: (tagName, attribs) => ({ tagName, attribs: { ...attribs, loading: 'lazy' } }),
  },
});

function sameOrigin(href: string, origin: string): boolean {
  try {
    return new URL(href).origin === new URL(origin).origin;
  } catch {
    return false;
  }
}

export function sanitizeBlogHtml(html: string, siteOrigin: string): string {
  return sanitizeHtml(html, options(siteOrigin)).trim();
}
