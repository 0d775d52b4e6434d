import { createElement } from 'react';
import { brandMark } from '../../common/brand-mark.ts';

/** Width of a bold character of the brand face, in ems: the name is set to this width. */
const CHAR_EM = 0.56;

/** A long name in two lines, split at the space nearest its middle. */
function wordmarkLines(name: string): string[] {
  if (name.length <= 13 || !name.includes(' ')) return [name];
  let best = -1;
  for (let i = name.indexOf(' '); i !== -1; i = name.indexOf(' ', i + 1)) {
    if (best === -1 || Math.abs(i - name.length / 2) < Math.abs(best - name.length / 2)) best = i;
  }
  return [name.slice(0, best), name.slice(best + 1)];
}

/**
 * An SVG wordmark for a (fictitious) client or partner: its mark (common/
 * brand-mark.ts) and the name in the brand face. The viewBox is as wide as the name, and
 * each line is set to that width (textLength), so whatever face renders it the name fits
 * and the picture scales down into its box instead of being clipped.
 */
export function Wordmark({ name, className }: { name: string; className?: string }) {
  const { colour, shapes } = brandMark(name);
  const lines = wordmarkLines(name);
  const size = lines.length === 1 ? 18 : 16;
  const lineWidth = (line: string) => Math.ceil(line.length * size * CHAR_EM);
  const width = 52 + Math.max(...lines.map(lineWidth)) + 4;
  return (
    <svg
      role="img"
      aria-label={name}
      viewBox={`0 0 ${width} 56`}
      width={width}
      height={56}
      className={className}
    >
      <rect x="4" y="10" width="36" height="36" rx="10" fill={colour} />
      <g transform="translate(4 10) scale(0.9)">
        {shapes.map((shape, i) => createElement(shape.tag, { key: i, ...shape.attrs }))}
      </g>
      {lines.map((line, i) => (
        <text
          key={i}
          x="52"
          y={lines.length === 1 ? 34 : 26 + i * 18}
          fill="#1e293b"
          className="font-sans"
          fontSize={size}
          fontWeight="700"
          textLength={lineWidth(line)}
          lengthAdjust="spacingAndGlyphs"
        >
          {line}
        </text>
      ))}
    </svg>
  );
}
