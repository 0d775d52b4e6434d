import { shareImagePath } from '../../common/share-image.ts';
import { site } from '../../common/site.ts';
import { openingHoursSpecification, originFrom, pageMeta } from '../components/seo.ts';
import { HomeChat } from '../features/chatbot/home-chat.tsx';
import {
  CreativeDesign,
  DevelopmentAiMarketing,
} from '../features/landing-home/creative-sections.tsx';
import { HomeHero } from '../features/landing-home/hero.tsx';
import { ClientCarousel } from '../features/landing-home/client-carousel.tsx';
import {
  Benefits,
  Comparison,
  HomeServices,
  Plans,
} from '../features/landing-home/home-sections.tsx';
import { IndustriesGrid } from '../features/landing-home/industries-grid.tsx';
import { Ticker } from '../features/landing-home/ticker.tsx';
import { Island } from '../islands/island.tsx';
import type { Route } from './+types/home';

/** Sent as islands (ADR 018): React hydrates the header, chat, forms and carousel alone. */
export const handle = { islands: true };

/**
 * The team's hours for the LocalBusiness data, read where a request is rendered (crawlers
 * get a server render). The page prerendered at build time for people has no hours to
 * read, and states none rather than the wrong ones.
 */
export async function loader({ context }: Route.LoaderArgs) {
  // Prerendering at build time has no load context.
  const availability = context?.services?.availability;
  if (!availability) return { openingHours: null };
  try {
    const { schedule } = await availability.current();
    return { openingHours: openingHoursSpecification(schedule.weekly) };
  } catch {
    // The page matters more than its structured data.
    return { openingHours: null };
  }
}

export function meta({ data, matches }: Route.MetaArgs) {
  const origin = originFrom(matches);
  return pageMeta({
    title: `${site.name} | Development, Branding & Marketing Agency`,
    description: site.description,
    path: '/',
    origin,
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'LocalBusiness',
      name: site.name,
      legalName: site.legalName,
      description: site.description,
      url: origin || undefined,
      email: site.email,
      telephone: site.phone,
      address: {
        '@type': 'PostalAddress',
        streetAddress: site.address.street,
        addressLocality: site.address.city,
        addressRegion: site.address.region,
        postalCode: site.address.postalCode,
        addressCountry: site.address.countryCode,
      },
      logo: `${origin}/favicon.svg`,
      image: `${origin}${shareImagePath({ page: '/' })}`,
      areaServed: 'Worldwide',
      ...(data?.openingHours ? { openingHoursSpecification: data.openingHours } : {}),
      sameAs: site.socials.map((s) => s.href),
    },
  });
}

export default function Home() {
  return (
    <main id="main">
      <HomeHero />
      <Ticker />
      <Island name="home-chat" when="visible">
        <HomeChat />
      </Island>
      <IndustriesGrid />
      <HomeServices />
      <Benefits />
      <Comparison />
      <Plans />
      <Island name="clients" when="visible">
        <ClientCarousel />
      </Island>
      <CreativeDesign />
      <DevelopmentAiMarketing />
    </main>
  );
}
