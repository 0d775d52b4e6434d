import { site } from '../../common/site.ts';
import { originFrom, pageMeta } from '../components/seo.ts';
import { HomeChat } from '../features/chatbot/home-chat.tsx';
import {
  CreativeDesign,
  DevelopmentAiMarketing,
} from '../features/landing-home/creative-sections.tsx';
import { HomeHero } from '../features/landing-home/hero.tsx';
import {
  Benefits,
  ClientCarousel,
  Comparison,
  HomeServices,
  Plans,
} from '../features/landing-home/home-sections.tsx';
import { IndustriesGrid } from '../features/landing-home/industries-grid.tsx';
import { Ticker } from '../features/landing-home/ticker.tsx';
import type { Route } from './+types/home';

export function meta({ matches }: Route.MetaArgs) {
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
      areaServed: 'Worldwide',
      openingHours: 'Mo-Su 00:00-23:59',
      sameAs: site.socials.map((s) => s.href),
    },
  });
}

export default function Home() {
  return (
    <main id="main">
      <HomeHero />
      <Ticker />
      <HomeChat />
      <IndustriesGrid />
      <HomeServices />
      <Benefits />
      <Comparison />
      <Plans />
      <ClientCarousel />
      <CreativeDesign />
      <DevelopmentAiMarketing />
    </main>
  );
}
