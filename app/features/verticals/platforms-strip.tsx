import { INFLUENCER_PLATFORMS, PLATFORMS_STRIP } from '../../../common/content/influence.ts';

/** Spec §2.3 Creatives: the influencer platforms strip, 'Any influencer, any platform'. */
export function PlatformsStrip({ headingLevel = 2 }: { headingLevel?: 2 | 3 }) {
  const Heading = `h${headingLevel}` as const;
  return (
    <section aria-labelledby="platforms-heading" className="bg-ink py-16 text-white">
      <div className="mx-auto max-w-6xl px-4 text-center sm:px-6">
        <Heading id="platforms-heading" className="text-3xl font-bold sm:text-4xl">
          {PLATFORMS_STRIP.title}
        </Heading>
        <p className="mx-auto mt-4 max-w-2xl text-slate-300">{PLATFORMS_STRIP.text}</p>
        <ul className="mt-10 flex flex-wrap justify-center gap-3">
          {INFLUENCER_PLATFORMS.map((platform) => (
            <li
              key={platform}
              className="rounded-full border border-white/30 px-5 py-2 text-lg font-semibold tracking-wide"
            >
              {platform}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
