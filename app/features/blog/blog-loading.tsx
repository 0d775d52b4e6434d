import { useNavigation } from 'react-router';
import { BlogLoadingStatus, isBlogPath } from './blog-document-loading.tsx';

/**
 * Spec §2.3 blog loading state: while the next blog page or post loads in the browser, a
 * spinner says so (the first visit arrives rendered from the server and needs none).
 * Where React Router navigates: in development, where the public pages hydrate with it.
 */
export function BlogLoading() {
  const navigation = useNavigation();
  return (
    <BlogLoadingStatus
      loading={navigation.state === 'loading' && isBlogPath(navigation.location.pathname)}
    />
  );
}
