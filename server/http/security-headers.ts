import { randomFillSync } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { DOCS_PREFIX } from './openapi.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** Per-request nonce for the inline scripts React Router renders. */
    cspNonce: string;
  }
}

export interface SecurityHeaderOptions {
  /** Vite's dev server injects inline scripts without nonces; the CSP is relaxed there. */
  development: boolean;
}

const NONCE_BYTES = 16;

/**
 * Nonces from one pool of cryptographic randomness, refilled 4 KiB at a time: one system
 * call per 256 responses instead of one each.
 */
function noncePool(): () => string {
  const pool = Buffer.alloc(4096);
  let offset = pool.length;
  return () => {
    if (offset + NONCE_BYTES > pool.length) {
      randomFillSync(pool);
      offset = 0;
    }
    const nonce = pool.toString('base64', offset, offset + NONCE_BYTES);
    offset += NONCE_BYTES;
    return nonce;
  };
}

/**
 * The API answers JSON, which no browser runs or lays out: it needs no script nonce and
 * none of the headers that only govern a document (permissions, opener, prefetch). Its
 * policy lets nothing load at all, stricter than any page's, and still names `object-src`
 * and `base-uri` (ASVS 3.4.3); the rest keeps answers from being sniffed, framed, read
 * cross-origin or named in a referrer.
 */
export const API_HEADERS: Readonly<Record<string, string>> = {
  'content-security-policy':
    "default-src 'none'; object-src 'none'; base-uri 'none'; frame-ancestors 'none'",
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'cross-origin-resource-policy': 'same-origin',
  'referrer-policy': 'no-referrer',
};

/**
 * The `<style>` of the logo swagger-ui 5 draws (`.logo_small_svg__cls-2{fill:#fff}...`),
 * its one inline style; the hash allows exactly that text.
 */
const DOCS_LOGO_STYLE_HASH = "'sha256-RL3ie0nH+Lzz2YNqQN83mnU0J1ot4QL7b99vMdIX99w='";

/**
 * The API's browsable document (@fastify/swagger-ui) is a page: its HTML loads scripts,
 * styles and images from its own static files and fetches the document from the same
 * origin. It has no inline script (the initializer is a file), so nothing but 'self' runs.
 */
const DOCS_HEADERS = {
  ...API_HEADERS,
  'content-security-policy': [
    "default-src 'none'",
    "script-src 'self'",
    `style-src 'self' ${DOCS_LOGO_STYLE_HASH}`,
    "img-src 'self' data:",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'none'",
    "frame-ancestors 'none'",
  ].join('; '),
};

/** The headers of every page beside its policy (and HSTS over HTTPS). */
export const PAGE_HEADERS: Readonly<Record<string, string>> = {
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'permissions-policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'x-dns-prefetch-control': 'off',
};

/** Answers over HTTPS tell the browser to use nothing else. */
export const HSTS = ['strict-transport-security', 'max-age=31536000; includeSubDomains'] as const;

/** The policy of a page whose scripts may come from `scriptSrc`. */
function pagePolicy(scriptSrc: string, development = false): string {
  return [
    "default-src 'self'",
    `script-src ${scriptSrc}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    `connect-src ${development ? "'self' ws: wss:" : "'self'"}`,
    "media-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    "manifest-src 'self'",
    "worker-src 'self' blob:",
  ].join('; ');
}

/**
 * The policy of a page whose bytes are the same for every reader (a cached blog page,
 * server/http/blog-pages.ts): it cannot carry a per-response nonce, so its inline scripts
 * run by their sha256 hashes, given as base64; still no 'unsafe-inline'.
 */
export function hashedPagePolicy(scriptHashes: readonly string[]): string {
  return pagePolicy(["'self'", ...scriptHashes.map((hash) => `'sha256-${hash}'`)].join(' '));
}

/**
 * Security headers on every answer. Scripts run only from our origin or with this
 * request's nonce: no 'unsafe-inline' for scripts.
 */
export function registerSecurityHeaders(app: FastifyInstance, options: SecurityHeaderOptions) {
  const nextNonce = noncePool();
  // The policy around the nonce, built once.
  const [before, after] = options.development
    ? [pagePolicy("'self' 'unsafe-inline' 'unsafe-eval'", true), '']
    : (pagePolicy("'self' 'nonce-{nonce}'").split('{nonce}') as [string, string]);

  app.decorateRequest('cspNonce', '');
  // A callback hook: no promise per request on the hottest path of every answer.
  app.addHook('onRequest', (request, reply, done) => {
    if (request.url.startsWith(`${DOCS_PREFIX}/`) || request.url === DOCS_PREFIX) {
      reply.headers(DOCS_HEADERS);
    } else if (request.url.startsWith('/api/')) {
      reply.headers(API_HEADERS);
    } else {
      const nonce = nextNonce();
      request.cspNonce = nonce;
      reply.header(
        'content-security-policy',
        options.development ? before : `${before}${nonce}${after}`,
      );
      reply.headers(PAGE_HEADERS);
    }
    if (request.protocol === 'https') {
      reply.header(...HSTS);
    }
    done();
  });
}
