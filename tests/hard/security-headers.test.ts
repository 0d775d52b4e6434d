import { createHash } from 'node:crypto';
import type { RouteConfigEntry } from '@react-router/dev/routes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import routes from '../../app/routes.ts';
import { startServer, type RunningServer } from '../setup/server-process.ts';

/**
 * Every route of app/routes.ts (pages, aliases, admin screens, sitemap/robots/rss, redirects),
 * every operation of the OpenAPI document, /media, static assets and 404s answer with the
 * security headers (the JSON API with its own, stricter policy); HSTS only when the request
 * came over HTTPS (through the proxy).
 */

const ADMIN_EMAIL = 'headers-owner@example.com';
const ADMIN_PASSWORD = 'headers-owner-password';
let server: RunningServer;

function routePaths(entries: RouteConfigEntry[], parent = ''): string[] {
  const paths: string[] = [];
  for (const entry of entries) {
    const own = entry.index ? parent : entry.path ? `${parent}/${entry.path}` : parent;
    if (entry.index || entry.path) paths.push(own || '/');
    if (entry.children) paths.push(...routePaths(entry.children, own));
  }
  return paths;
}

const concrete = (path: string) =>
  path
    .replace(/:(\w+)/g, 'sample-$1-value-0123456789')
    .replace(/\*/g, 'no-such-page')
    .replace(/&/g, '%26');

function expectHsts(label: string, headers: Headers, https: boolean) {
  const hsts = headers.get('strict-transport-security');
  if (https)
    expect(hsts, `${label}: HSTS over https`).toMatch(
      /^max-age=(3153[6-9]\d{3}|[4-9]\d{7}|\d{9,}); includeSubDomains/,
    );
  else expect(hsts, `${label}: no HSTS over plain http`).toBeNull();
}

const cspDirectives = (headers: Headers) =>
  new Map(
    (headers.get('content-security-policy') ?? '').split(';').map((d) => {
      const [name, ...values] = d.trim().split(/\s+/);
      return [name, values] as const;
    }),
  );

/**
 * What every answer holds: no plugins, no <base>, never framed, never MIME-sniffed, and
 * HSTS exactly when the request came over HTTPS.
 */
function expectCommonHeaders(label: string, headers: Headers, https: boolean) {
  const directives = cspDirectives(headers);
  for (const name of ['object-src', 'base-uri', 'frame-ancestors']) {
    expect(directives.get(name), `${label}: ${name}`).toEqual(["'none'"]);
  }
  expect(headers.get('x-content-type-options'), label).toBe('nosniff');
  expect(headers.get('x-frame-options'), label).toBe('DENY');
  expectHsts(label, headers, https);
}

/** JSON answers of /api: nothing may load, run or frame them, nor read them cross-origin. */
function expectApiHeaders(label: string, headers: Headers, https: boolean) {
  const directives = cspDirectives(headers);
  expect(directives.get('default-src'), `${label}: default-src`).toEqual(["'none'"]);
  expect(directives.has('script-src'), `${label}: no script-src`).toBe(false);
  expect(headers.get('cross-origin-resource-policy'), label).toBe('same-origin');
  expect(headers.get('referrer-policy'), label).toBe('no-referrer');
  expectCommonHeaders(label, headers, https);
}

/**
 * The browsable API document (/api/docs, @fastify/swagger-ui): a page whose scripts, styles
 * and images are its own files; nothing inline runs, and it is still never framed.
 */
function expectDocsHeaders(label: string, headers: Headers, https: boolean) {
  const directives = cspDirectives(headers);
  expect(directives.get('default-src'), `${label}: default-src`).toEqual(["'none'"]);
  expect(directives.get('script-src'), `${label}: script-src`).toEqual(["'self'"]);
  // 'self' and the hash of swagger-ui's logo <style>; no 'unsafe-inline'.
  expect(directives.get('style-src')?.[0], `${label}: style-src`).toBe("'self'");
  expect(directives.get('style-src')?.slice(1), `${label}: style-src`).toEqual([
    expect.stringMatching(/^'sha256-[\w+/]+=*'$/),
  ]);
  expect(headers.get('cross-origin-resource-policy'), label).toBe('same-origin');
  expectCommonHeaders(label, headers, https);
}

/**
 * A page's scripts run from 'self' and by this answer's nonce, or, for a page served the same
 * to every reader (a blog page or a prerendered one, ADR 059), by the hashes of its inline
 * scripts; of the pages, only such a kept one has an ETag.
 */
function expectSecurityHeaders(label: string, headers: Headers, https: boolean) {
  const directives = cspDirectives(headers);
  const scriptSrc = directives.get('script-src') ?? directives.get('default-src') ?? [];
  expect(scriptSrc, `${label}: script-src`).not.toContain("'unsafe-inline'");
  expect(scriptSrc, `${label}: script-src`).not.toContain("'unsafe-eval'");
  expect(scriptSrc[0], `${label}: script-src`).toBe("'self'");
  const hashed =
    headers.get('etag') !== null && /^text\/html/.test(headers.get('content-type') ?? '');
  const others = scriptSrc.slice(1);
  if (hashed) {
    expect(others.length, `${label}: hashes`).toBeGreaterThan(0);
    expect(others, `${label}: hashes`).toEqual(
      others.map(() => expect.stringMatching(/^'sha256-[\w+/]+=*'$/)),
    );
  } else {
    expect(others, `${label}: nonce`).toEqual([expect.stringMatching(/^'nonce-[\w+/]+=*'$/)]);
  }
  // Pages whose URL holds a secret token send no referrer at all; the rest never leak paths.
  expect(['strict-origin-when-cross-origin', 'no-referrer'], `${label}: referrer-policy`).toContain(
    headers.get('referrer-policy'),
  );
  expect(headers.get('permissions-policy'), label).toMatch(
    /camera=\(\).*microphone=\(\).*geolocation=\(\)/,
  );
  expectCommonHeaders(label, headers, https);
}

beforeAll(async () => {
  server = await startServer({ ADMIN_EMAIL, ADMIN_PASSWORD, TRUST_PROXY: '1' });
});
afterAll(async () => {
  await server?.stop();
});

describe('security headers on every route', () => {
  it('are sent by every page route, API operation, /media, asset, 404 and redirect', async () => {
    const login = await fetch(`${server.baseURL}/api/admin/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: ADMIN_EMAIL, password: ADMIN_PASSWORD }),
    });
    const token = ((await login.json()) as { token: string }).token;

    const pages = [...new Set(routePaths(routes).map(concrete))];
    expect(pages.length).toBeGreaterThan(40);
    const doc = (await (await fetch(`${server.baseURL}/api/openapi.json`)).json()) as {
      paths: Record<string, Record<string, { security?: unknown[] }>>;
    };
    const api: [string, string, boolean][] = [];
    for (const [path, methods] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(methods)) {
        if (method === 'post' && path.endsWith('/logout')) continue;
        api.push([
          method.toUpperCase(),
          concrete(path.replace(/\{(\w+)\}/g, ':$1')),
          !!op.security,
        ]);
      }
    }
    // Generated from the routes' schemas: every API route (38) and /media, not the docs page.
    expect(api.length).toBeGreaterThanOrEqual(38);
    expect(api.some(([, path]) => path.startsWith('/api/docs'))).toBe(false);
    const home = await (await fetch(`${server.baseURL}/`)).text();
    const asset =
      /<script[^>]+src="(\/assets\/[^"]+\.js)"/.exec(home)?.[1] ??
      /(\/assets\/[^"]+\.js)/.exec(home)?.[1];
    expect(asset).toBeTruthy();
    const extras: [string, string, boolean][] = [
      ['GET', asset!, false],
      ['GET', '/favicon.ico', false],
      ['GET', '/media/00000000-0000-4000-8000-000000000000.webp', false],
      ['GET', '/media/nonsense', false],
      ['GET', '/api/no-such-endpoint', false],
      ['POST', '/api/no-such-endpoint', false],
      ['GET', '/no/such/page', false],
      ['GET', '/admin/no-such-screen', false],
      ['GET', '/contact', false],
      ['GET', '/blog/no-such-post', false],
      ['GET', '/api/docs', false],
      ['GET', '/api/docs/static/swagger-ui-bundle.js', false],
      ['GET', '/api/docs/static/swagger-initializer.js', false],
      ['GET', '/api/docs/static/swagger-ui.css', false],
      ['GET', '/api/docs/json', false],
    ];
    const targets: [string, string, boolean][] = [
      ...pages.map((p): [string, string, boolean] => ['GET', p, false]),
      ...api,
      ...extras,
    ];
    const statuses = new Map<number, number>();
    let checked = 0;
    for (const [method, path, admin] of targets) {
      for (const https of [false, true]) {
        for (const withToken of admin ? [false, true] : [false]) {
          const response = await fetch(`${server.baseURL}${path}`, {
            method,
            redirect: 'manual',
            headers: {
              ...(https ? { 'x-forwarded-proto': 'https' } : {}),
              ...(withToken ? { authorization: `Bearer ${token}` } : {}),
              ...(method === 'GET' || method === 'DELETE'
                ? {}
                : { 'content-type': 'application/json' }),
            },
            body: method === 'GET' || method === 'DELETE' ? undefined : '{}',
          });
          await response.arrayBuffer();
          statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
          expect(response.status, `${method} ${path}`).toBeLessThan(500);
          const expectHeaders = path.startsWith('/api/docs')
            ? expectDocsHeaders
            : path.startsWith('/api/')
              ? expectApiHeaders
              : expectSecurityHeaders;
          expectHeaders(`${method} ${path}${https ? ' (https)' : ''}`, response.headers, https);
          checked++;
        }
      }
    }
    const seen = [...statuses.keys()];
    // Pages, redirects, refusals and misses were all among them.
    expect(seen).toEqual(expect.arrayContaining([200, 302, 401, 404]));
    console.log(
      `[headers] ${checked} answers checked (${pages.length} page routes, ${api.length} API operations, ${extras.length} others); statuses ${JSON.stringify([...statuses.entries()].sort(([a], [b]) => a - b))}`,
    );
  });

  it("marks every inline script of a page with this answer's nonce", async () => {
    for (const path of ['/', '/blog?page=x', '/Contact', '/admin', '/admin/forgot-password']) {
      const response = await fetch(`${server.baseURL}${path}`);
      const csp = response.headers.get('content-security-policy') ?? '';
      const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
      expect(nonce).toBeTruthy();
      const html = await response.text();
      const scripts = [...html.matchAll(/<script\b([^>]*)>/g)].map((m) => m[1]!);
      expect(scripts.length).toBeGreaterThan(0);
      for (const attributes of scripts) {
        if (/\bsrc=/.test(attributes) && !/type="module"/.test(attributes)) continue;
        // Data blocks (JSON-LD) are never executed.
        if (/type="application\/(ld\+)?json"/.test(attributes)) continue;
        expect(attributes, `${path}: <script${attributes}>`).toContain(`nonce="${nonce}"`);
      }
      // A fresh nonce every time.
      const again = await fetch(`${server.baseURL}${path}`);
      expect(again.headers.get('content-security-policy')).not.toContain(nonce);
    }
  });

  it('lets a cached blog page run exactly its inline scripts, by hash, with no nonce', async () => {
    const list = (await (await fetch(`${server.baseURL}/api/blogs?page=1&limit=1`)).json()) as {
      data: { slug: string }[];
    };
    for (const path of ['/blog', `/blog/${list.data[0]!.slug}`]) {
      await fetch(`${server.baseURL}${path}`);
      const response = await fetch(`${server.baseURL}${path}`);
      expect(response.headers.get('x-page-cache'), path).toBe('hit');
      const sources = cspDirectives(response.headers).get('script-src') ?? [];
      const html = await response.text();
      expect(html, path).not.toContain('nonce=');
      const inline = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)].filter(
        (m) => !/\bsrc=/.test(m[1]!) && !/type="application\/(ld\+)?json"/.test(m[1]!),
      );
      expect(inline.length, path).toBeGreaterThan(0);
      for (const [, , text] of inline) {
        const hash = createHash('sha256').update(text!).digest('base64');
        expect(sources, path).toContain(`'sha256-${hash}'`);
      }
    }
  });
});
