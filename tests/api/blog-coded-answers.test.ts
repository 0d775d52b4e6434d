import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendBlog, signInAdmin } from '../setup/admin.ts';
import { createAppBeside, createTestApp, type TestApp } from '../setup/test-app.ts';
import { testDbKind } from '../setup/test-db.ts';

const decoders: Record<string, (bytes: Buffer) => Buffer> = {
  gzip: gunzipSync,
  br: brotliDecompressSync,
};

/**
 * The public blog reads of the JSON API in the codings a client asks for: compressed once
 * with the body they decode to (server/http/blogs.ts), sent in the coding the client takes
 * and never older than the data.
 */
describe(`public blog reads, compressed, on ${testDbKind()}`, () => {
  let t: TestApp;
  let other: TestApp;
  let token: string;
  let id: string;
  const list = '/api/blogs?page=1&limit=10';
  beforeAll(async () => {
    t = await createTestApp({ BLOG_VIEW_FLUSH_MS: '0' });
    other = await createAppBeside();
    ({ token } = await signInAdmin(t));
    // A short post (its answer well under 1 KB) and a list page over 1 KB.
    const created = await sendBlog(t, token, { blog_title: 'Coded one', content: '<p>c</p>' });
    id = (created.json().data as { _id: string })._id;
    for (const n of [1, 2]) {
      await sendBlog(t, token, {
        blog_title: `Coded long ${n}`,
        content: `<p>${'words to compress '.repeat(40)}</p>`,
      });
    }
  });
  afterAll(async () => {
    await Promise.all([t.app.close(), other.app.close()]);
  });

  const get = (url: string, acceptEncoding?: string) =>
    t.app.inject({
      method: 'GET',
      url,
      headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding },
    });
  /** What a client sees: status, every header but the date, and the bytes as sent. */
  const seen = (response: Awaited<ReturnType<typeof get>>) => {
    const { date: _date, ...headers } = response.headers;
    return { status: response.statusCode, headers, bytes: response.rawPayload };
  };
  /** The body a client reads once it has undone the answer's coding. */
  const decoded = (response: Awaited<ReturnType<typeof get>>) => {
    const coding = response.headers['content-encoding'] as string | undefined;
    return (coding ? decoders[coding]!(response.rawPayload) : response.rawPayload).toString();
  };

  it('sends gzip and brotli that decode to exactly the plain body, the same at every read', async () => {
    for (const url of [list, `/api/blogs/${id}`]) {
      const plain = await get(url);
      expect(plain.statusCode, url).toBe(200);
      expect(plain.headers['content-encoding']).toBeUndefined();
      // The plain answer varies with the header too, or a cache would hand it to everyone.
      expect(plain.headers.vary).toBe('accept-encoding');
      for (const [asked, coding] of [
        ['gzip', 'gzip'],
        ['br', 'br'],
        ['gzip, deflate, br, zstd', 'br'],
        ['gzip;q=1.0, identity; q=0.5, *;q=0', 'gzip'],
      ] as const) {
        const first = await get(url, asked);
        expect(first.statusCode, `${url} ${asked}`).toBe(200);
        expect(first.headers['content-encoding'], `${url} ${asked}`).toBe(coding);
        expect(first.headers.vary).toBe('accept-encoding');
        expect(first.headers['content-type']).toBe('application/json; charset=utf-8');
        expect(Number(first.headers['content-length'])).toBe(first.rawPayload.length);
        expect(first.rawPayload.length).toBeLessThan(plain.rawPayload.length);
        expect(decoded(first)).toBe(plain.body);
        // Repeated reads are answered from what was kept: the same answer, byte for byte.
        for (let i = 0; i < 2; i += 1) expect(seen(await get(url, asked))).toEqual(seen(first));
      }
    }
  });

  it('sends the plain body to a client that refuses every coding it is kept in', async () => {
    for (const url of [list, `/api/blogs/${id}`]) {
      const plain = await get(url);
      for (const asked of ['gzip;q=0', 'br;q=0, gzip;q=0', 'identity', '']) {
        for (let i = 0; i < 2; i += 1) {
          const answer = await get(url, asked);
          expect(answer.statusCode, `${url} ${asked}`).toBe(200);
          expect(answer.headers['content-encoding'], `${url} ${asked}`).toBeUndefined();
          expect(answer.body).toBe(plain.body);
        }
      }
      // Refusing brotli still takes gzip.
      expect((await get(url, 'br;q=0, gzip')).headers['content-encoding']).toBe('gzip');
    }
  });

  it('compresses the new answer after an edit here, a view, and an edit in another process', async () => {
    const post = `/api/blogs/${id}`;
    /** Each coding's answer of `url`, decoded, as parsed JSON. */
    const everyCoding = async (url: string) =>
      Promise.all(
        [undefined, 'gzip', 'br'].map(async (asked) => JSON.parse(decoded(await get(url, asked)))),
      );
    const titles = async () => {
      const [post_, list_] = await Promise.all([everyCoding(post), everyCoding(list)]);
      return [
        ...post_.map((answer) => answer.data.blog_title as string),
        ...list_.map(
          (answer) =>
            (answer.data as { _id: string; blog_title: string }[]).find((p) => p._id === id)
              ?.blog_title,
        ),
      ];
    };
    expect(await titles()).toEqual(Array(6).fill('Coded one'));

    const edited = await sendBlog(
      t,
      token,
      { blog_title: 'Coded one, edited', content: '<p>edited here</p>' },
      { method: 'PUT', id },
    );
    expect(edited.statusCode).toBe(200);
    expect(await titles()).toEqual(Array(6).fill('Coded one, edited'));
    for (const answer of await everyCoding(post)) expect(answer.data.content).toContain('edited');

    const viewsBefore = (await everyCoding(post)).map((answer) => answer.data.views as number);
    const counted = await t.app.inject({
      method: 'POST',
      url: `/api/blogs/${id}/views`,
      headers: { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Firefox/133.0' },
      remoteAddress: '10.94.0.1',
    });
    expect(counted.json().counted).toBe(true);
    expect((await everyCoding(post)).map((answer) => answer.data.views)).toEqual(
      viewsBefore.map((n) => n + 1),
    );

    const { token: otherToken } = await signInAdmin(other);
    const elsewhere = await sendBlog(
      other,
      otherToken,
      { blog_title: 'Coded one, edited elsewhere', content: '<p>there</p>' },
      { method: 'PUT', id },
    );
    expect(elsewhere.statusCode).toBe(200);
    await expect
      .poll(titles, { timeout: 3000 })
      .toEqual(Array(6).fill('Coded one, edited elsewhere'));
  });

  it('answers over the network as the route does, from the first read of a new answer on', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    /** A GET as a client sends it: status, headers as sent (but the date) and raw bytes. */
    const fetched = (url: string, acceptEncoding: string) =>
      new Promise<{ status: number; headers: string[]; bytes: Buffer }>((resolve, reject) => {
        const headers = { 'accept-encoding': acceptEncoding };
        request(`http://127.0.0.1:${port}${url}`, { headers }, (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () => {
            const raw = response.rawHeaders;
            const sent: string[] = [];
            for (let i = 0; i < raw.length; i += 2) {
              if (raw[i]!.toLowerCase() !== 'date')
                sent.push(`${raw[i]!.toLowerCase()}: ${raw[i + 1]}`);
            }
            resolve({ status: response.statusCode!, headers: sent, bytes: Buffer.concat(chunks) });
          });
        })
          .on('error', reject)
          .end();
      });
    // An edit drops the kept answers: the next read of each URL goes through the route.
    const edited = await sendBlog(
      t,
      token,
      { blog_title: 'Coded one, sent', content: '<p>sent</p>' },
      { method: 'PUT', id },
    );
    expect(edited.statusCode).toBe(200);
    for (const url of [list, `/api/blogs/${id}`]) {
      for (const asked of ['gzip', 'br']) {
        const first = await fetched(url, asked);
        expect(first.status).toBe(200);
        expect(first.headers).toContain(`content-encoding: ${asked}`);
        expect(first.headers).toContain(`content-length: ${first.bytes.length}`);
        expect(decoders[asked]!(first.bytes).toString()).toContain('Coded one, sent');
        for (let i = 0; i < 2; i += 1) expect(await fetched(url, asked)).toEqual(first);
      }
    }
  });
});
