/** An SVG wordmark for a (fictitious) client or publication: a monogram badge and the name. */
const palette = ['#2552d9', '#7c3aed', '#0f766e', '#b45309', '#be123c', '#0369a1', '#4d7c0f'];

function hash(text: string): number {
  let h = 0;
  for (const ch of text) h = (h * 31 + ch.charCodeAt(0)) >>> 0;
  return h;
}

export function Wordmark({
  name,
  className,
  width = 200,
  height = 56,
}: {
  name: string;
  className?: string;
  width?: number;
  height?: number;
}) {
  const colour = palette[hash(name) % palette.length];
  const initials = name
    .split(/[\s&]+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => w[0]?.toUpperCase())
    .join('');
  const fontSize = name.length > 14 ? 15 : 18;
  return (
    <svg
      role="img"
      aria-label={name}
      viewBox="0 0 200 56"
      width={width}
      height={height}
      className={className}
    >
      <rect x="4" y="10" width="36" height="36" rx="10" fill={colour} />
      <text
        x="22"
        y="34"
        textAnchor="middle"
        fill="#fff"
        fontFamily="Inter, ui-sans-serif, system-ui, sans-serif"
        fontSize="14"
        fontWeight="800"
      >
        {initials}
      </text>
      <text
        x="50"
        y="34"
        fill="#1e293b"
        fontFamily="Inter, ui-sans-serif, system-ui, sans-serif"
        fontSize={fontSize}
        fontWeight="700"
      >
        {name}
      </text>
    </svg>
  );
}
