/**
 * Blog cover art drawn from the post: a palette and a motif per category (read
 * from the tags), shapes placed by a generator seeded with the title, and the first tags
 * as a label. Pure and deterministic: the same title and tags give the same SVG, so a
 * cover can be drawn again at any time. The server renders it to WebP
 * (server/media/cover-image.ts); a designer changes every generated cover here.
 */
import { hashText } from './hash.ts';

/** The cover's drawing size: 16:9, the frame covers are shown in. */
export const COVER_ART = { width: 1600, height: 900 } as const;

interface CoverPalette {
  /** Gradient from (top left) to (bottom right). */
  from: string;
  to: string;
  /** Shapes and the motif's accent. */
  accent: string;
  /** Light tint for the motif's strokes and the label. */
  light: string;
}

export type CoverCategory =
  | 'ai'
  | 'marketing'
  | 'branding'
  | 'web'
  | 'automation'
  | 'social'
  | 'mobile'
  | 'cloud'
  | 'general';

const COVER_PALETTES: Record<CoverCategory, CoverPalette> = {
  ai: { from: '#0b1020', to: '#1d40ad', accent: '#3b6cf6', light: '#d9e8ff' },
  marketing: { from: '#3b0764', to: '#be185d', accent: '#f472b6', light: '#fce7f3' },
  branding: { from: '#7c2d12', to: '#d97706', accent: '#fbbf24', light: '#fef3c7' },
  web: { from: '#042f2e', to: '#0f766e', accent: '#2dd4bf', light: '#ccfbf1' },
  automation: { from: '#1e1b4b', to: '#6d28d9', accent: '#a78bfa', light: '#ede9fe' },
  social: { from: '#083344', to: '#0369a1', accent: '#38bdf8', light: '#e0f2fe' },
  mobile: { from: '#111827', to: '#4338ca', accent: '#818cf8', light: '#e0e7ff' },
  cloud: { from: '#0c4a6e', to: '#0891b2', accent: '#67e8f9', light: '#ecfeff' },
  general: { from: '#0b1020', to: '#334155', accent: '#3b6cf6', light: '#e2e8f0' },
};

/** Words of a tag that name a category; the first tag that matches decides. */
const CATEGORY_WORDS: [CoverCategory, RegExp][] = [
  ['ai', /\b(ai|chatbots?|assistant|gpt|machine learning)\b/i],
  ['automation', /\b(automation|booking|workflows?|crm)\b/i],
  ['social', /\b(social|influencer|instagram|tiktok|community)\b/i],
  ['marketing', /\b(marketing|ads|funnels?|seo|growth|conversion|fitness)\b/i],
  ['branding', /\b(branding|brand|design|logo|creative)\b/i],
  ['web', /\b(web|website|development|performance|e-?commerce)\b/i],
  ['mobile', /\b(mobile|apps?|ios|android|process)\b/i],
  ['cloud', /\b(cloud|software|saas|hosting)\b/i],
];

/** The category of a post: its first tag that names one, else 'general'. */
export function coverCategory(tags: readonly string[]): CoverCategory {
  for (const tag of tags) {
    for (const [category, words] of CATEGORY_WORDS) if (words.test(tag)) return category;
  }
  return 'general';
}

/** Mulberry32: a small seeded generator, so a title always places the same shapes. */
function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Characters XML 1.0 cannot hold (control characters, non-characters). */
// eslint-disable-next-line no-control-regex
const XML_INVALID = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g;

/** Text for XML: characters XML cannot hold (lone surrogates too) dropped, markup escaped. */
const escapeXml = (text: string) =>
  // By code point: a lone surrogate is an item of its own, a pair one item of two units.
  [...text]
    .filter((c) => !/^[\uD800-\uDFFF]$/.test(c))
    .join('')
    .replace(XML_INVALID, '')
    .replace(
      /[&<>"']/g,
      (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!,
    );

const r1 = (n: number) => Math.round(n * 10) / 10;

/** The category's motif, drawn in a 400 × 400 box (white strokes, accent fills). */
function motif(category: CoverCategory, p: CoverPalette): string {
  const line = `fill="none" stroke="#fff" stroke-width="14" stroke-linecap="round" stroke-linejoin="round"`;
  switch (category) {
    case 'ai':
      return `<rect x="20" y="40" width="260" height="170" rx="40" fill="${p.accent}"/>
        <path d="M80 210 l-30 60 l80 -60z" fill="${p.accent}"/>
        <circle cx="100" cy="125" r="16" fill="#fff"/><circle cx="150" cy="125" r="16" fill="#fff"/><circle cx="200" cy="125" r="16" fill="#fff"/>
        <rect x="150" y="220" width="230" height="140" rx="36" fill="none" stroke="#fff" stroke-width="14"/>
        <path d="M200 275 h130 M200 310 h80" ${line}/>`;
    case 'marketing':
      return `<path d="M30 60 h340 l-120 140 v120 l-100 50 v-170z" fill="${p.accent}" opacity="0.9"/>
        <path d="M60 100 h280 M120 170 h160" ${line}/>
        <circle cx="330" cy="320" r="54" fill="none" stroke="#fff" stroke-width="14"/>
        <path d="M330 290 v60 M300 320 h60" ${line}/>`;
    case 'branding':
      return `<circle cx="140" cy="150" r="110" fill="${p.accent}"/>
        <rect x="170" y="170" width="200" height="200" rx="28" fill="none" stroke="#fff" stroke-width="14"/>
        <path d="M230 320 l50 -110 l50 110 M250 280 h60" ${line}/>`;
    case 'web':
      return `<rect x="10" y="50" width="380" height="290" rx="28" fill="none" stroke="#fff" stroke-width="14"/>
        <path d="M10 110 h380" ${line}/>
        <circle cx="50" cy="80" r="9" fill="#fff"/><circle cx="80" cy="80" r="9" fill="#fff"/><circle cx="110" cy="80" r="9" fill="#fff"/>
        <rect x="50" y="145" width="150" height="150" rx="16" fill="${p.accent}"/>
        <path d="M240 160 h110 M240 200 h80 M240 240 h110 M240 280 h60" ${line}/>`;
    case 'automation':
      return `<rect x="20" y="60" width="250" height="250" rx="30" fill="${p.accent}"/>
        <path d="M20 130 h250 M90 30 v60 M200 30 v60" ${line}/>
        <path d="M80 210 l40 40 l80 -80" ${line}/>
        <circle cx="320" cy="290" r="70" fill="none" stroke="#fff" stroke-width="14"/>
        <path d="M320 250 v45 l30 20" ${line}/>`;
    case 'social':
      return `<circle cx="200" cy="200" r="70" fill="${p.accent}"/>
        <circle cx="60" cy="80" r="44" fill="none" stroke="#fff" stroke-width="14"/>
        <circle cx="340" cy="90" r="44" fill="none" stroke="#fff" stroke-width="14"/>
        <circle cx="330" cy="330" r="44" fill="none" stroke="#fff" stroke-width="14"/>
        <path d="M95 110 L150 160 M305 115 L250 160 M295 300 L250 245" ${line}/>
        <path d="M175 195 a25 25 0 0 1 50 0 c0 30 -25 40 -25 40 s-25 -10 -25 -40z" fill="#fff"/>`;
    case 'mobile':
      return `<rect x="110" y="10" width="190" height="380" rx="36" fill="none" stroke="#fff" stroke-width="14"/>
        <path d="M175 40 h60" ${line}/>
        <rect x="140" y="80" width="130" height="110" rx="16" fill="${p.accent}"/>
        <path d="M140 230 h130 M140 270 h90 M140 310 h130" ${line}/>`;
    case 'cloud':
      return `<path d="M90 260 a70 70 0 0 1 10 -139 a100 100 0 0 1 190 20 a60 60 0 0 1 10 119z" fill="${p.accent}"/>
        <path d="M140 300 v70 M200 300 v90 M260 300 v70" ${line}/>
        <circle cx="140" cy="370" r="12" fill="#fff"/><circle cx="260" cy="370" r="12" fill="#fff"/>`;
    case 'general':
      return `<rect x="40" y="40" width="320" height="320" rx="40" fill="none" stroke="#fff" stroke-width="14"/>
        <path d="M100 140 h200 M100 200 h200 M100 260 h120" ${line}/>
        <circle cx="300" cy="300" r="40" fill="${p.accent}"/>`;
  }
}

/**
 * The start of an SVG `width` × `height` on a diagonal gradient, `from` at the top left to
 * `to` at the bottom right: the ground of the covers and of the share images
 * (server/media/share-image.ts). The caller draws on it and closes the `<svg>`.
 */
export function gradientSvgStart(width: number, height: number, from: string, to: string) {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/>
    </linearGradient>
  </defs>
  <rect width="${width}" height="${height}" fill="url(#bg)"/>`;
}

/**
 * The SVG of a post's cover. `title` seeds the composition; `tags` pick the palette, the
 * motif and the label (the first three tags).
 */
export function coverArtSvg(post: { title: string; tags: readonly string[] }): string {
  const { width, height } = COVER_ART;
  const category = coverCategory(post.tags);
  const p = COVER_PALETTES[category];
  const random = seededRandom(hashText(`${post.title}\n${post.tags.join(',')}`));
  const between = (min: number, max: number) => r1(min + random() * (max - min));

  const circles = Array.from({ length: 5 }, (_, i) => {
    const r = between(60, 260);
    return `<circle cx="${between(0, width)}" cy="${between(0, height)}" r="${r}" fill="${
      i % 2 ? p.accent : p.light
    }" opacity="${r1(between(0.06, 0.18))}"/>`;
  }).join('');
  const angle = Math.round(between(-30, 30));
  const stripes = Array.from(
    { length: 7 },
    (_, i) =>
      `<rect x="${-200 + i * 90}" y="-200" width="28" height="${height + 400}" fill="${p.light}" opacity="0.06"/>`,
  ).join('');
  const dots: string[] = [];
  const dotX = between(80, 360);
  const dotY = between(80, 300);
  for (let row = 0; row < 5; row += 1) {
    for (let col = 0; col < 8; col += 1) {
      dots.push(
        `<circle cx="${dotX + col * 34}" cy="${dotY + row * 34}" r="5" fill="${p.light}"/>`,
      );
    }
  }
  const motifX = Math.round(between(820, 960));
  const motifY = Math.round(between(130, 200));
  const tilt = Math.round(between(-8, 8));
  const label = post.tags
    .slice(0, 3)
    .map((t) => t.toUpperCase())
    .join('  ·  ');
  const labelText = label.length > 40 ? `${label.slice(0, 39)}…` : label;
  const labelWidth = Math.round(84 + labelText.length * 30);

  return `${gradientSvgStart(width, height, p.from, p.to)}
  <g transform="rotate(${angle} ${width / 2} ${height / 2})">${stripes}</g>
  ${circles}
  <g opacity="0.35">${dots.join('')}</g>
  <g transform="translate(${motifX} ${motifY}) rotate(${tilt} 200 200) scale(1.35)">${motif(category, p)}</g>
  ${
    labelText
      ? `<rect x="96" y="${height - 196}" width="${labelWidth}" height="96" rx="48" fill="#0b1020" opacity="0.45"/>
  <text x="138" y="${height - 132}" font-family="sans-serif" font-size="42" font-weight="700" letter-spacing="4" fill="${p.light}">${escapeXml(labelText)}</text>`
      : ''
  }
</svg>`;
}
