import { CLIENT_LOGOS } from '../../../common/content/clients.ts';
import { AutoCarousel } from '../../components/carousel.tsx';
import { Section } from '../../components/section.tsx';
import { Wordmark } from '../../components/wordmark.tsx';

/** Spec §9 client carousel: 5 visible, 4 under 1200 px, 3 under 768, 2 under 480, 1 under 320. */
export function ClientCarousel() {
  return (
    <Section
      id="clients-heading"
      className="py-20 sm:py-24"
      eyebrow="Trusted by"
      title="Brands that grow with us"
    >
      <div className="mt-12">
        <AutoCarousel
          label="Our clients"
          delayMs={1800}
          slideClass="basis-full min-[320px]:basis-1/2 min-[480px]:basis-1/3 min-[768px]:basis-1/4 min-[1200px]:basis-1/5"
          slides={CLIENT_LOGOS.map((name) => ({
            key: name,
            content: (
              <div className="flex h-24 items-center justify-center rounded-2xl border border-slate-200 bg-white px-3">
                <Wordmark name={name} className="h-auto w-full max-w-[180px]" />
              </div>
            ),
          }))}
        />
      </div>
    </Section>
  );
}
