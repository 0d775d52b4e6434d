/** The brand's blue to violet, as the logo and the illustrations draw it. */
export const BRAND_GRADIENT = { from: '#3b6cf6', to: '#8b5cf6' } as const;

/** An SVG's gradient from its top left to its bottom right, for fills as `url(#id)`. */
export function DiagonalGradient({ id, from, to }: { id: string; from: string; to: string }) {
  return (
    <defs>
      <linearGradient id={id} x1="0" y1="0" x2="1" y2="1">
        <stop offset="0" stopColor={from} />
        <stop offset="1" stopColor={to} />
      </linearGradient>
    </defs>
  );
}
