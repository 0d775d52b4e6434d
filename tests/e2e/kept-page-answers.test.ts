import { request } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { beforeAll, describe, expect, inject, it } from 'vitest';

/**
 * The kept pages as the production server sends them from bytes and headers made once
 * (server/http/ready-answers.ts): every coding, its ETag and 304, HTTPS behind the proxy,
 * HEAD, and the headers every page carries.
 */
const baseURL = inject('baseURL');
const PERSON =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

function send(method: string, path: string, headers: Record<string, string>): Promise<Answer> {
  return new Promise((resolve, reject) => {
    request(
      `${baseURL}${path}`,
      { method, headers: { 'user-agent': PERSON, ...headers } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }),
        );
      },
    )
      .on('error', reject)
      .end();
  });
}

const decoded = (answer: Answer) => {
  const coding = answer.headers['content-encoding'];
  if (coding === 'br') return brotliDecompressSync(answer.body).toString('utf8');
  if (coding === 'gzip') return gunzipSync(answer.body).toString('utf8');
  return answer.body.toString('utf8');
};

/** The headers every page answer carries beside its policy. */
const PAGE_HEADERS = {
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'permissions-policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'x-dns-prefetch-control': 'off',
};

describe('kept pages on the wire', () => {
  const paths = ['/', '/Services', '/blog'];
  beforeAll(async () => {
    const login = await fetch(`${baseURL}/api/admin/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: inject('adminEmail'), password: inject('adminPassword') }),
    });
    const { token } = (await login.json()) as { token: string };
    const created = await fetch(`${baseURL}/api/blogs`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        blog_title: 'Kept on the wire',
        content: '<p>Sent from bytes made once.</p>',
        status: 'published',
      }),
    });
    expect(created.status).toBe(201);
    const { data } = (await created.json()) as { data: { slug: string } };
    paths.push(`/blog/${data.slug}`);
    // Blog pages are kept on their first render.
    for (const path of paths) await send('GET', path, {});
  });

  it('answer each coding with its own tag, the same page and the same headers', async () => {
    for (const path of paths) {
      const [br, gzip, plain] = await Promise.all(
        ['br', 'gzip', ''].map((coding) =>
          send('GET', path, coding ? { 'accept-encoding': coding } : {}),
        ),
      );
      const stem = (plain!.headers.etag as string).slice(1, -1);
      for (const [answer, coding] of [
        [br!, 'br'],
        [gzip!, 'gzip'],
        [plain!, undefined],
      ] as const) {
        expect(answer.status, path).toBe(200);
        expect(answer.headers['content-encoding'], path).toBe(coding);
        expect(answer.headers.etag).toBe(`"${stem}${coding ? `-${coding}` : ''}"`);
        expect(Number(answer.headers['content-length'])).toBe(answer.body.length);
        expect(decoded(answer)).toBe(plain!.body.toString('utf8'));
        expect(answer.headers).toMatchObject({
          ...PAGE_HEADERS,
          'content-type': 'text/html; charset=utf-8',
          vary: 'accept-encoding, user-agent',
        });
        expect(answer.headers['content-security-policy']).toBe(
          plain!.headers['content-security-policy'],
        );
        const scripts = (answer.headers['content-security-policy'] as string).match(
          /script-src ([^;]*)/,
        )![1]!;
        expect(scripts).toMatch(/^'self' 'sha256-/);
        expect(scripts).not.toMatch(/nonce-|unsafe-inline/);
        expect(answer.headers['strict-transport-security']).toBeUndefined();
      }
    }
  });

  it("answer 304 for the copy a reader holds, in any coding, with the copy's policy", async () => {
    for (const path of paths) {
      const held = await send('GET', path, { 'accept-encoding': 'gzip' });
      for (const coding of ['br', 'gzip', '']) {
        const asked: Record<string, string> = coding ? { 'accept-encoding': coding } : {};
        for (const tag of [held.headers.etag as string, `W/${held.headers.etag as string}`]) {
          const again = await send('GET', path, { ...asked, 'if-none-match': tag });
          expect(again.status, `${path} ${coding} ${tag}`).toBe(304);
          expect(again.body.length).toBe(0);
          expect(again.headers['content-encoding']).toBeUndefined();
          expect(again.headers['content-security-policy']).toBe(
            held.headers['content-security-policy'],
          );
          expect(again.headers).toMatchObject(PAGE_HEADERS);
        }
      }
      const other = await send('GET', path, { 'if-none-match': '"someone-else"' });
      expect(other.status).toBe(200);
    }
  });

  it('say HSTS over HTTPS (behind the proxy) and answer HEAD without a body', async () => {
    for (const path of paths) {
      const secure = await send('GET', path, {
        'accept-encoding': 'gzip',
        'x-forwarded-proto': 'https',
      });
      expect(secure.status).toBe(200);
      expect(secure.headers['strict-transport-security']).toBe(
        'max-age=31536000; includeSubDomains',
      );
      const head = await send('HEAD', path, { 'accept-encoding': 'gzip' });
      expect(head.status, path).toBe(200);
      expect(head.body.length).toBe(0);
      expect(head.headers).toMatchObject(PAGE_HEADERS);
    }
  });
});
