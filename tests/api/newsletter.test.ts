import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { mailOutbox } from '../../server/db/schema/mail.ts';
import { subscribers } from '../../server/db/schema/newsletter.ts';
import { addressPool, createSignedInApp, poster } from '../setup/api.ts';
import { outboxMails } from '../setup/outbox.ts';
import { bearer } from '../setup/admin.ts';
import { type TestApp } from '../setup/test-app.ts';
import { testDbKind } from '../setup/test-db.ts';

const freshAddress = addressPool(3);

describe(`newsletter API on ${testDbKind()}`, () => {
  let t: TestApp;
  let token: string;

  const post = poster(() => t, freshAddress);
  const confirmMailsTo = async (email: string) =>
    (await outboxMails(t, eq(mailOutbox.to, email))).filter((m) => m.kind === 'newsletter-confirm');
  const tokenIn = (text: string, kind: 'confirm' | 'unsubscribe') =>
    new RegExp(`/newsletter/${kind}/([A-Za-z0-9_-]+)`).exec(text)![1]!;
  const stats = async () =>
    (await t.app.inject({ method: 'GET', url: '/api/newsletter-stats' })).json();

  beforeAll(async () => {
    ({ t, token } = await createSignedInApp());
  });
  afterAll(async () => {
    await t.app.close();
  });

  describe('subscription with double opt-in', () => {
    it('answers Subscribed!, stores a pending subscriber and mails a confirmation link', async () => {
      const response = await post('/api/subscribe', { email: 'Reader@Example.com' });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ success: true, message: 'Subscribed!' });
      const [row] = await t.database.db.select().from(subscribers);
      // Stored canonical: trimmed and lower-cased (ADR 051).
      expect(row).toMatchObject({ email: 'reader@example.com', status: 'pending' });
      const [mail] = await confirmMailsTo('reader@example.com');
      const confirmToken = tokenIn(mail!.text, 'confirm');
      expect(mail!.text).toContain(`http://localhost:3000/newsletter/confirm/${confirmToken}`);
      // Only a hash of the token is stored.
      expect(row!.confirmTokenHash).not.toContain(confirmToken);
      expect(row!.confirmTokenHash).toMatch(/^[0-9a-f]{64}$/);
      expect((await stats()).newsletterCount).toBe(0);
    });

    it('keeps one subscriber per address in any case, and re-sends the confirmation while unconfirmed', async () => {
      const [first] = await confirmMailsTo('reader@example.com');
      const again = await post('/api/subscribe', { email: 'reader@example.COM' });
      expect(again.json()).toEqual({ success: true, message: 'Subscribed!' });
      expect(await t.database.db.select().from(subscribers)).toHaveLength(1);
      // The stored address gets a second mail with a new link, which replaces the first.
      const mails = await confirmMailsTo('reader@example.com');
      expect(mails).toHaveLength(2);
      expect(await confirmMailsTo('reader@example.COM')).toHaveLength(0);
      expect(tokenIn(mails[1]!.text, 'confirm')).not.toBe(tokenIn(first!.text, 'confirm'));
    });

    it('confirms with the mailed token; the count then includes the subscriber', async () => {
      const mail = (await confirmMailsTo('reader@example.com')).at(-1);
      const response = await post('/api/newsletter/confirm', {
        token: tokenIn(mail!.text, 'confirm'),
      });
      expect(response.statusCode).toBe(200);
      expect(response.json().success).toBe(true);
      expect((await stats()).newsletterCount).toBe(1);
      // A second click on the same link is harmless.
      const twice = await post('/api/newsletter/confirm', {
        token: tokenIn(mail!.text, 'confirm'),
      });
      expect(twice.statusCode).toBe(200);
      // Subscribing again once confirmed changes nothing.
      await post('/api/subscribe', { email: 'reader@example.com' });
      expect((await t.database.db.select().from(subscribers))[0]!.status).toBe('confirmed');
    });

    it('refuses unknown and malformed confirmation tokens', async () => {
      const unknown = await post('/api/newsletter/confirm', { token: 'x'.repeat(43) });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json().error).toContain('not valid');
      const malformed = await post('/api/newsletter/confirm', { token: '<script>' });
      expect(malformed.statusCode).toBe(400);
      expect((await post('/api/newsletter/confirm', {})).statusCode).toBe(400);
    });

    it('unsubscribes with the mailed unsubscribe token', async () => {
      const [mail] = await confirmMailsTo('reader@example.com');
      const unsubscribe = tokenIn(mail!.text, 'unsubscribe');
      expect(mail!.headers).toMatchObject({
        'List-Unsubscribe': expect.stringContaining(unsubscribe),
      });
      const response = await post('/api/newsletter/unsubscribe', { token: unsubscribe });
      expect(response.statusCode).toBe(200);
      expect((await t.database.db.select().from(subscribers))[0]!.status).toBe('unsubscribed');
      expect((await stats()).newsletterCount).toBe(0);
      // The old confirmation link no longer subscribes anyone.
      const reconfirm = await post('/api/newsletter/confirm', {
        token: tokenIn(mail!.text, 'confirm'),
      });
      expect(reconfirm.statusCode).toBe(404);
      expect(
        (await post('/api/newsletter/unsubscribe', { token: 'y'.repeat(43) })).statusCode,
      ).toBe(404);
    });

    it.each([{}, { email: '' }, { email: 'nobody' }, { email: 'a@b.co', website: 'spam' }])(
      'refuses %j with 400',
      async (payload) => {
        const response = await post('/api/subscribe', payload);
        expect(response.statusCode).toBe(400);
        expect(response.json().success).toBe(false);
      },
    );
  });

  describe('saved newsletters', () => {
    it('answers nulls before any newsletter is saved', async () => {
      const response = await t.app.inject({ method: 'GET', url: '/api/latest-newsletter' });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        success: true,
        subject: null,
        content: null,
        createdAt: null,
      });
    });

    it('needs the bearer token to save', async () => {
      const response = await post('/api/save-newsletter', { subject: 'S', content: '<p>C</p>' });
      expect(response.statusCode).toBe(401);
      expect(response.json().error).toBe('You must be logged in to perform this action');
    });

    it.each([
      [{ content: '<p>x</p>' }, 'Subject is required'],
      [{ subject: 'Hello' }, 'Content is required'],
      [{ subject: 'Hello', content: '<script>alert(1)</script>' }, 'Content is required'],
    ])('refuses %j with 400 and an error', async (payload, error) => {
      const response = await post('/api/save-newsletter', payload, bearer(token));
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toBe(error);
    });

    it('saves sanitised HTML and serves it as the latest to the administrator', async () => {
      const response = await post(
        '/api/save-newsletter',
        {
          subject: 'March news',
          content:
            '<h2 onclick="steal()">Hello</h2><p>Read <a href="javascript:alert(1)">this</a></p><script>alert(1)</script><img src="x" onerror="alert(1)">',
        },
        bearer(token),
      );
      expect(response.statusCode).toBe(201);
      expect(response.json().message).toBe('Newsletter saved for next send!');
      const latest = (
        await t.app.inject({ method: 'GET', url: '/api/latest-newsletter', headers: bearer(token) })
      ).json();
      expect(latest.subject).toBe('March news');
      expect(latest.content).toContain('<h2>Hello</h2>');
      expect(latest.content).not.toMatch(/script|onclick|onerror|javascript:/i);
      expect(Date.parse(latest.createdAt)).not.toBeNaN();
      // An unsent draft is not public: anyone else still gets "none".
      const anonymous = await t.app.inject({ method: 'GET', url: '/api/latest-newsletter' });
      expect(anonymous.json()).toEqual({
        success: true,
        subject: null,
        content: null,
        createdAt: null,
      });
    });
  });

  it('counts distinct visitors in the stats', async () => {
    const chrome =
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';
    const firefox = 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0';
    for (const agent of [chrome, chrome, firefox]) {
      await t.app.inject({
        method: 'POST',
        url: '/api/analytics/pageview',
        payload: { path: '/' },
        headers: { 'user-agent': agent },
      });
    }
    expect(await stats()).toEqual({ success: true, visitorCount: 2, newsletterCount: 0 });
  });
});
