import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signAdminToken } from '../../server/auth/tokens.ts';
import { bearer, signInAdmin } from '../setup/admin.ts';
import { startSmtpReceiver, type SmtpReceiver } from '../setup/smtp.ts';
import { TEST_JWT_SECRET, createTestApp, type TestApp } from '../setup/test-app.ts';

/**
 * Privacy of what one party stored against what another can read (issue 17):
 * - fix 8: an unsent newsletter draft is not public; anyone without a valid admin token
 *   reads the issue sent last (or none), the administrator reads the draft;
 * Everything is observed as a client observes it: HTTP status and JSON.
 */

let t: TestApp;
let smtp: SmtpReceiver;
let token: string;
let ip = 1;
const nextIp = () => `10.17.${ip >> 8}.${ip++ & 255}`;

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers, remoteAddress: nextIp() });
const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload, headers, remoteAddress: nextIp() });

beforeAll(async () => {
  smtp = await startSmtpReceiver();
  t = await createTestApp({ SMTP_URL: smtp.url });
  token = (await signInAdmin(t)).token;
  await t.app.deps.services.mail.start({
    retryDelaySeconds: 1,
    pollingIntervalSeconds: 0.5,
    sweepIntervalMs: 1000,
  });
});
afterAll(async () => {
  await t?.app.deps.services.mail.stop();
  await t?.app.close();
  await smtp?.close();
});

describe('fix 8: unsent newsletter drafts are not public', () => {
  const none = { success: true, subject: null, content: null, createdAt: null };
  const issue = { subject: 'Spring issue 2031', content: '<p>What we shipped this spring.</p>' };
  const draft = {
    subject: 'Unsent draft: price rise next month',
    content: '<p>Confidential draft body, not for readers yet.</p>',
  };

  async function sendLatestToOneReader() {
    expect((await post('/api/subscribe', { email: 'reader@example.com' })).statusCode).toBe(200);
    await smtp.waitFor((all) => all.some((m) => /confirm your subscription/.test(m.subject)));
    const mail = smtp.messages.find((m) => /confirm your subscription/.test(m.subject))!;
    const confirm = /\/newsletter\/confirm\/([A-Za-z0-9_-]+)/.exec(mail.text!)![1]!;
    expect((await post('/api/newsletter/confirm', { token: confirm })).statusCode).toBe(200);
    expect((await post('/api/admin/newsletter/send', {}, bearer(token))).statusCode).toBe(202);
    await expect
      .poll(async () => (await get('/api/admin/newsletter/send-status', bearer(token))).json(), {
        timeout: 20_000,
      })
      .toMatchObject({ status: 'sent', sent: 1 });
  }

  it('answers "none" to anonymous readers while the only newsletter is a draft', async () => {
    expect((await post('/api/save-newsletter', issue, bearer(token))).statusCode).toBe(201);
    const anonymous = await get('/api/latest-newsletter');
    expect(anonymous.statusCode).toBe(200);
    expect(anonymous.json()).toEqual(none);
    // The administrator's card shows the draft.
    expect((await get('/api/latest-newsletter', bearer(token))).json()).toMatchObject(issue);
  });

  it('serves the sent issue to anonymous readers, and the newer draft only to the administrator', async () => {
    await sendLatestToOneReader();
    expect((await get('/api/latest-newsletter')).json()).toMatchObject(issue);

    expect((await post('/api/save-newsletter', draft, bearer(token))).statusCode).toBe(201);

    const anonymous = await get('/api/latest-newsletter');
    expect(anonymous.statusCode).toBe(200);
    expect(anonymous.body).not.toContain('Unsent draft');
    expect(anonymous.body).not.toContain('Confidential draft body');
    expect(anonymous.json()).toMatchObject({ success: true, ...issue });
    expect(Date.parse(anonymous.json().createdAt)).not.toBeNaN();

    const admin = await get('/api/latest-newsletter', bearer(token));
    expect(admin.statusCode).toBe(200);
    expect(admin.json()).toMatchObject({ success: true, ...draft });
  });

  it('treats an invalid, expired or revoked token as no token: the public answer, never a 500', async () => {
    const me = (await get('/api/admin/me', bearer(token))).json() as { _id: string };
    const expired = await signAdminToken(
      { adminId: me._id, sessionId: randomUUID() },
      TEST_JWT_SECRET,
      new Date(Date.now() - 60_000),
    );
    const revoked = (await signInAdmin(t)).token;
    expect((await post('/api/admin/logout', {}, bearer(revoked))).statusCode).toBeLessThan(300);
    for (const header of [
      bearer('not-a-token'),
      bearer(`${token}x`),
      bearer(expired),
      bearer(revoked),
      { authorization: 'Basic YWRtaW46YWRtaW4=' },
      { authorization: 'Bearer' },
    ]) {
      const response = await get('/api/latest-newsletter', header);
      expect(response.statusCode, header.authorization).toBe(200);
      expect(response.body).not.toContain('Unsent draft');
      expect(response.json()).toMatchObject({ success: true, ...issue });
    }
  });
});
