import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../setup/test-app.ts';
import { testDbKind } from '../setup/test-db.ts';

interface Operation {
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
};

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
});
