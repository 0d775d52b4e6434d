import { Toaster } from 'sonner';
import { TOAST_AUTOCLOSE_MS } from '../../common/constants.ts';

/**
 * Where the site's toasts show, rendered once by root.tsx; on a page of islands it is an
 * island of its own (app/islands/registry.tsx), so both must render this same element.
 */
export function SiteToaster() {
  return <Toaster position="top-right" duration={TOAST_AUTOCLOSE_MS} closeButton richColors />;
}
