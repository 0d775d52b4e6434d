import { eq, sql } from 'drizzle-orm';
import { ensureAdmin } from '../../server/db/bootstrap.ts';
import { blogs } from '../../server/db/schema/blog.ts';
import type { TestApp } from './test-app.ts';

export const TEST_ADMIN_EMAIL = 'admin@example.com';
export const TEST_ADMIN_PASSWORD = 'correct-horse-battery-staple';

export interface SignedInAdmin {
  token: string;
  id: string;
  email: string;
}

/**
 * Creates the administrator (when missing) and signs in through the real login endpoint.
 * A successful sign-in clears the login throttle, so tests may call this freely.
 */
export async function signInAdmin(
  t: TestApp,
  email = TEST_ADMIN_EMAIL,
  password = TEST_ADMIN_PASSWORD,
): Promise<SignedInAdmin> {
  await ensureAdmin(t.database.db, { ADMIN_EMAIL: email, ADMIN_PASSWORD: password });
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/admin/login',
    payload: { email, password },
  });
  if (response.statusCode !== 200) {
    throw new Error(`signInAdmin: login answered ${response.statusCode}: ${response.body}`);
  }
  const body = response.json() as { token: string; _id: string; email: string };
  return { token: body.token, id: body._id, email: body.email };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

export interface FilePart {
  filename: string;
  contentType: string;
  bytes: Buffer;
}

/** A multipart/form-data body as a browser's FormData would send it. */
export function multipart(fields: Record<string, string | FilePart>) {
  const boundary = `----test${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    if (typeof value === 'string') {
      chunks.push(
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
        ),
      );
    } else {
      chunks.push(
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${value.filename}"\r\nContent-Type: ${value.contentType}\r\n\r\n`,
        ),
        value.bytes,
        Buffer.from('\r\n'),
      );
    }
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

export async function sendBlog(
  t: TestApp,
  token: string | null,
  fields: Record<string, string | FilePart>,
  options: { method?: 'POST' | 'PUT'; id?: string } = {},
) {
  const body = multipart(fields);
  return t.app.inject({
    method: options.method ?? 'POST',
    url: options.id ? `/api/blogs/${options.id}` : '/api/blogs',
    headers: { ...body.headers, ...(token ? bearer(token) : {}) },
    payload: body.payload,
  });
}

/** The scheduled post `id`'s time passes: its scheduled date and publish time become a minute ago. */
export async function passScheduledTime(t: TestApp, id: string): Promise<void> {
  await t.database.db
    .update(blogs)
    .set({
      scheduledDate: sql`now() - interval '1 minute'`,
      publishAt: sql`now() - interval '1 minute'`,
    })
    .where(eq(blogs.id, id));
}
