import { Suspense, type ReactNode } from 'react';
import type { IslandName } from './island.tsx';

/** Puts an island's content in what runs its first commit's effects (client.tsx). */
type Wrap = (content: ReactNode) => ReactNode;

/** An island's element, given `wrap` and what its mark says of the page (`data-param`). */
type Load = (wrap: Wrap, param: string) => Promise<ReactNode>;

/**
 * What each island hydrates with, loaded when the runtime gets to it (client.tsx). Each
 * element is the one the server rendered inside that `<Island>`: the footer forms sit in
 * a Suspense boundary there (root.tsx), so they do here too, and `wrap` goes inside it:
 * React hydrates a boundary's content after the rest, and what was typed can only be
 * handed to fields React has taken over.
 */
export const ISLANDS: Record<IslandName, Load> = {
  header: (wrap) =>
    import('../components/site-header.tsx').then(({ SiteHeader }) => wrap(<SiteHeader />)),
  toaster: (wrap) =>
    import('../components/site-toaster.tsx').then(({ SiteToaster }) => wrap(<SiteToaster />)),
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
  'services-typing': (wrap) =>
    import('../features/services-page/typing-hero.tsx').then(({ TypingText }) =>
      wrap(<TypingText />),
    ),
  'services-browser': (wrap) =>
    import('../features/services-page/services-browser.tsx').then(({ ServicesBrowser }) =>
      wrap(<ServicesBrowser />),
    ),
  'get-started': (wrap) =>
    import('../features/forms/get-started-dialog.tsx').then(({ GetStartedButton }) =>
      wrap(<GetStartedButton />),
    ),
  'blog-views': (wrap, postId) =>
    import('../features/blog/blog-views.tsx').then(({ BlogViews }) =>
      wrap(<BlogViews postId={postId} />),
    ),
  // React Router's spinner follows its navigation; on a page of islands the same status
  // follows the presses on blog links, which load documents.
  'blog-loading': (wrap) =>
    import('../features/blog/blog-document-loading.tsx').then(({ BlogDocumentLoading }) =>
      wrap(<BlogDocumentLoading />),
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
