import { chatbotContexts } from '../../common/chatbot-event.ts';
import { OFFERS, OFFERS_PAGE } from '../../common/content/offers.ts';
import { site } from '../../common/site.ts';
import { PackageGrid } from '../components/package-grid.tsx';
import { PlainPage } from '../components/plain-page.tsx';
import { originFrom, pageMeta } from '../components/seo.ts';
import { ChatbotButton } from '../features/verticals/chatbot-button.tsx';
import type { Route } from './+types/offers';

/** Sent as islands (ADR 063): its Buy Now buttons open the chatbot from the server's HTML. */
export const handle = { islands: true };

export function meta({ matches }: Route.MetaArgs) {
  const origin = originFrom(matches);
  return pageMeta({
    title: 'Offers',
    description: `Influencer marketing and brand awareness packages from ${site.name}, from $500.`,
    path: '/Offers',
    origin,
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'ItemList',
      itemListElement: OFFERS.map((offer, index) => ({
        '@type': 'ListItem',
        position: index + 1,
        item: {
          '@type': 'Offer',
          name: offer.title,
          description: offer.description,
          itemOffered: { '@type': 'Service', name: offer.title, description: offer.description },
          price: offer.amountUsd,
          priceCurrency: 'USD',
          seller: { '@type': 'Organization', name: site.name },
        },
      })),
    },
  });
}

/**
 * ADR 006, 050: 'Buy Now' opens the consultation booking (the spec's buttons had no action)
 * with the offer's service ticked and its package named in the notes.
 */
export default function Offers() {
  return (
    <PlainPage title={OFFERS_PAGE.title} intro={OFFERS_PAGE.intro}>
      <PackageGrid
        heading="h2"
        priceClass="mt-6 text-4xl font-extrabold text-ink"
        packages={OFFERS.map((offer) => ({
          id: `offer-${offer.id}`,
          title: offer.title,
          description: offer.description,
          price: offer.price,
          features: offer.list,
          action: (
            <ChatbotButton
              detail={{
                ...chatbotContexts.serviceInquiry,
                booking: {
                  services: [offer.service],
                  notes: `Package: ${offer.title} (${offer.price})`,
                },
              }}
              className="mt-8 w-full"
            >
              Buy Now<span className="sr-only">: {offer.title}</span>
            </ChatbotButton>
          ),
        }))}
      />
    </PlainPage>
  );
}
