import { Suspense, type ReactNode } from 'react';
import type { ManagePanelMark } from '../features/manage-appointment/manage-panel.tsx';
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
  // React Router's spinner follows its navigation (in development); on a page of islands the
  // same status follows the presses on blog links, which load documents.
  'blog-loading': (wrap) =>
    import('../features/blog/blog-document-loading.tsx').then(({ BlogDocumentLoading }) =>
      wrap(<BlogDocumentLoading />),
    ),
  'last-updated': (wrap) =>
    import('../features/legal/last-updated.tsx').then(({ LastUpdated }) => wrap(<LastUpdated />)),
  'certified-by': (wrap) =>
    import('../features/about/certifications.tsx').then(({ CertificationsCarousel }) =>
      wrap(<CertificationsCarousel />),
    ),
  portfolio: (wrap) =>
    import('../features/portfolio/portfolio-browser.tsx').then(({ PortfolioBrowser }) =>
      wrap(<PortfolioBrowser />),
    ),
  'business-form': (wrap) =>
    import('../features/business-form/business-form.tsx').then(({ BusinessForm }) =>
      wrap(<BusinessForm />),
    ),
  'contact-form': (wrap) =>
    import('../features/forms/contact-panel-form.tsx').then(({ ContactPanelForm }) =>
      wrap(<ContactPanelForm />),
    ),
  'contact-whatsapp': (wrap) =>
    import('./contact-whatsapp.tsx').then(({ ContactWhatsapp }) => wrap(<ContactWhatsapp />)),
  // Which landing chat (pets or fitness) is on the mark.
  'landing-chat': (wrap, profile) =>
    import('../features/chatbot/landing-chat.tsx').then(({ LandingChat }) =>
      wrap(<LandingChat profile={profile === 'fitness' ? 'fitness' : 'pets'} />),
    ),
  'watch-demo': (wrap) =>
    import('../features/verticals/watch-demo.tsx').then(({ PetWatchDemo }) =>
      wrap(<PetWatchDemo />),
    ),
  faq: (wrap) =>
    import('../features/verticals/faq-accordion.tsx').then(({ PetFaq }) => wrap(<PetFaq />)),
  // The e-mailed link's token is on the mark, as it is in the address.
  'newsletter-confirm': (wrap, token) =>
    import('../features/newsletter-subscription/token-action.tsx').then(({ ConfirmSubscription }) =>
      wrap(<ConfirmSubscription token={token} />),
    ),
  'newsletter-unsubscribe': (wrap, token) =>
    import('../features/newsletter-subscription/token-action.tsx').then(({ Unsubscribe }) =>
      wrap(<Unsubscribe token={token} />),
    ),
  // The link's token and the appointment the server found for it are on the mark.
  'manage-appointment': (wrap, mark) =>
    import('../features/manage-appointment/manage-panel.tsx').then(({ ManagePanel }) => {
      const { token, appointment } = JSON.parse(mark) as ManagePanelMark;
      return wrap(<ManagePanel token={token} initial={appointment} />);
    }),
  'footer-contact': (wrap) =>
    import('../features/forms/footer-contact-form.tsx').then(({ FooterContactForm }) => (
      <Suspense fallback={null}>{wrap(<FooterContactForm />)}</Suspense>
    )),
  newsletter: (wrap) =>
    import('../features/forms/newsletter-form.tsx').then(({ NewsletterForm }) => (
      <Suspense fallback={null}>{wrap(<NewsletterForm />)}</Suspense>
    )),
};
