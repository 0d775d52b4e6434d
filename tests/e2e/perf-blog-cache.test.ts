import { gunzipSync } from 'node:zlib';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { BlogDto } from '../../common/blog.ts';
import { rawGet } from '../setup/raw-http.ts';

/**
 * The cache of rendered blog pages (server/blog/page-cache.ts) against the production
 * server: a cached page must behave exactly like a fresh render.
 */
const baseURL = inject('baseURL');
let token = '';

async function api(method: string, path: string, body?: unknown) {
  const response = await fetch(`${baseURL}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  return { status: response.status, json: (await response.json()) as { data: BlogDto } };
}

async function page(path: string) {
  const response = await fetch(`${baseURL}${path}`);
  const html = (await response.text()).replace(/<!-- -->/g, '');
  return {
    status: response.status,
    html,
    csp: response.headers.get('content-security-policy') ?? '',
    cache: response.headers.get('x-page-cache'),
    nonces: [...new Set([...html.matchAll(/nonce="([^"]+)"/g)].map((m) => m[1]))],
    views: Number(html.match(/(\d+) views?</)?.[1]),
  };
}

beforeAll(async () => {
  const response = await fetch(`${baseURL}/api/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: inject('adminEmail'), password: inject('adminPassword') }),
  });
  token = ((await response.json()) as { token: string }).token;
  expect(token).toBeTruthy();
});

describe('cached blog post pages', () => {
  it('serve the second visit from the cache with its own nonce and a live view count', async () => {
    const { json } = await api('POST', '/api/blogs', {
      blog_title: 'Cache nonce check',
      content: '<p>Nonces differ per response.</p>',
      status: 'published',
    });
    const path = `/blog/${json.data.slug}`;
    const first = await page(path);
    const second = await page(path);
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(second.cache).toBe('hit');
    expect(first.nonces).toHaveLength(1);
    expect(second.nonces).toHaveLength(1);
    expect(first.nonces[0]).not.toBe(second.nonces[0]);
    expect(first.csp).toContain(`'nonce-${first.nonces[0]}'`);
    expect(second.csp).toContain(`'nonce-${second.nonces[0]}'`);
    expect(second.csp.match(/script-src [^;]*/)?.[0]).not.toContain('unsafe-inline');
    expect(second.html).not.toContain('7390241583');
    expect(first.views).toBe(1);
    expect(second.views).toBe(2);
    expect((await page(path)).views).toBe(3);

    // Compressed hits (stitched from parts compressed once) and plain ones carry one page.
    const raw = (encoding: string) => rawGet(`${baseURL}${path}`, { 'accept-encoding': encoding });
    const normal = (html: string) =>
      html
        .replace(/nonce="[^"]+"/g, 'nonce="N"')
        .replace(/\d+(?= views?<)|(?<=views\\",)\d+/g, 'V');
    const plain = await raw('identity');
    const zipped = await raw('gzip');
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.headers['x-page-cache']).toBe('hit');
    expect(plain.headers['content-encoding']).toBeUndefined();
    const unzipped = gunzipSync(zipped.body).toString('utf8');
    expect(plain.body.toString('utf8')).toContain('4 views');
    expect(unzipped).toContain('5 views');
    expect(normal(unzipped)).toBe(normal(plain.body.toString('utf8')));
  });

  it('shows an edit at once and answers 404 once the post is deleted', async () => {
    const { json } = await api('POST', '/api/blogs', {
      blog_title: 'Cache before edit',
      content: '<p>Old words.</p>',
      status: 'published',
    });
    const path = `/blog/${json.data._id}`;
    await page(path);
    expect((await page(path)).cache).toBe('hit');

    const edited = await api('PUT', `/api/blogs/${json.data._id}`, {
      blog_title: 'Cache after edit',
      content: '<p>New words.</p>',
      status: 'published',
    });
    expect(edited.status).toBe(200);
    const after = await page(path);
    expect(after.html).toContain('Cache after edit');
    expect(after.html).toContain('New words.');
    expect(after.html).not.toContain('Old words.');

    const draft = await api('PUT', `/api/blogs/${json.data._id}`, {
      blog_title: 'Cache after edit',
      content: '<p>New words.</p>',
      status: 'draft',
    });
    expect(draft.status).toBe(200);
    expect((await page(path)).status).toBe(404);

    await api('PUT', `/api/blogs/${json.data._id}`, {
      blog_title: 'Cache after edit',
      content: '<p>New words.</p>',
      status: 'published',
    });
    expect((await page(path)).status).toBe(200);
    const removed = await fetch(`${baseURL}/api/blogs/${json.data._id}`, {
      method: 'DELETE',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(removed.status).toBe(200);
    const gone = await page(path);
    expect(gone.status).toBe(404);
    expect(gone.html).toMatch(/<h1[^>]*>Blog Not Found<\/h1>/);
  });
});
