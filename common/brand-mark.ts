import { hashText } from './hash.ts';

/**
 * The mark of a (fictitious) client or partner: a rounded square in a colour of
 * the palette with a geometric symbol, both chosen by the name, so a name always gets the
 * same mark and no logo is a pair of initials. Drawn inline by the Wordmark component and
 * written as the client marks under public/images/clients/.
 */
const MARK_COLOURS = [
  '#2552d9',
  '#7c3aed',
  '#0f766e',
  '#b45309',
  '#be123c',
  '#0369a1',
  '#4d7c0f',
] as const;

export interface MarkShape {
  tag: 'circle' | 'rect' | 'path';
  attrs: Record<string, string | number>;
}

const stroke = { fill: 'none', stroke: '#fff', strokeWidth: 3.5, strokeLinecap: 'round' };

/** The symbols, drawn white in a 40 × 40 box. */
const SYMBOLS: MarkShape[][] = [
  [
    { tag: 'rect', attrs: { x: 10, y: 22, width: 5, height: 8, rx: 1.5, fill: '#fff' } },
    { tag: 'rect', attrs: { x: 17.5, y: 16, width: 5, height: 14, rx: 1.5, fill: '#fff' } },
    { tag: 'rect', attrs: { x: 25, y: 10, width: 5, height: 20, rx: 1.5, fill: '#fff' } },
  ],
  [
    { tag: 'circle', attrs: { cx: 20, cy: 20, r: 10, ...stroke } },
    { tag: 'circle', attrs: { cx: 20, cy: 20, r: 3.5, fill: '#fff' } },
  ],
  [
    {
      tag: 'path',
      attrs: { d: 'M20 8 L32 20 L20 32 L8 20 Z', ...stroke, strokeLinejoin: 'round' },
    },
  ],
  [
    { tag: 'circle', attrs: { cx: 16, cy: 20, r: 8, fill: '#fff', opacity: 0.9 } },
    { tag: 'circle', attrs: { cx: 25, cy: 20, r: 8, ...stroke } },
  ],
  [{ tag: 'path', attrs: { d: 'M14 10 L30 20 L14 30 Z', fill: '#fff' } }],
  [{ tag: 'path', attrs: { d: 'M10 12 l8 8 l-8 8 M21 12 l8 8 l-8 8', ...stroke } }],
  [
    { tag: 'path', attrs: { d: 'M10 30 A20 20 0 0 1 30 10 L30 30 Z', fill: '#fff' } },
    { tag: 'circle', attrs: { cx: 14, cy: 14, r: 3, fill: '#fff' } },
  ],
  [{ tag: 'path', attrs: { d: 'M9 24 q5.5 -10 11 0 t11 0 M9 16 q5.5 -10 11 0 t11 0', ...stroke } }],
];

/** The mark of `name`: its colour and symbol. */
export function brandMark(name: string): { colour: string; shapes: MarkShape[] } {
  const h = hashText(name);
  return {
    colour: MARK_COLOURS[h % MARK_COLOURS.length]!,
    shapes: SYMBOLS[(h >>> 8) % SYMBOLS.length]!,
  };
}

const kebab = (key: string) => key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

/** A mark's shapes as SVG markup. */
const markShapesSvg = (shapes: MarkShape[]) =>
  shapes
    .map(
      (s) =>
        `<${s.tag} ${Object.entries(s.attrs)
          .map(([k, v]) => `${kebab(k)}="${v}"`)
          .join(' ')}/>`,
    )
    .join('');

/** A client's mark as a square SVG file (96 × 96). */
export function brandMarkSvg(name: string): string {
  const { colour, shapes } = brandMark(name);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 40 40"><rect width="40" height="40" rx="9" fill="${colour}"/><circle cx="34" cy="6" r="12" fill="#fff" opacity=".12"/>${markShapesSvg(shapes)}</svg>\n`;
}
