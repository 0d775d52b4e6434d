import { BLOG_PREVIEW_WORDS } from './constants.ts';

/** 'a', 'a and b', 'a, b and c': the one way a list is said in a sentence. */
export function andList(items: readonly string[]): string {
  return items.length > 1
    ? `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`
    : (items[0] ?? '');
}

/** A URL slug: lower-case ASCII words joined by hyphens, at most 80 characters. */
export function slugify(text: string): string {
  const slug = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|(?<!-)-+$/g, '')
    .slice(0, 80)
    .replace(/(?<!-)-+$/g, '');
  return slug || 'post';
}

const entities: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  '#39': "'",
};

/** Plain text of trusted, sanitised HTML: tags dropped, entities decoded, spaces collapsed. */
export function htmlToText(html: string): string {
  return html
    .replace(/<(script|style)[^<>]*>[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<\/(p|div|h[1-6]|li|br|blockquote|tr)>|<br\s*\/?>/gi, ' ')
    .replace(/<[^<>]*>/g, '')
    .replace(/&(#?\w+);/g, (whole, name: string) => {
      if (entities[name]) return entities[name];
      const code = name.startsWith('#x')
        ? parseInt(name.slice(2), 16)
        : name.startsWith('#')
          ? parseInt(name.slice(1), 10)
          : NaN;
      return Number.isFinite(code) ? String.fromCodePoint(code) : whole;
    })
    .replace(/\s+/g, ' ')
    .trim();
}

/** Spec §2.3: the blog preview is the text cut to 30 words followed by '...'. */
export function previewWords(text: string, words = BLOG_PREVIEW_WORDS): string {
  const all = text.split(/\s+/).filter(Boolean);
  return all.length > words ? `${all.slice(0, words).join(' ')}...` : all.join(' ');
}

/** Spec §9: the admin preview is the first 100 characters. */
export function previewChars(text: string, chars: number): string {
  return text.length > chars ? `${text.slice(0, chars)}...` : text;
}
