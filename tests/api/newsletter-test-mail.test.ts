import { describe, expect, it } from 'vitest';
import { TEST_ADMIN_EMAIL, bearer } from '../setup/admin.ts';
import { suiteMailingApp, type MailingApp } from '../setup/api.ts';
import { testDbKind } from '../setup/test-db.ts';

/**
 * POST /api/admin/newsletter/test: the issue as typed, sanitised, mailed over SMTP to the
 * signed-in administrator alone; nothing is saved as the newsletter; a few tests an hour.
 */
describe(`a newsletter test to the administrator on ${testDbKind()}`, () => {
  let app: MailingApp;
  suiteMailingApp((started) => (app = started));

  const test = (payload: unknown) =>
    app.t.app.inject({
      method: 'POST',
      url: '/api/admin/newsletter/test',
      headers: bearer(app.token),
      payload: payload as Record<string, unknown>,
    });

  it('mails the sanitised issue to the administrator only, and saves nothing', async () => {
    const answer = await test({
      subject: 'Spring issue',
      content: '<p>Hello</p><script>alert(1)</script><img src=x onerror=alert(2)>',
    });
    expect(answer.statusCode).toBe(202);
    expect(answer.json().message).toBe(`A test was sent to ${TEST_ADMIN_EMAIL}.`);
    await app.smtp.waitFor((all) => all.some((m) => m.subject === 'Test: Spring issue'));
    const mails = app.smtp.messages.filter((m) => m.subject === 'Test: Spring issue');
    expect(mails.map((m) => m.envelopeTo)).toEqual([[TEST_ADMIN_EMAIL]]);
    expect(mails[0]!.html).toContain('<p>Hello</p>');
    expect(mails[0]!.html).not.toMatch(/<script|onerror/i);
    const latest = await app.t.app.inject({
      method: 'GET',
      url: '/api/latest-newsletter',
      headers: bearer(app.token),
    });
    expect(latest.json().subject).not.toBe('Spring issue');
  });

  it('refuses an issue without subject or content with 400 and its sentence', async () => {
    const answer = await test({ subject: '', content: '' });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().error).toMatch(/required/);
    const scriptOnly = await test({ subject: 'Only a script', content: '<script>x</script>' });
    expect(scriptOnly.statusCode).toBe(400);
    expect(scriptOnly.json().error).toBe('Content is required');
  });

  it('answers 429 after ten tests in an hour', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) {
      statuses.push((await test({ subject: `Burst ${i}`, content: '<p>x</p>' })).statusCode);
    }
    // The three attempts above count too, refused ones included.
    expect(statuses).toEqual([...Array(7).fill(202), ...Array(5).fill(429)]);
  });
});
