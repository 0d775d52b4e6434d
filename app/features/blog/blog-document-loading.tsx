import { useEffect, useState } from 'react';

const isBlogPostPath = (pathname: string) => /^\/blog\/[^/]+$/i.test(pathname);
const isBlogListPath = (pathname: string) => /^\/(blog|BlogPage)$/i.test(pathname);
/** The blog's pages: a list page or a post. */
export const isBlogPath = (pathname: string) =>
  isBlogListPath(pathname) || isBlogPostPath(pathname);

/** The spinner's place, and the spinner while `loading`. */
export function BlogLoadingStatus({ loading }: { loading: boolean }) {
  return (
    <div
      role="status"
      aria-live="polite"
      className="pointer-events-none fixed inset-x-0 top-24 z-40 flex justify-center"
    >
      {loading ? (
        <span className="inline-flex items-center gap-3 rounded-full bg-white px-5 py-3 font-medium text-ink shadow-lg">
          <span
            aria-hidden="true"
            className="size-5 animate-spin rounded-full border-2 border-brand-100 border-t-brand-700"
          />
          Loading...
        </span>
      ) : null}
    </div>
  );
}

/**
 * Spec §2.3 blog loading state on a blog page sent as islands (ADR 061), where its links
 * are document loads (blog-loading.tsx has it where React Router navigates): from a press on a link to another blog page until the page is left. A page the
 * browser brings back from its history cache shows no spinner.
 */
export function BlogDocumentLoading() {
  const [loading, setLoading] = useState(false);
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0) return;
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const link = event.target instanceof Element ? event.target.closest('a') : null;
      if (!link || link.target || link.hasAttribute('download')) return;
      if (link.origin !== location.origin || !isBlogPath(link.pathname)) return;
      if (link.pathname + link.search === location.pathname + location.search) return;
      setLoading(true);
    };
    const onShow = () => setLoading(false);
    document.addEventListener('click', onClick);
    addEventListener('pageshow', onShow);
    return () => {
      document.removeEventListener('click', onClick);
      removeEventListener('pageshow', onShow);
    };
  }, []);
  return <BlogLoadingStatus loading={loading} />;
}
