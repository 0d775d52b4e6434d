import { isbot } from 'isbot';
import { Suspense } from 'react';
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  isRouteErrorResponse,
  useLoaderData,
  useLocation,
  useMatches,
} from 'react-router';
import { PRERENDER_ORIGIN } from '../common/prerender.ts';
import type { Route } from './+types/root';
import { LoadingScreen } from './components/loading-screen.tsx';
import { isAdminPath } from './components/nav-links.ts';
import { EARLY_EVENTS_SCRIPT } from './components/early-events.ts';
import { useNonce } from './components/nonce.tsx';
import { RouteEffects } from './components/route-effects.tsx';
import { SiteFooter } from './components/site-footer.tsx';
import { SiteHeader } from './components/site-header.tsx';
import { SiteToaster } from './components/site-toaster.tsx';
import { ChatbotRoot } from './features/chatbot/chatbot-root.tsx';
import { lazyIsland } from './islands/deferred.tsx';
import { Island } from './islands/island.tsx';
import { islandsLoaderScript } from './islands/loader.ts';
import brandFont from '@fontsource-variable/plus-jakarta-sans/files/plus-jakarta-sans-latin-wght-normal.woff2?url';
import './app.css';

// The footer's forms (and the zod schemas they check with) sit below the fold of every
// page: their code loads when the footer comes near the viewport, not with the page. The
// server still renders them, and their HTML stays in place until then (ADR 021, 045).
const FooterContactForm = lazyIsland('footer-contact', () =>
  import('./features/forms/footer-contact-form.tsx').then((m) => m.FooterContactForm),
);
const NewsletterForm = lazyIsland('newsletter', () =>
  import('./features/forms/newsletter-form.tsx').then((m) => m.NewsletterForm),
);

/** The islands runtime's script, set by the build (scripts/build.mjs); none in development. */
const ISLANDS_ENTRY = import.meta.env.VITE_ISLANDS_ENTRY;

/**
 * A route whose `handle` has `islands: true` is sent as islands (ADR 018): its document
 * loads the islands runtime instead of React Router's client. Decided on the server only,
 * and only where the build made the runtime: in development there is none, every page
 * hydrates with React Router and its links navigate on the client, so a public route still
 * renders on a client-side visit there. A build's public pages never run React Router's
 * client, and the admin area, which does, links to none of them.
 */
function useIslandsDocument(): boolean {
  const matches = useMatches();
  return (
    import.meta.env.SSR &&
    ISLANDS_ENTRY !== undefined &&
    matches.some((match) => (match.handle as { islands?: boolean } | undefined)?.islands === true)
  );
}

export function Layout({ children }: { children: React.ReactNode }) {
  const nonce = useNonce();
  const islands = useIslandsDocument();
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0b1020" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <link rel="preload" href={brandFont} as="font" type="font/woff2" crossOrigin="anonymous" />
        <Meta />
        <Links />
        <noscript>
          <style>{'.loading-screen{display:none!important}'}</style>
        </noscript>
      </head>
      <body className="min-h-screen bg-white font-sans text-ink antialiased">
        <a
          href="#main"
          className="skip-link rounded-lg bg-ink px-4 py-2 font-semibold text-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500"
        >
          Skip to main content
        </a>
        <script
          nonce={nonce}
          suppressHydrationWarning
          dangerouslySetInnerHTML={{ __html: EARLY_EVENTS_SCRIPT }}
        />
        {children}
        {islands ? (
          <script
            nonce={nonce}
            dangerouslySetInnerHTML={{ __html: islandsLoaderScript(ISLANDS_ENTRY!) }}
          />
        ) : (
          <>
            <ScrollRestoration nonce={nonce} />
            <Scripts nonce={nonce} />
          </>
        )}
      </body>
    </html>
  );
}

export function loader({ context, request }: Route.LoaderArgs) {
  // Crawlers never see the decorative loading screen.
  const crawler = isbot(request.headers.get('user-agent') ?? '');
  // Prerendering at build time has no load context: the server puts PUBLIC_URL in place of
  // the placeholder when it serves the page.
  return { publicUrl: context?.publicUrl ?? PRERENDER_ORIGIN, showLoadingScreen: !crawler };
}

export default function App() {
  const { pathname } = useLocation();
  const { showLoadingScreen } = useLoaderData<typeof loader>();
  const admin = isAdminPath(pathname);
  return (
    <>
      {showLoadingScreen ? <LoadingScreen /> : null}
      {admin ? null : (
        <Island name="header">
          <SiteHeader />
        </Island>
      )}
      <Outlet />
      {admin ? null : (
        <SiteFooter
          contactForm={
            <Island name="footer-contact" when="visible">
              <Suspense fallback={null}>
                <FooterContactForm />
              </Suspense>
            </Island>
          }
          newsletter={
            <Island name="newsletter" when="visible">
              <Suspense fallback={null}>
                <NewsletterForm />
              </Suspense>
            </Island>
          }
        />
      )}
      {admin ? null : (
        <Island name="chatbot">
          <ChatbotRoot />
        </Island>
      )}
      {/* A toast only ever answers something the visitor did (islands/island.tsx). */}
      <Island name="toaster" when="input">
        <SiteToaster />
      </Island>
      <RouteEffects />
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <main id="main" className="mx-auto max-w-2xl px-6 py-24 text-center">
      <h1 className="text-3xl font-bold">{notFound ? 'Page not found' : 'Something went wrong'}</h1>
      <p className="mt-4 text-slate-600">
        {notFound
          ? 'The page you are looking for does not exist.'
          : 'Please try again in a moment.'}
      </p>
      <a className="mt-8 inline-block text-brand-700 underline" href="/">
        Back to the home page
      </a>
    </main>
  );
}
