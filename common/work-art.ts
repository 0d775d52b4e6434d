/**
 * Pictures of the work: each case study drawn as a laptop and a phone showing a
 * stylised page of the project in the client's colour. Pure and deterministic; the SVG
 * files under public/images/work/ are written from here (server/media/pictures.test.ts
 * checks them and rewrites them with UPDATE_PICTURES=1), so pages fetch a small static file
 * and ship no code for it. A designer changes every picture here.
 */

/** Drawing size of a picture of the work (16:10). */
export const WORK_ART = { width: 640, height: 400 } as const;

/** What the stylised page shows, from the case study's first service. */
type WorkPage = 'assistant' | 'store' | 'social' | 'campaign' | 'website';

export interface WorkArtInput {
  company: string;
  services: string;
  platform: string;
  /** The client's brand colour (#rrggbb). */
  colour: string;
}

/** The page a picture shows: the case study's first service decides. */
function workPageOf(services: string): WorkPage {
  const first = services.split(',')[0]!.trim().toLowerCase();
  if (first.includes('chatbot')) return 'assistant';
  if (first.includes('ecommerce')) return 'store';
  if (first.includes('social')) return 'social';
  if (first.includes('marketing')) return 'campaign';
  return 'website';
}

/** Phone only for work that lives in apps and social feeds; else a laptop and a phone. */
function workDevicesOf(platform: string): 'phone' | 'laptop-and-phone' {
  return /website|shopify|woocommerce|google ads|meta ads/i.test(platform)
    ? 'laptop-and-phone'
    : 'phone';
}

const PAGE_NAMES: Record<WorkPage, string> = {
  assistant: 'website with its AI assistant',
  store: 'online store',
  social: 'social media feed',
  campaign: 'campaign landing page',
  website: 'website',
};

/** The alternative text of a picture of the work. */
export function workArtAlt(input: WorkArtInput): string {
  const devices =
    workDevicesOf(input.platform) === 'phone' ? 'on a phone' : 'on a laptop and a phone';
  return `${input.company}'s ${PAGE_NAMES[workPageOf(input.services)]} ${devices}`;
}

const escapeXml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A colour mixed with white (`amount` 0..1 of white). */
function tint(hex: string, amount: number): string {
  const n = Number.parseInt(hex.slice(1), 16);
  const mix = (c: number) => Math.round(c + (255 - c) * amount);
  const [r, g, b] = [(n >> 16) & 255, (n >> 8) & 255, n & 255].map(mix);
  return `#${((1 << 24) | (r! << 16) | (g! << 8) | b!).toString(16).slice(1)}`;
}

const INK = '#0b1020';
const MUTED = '#cbd5e1';

/** The desktop page, drawn in a `w` × `h` box at the origin. */
function desktopPage(page: WorkPage, name: string, c: string, w: number, h: number): string {
  const light = tint(c, 0.85);
  const nav = `<rect width="${w}" height="26" fill="#fff"/>
    <circle cx="16" cy="13" r="6" fill="${c}"/>
    <text x="28" y="17" font-family="system-ui, sans-serif" font-size="10" font-weight="700" fill="${INK}">${escapeXml(name)}</text>
    <rect x="${w - 170}" y="10" width="30" height="6" rx="3" fill="${MUTED}"/>
    <rect x="${w - 132}" y="10" width="30" height="6" rx="3" fill="${MUTED}"/>
    <rect x="${w - 94}" y="10" width="30" height="6" rx="3" fill="${MUTED}"/>
    <rect x="${w - 56}" y="6" width="46" height="14" rx="7" fill="${c}"/>`;
  const hero = `<rect y="26" width="${w}" height="${h - 26}" fill="${light}"/>
    <rect x="20" y="50" width="150" height="12" rx="6" fill="${INK}"/>
    <rect x="20" y="68" width="112" height="12" rx="6" fill="${INK}"/>
    <rect x="20" y="90" width="140" height="6" rx="3" fill="#64748b"/>
    <rect x="20" y="101" width="120" height="6" rx="3" fill="#94a3b8"/>
    <rect x="20" y="118" width="62" height="18" rx="9" fill="${c}"/>`;
  const body: Record<WorkPage, string> = {
    assistant: `<circle cx="${w - 110}" cy="86" r="46" fill="${tint(c, 0.5)}"/>
      <rect x="${w - 140}" y="56" width="60" height="60" rx="14" fill="${c}"/>
      <rect x="${w - 180}" y="${h - 96}" width="164" height="86" rx="10" fill="#fff" stroke="${MUTED}"/>
      <rect x="${w - 180}" y="${h - 96}" width="164" height="20" rx="10" fill="${c}"/>
      <rect x="${w - 170}" y="${h - 68}" width="92" height="14" rx="7" fill="#e2e8f0"/>
      <rect x="${w - 110}" y="${h - 48}" width="84" height="14" rx="7" fill="${tint(c, 0.6)}"/>
      <rect x="${w - 170}" y="${h - 28}" width="70" height="10" rx="5" fill="#e2e8f0"/>`,
    store: [0, 1, 2]
      .map(
        (i) => `<rect x="${20 + i * 88}" y="${h - 86}" width="78" height="76" rx="8" fill="#fff"/>
      <rect x="${26 + i * 88}" y="${h - 80}" width="66" height="40" rx="6" fill="${tint(c, 0.3 + i * 0.2)}"/>
      <rect x="${26 + i * 88}" y="${h - 34}" width="40" height="6" rx="3" fill="${INK}"/>
      <rect x="${26 + i * 88}" y="${h - 24}" width="24" height="6" rx="3" fill="${c}"/>`,
      )
      .join('')
      .concat(
        `<rect x="${w - 120}" y="40" width="96" height="96" rx="12" fill="${tint(c, 0.35)}"/>`,
      ),
    social: [0, 1, 2, 3, 4, 5]
      .map(
        (i) =>
          `<rect x="${w - 190 + (i % 3) * 58}" y="${40 + Math.floor(i / 3) * 58}" width="52" height="52" rx="8" fill="${tint(c, 0.15 + i * 0.12)}"/>`,
      )
      .join('')
      .concat(
        `<circle cx="40" cy="${h - 40}" r="16" fill="${c}"/><rect x="64" y="${h - 50}" width="120" height="8" rx="4" fill="${INK}"/><rect x="64" y="${h - 36}" width="90" height="6" rx="3" fill="#94a3b8"/>`,
      ),
    campaign: `<rect x="${w - 180}" y="42" width="160" height="100" rx="10" fill="#fff"/>
      ${[30, 46, 38, 60, 74]
        .map(
          (bar, i) =>
            `<rect x="${w - 164 + i * 28}" y="${130 - bar}" width="18" height="${bar}" rx="4" fill="${i === 4 ? c : tint(c, 0.55)}"/>`,
        )
        .join('')}
      <rect x="20" y="${h - 62}" width="${w - 40}" height="50" rx="10" fill="#fff"/>
      <rect x="36" y="${h - 46}" width="120" height="8" rx="4" fill="${INK}"/>
      <rect x="36" y="${h - 32}" width="80" height="6" rx="3" fill="#94a3b8"/>
      <rect x="${w - 120}" y="${h - 48}" width="84" height="22" rx="11" fill="${c}"/>`,
    website: `<path d="M${w - 200} 140 q60 -110 170 -96 v96z" fill="${tint(c, 0.4)}"/>
      <circle cx="${w - 70}" cy="70" r="26" fill="${c}"/>
      ${[0, 1, 2]
        .map(
          (
            i,
          ) => `<rect x="${20 + i * 120}" y="${h - 74}" width="108" height="62" rx="8" fill="#fff"/>
      <circle cx="${38 + i * 120}" cy="${h - 56}" r="8" fill="${tint(c, 0.2 * i)}"/>
      <rect x="${30 + i * 120}" y="${h - 40}" width="80" height="6" rx="3" fill="${INK}"/>
      <rect x="${30 + i * 120}" y="${h - 28}" width="60" height="5" rx="2.5" fill="#94a3b8"/>`,
        )
        .join('')}`,
  };
  return `${hero}${body[page]}${nav}`;
}

/** The phone page, drawn in a `w` × `h` box at the origin. */
function phonePage(page: WorkPage, c: string, w: number, h: number): string {
  const light = tint(c, 0.85);
  const top = `<rect width="${w}" height="${h}" fill="${light}"/>
    <rect width="${w}" height="24" fill="#fff"/>
    <circle cx="14" cy="12" r="5" fill="${c}"/>
    <rect x="24" y="9" width="36" height="6" rx="3" fill="${INK}"/>`;
  const body: Record<WorkPage, string> = {
    assistant: `<rect y="24" width="${w}" height="22" fill="${c}"/>
      <rect x="8" y="58" width="${w * 0.62}" height="18" rx="9" fill="#fff"/>
      <rect x="${w * 0.3}" y="84" width="${w * 0.62}" height="18" rx="9" fill="${tint(c, 0.55)}"/>
      <rect x="8" y="110" width="${w * 0.5}" height="18" rx="9" fill="#fff"/>
      <rect x="${w * 0.4}" y="136" width="${w * 0.52}" height="18" rx="9" fill="${tint(c, 0.55)}"/>
      <rect x="8" y="${h - 30}" width="${w - 16}" height="20" rx="10" fill="#fff" stroke="${MUTED}"/>`,
    store: [0, 1, 2, 3]
      .map(
        (i) =>
          `<rect x="${8 + (i % 2) * (w / 2 - 4)}" y="${36 + Math.floor(i / 2) * 78}" width="${w / 2 - 12}" height="70" rx="8" fill="#fff"/><rect x="${14 + (i % 2) * (w / 2 - 4)}" y="${42 + Math.floor(i / 2) * 78}" width="${w / 2 - 24}" height="36" rx="6" fill="${tint(c, 0.2 + i * 0.15)}"/><rect x="${14 + (i % 2) * (w / 2 - 4)}" y="${86 + Math.floor(i / 2) * 78}" width="26" height="5" rx="2.5" fill="${c}"/>`,
      )
      .join('')
      .concat(`<rect x="8" y="${h - 32}" width="${w - 16}" height="22" rx="11" fill="${c}"/>`),
    social: `<circle cx="${w / 2}" cy="54" r="18" fill="${c}"/>
      <rect x="${w / 2 - 30}" y="78" width="60" height="6" rx="3" fill="${INK}"/>
      ${[0, 1, 2, 3, 4, 5]
        .map(
          (i) =>
            `<rect x="${6 + (i % 3) * ((w - 12) / 3)}" y="${96 + Math.floor(i / 3) * ((w - 12) / 3)}" width="${(w - 12) / 3 - 3}" height="${(w - 12) / 3 - 3}" rx="4" fill="${tint(c, 0.1 + i * 0.13)}"/>`,
        )
        .join('')}`,
    campaign: `<rect x="8" y="34" width="${w - 16}" height="70" rx="10" fill="${tint(c, 0.35)}"/>
      <rect x="14" y="116" width="${w - 40}" height="8" rx="4" fill="${INK}"/>
      <rect x="14" y="130" width="${w - 56}" height="6" rx="3" fill="#94a3b8"/>
      <rect x="14" y="146" width="${w - 28}" height="22" rx="11" fill="${c}"/>`,
    website: `<rect x="14" y="40" width="${w - 36}" height="10" rx="5" fill="${INK}"/>
      <rect x="14" y="56" width="${w - 56}" height="10" rx="5" fill="${INK}"/>
      <rect x="14" y="76" width="54" height="16" rx="8" fill="${c}"/>
      <rect x="8" y="104" width="${w - 16}" height="60" rx="10" fill="${tint(c, 0.4)}"/>`,
  };
  return `${top}${body[page]}`;
}

/** The SVG file of a case study's picture. */
export function workArtSvg(input: WorkArtInput): string {
  const { width, height } = WORK_ART;
  const c = input.colour;
  const page = workPageOf(input.services);
  const both = workDevicesOf(input.platform) === 'laptop-and-phone';
  // Laptop screen 400 × 250 at (90, 48); phone screen 112 × 230.
  const laptop = both
    ? `<rect x="78" y="36" width="424" height="274" rx="16" fill="${INK}"/>
      <svg x="90" y="48" width="400" height="250" viewBox="0 0 400 250">${desktopPage(page, input.company, c, 400, 250)}</svg>
      <path d="M40 310 h500 l-26 22 h-448z" fill="#94a3b8"/>
      <rect x="250" y="310" width="80" height="6" rx="3" fill="#64748b"/>`
    : '';
  const phoneX = both ? 452 : 264;
  const phoneY = both ? 124 : 70;
  const phone = `<rect x="${phoneX}" y="${phoneY}" width="128" height="256" rx="22" fill="${INK}"/>
    <svg x="${phoneX + 8}" y="${phoneY + 14}" width="112" height="228" viewBox="0 0 112 228">${phonePage(page, c, 112, 228)}</svg>
    <rect x="${phoneX + 48}" y="${phoneY + 5}" width="32" height="5" rx="2.5" fill="#334155"/>`;
  const back = both
    ? `<circle cx="120" cy="90" r="120" fill="${tint(c, 0.6)}"/>
      <circle cx="560" cy="330" r="90" fill="${tint(c, 0.45)}"/>`
    : `<circle cx="200" cy="160" r="130" fill="${tint(c, 0.6)}"/>
      <circle cx="460" cy="260" r="110" fill="${tint(c, 0.45)}"/>
      <rect x="96" y="250" width="120" height="68" rx="14" fill="#fff"/>
      <rect x="112" y="266" width="60" height="8" rx="4" fill="${INK}"/>
      <rect x="112" y="282" width="86" height="8" rx="4" fill="${c}"/>
      <rect x="112" y="298" width="40" height="6" rx="3" fill="#94a3b8"/>
      <rect x="412" y="96" width="128" height="60" rx="14" fill="#fff"/>
      ${[0, 1, 2, 3]
        .map(
          (i) =>
            `<rect x="${428 + i * 26}" y="${140 - (i + 1) * 7}" width="16" height="${(i + 1) * 7}" rx="3" fill="${i === 3 ? c : tint(c, 0.5)}"/>`,
        )
        .join('')}`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
<rect width="${width}" height="${height}" fill="${tint(c, 0.92)}"/>
${back}
${laptop}
${phone}
</svg>
`;
}
