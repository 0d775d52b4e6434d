import fc from 'fast-check';
import { MAX_IMAGE_BYTES } from '../../common/constants.ts';
import { PICTURE_MESSAGES } from '../../common/schemas/pictures.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, multipart, sendBlog, signInAdmin } from '../setup/admin.ts';
import { startServer, type RunningServer } from '../setup/server-process.ts';
import { createTestApp, type TestApp } from '../setup/test-app.ts';

/**
 * Fuzzes every operation of /api/openapi.json (plus /media and, over real HTTP, the page
 * routes) with generated hostile input. Whatever arrives, the server answers below 500,
 * every refusal says why in a JSON `error` sentence, a refused request stores nothing, and
 * no payload reaches Object.prototype.
 */

const INJECT_REQUESTS = 9_600;
const HTTP_REQUESTS = 400;
const SEED = 20_261_121;

interface Operation {
  method: string;
  path: string;
  admin: boolean;
  body: 'json' | 'multipart' | null;
  fields: string[];
  query: string[];
}

interface FuzzRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
  admin: boolean;
  label: string;
}

const JUST_UNDER_1MB = 'a'.repeat(1024 * 1024 - 64);
const JUST_OVER_1MB = 'b'.repeat(1024 * 1024 + 16);

const nastyStrings = [
  '',
  ' ',
  '\0',
  'a\0b',
  '\uD800',
  'x\uDFFFy',
  '\u202Egnp.exe\u202C',
  'مرحبا بالعالم',
  '👩‍👩‍👧‍👦🏳️‍🌈🔥'.repeat(50),
  '\u200B\u200D\uFEFF',
  "' OR '1'='1",
  "'; DROP TABLE blogs; --",
  '1; SELECT pg_sleep(5)--',
  "admin'--",
  '" UNION SELECT password_hash FROM admins --',
  '$1',
  '%00',
  '%s%s%s%n',
  '../../../../etc/passwd',
  '..%2F..%2Fetc%2Fpasswd',
  '__proto__',
  'constructor',
  'prototype',
  '<script>alert(1)</script>',
  '{{constructor.constructor("x")()}}',
  '${7*7}',
  'javascript:alert(1)',
  'a@b',
  'admin@example.com',
  '2026-02-30',
  '9999-12-31T23:59:59Z',
  '-1',
  '1e309',
  'NaN',
  'true',
  'null',
  '[]',
  '{}',
  'x'.repeat(5001),
  'é'.repeat(100_001),
];

const hostileString = fc.oneof(
  { weight: 80, arbitrary: fc.constantFrom(...nastyStrings) },
  { weight: 1, arbitrary: fc.constant(JUST_UNDER_1MB) },
  { weight: 40, arbitrary: fc.string({ unit: 'binary', maxLength: 300 }) },
  { weight: 20, arbitrary: fc.string({ unit: 'grapheme', maxLength: 200 }) },
  { weight: 20, arbitrary: fc.emailAddress() },
  { weight: 20, arbitrary: fc.uuid() },
);

const hostileValue: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    { weight: 6, arbitrary: hostileString },
    { weight: 1, arbitrary: fc.integer() },
    { weight: 1, arbitrary: fc.double() },
    { weight: 1, arbitrary: fc.boolean() },
    { weight: 1, arbitrary: fc.constantFrom(null, -1, 0, 2 ** 53, 1e308, -0) },
    { weight: 1, arbitrary: fc.array(tie('value'), { maxLength: 4 }) },
    { weight: 1, arbitrary: fc.dictionary(hostileString, tie('value'), { maxKeys: 3 }) },
  ),
})).value;

/** Raw bodies that no JSON.stringify produces: prototype pollution, broken JSON. */
const rawBodies = [
  '{"__proto__":{"polluted":"yes"}}',
  '{"constructor":{"prototype":{"polluted":"yes"}}}',
  '{"a":{"__proto__":{"polluted":"yes"}},"email":"a@b.co"}',
  '{"__proto__":{"isAdmin":true},"email":"admin@example.com","password":"x"}',
  '{',
  '{"a":',
  '{"a":1,}',
  "{'a':1}",
  '[1,2,3',
  'null',
  '[]',
  '"string"',
  '12345',
  'true',
  '\u0000',
  '{"a":"\\ud800"}',
  '{"a":' + '['.repeat(5000) + ']'.repeat(5000) + '}',
  '{"a":"' + JUST_OVER_1MB + '"}',
  JSON.stringify({ message: JUST_UNDER_1MB }),
];

const contentTypes = [
  'application/json',
  'application/json; charset=utf-8',
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data',
  'multipart/form-data; boundary=',
  'application/xml',
  'application/json; charset=utf-16',
  'image/png',
  '',
  '*/*',
];

function badMultipart(fields: string[], rnd: number): { payload: Buffer; contentType: string } {
  const choices = [
    () => ({ payload: Buffer.from('--x\r\nnot a part'), contentType: 'multipart/form-data' }),
    () => ({
      payload: Buffer.from('--zz\r\nContent-Disposition: form-data; name="a"\r\n\r\nv'),
      contentType: 'multipart/form-data; boundary=zz',
    }),
    () => {
      const many: Record<string, string> = {};
      for (let i = 0; i < 30; i++) many[`f${i}`] = 'v';
      const body = multipart(many);
      return { payload: body.payload, contentType: body.headers['content-type'] };
    },
    () => {
      const body = multipart({
        ...Object.fromEntries(fields.map((f) => [f, '\0\uD800<script>'])),
        image: { filename: '../../x.png', contentType: 'image/png', bytes: Buffer.from('GIF89a') },
      });
      return { payload: body.payload, contentType: body.headers['content-type'] };
    },
    () => {
      const body = multipart({
        blog_title: 't',
        image: { filename: 'a.png', contentType: 'image/png', bytes: Buffer.from('x') },
        image2: { filename: 'b.png', contentType: 'image/png', bytes: Buffer.from('y') },
      });
      return { payload: body.payload, contentType: body.headers['content-type'] };
    },
    () => {
      const body = multipart({ content: 'c'.repeat(1024 * 1024 + 10) });
      return { payload: body.payload, contentType: body.headers['content-type'] };
    },
    () => ({
      payload: Buffer.from('--b\r\nContent-Disposition: form-data\r\n\r\nnameless\r\n--b--\r\n'),
      contentType: 'multipart/form-data; boundary=b',
    }),
  ];
  return choices[rnd % choices.length]!();
}

/** Percent-encodes, sending a lone surrogate as the invalid UTF-8 bytes it would be. */
function encodePath(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    return encodeURIComponent(
      value.replace(
        /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g,
        '\uFFFD',
      ),
    ).replaceAll('%EF%BF%BD', '%ED%A0%80');
  }
}

function fuzzRequest(operations: Operation[], realIds: string[]) {
  return fc
    .record({
      op: fc.constantFrom(...operations),
      pathValue: fc.oneof(
        hostileString,
        fc.constantFrom(...realIds),
        fc.constant('%2e%2e%2f'),
        fc.constant('%00'),
      ),
      bodyKind: fc.constantFrom('fields', 'fields', 'fields', 'value', 'raw', 'multipart', 'none'),
      fields: fc.array(fc.tuple(fc.boolean(), hostileValue), { maxLength: 8 }),
      extra: fc.dictionary(hostileString, hostileValue, { maxKeys: 2 }),
      value: hostileValue,
      raw: fc.constantFrom(...rawBodies),
      contentType: fc.constantFrom(...contentTypes),
      query: fc.array(fc.tuple(fc.boolean(), hostileString), { maxLength: 4 }),
      withToken: fc.boolean(),
      rnd: fc.nat(),
    })
    .map((g): FuzzRequest => {
      const path = g.op.path.replace(/\{\w+\}/g, () =>
        encodePath(String(g.pathValue)).slice(0, 2000),
      );
      const params = new URLSearchParams();
      g.query.forEach(([known, v], i) => {
        const name = known && g.op.query.length ? g.op.query[i % g.op.query.length]! : v;
        params.append(name.slice(0, 100), v.slice(0, 3000));
      });
      const qs = params.toString();
      const headers: Record<string, string> = {};
      let payload: string | Buffer | undefined;
      const hasBody = g.op.method !== 'GET' && g.op.method !== 'DELETE';
      if (hasBody && g.bodyKind !== 'none') {
        if (g.bodyKind === 'raw') {
          payload = g.raw;
          headers['content-type'] = g.rnd % 3 === 0 ? g.contentType : 'application/json';
        } else if (g.bodyKind === 'multipart' || g.op.body === 'multipart') {
          const body =
            g.rnd % 2 === 0
              ? badMultipart(g.op.fields, g.rnd >> 1)
              : (() => {
                  const mp = multipart(
                    Object.fromEntries(
                      g.fields.map(([known, v], i) => [
                        known && g.op.fields.length ? g.op.fields[i % g.op.fields.length]! : 'x',
                        typeof v === 'string' ? v : JSON.stringify(v ?? null),
                      ]),
                    ),
                  );
                  return { payload: mp.payload, contentType: mp.headers['content-type'] };
                })();
          payload = body.payload;
          headers['content-type'] = body.contentType;
        } else {
          const object: Record<string, unknown> = { ...g.extra };
          g.fields.forEach(([known, v], i) => {
            if (known && g.op.fields.length) object[g.op.fields[i % g.op.fields.length]!] = v;
          });
          payload = JSON.stringify(g.bodyKind === 'value' ? g.value : object) ?? 'null';
          headers['content-type'] = g.rnd % 7 === 0 ? g.contentType : 'application/json';
        }
        if (!headers['content-type']) delete headers['content-type'];
      }
      return {
        method: g.op.method,
        url: qs ? `${path}?${qs}` : path,
        headers,
        payload,
        admin: g.op.admin && g.withToken,
        label: `${g.op.method} ${g.op.path}`,
      };
    });
}

function operationsOf(doc: {
  paths: Record<string, Record<string, Record<string, unknown>>>;
}): Operation[] {
  const ops: Operation[] = [];
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(methods)) {
      const content = (op.requestBody as { content?: Record<string, { schema?: unknown }> })
        ?.content;
      const kind = content
        ? 'multipart/form-data' in content
          ? 'multipart'
          : 'json'
        : method === 'get'
          ? null
          : 'json';
      const schema = content ? (Object.values(content)[0]!.schema as Record<string, unknown>) : {};
      ops.push({
        method: method.toUpperCase(),
        path,
        admin: Array.isArray(op.security),
        body: kind,
        fields: Object.keys((schema.properties as Record<string, unknown>) ?? {}),
        query: ((op.parameters as { name: string; in: string }[]) ?? [])
          .filter((p) => p.in === 'query')
          .map((p) => p.name),
      });
    }
  }
  return ops;
}

let t: TestApp;
let token: string;
let server: RunningServer | undefined;
let tableCountsSql: string;
const protoKeys = Object.getOwnPropertyNames(Object.prototype).sort();

async function countRows(): Promise<Record<string, number>> {
  const { rows } = await t.database.execute(tableCountsSql);
  return Object.fromEntries(Object.entries(rows[0]!).map(([k, v]) => [k, Number(v)]));
}

const randomIp = (n: number) => `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;

beforeAll(async () => {
  t = await createTestApp({ TRUST_PROXY: '0' });
  token = (await signInAdmin(t)).token;
  // As in production, mail delivery runs (here into DATA_DIR/outbox), so sends are possible.
  await t.app.deps.services.mail.start({ pollingIntervalSeconds: 1, sweepIntervalMs: 60_000 });
  const { rows } = await t.database.execute(
    `select tablename from pg_tables where schemaname = 'public' and tablename <> 'rate_limits' order by 1`,
  );
  // Rate-limit counters are the one thing a refused request is meant to write.
  tableCountsSql = `select ${rows
    .map((r) => `(select count(*) from "${String(r.tablename)}") as "${String(r.tablename)}"`)
    .join(', ')}`;
});

afterAll(async () => {
  await server?.stop();
  await t?.app.deps.services.mail.stop();
  await t?.app.close();
});

describe('fuzzing every endpoint with hostile input', () => {
  it(`answers ${INJECT_REQUESTS} generated requests in-process without a 5xx, storing nothing it refused`, async () => {
    const doc = (await t.app.inject({ url: '/api/openapi.json' })).json();
    const operations = operationsOf(doc);
    expect(operations.length).toBeGreaterThan(30);
    const created = await sendBlog(t, token, {
      blog_title: 'Fuzz target',
      content: '<p>Body</p>',
      status: 'published',
      author: 'A',
      tags: 'x',
    });
    expect(created.statusCode).toBe(201);
    const realIds = [created.json().data._id, created.json().data.slug];

    const requests = fc.sample(fuzzRequest(operations, realIds), {
      numRuns: INJECT_REQUESTS,
      seed: SEED,
    });
    const failures: string[] = [];
    const stored: string[] = [];
    const perStatus = new Map<number, number>();
    let refused = 0;
    const started = Date.now();
    // Row counts after the last mutating request: a refusal must leave them as they are.
    let baseline = await countRows();
    for (const [i, req] of requests.entries()) {
      const mutating = req.method !== 'GET';
      const response = await t.app.inject({
        method: req.method as 'GET',
        url: req.url,
        headers: { ...req.headers, ...(req.admin ? bearer(token) : {}) },
        payload: req.payload,
        remoteAddress: randomIp(i),
      });
      const status = response.statusCode;
      perStatus.set(status, (perStatus.get(status) ?? 0) + 1);
      const where = `${req.label} -> ${req.url.slice(0, 120)} [${String(req.headers['content-type'])}] ${String(req.payload ?? '').slice(0, 160)}`;
      if (status >= 500) failures.push(`${status} ${where}: ${response.body.slice(0, 200)}`);
      if (status >= 400) {
        refused++;
        let error: unknown;
        try {
          error = response.json().error;
        } catch {
          error = undefined;
        }
        if (typeof error !== 'string' || error.length < 10 || !error.includes(' ')) {
          failures.push(`${status} without a JSON error sentence: ${where}: ${response.body}`);
        }
      }
      if (mutating) {
        const after = await countRows();
        const before = baseline;
        const changed = Object.keys(after).filter((k) => after[k] !== before[k]);
        if (status >= 400 && changed.length) {
          stored.push(`${status} stored rows in ${changed.join(',')}: ${where}`);
        }
        baseline = after;
      }
      // The fuzzer may sign the admin out; later admin requests then need a fresh token.
      if (req.admin && req.url.startsWith('/api/admin/logout') && status === 200) {
        token = (await signInAdmin(t)).token;
        baseline = await countRows();
      }
    }
    const summary = [...perStatus.entries()].sort(([a], [b]) => a - b);
    console.log(
      `[fuzz] in-process: ${requests.length} requests in ${Math.round((Date.now() - started) / 1000)} s over ${operations.length} operations; refused ${refused}; 5xx: ${failures.filter((f) => /^5/.test(f)).length}; statuses ${JSON.stringify(summary)}`,
    );
    expect(failures.slice(0, 20)).toEqual([]);
    expect(stored.slice(0, 20)).toEqual([]);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(({} as Record<string, unknown>).isAdmin).toBeUndefined();
    expect(Object.getOwnPropertyNames(Object.prototype).sort()).toEqual(protoKeys);
    // The app still works after the storm.
    const health = await t.app.inject({ url: '/api/blogs' });
    expect(health.statusCode).toBe(200);
  });

  it(`answers ${HTTP_REQUESTS} hostile requests over real HTTP (pages, /media, API) and keeps running`, async () => {
    server = await startServer({
      TRUST_PROXY: '1',
      ADMIN_EMAIL: 'fuzz@example.com',
      ADMIN_PASSWORD: 'fuzz-password-long-enough',
    });
    const login = await fetch(`${server.baseURL}/api/admin/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'fuzz@example.com', password: 'fuzz-password-long-enough' }),
    });
    expect(login.status).toBe(200);
    const realToken = ((await login.json()) as { token: string }).token;
    const doc = (await (await fetch(`${server.baseURL}/api/openapi.json`)).json()) as Parameters<
      typeof operationsOf
    >[0];
    const operations = operationsOf(doc).filter((op) => !op.path.startsWith('/api/admin/logout'));
    const pagePaths = [
      '/',
      '/Services',
      '/Contact',
      '/blog',
      '/blog/{id}',
      '/BlogPage',
      '/Calendar',
      '/appointment/{id}',
      '/newsletter/confirm/{id}',
      '/newsletter/unsubscribe/{id}',
      '/admin',
      '/admin/reset-password/{id}',
      '/admin/{id}',
      '/{id}',
      '/sitemap.xml',
      '/rss.xml',
      '/robots.txt',
      '/media/{id}',
    ];
    const pageOps: Operation[] = pagePaths.map((path) => ({
      method: 'GET',
      path,
      admin: false,
      body: null,
      fields: [],
      query: ['page', 'q', 'redirect'],
    }));
    const requests = fc.sample(fuzzRequest([...operations, ...pageOps, ...pageOps], ['x']), {
      numRuns: HTTP_REQUESTS,
      seed: SEED + 1,
    });
    const failures: string[] = [];
    const perStatus = new Map<number, number>();
    for (const [i, req] of requests.entries()) {
      let status: number;
      let body = '';
      try {
        const response = await fetch(`${server.baseURL}${req.url}`, {
          method: req.method,
          headers: {
            ...req.headers,
            'x-forwarded-for': randomIp(i + 70_000),
            ...(req.admin ? bearer(realToken) : {}),
          },
          body: req.payload as BodyInit | undefined,
          redirect: 'manual',
          signal: AbortSignal.timeout(20_000),
        });
        status = response.status;
        body = await response.text();
        const isApi = req.url.startsWith('/api') || req.url.startsWith('/media');
        if (status >= 400 && isApi) {
          let error: unknown;
          try {
            error = (JSON.parse(body) as { error?: unknown }).error;
          } catch {
            error = undefined;
          }
          if (typeof error !== 'string' || error.length < 3) {
            failures.push(`${status} without a JSON error: ${req.label} ${req.url.slice(0, 100)}`);
          }
        }
      } catch (error) {
        status = 0;
        body = String(error);
      }
      perStatus.set(status, (perStatus.get(status) ?? 0) + 1);
      if (status >= 500 || status === 0) {
        failures.push(`${status} ${req.label} ${req.url.slice(0, 100)}: ${body.slice(0, 200)}`);
      }
      expect(server.process.exitCode, server.output()).toBeNull();
    }
    const health = await fetch(`${server.baseURL}/api/health`);
    expect(health.status).toBe(200);
    console.log(
      `[fuzz] real HTTP: ${requests.length} requests; 5xx or dropped: ${failures.length}; statuses ${JSON.stringify([...perStatus.entries()].sort(([a], [b]) => a - b))}`,
    );
    expect(failures.slice(0, 20)).toEqual([]);
    expect(server.process.exitCode).toBeNull();
  });
  it('answers a body refused before it was read with a refusal the client reads, not a reset', async () => {
    server ??= await startServer({
      TRUST_PROXY: '1',
      ADMIN_EMAIL: 'fuzz@example.com',
      ADMIN_PASSWORD: 'fuzz-password-long-enough',
    });
    const login = await fetch(`${server.baseURL}/api/admin/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': randomIp(90_001) },
      body: JSON.stringify({ email: 'fuzz@example.com', password: 'fuzz-password-long-enough' }),
    });
    expect(login.status).toBe(200);
    const { token: ownerToken } = (await login.json()) as { token: string };
    // Bodies larger than the connection's buffers: the refusal is ready while the client
    // is still sending, as for a visitor on a slow line or an owner's large photo.
    const picture = multipart({
      path: '/images/work/luma-living.svg',
      image: {
        filename: 'huge.jpg',
        contentType: 'image/jpeg',
        bytes: Buffer.alloc(MAX_IMAGE_BYTES + 3 * 1024 * 1024, 0xff),
      },
    });
    const refusals = [
      {
        path: '/api/appointments',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ name: 'x'.repeat(8 * 1024 * 1024) }),
        error: 'The request body is too large.',
      },
      {
        path: '/api/admin/pictures',
        headers: { ...picture.headers, ...bearer(ownerToken) },
        body: picture.payload,
        error: PICTURE_MESSAGES.tooLarge,
      },
    ];
    for (const [i, refusal] of refusals.entries()) {
      const response = await fetch(`${server.baseURL}${refusal.path}`, {
        method: 'POST',
        headers: { ...refusal.headers, 'x-forwarded-for': randomIp(90_100 + i) },
        body: refusal.body,
        signal: AbortSignal.timeout(30_000),
      });
      expect(response.status, refusal.path).toBe(413);
      expect(((await response.json()) as { error: string }).error).toBe(refusal.error);
    }
    expect(server.process.exitCode).toBeNull();
  });
});
