import { useNavigation } from 'react-router';

/**
 * Spec §2.3 blog loading state: while the next blog page or post loads in the browser, a
 * spinner says so (the first visit arrives rendered from the server and needs none).
 */
export function BlogLoading({ match }: { match: (pathname: string) => boolean }) {
  const navigation = useNavigation();
  const loading = navigation.state === 'loading' && match(navigation.location.pathname);
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

export const isBlogPostPath = (pathname: string) => /^\/blog\/[^/]+$/i.test(pathname);
export const isBlogListPath = (pathname: string) => /^\/(blog|BlogPage)$/i.test(pathname);
