import type { ReactNode } from 'react';

/**
 * The islands of a page built as islands (ADR 018), by name: what the islands runtime
 * (client.tsx) hydrates. `registry.tsx` gives each name the element it hydrates with,
 * which must be the very element rendered inside `<Island>` on the server.
 */
export type IslandName =
  | 'header'
  | 'chatbot'
  | 'toaster'
  | 'hero-title'
  | 'home-chat'
  | 'clients'
  | 'footer-contact'
  | 'newsletter'
  | 'services-typing'
  | 'services-browser'
  | 'get-started'
  | 'blog-views'
  | 'blog-loading'
  | 'last-updated'
  | 'certified-by'
  | 'portfolio'
  | 'business-form'
  | 'contact-form'
  | 'contact-whatsapp'
  | 'landing-chat'
  | 'watch-demo'
  | 'faq'
  | 'newsletter-confirm'
  | 'newsletter-unsubscribe'
  | 'manage-appointment';

/**
 * When the islands runtime hydrates an island: as soon as it starts (`load`), when the
 * island comes near the viewport (`visible`), or on the visitor's first press or key after
 * it started (`input`: what only ever answers something the visitor did, as the toasts).
 */
export type IslandWhen = 'load' | 'visible' | 'input';

/**
 * Resolves when a `visible` island is to be taken over: once one of its boxes comes within
 * 300 px of the viewport, or once the server's HTML has left it. (On a page React Router
 * hydrates, as every page in development, React drops a boundary's HTML and renders it
 * afresh when the boundary must update before it was hydrated, as a client-side visit
 * does; the content is then wanted at once.) In the browser only.
 */
export function whenNear(island: Element): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      near.disconnect();
      emptied.disconnect();
      resolve();
    };
    const near = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) done();
      },
      { rootMargin: '300px' },
    );
    const emptied = new MutationObserver(() => {
      if (island.children.length === 0) done();
    });
    emptied.observe(island, { childList: true });
    // The mark has no box of its own (display: contents): its children's boxes are watched.
    for (const child of island.children) near.observe(child);
  });
}

/**
 * Marks a subtree that keeps working when the rest of the page is plain HTML. `when` says
 * when the runtime hydrates it (IslandWhen). Anywhere else (pages hydrated by React Router:
 * the admin area, and every page in development) the mark is a box-less element; there a
 * `visible` island's content waits for the same moment when it is made with `lazyIsland`
 * (deferred.tsx).
 */
export function Island({
  name,
  when = 'load',
  as: Tag = 'div',
  param,
  children,
}: {
  name: IslandName;
  when?: IslandWhen;
  as?: 'div' | 'span';
  /** What the island's element needs of the page (a post's id), read from the mark. */
  param?: string;
  children: ReactNode;
}) {
  return (
    <Tag data-island={name} data-when={when} data-param={param} className="contents">
      {children}
    </Tag>
  );
}
