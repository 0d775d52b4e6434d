import { Award } from 'lucide-react';
import { ABOUT } from '../../../common/content/about.ts';
import { WordmarkCarousel } from '../../components/wordmark-carousel.tsx';

/** Spec §9 'Certified By': 4 slides, 3 under 1024 px, 2 under 700, 1 under 480; autoplay, infinite. */
export function CertificationsCarousel() {
  return (
    <WordmarkCarousel
      label="Certifications"
      names={ABOUT.certifications}
      delayMs={2500}
      slideClass="basis-full min-[480px]:basis-1/2 min-[700px]:basis-1/3 min-[1024px]:basis-1/4"
      tileClass="h-28 gap-2 px-4"
      wordmarkClass="max-w-[190px]"
      badge={<Award aria-hidden="true" className="size-6 shrink-0 text-amber-600" />}
    />
  );
}
