import { workPicture, type CaseStudy } from '../../common/content/case-studies.ts';

/** The picture of a case study's work; only the first ones on a page are fetched at once. */
export function WorkPicture({
  study,
  eager = false,
  className,
}: {
  study: CaseStudy;
  eager?: boolean;
  className: string;
}) {
  return (
    <img
      {...workPicture(study)}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      className={className}
    />
  );
}
