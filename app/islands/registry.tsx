import { Suspense, type ReactNode } from 'react';
import type { IslandName } from './island.tsx';

/** Puts an island's content in what runs its first commit's effects (client.tsx). */
export type Wrap = (content: ReactNode) => ReactNode;

/**
 * What each island hydrates with, loaded when the runtime gets to it (client.tsx). Each
 * element is the one the server rendered inside that `<Island>`: the footer forms sit in
 * a Suspense boundary there (root.tsx), so they do here too, and `wrap` goes inside it:
 * React hydrates a boundary's content after the rest, and what was typed can only be
 * handed to fields React has taken over.
 */
export const ISLANDS: Record<IslandName, (wrap: Wrap) => Promise<ReactNode>> = {
  header: (wrap) =>
    import('../components/site-header.tsx').then(({ SiteHeader }) => wrap(<SiteHeader />)),
  chatbot: (wrap) =>
    import('../features/chatbot/chatbot-root.tsx').then(({ ChatbotRoot }) => wrap(<ChatbotRoot />)),
  'hero-title': (wrap) =>
    import('../features/landing-home/hero.tsx').then(({ RotatingTitle }) =>
      wrap(<RotatingTitle />),
    ),
  'home-chat': (wrap) =>
    import('../features/chatbot/home-chat.tsx').then(({ HomeChat }) => wrap(<HomeChat />)),
  clients: (wrap) =>
    import('../features/landing-home/client-carousel.tsx').then(({ ClientCarousel }) =>
      wrap(<ClientCarousel />),
    ),
  'footer-contact': (wrap) =>
    import('../features/forms/footer-contact-form.tsx').then(({ FooterContactForm }) => (
      <Suspense fallback={null}>{wrap(<FooterContactForm />)}</Suspense>
    )),
  newsletter: (wrap) =>
    import('../features/forms/newsletter-form.tsx').then(({ NewsletterForm }) => (
      <Suspense fallback={null}>{wrap(<NewsletterForm />)}</Suspense>
    )),
};
