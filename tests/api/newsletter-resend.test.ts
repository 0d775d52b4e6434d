import { describe, expect, it } from 'vitest';
import { addressPool, poster, suiteMailingApp } from '../setup/api.ts';
import type { SmtpReceiver } from '../setup/smtp.ts';
import type { TestApp } from '../setup/test-app.ts';

const freshAddress = addressPool(22);

/** A second subscribe of an unconfirmed address re-sends its confirmation. */
describe('newsletter confirmation re-sent over SMTP', () => {
  let t: TestApp;
  let smtp: SmtpReceiver;

  suiteMailingApp((app) => ({ t, smtp } = app));
  const post = poster(() => t, freshAddress);

  const subscribe = async (email: string) => {
    const response = await post('/api/subscribe', { email });
    expect(response.statusCode).toBe(200);
  };
  const confirmations = (to: string) =>
    smtp.messages.filter(
      (m) => m.envelopeTo.includes(to) && /confirm your subscription/i.test(m.subject),
    );
  const settle = () => new Promise((r) => setTimeout(r, 2000));

  it('mails an unconfirmed address again, and a confirmed one never', async () => {
    await subscribe('again@example.com');
    await smtp.waitFor(() => confirmations('again@example.com').length === 1);
    await subscribe('again@example.com');
    await smtp.waitFor(() => confirmations('again@example.com').length === 2);

    // The newest link confirms.
    const link = /\/newsletter\/confirm\/([A-Za-z0-9_-]+)/.exec(
      confirmations('again@example.com')[1]!.text!,
    )![1]!;
    const confirmed = await post('/api/newsletter/confirm', { token: link });
    expect(confirmed.statusCode).toBe(200);

    await subscribe('again@example.com');
    await settle();
    expect(confirmations('again@example.com')).toHaveLength(2);
  });

  it('re-sends within the daily limit of visitor-triggered mails per recipient', async () => {
    for (let i = 0; i < 7; i++) await subscribe('eager@example.com');
    await smtp.waitFor(() => confirmations('eager@example.com').length === 5);
    await settle();
    expect(confirmations('eager@example.com')).toHaveLength(5);
  });
});
