import { site } from '../../common/site.ts';
import { BRAND_GRADIENT, DiagonalGradient } from './diagonal-gradient.tsx';

/** The SVG wordmark of site.name: a wave mark and the name, drawn as text (no image fetch). */
export function Logo({
  tone = 'dark',
  className,
}: {
  tone?: 'dark' | 'light';
  className?: string;
}) {
  const textColour = tone === 'dark' ? '#0b1020' : '#ffffff';
  const width = 40 + site.name.length * 13;
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      viewBox={`0 0 ${width} 40`}
      width={width}
      height={40}
      className={className}
    >
      <DiagonalGradient id={`logo-grad-${tone}`} {...BRAND_GRADIENT} />
      <rect x="2" y="4" width="32" height="32" rx="9" fill={`url(#logo-grad-${tone})`} />
      <path
        d="M8 23c3-6 6-6 9 0s6 6 9 0"
        fill="none"
        stroke="#fff"
        strokeWidth="3"
        strokeLinecap="round"
      />
      <circle cx="26" cy="13" r="2.5" fill="#fff" />
      <text
        x="42"
        y="28"
        fill={textColour}
        fontFamily="Inter, ui-sans-serif, system-ui, sans-serif"
        fontSize="22"
        fontWeight="800"
        letterSpacing="-0.5"
        // The fallback fonts are wider than Inter: fit the name to the box whatever renders it.
        textLength="124"
        lengthAdjust="spacingAndGlyphs"
      >
        {site.name}
      </text>
    </svg>
  );
}
