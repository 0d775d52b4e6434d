import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';

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

/**
 * Security headers on every answer. Scripts run only from our origin or with this
 * request's nonce: no 'unsafe-inline' for scripts.
 */
export function registerSecurityHeaders(app: FastifyInstance, options: SecurityHeaderOptions) {
  app.decorateRequest('cspNonce', '');
  app.addHook('onRequest', async (request, reply) => {
    const nonce = randomBytes(16).toString('base64');
    request.cspNonce = nonce;
    const scriptSrc = options.development
      ? "'self' 'unsafe-inline' 'unsafe-eval'"
      : `'self' 'nonce-${nonce}'`;
    const connectSrc = options.development ? "'self' ws: wss:" : "'self'";
    reply.headers({
      'content-security-policy': [
        "default-src 'self'",
        `script-src ${scriptSrc}`,
        "style-src 'self' 'unsafe-inline'",
        "img-src 'self' data: blob:",
        "font-src 'self' data:",
        `connect-src ${connectSrc}`,
        "media-src 'self'",
        "object-src 'none'",
        "base-uri 'none'",
        "form-action 'self'",
        "frame-ancestors 'none'",
        "manifest-src 'self'",
        "worker-src 'self' blob:",
      ].join('; '),
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'DENY',
      'referrer-policy': 'strict-origin-when-cross-origin',
      'permissions-policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
      'cross-origin-opener-policy': 'same-origin',
      'cross-origin-resource-policy': 'same-origin',
      'x-dns-prefetch-control': 'off',
    });
    if (request.protocol === 'https') {
      reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
    }
  });
}
