import { useId } from 'react';
import { COVER_WIDTHS } from '../../../common/blog.ts';
import { DiagonalGradient } from '../../components/diagonal-gradient.tsx';

/** Covers are shown in a 16:9 frame; width and height reserve that space before loading. */
const FRAME = { width: 1600, height: 900 };

/** `srcset` of a cover path, or undefined when the path is not one of our WebP covers. */
export function coverSrcSet(image: string): string | undefined {
  const match = /^(\/media\/[\w-]+)\.webp$/.exec(image);
  if (!match) return undefined;
  return COVER_WIDTHS.map((w) => `${match[1]}-${w}.webp ${w}w`).join(', ');
}

interface BlogCoverProps {
  image: string | null;
  /** The image's alternative text; covers illustrate a titled post, so usually ''. */
  alt?: string;
  sizes: string;
  /** The first cover on a page loads eagerly: it is likely the largest paint. */
  priority?: boolean;
  className?: string;
}

export function BlogCover({ image, alt = '', sizes, priority, className = '' }: BlogCoverProps) {
  if (!image) return <CoverPlaceholder className={className} />;
  return (
    <img
      src={image}
      srcSet={coverSrcSet(image)}
      sizes={sizes}
      alt={alt}
      width={FRAME.width}
      height={FRAME.height}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : 'auto'}
      decoding="async"
      className={`aspect-video w-full bg-slate-100 object-cover ${className}`}
    />
  );
}

/** Drawn when a post has no cover: a quiet illustration in the brand's colours. */
function CoverPlaceholder({ className = '' }: { className?: string }) {
  const gradient = useId();
  return (
    <svg
      viewBox="0 0 160 90"
      aria-hidden="true"
      focusable="false"
      className={`aspect-video w-full bg-brand-50 ${className}`}
    >
      <DiagonalGradient id={gradient} from="#d9e8ff" to="#eef5ff" />
      <rect width="160" height="90" fill={`url(#${gradient})`} />
      <rect
        x="56"
        y="26"
        width="48"
        height="38"
        rx="4"
        fill="none"
        stroke="#3b6cf6"
        strokeWidth="2.5"
      />
      <circle cx="70" cy="38" r="4" fill="#3b6cf6" />
      <path d="M58 60 l14 -12 l9 8 l7 -6 l14 10" fill="none" stroke="#3b6cf6" strokeWidth="2.5" />
    </svg>
  );
}
