import type { BlogReadService } from './blog.ts';

/**
 * What the server hands every React Router loader and action (`context`). Loaders call
 * domain services in-process through `services`; the app never imports server code.
 * Each domain adds its read methods to `SiteServices` as it is built.
 */
export interface SiteServices {
  blog: BlogReadService;
}

export interface AppContext {
  /** Nonce of this response's Content-Security-Policy, for inline scripts. */
  cspNonce: string;
  /** The site's public origin, without a trailing slash (canonical URLs, sitemap). */
  publicUrl: string;
  services: SiteServices;
}
