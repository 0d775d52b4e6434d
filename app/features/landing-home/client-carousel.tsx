import { CLIENT_LOGOS, CLIENTS_HEADING } from '../../../common/content/clients.ts';
import { Section } from '../../components/section.tsx';
import { WordmarkCarousel } from '../../components/wordmark-carousel.tsx';

/** Spec §9 client carousel: 5 visible, 4 under 1200 px, 3 under 768, 2 under 480, 1 under 320. */
export function ClientCarousel() {
  return (
    <Section id="clients-heading" {...CLIENTS_HEADING}>
      <WordmarkCarousel
        label="Our clients"
        names={CLIENT_LOGOS}
        delayMs={1800}
        slideClass="basis-full min-[320px]:basis-1/2 min-[480px]:basis-1/3 min-[768px]:basis-1/4 min-[1200px]:basis-1/5"
        tileClass="h-24 px-3"
        wordmarkClass="max-w-[180px]"
      />
    </Section>
  );
}
