import type { ReactNode } from 'react';

/**
 * A decorative SVG, hidden from assistive technology, drawn on a canvas of `width` by
 * `height` that is also its intrinsic size (so the page reserves its space before styles).
 */
export function Illustration({
  width,
  height,
  className,
  children,
}: {
  width: number;
  height: number;
  className: string;
  children: ReactNode;
}) {
  return (
    <svg
      aria-hidden="true"
      viewBox={`0 0 ${width} ${height}`}
      width={width}
      height={height}
      className={className}
    >
      {children}
    </svg>
  );
}
