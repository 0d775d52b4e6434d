import { ensureAdmin } from '../../server/db/bootstrap.ts';
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
