import { createHash } from 'node:crypto';
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import SwaggerParser from '@apidevtools/swagger-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signInAdmin } from '../setup/admin.ts';
import { createTestApp, type TestApp } from '../setup/test-app.ts';
import { testDbKind } from '../setup/test-db.ts';

interface Operation {
  tags?: string[];
  summary?: string;
  description?: string;
  security?: { bearerAuth: string[] }[];
  requestBody?: {
    content: Record<
      string,
      { schema: { properties?: Record<string, unknown>; required?: string[] } }
    >;
  };
  parameters?: { name: string; in: string }[];
  responses: Record<string, unknown>;
}
type Doc = {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
  components: { securitySchemes: Record<string, unknown> };
  tags?: { name: string; description?: string }[];
};

/** Every operation of the document, with a URL that reaches it (path parameters filled). */
function operations(doc: Doc) {
  return Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({
      method,
      path,
      operation,
      url: path.replace(/\{\w+\}/g, '00000000-0000-4000-8000-000000000000'),
    })),
  );
}

/** One client address per operation tried (block 61 of the tests' 10.x addresses), so no per-address limit is shared. */
const clientAddress = (n: number) => `10.61.${Math.floor(n / 250)}.${(n % 250) + 1}`;

/**
 * Every route the modules of server/http declare, as [method, OpenAPI path]: the ones under
 * /api (routes.ts mounts them there) and /media.
 */
function declaredRoutes(): [string, string][] {
  const dir = path.resolve('server/http');
  const routes: [string, string][] = [];
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))) {
    const source = readFileSync(path.join(dir, file), 'utf8');
    for (const [, method, url] of source.matchAll(
      /\.(get|post|put|patch|delete)\(\s*'(\/[^']*)'/g,
    )) {
      const full = url!.startsWith('/media/') ? url! : `/api${url}`;
      routes.push([method!, full.replace(/:(\w+)/g, '{$1}')]);
    }
  }
  return routes;
}

describe(`OpenAPI document on ${testDbKind()}`, () => {
  let t: TestApp;
  let doc: Doc;
  beforeAll(async () => {
    t = await createTestApp();
    const response = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(response.statusCode).toBe(200);
    doc = response.json();
  });
  afterAll(async () => {
    await t.app.close();
  });

  it('is generated from the routes: every route of server/http is an operation', () => {
    const routes = declaredRoutes();
    expect(routes.length).toBeGreaterThan(35);
    for (const [method, path] of routes) {
      expect(doc.paths[path]?.[method], `${method} ${path}`).toBeDefined();
    }
    // The browsable page and its files are not operations of the API.
    expect(Object.keys(doc.paths).filter((p) => p.startsWith('/api/docs'))).toEqual([]);
  });

  it('is browsable at /api/docs: an HTML page that runs only its own script files', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain('unsafe-inline');
    const styles: string[] = [];
    const scripts = [...page.body.matchAll(/<script([^>]*)>([^<]*)<\/script>/g)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const [, attributes, inline] of scripts) {
      const src = /src="([^"]+)"/.exec(attributes!)?.[1];
      expect(src, 'no inline script').toMatch(/^\/api\/docs\/static\//);
      expect(inline!.trim()).toBe('');
      const file = await t.app.inject({ method: 'GET', url: src! });
      expect(file.statusCode, src).toBe(200);
      expect(file.headers['content-type'], src).toMatch(/javascript/);
      for (const m of file.body.matchAll(/"style",null,"([^"]*)"/g)) styles.push(m[1]!);
    }
    // Inline <style> elements the scripts draw (swagger-ui's logo) are allowed by hash only.
    expect(styles.length).toBeGreaterThan(0);
    for (const style of styles) {
      const hash = createHash('sha256').update(style).digest('base64');
      expect(csp).toContain(`'sha256-${hash}'`);
    }
    const json = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(Object.keys(json.json().paths)).toEqual(Object.keys(doc.paths));
  });

  it('is OpenAPI 3.1 with a bearer scheme and the auth, blog and media operations', () => {
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.components.securitySchemes.bearerAuth).toEqual({
      type: 'http',
      scheme: 'bearer',
      bearerFormat: 'JWT',
    });
    for (const [path, method] of [
      ['/api/admin/login', 'post'],
      ['/api/admin/me', 'get'],
      ['/api/admin/logout', 'post'],
      ['/api/admin/forgot-password', 'post'],
      ['/api/admin/reset-password', 'post'],
      ['/api/blogs', 'get'],
      ['/api/blogs', 'post'],
      ['/api/blogs/{id}', 'get'],
      ['/api/blogs/{id}', 'put'],
      ['/api/blogs/{id}', 'delete'],
      ['/media/{file}', 'get'],
    ] as const) {
      expect(doc.paths[path]?.[method], `${method} ${path}`).toBeDefined();
    }
  });

  it('describes bodies and queries from the shared zod schemas', () => {
    const login =
      doc.paths['/api/admin/login']!.post!.requestBody!.content['application/json']!.schema;
    expect(Object.keys(login.properties!)).toEqual(['email', 'password']);
    expect(login.required).toEqual(['email', 'password']);
    const form = doc.paths['/api/blogs']!.post!.requestBody!.content['multipart/form-data']!.schema;
    expect(Object.keys(form.properties!)).toEqual(
      expect.arrayContaining([
        'blog_title',
        'content',
        'tags',
        'status',
        'author',
        'scheduledDate',
        'image',
      ]),
    );
    const query = doc.paths['/api/blogs']!.get!.parameters!.map((p) => p.name);
    expect(query).toEqual(expect.arrayContaining(['page', 'limit', 'includeAll', 'status']));
    expect(doc.paths['/api/blogs/{id}']!.get!.parameters).toEqual([
      { name: 'id', in: 'path', required: true, schema: { type: 'string' } },
    ]);
  });

  it('marks admin operations, and each of them really answers 401 without a token', async () => {
    const admin: [string, string][] = [];
    for (const [path, methods] of Object.entries(doc.paths)) {
      for (const [method, operation] of Object.entries(methods)) {
        if (operation.security?.some((s) => 'bearerAuth' in s)) admin.push([method, path]);
      }
    }
    expect(admin).toEqual(
      expect.arrayContaining([
        ['get', '/api/admin/me'],
        ['post', '/api/blogs'],
        ['put', '/api/blogs/{id}'],
        ['delete', '/api/blogs/{id}'],
      ]),
    );
    expect(admin).not.toContainEqual(['get', '/api/blogs']);
    for (const [method, path] of admin) {
      const url = path.replace(/\{\w+\}/g, '00000000-0000-4000-8000-000000000000');
      const response = await t.app.inject({
        method: method.toUpperCase() as 'GET',
        url,
        ...(method === 'get' || method === 'delete' ? {} : { payload: {} }),
      });
      expect(response.statusCode, `${method} ${path}`).toBe(401);
    }
  });

  it('passes swagger-parser: valid OpenAPI 3.1 whose references all resolve', async () => {
    const api = await SwaggerParser.validate(structuredClone(doc) as never);
    expect(api.info.title).toContain('API');
    // The parser must be able to refuse: a response without its description is invalid.
    const broken = structuredClone(doc);
    delete (broken.paths['/api/health']!.get!.responses['200'] as { description?: string })
      .description;
    await expect(SwaggerParser.validate(broken as never)).rejects.toThrow();
  });

  it('gives every operation a summary, a description and tags the document defines', () => {
    const defined = new Set((doc.tags ?? []).map((tag) => tag.name));
    for (const tag of doc.tags ?? []) expect(tag.description, tag.name).toBeTruthy();
    for (const { method, path, operation } of operations(doc)) {
      const name = `${method} ${path}`;
      expect(operation.summary, name).toBeTruthy();
      expect(operation.description, name).toBeTruthy();
      expect(operation.tags?.length, name).toBeGreaterThan(0);
      for (const tag of operation.tags!) expect(defined.has(tag), `${name}: ${tag}`).toBe(true);
    }
  });

  it('documents a blog post cover as optional on create and update', () => {
    for (const [path, method] of [
      ['/api/blogs', 'post'],
      ['/api/blogs/{id}', 'put'],
    ] as const) {
      for (const content of Object.values(doc.paths[path]![method]!.requestBody!.content)) {
        expect(content.schema.properties).toHaveProperty('image');
        expect(content.schema.required, `${method} ${path}`).not.toContain('image');
      }
    }
  });

  it('lists every status an operation answers to a missing, an oversized or a foreign body', async () => {
    const oversized = JSON.stringify({ text: 'a'.repeat(3 * 1024 * 1024) });
    const tried = operations(doc);
    let bodyReaders = 0;
    for (const [n, { method, path, url, operation }] of tried.entries()) {
      const send = (payload?: string, type?: string) =>
        t.app.inject({
          method: method.toUpperCase() as 'GET',
          url,
          remoteAddress: clientAddress(n),
          ...(payload === undefined ? {} : { payload, headers: { 'content-type': type! } }),
        });
      const answers = {
        none: await send(),
        oversized: await send(oversized, 'application/json'),
        foreign: await send('<a/>', 'application/xml'),
      };
      for (const [kind, answer] of Object.entries(answers)) {
        expect(
          Object.keys(operation.responses),
          `${method} ${path} answered ${answer.statusCode} to ${kind} body`,
        ).toContain(String(answer.statusCode));
        if (answer.statusCode >= 400)
          expect(answer.json().message, `${method} ${path}`).toBeTruthy();
      }
      if (['post', 'put', 'patch', 'delete'].includes(method)) {
        bodyReaders += 1;
        expect(answers.oversized.statusCode, `${method} ${path}`).toBe(413);
        expect(answers.foreign.statusCode, `${method} ${path}`).toBe(415);
      }
    }
    expect(bodyReaders).toBeGreaterThan(30);
  });

  it('documents 429 on each rate-limited operation, and each named limit really answers it', async () => {
    const limited = operations(doc).filter(({ operation }) => '429' in operation.responses);
    expect(limited.map(({ method, path }) => `${method} ${path}`)).toEqual(
      expect.arrayContaining([
        'post /api/admin/login',
        'post /api/admin/forgot-password',
        'post /api/admin/reset-password',
        'post /api/appointments',
        'post /api/contact-info',
        'post /api/business-inquiry',
        'post /api/subscribe',
        'post /api/newsletter/confirm',
        'post /api/newsletter/unsubscribe',
        'get /api/appointments/manage/{token}',
        'post /api/appointments/manage/{token}/cancel',
        'post /api/appointments/manage/{token}/reschedule',
        'get /api/calendar/{file}',
        'post /api/newsletter/unsubscribe/one-click/{token}',
        'post /api/analytics/pageview',
        'post /api/blogs/{id}/views',
        'post /api/flask/chat',
        'post /api/flask/chat/contact',
        'get /api/flask/chat/events',
      ]),
    );
    // Where the description names the limits, one of them is reached and answers 429 with
    // retry-after: no sooner than the lowest allows (a limit keyed on an e-mail address
    // counts only requests that name one), no later than the highest.
    // An administrator's operation counts only signed-in requests (401 comes first).
    const { token } = await signInAdmin(t);
    let checked = 0;
    for (const [n, { method, path, url, operation }] of operations(doc).entries()) {
      const named = [...(operation.description ?? '').matchAll(/`[\w-]+`: (\d+) per /g)];
      if (!named.length) continue;
      const name = `${method} ${path}`;
      expect('429' in operation.responses, name).toBe(true);
      const counts = named.map((m) => Number(m[1]));
      let refused: Awaited<ReturnType<typeof t.app.inject>> | undefined;
      let sent = 0;
      while (!refused && sent <= Math.max(...counts)) {
        const answer = await t.app.inject({
          method: method.toUpperCase() as 'GET',
          url,
          remoteAddress: clientAddress(500 + n),
          ...(operation.security ? { headers: bearer(token) } : {}),
          ...(method === 'get' ? {} : { payload: {} }),
        });
        sent += 1;
        if (answer.statusCode === 429) refused = answer;
      }
      expect(refused?.statusCode, name).toBe(429);
      expect(sent, name).toBeGreaterThan(Math.min(...counts));
      expect(Number(refused!.headers['retry-after']), name).toBeGreaterThan(0);
      expect(refused!.json().message, name).toBeTruthy();
      checked += 1;
    }
    expect(checked).toBeGreaterThan(12);
  });
});
