import { Suspense, type ReactNode } from 'react';
import type { IslandName } from './island.tsx';

/**
 * What each island hydrates with, loaded when the runtime gets to it (client.tsx). Each
 * element is the one the server rendered inside that `<Island>`: the footer forms sit in
 * a Suspense boundary there (root.tsx), so they do here too.
 */
export const ISLANDS: Record<IslandName, () => Promise<ReactNode>> = {
  header: () => import('../components/site-header.tsx').then(({ SiteHeader }) => <SiteHeader />),
  chatbot: () =>
    import('../features/chatbot/chatbot-root.tsx').then(({ ChatbotRoot }) => <ChatbotRoot />),
  'hero-title': () =>
    import('../features/landing-home/hero.tsx').then(({ RotatingTitle }) => <RotatingTitle />),
  'home-chat': () =>
    import('../features/chatbot/home-chat.tsx').then(({ HomeChat }) => <HomeChat />),
  clients: () =>
    import('../features/landing-home/client-carousel.tsx').then(({ ClientCarousel }) => (
      <ClientCarousel />
    )),
  'footer-contact': () =>
    import('../features/forms/footer-contact-form.tsx').then(({ FooterContactForm }) => (
      <Suspense fallback={null}>
        <FooterContactForm />
      </Suspense>
    )),
  newsletter: () =>
    import('../features/forms/newsletter-form.tsx').then(({ NewsletterForm }) => (
      <Suspense fallback={null}>
        <NewsletterForm />
      </Suspense>
    )),
};
