import { describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { mailOutbox } from '../../server/db/schema/mail.ts';
import { subscribers } from '../../server/db/schema/newsletter.ts';
import { unfoldIcs } from '../../server/mail/ics.ts';
import { addressPool, nextWeekday, poster, suiteMailingApp } from '../setup/api.ts';
import { TEST_ADMIN_EMAIL, bearer } from '../setup/admin.ts';
import { appointmentSubmission } from '../setup/fixtures.ts';
import { type CapturedMail, type SmtpReceiver } from '../setup/smtp.ts';
import { type TestApp } from '../setup/test-app.ts';
import { testDbKind } from '../setup/test-db.ts';

const MONDAY = nextWeekday(1);
const TUESDAY = nextWeekday(2);
const SUNDAY = nextWeekday(0);

const freshAddress = addressPool(8);

const icsLines = (mail: CapturedMail) => unfoldIcs(mail.ics ?? '');
const icsValue = (mail: CapturedMail, name: string) =>
  icsLines(mail)
    .find((line) => line.startsWith(`${name}:`) || line.startsWith(`${name};`))
    ?.replace(/^[^:]*:/, '');
const manageTokenIn = (text: string) => /\/appointment\/([A-Za-z0-9_-]+)/.exec(text)![1]!;

describe(`mail delivered over SMTP on ${testDbKind()}`, () => {
  let t: TestApp;
  let smtp: SmtpReceiver;
  let token: string;

  const post = poster(() => t, freshAddress);
  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers, remoteAddress: freshAddress() });
  const mailsTo = (to: string) => smtp.messages.filter((m) => m.envelopeTo.includes(to));
  const waitForMail = async (to: string, subject: RegExp) => {
    await smtp.waitFor((all) =>
      all.some((m) => m.envelopeTo.includes(to) && subject.test(m.subject)),
    );
    return mailsTo(to)
      .filter((m) => subject.test(m.subject))
      .at(-1)!;
  };
  const book = (overrides: Record<string, unknown> = {}) =>
    post(
      '/api/appointments',
      appointmentSubmission({
        name: 'Sara <Khan>',
        services: ['AI & Chatbots', 'Web Design & Development'],
        preferred_date: MONDAY,
        user_timezone: 'America/New_York',
        ...overrides,
      }),
    );

  /** Sends a lead form (accepted) and waits for the team's notice of it. */
  const sendLead = async (url: string, payload: object, subject: RegExp) => {
    expect((await post(url, payload)).statusCode).toBeLessThan(300);
    return waitForMail('team@example.com', subject);
  };

  suiteMailingApp((app) => ({ t, token, smtp } = app));

  describe('a booking', () => {
    let appointmentId: string;
    let receipt: CapturedMail;

    it('mails the visitor a receipt with both clocks, the next steps, a link and an invitation', async () => {
      const response = await book();
      expect(response.statusCode).toBe(201);
      appointmentId = response.json().appointment._id;
      receipt = await waitForMail('sara@example.com', /We received your appointment request/);

      expect(receipt.to).toContain('sara@example.com');
      expect(receipt.headers.from).toContain('hello@brightwave.agency');
      // The receiver has the message before the worker marks its row sent: wait for the mark.
      const outbox = await vi.waitFor(
        async () => {
          const [row] = await t.database.db
            .select()
            .from(mailOutbox)
            .where(eq(mailOutbox.kind, 'appointment-receipt'));
          expect(row?.status).toBe('sent');
          return row!;
        },
        { timeout: 10_000, interval: 50 },
      );
      expect(receipt.messageId).toBe(`<${outbox.id}@localhost>`);

      expect(receipt.text).toContain('Services: AI & Chatbots, Web Design & Development');
      expect(receipt.text).toContain('6:00 PM - 9:00 PM (Pakistan time)');
      expect(receipt.text).toContain('(America/New_York)');
      expect(receipt.text).toContain('Our team will contact you within 24 hours.');
      expect(receipt.text).toContain('You will receive a confirmation e-mail shortly.');
      expect(receipt.text).toContain(
        'Calendar details will follow once your appointment is confirmed.',
      );
      expect(receipt.text).toContain('Brightwave');
      expect(receipt.text).toContain('Office 402, Ocean Tower');
      expect(receipt.text).toMatch(/http:\/\/localhost:3000\/appointment\/[A-Za-z0-9_-]{40,}/);
      // The visitor's name is escaped in HTML, kept as typed in text.
      expect(receipt.text).toContain('Hello Sara <Khan>');
      expect(receipt.html).toContain('Hello Sara &lt;Khan&gt;');
      expect(receipt.html).not.toContain('<Khan>');
      expect(receipt.html).toContain('href="http://localhost:3000/appointment/');

      expect(icsValue(receipt, 'METHOD')).toBe('PUBLISH');
      expect(icsValue(receipt, 'UID')).toBe(`${appointmentId}@localhost`);
      expect(icsValue(receipt, 'DTSTART')).toBe(`${MONDAY.replace(/-/g, '')}T130000Z`);
      expect(icsValue(receipt, 'DTEND')).toBe(`${MONDAY.replace(/-/g, '')}T160000Z`);
      expect(icsValue(receipt, 'STATUS')).toBe('TENTATIVE');
      expect(receipt.ics).toContain('\r\n');
      for (const line of (receipt.ics ?? '').split('\r\n')) {
        expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
      }
    });

    it('mails the team a notice that replies to the visitor', async () => {
      const notice = await waitForMail('team@example.com', /New appointment request: Sara/);
      expect(notice.headers['reply-to']).toContain('sara@example.com');
      expect(notice.text).toContain('AI & Chatbots, Web Design & Development');
      // Labels, not codes: the chat widget's source and the slot in words.
      expect(notice.text).toContain('Source: Chat widget');
      expect(notice.text).not.toContain('chatbot_form');
      expect(notice.subject).toContain('6:00 PM - 9:00 PM Pakistan time');
      expect(notice.text).not.toMatch(/\b6pm-9pm\b/);
      expect(notice.html).toContain('Sara &lt;Khan&gt;');
    });

    it('puts the 12am-3am slot at 19:00Z of the chosen date', async () => {
      const response = await book({ email: 'night@example.com', preferred_time: '12am-3am' });
      expect(response.statusCode).toBe(201);
      const mail = await waitForMail('night@example.com', /We received/);
      expect(icsValue(mail, 'DTSTART')).toBe(`${MONDAY.replace(/-/g, '')}T190000Z`);
      expect(icsValue(mail, 'DTEND')).toBe(`${MONDAY.replace(/-/g, '')}T220000Z`);
    });

    it("mails the visitor the administrator's confirmation with the same UID and a higher SEQUENCE", async () => {
      const response = await t.app.inject({
        method: 'PUT',
        url: `/api/appointments/${appointmentId}`,
        headers: bearer(token),
        payload: { status: 'Confirmed' },
      });
      expect(response.statusCode).toBe(200);
      const confirmed = await waitForMail('sara@example.com', /Your appointment is confirmed/);
      expect(confirmed.text).toContain('6:00 PM - 9:00 PM (Pakistan time)');
      expect(icsValue(confirmed, 'UID')).toBe(`${appointmentId}@localhost`);
      expect(icsValue(confirmed, 'STATUS')).toBe('CONFIRMED');
      expect(Number(icsValue(confirmed, 'SEQUENCE'))).toBeGreaterThan(
        Number(icsValue(receipt, 'SEQUENCE')),
      );
    });

    it('lets the visitor see, move and cancel the appointment from the link; the admin sees it', async () => {
      const manage = manageTokenIn(receipt.text!);
      const shown = await get(`/api/appointments/manage/${manage}`);
      expect(shown.statusCode).toBe(200);
      expect(shown.json().appointment).toMatchObject({
        name: 'Sara <Khan>',
        preferred_date: MONDAY,
        preferred_time: '6pm-9pm',
        status: 'Confirmed',
        changeable: true,
      });
      expect(shown.json().appointment.email).toBeUndefined();

      // The booking rules hold again: Sunday is closed, a past date is refused.
      const sunday = await post(`/api/appointments/manage/${manage}/reschedule`, {
        preferred_date: SUNDAY,
        preferred_time: '6pm-9pm',
      });
      expect(sunday.statusCode).toBe(400);
      expect(sunday.json().error).toContain('business hours');
      const past = await post(`/api/appointments/manage/${manage}/reschedule`, {
        preferred_date: '2020-01-06',
        preferred_time: '6pm-9pm',
      });
      expect(past.statusCode).toBe(400);
      expect(past.json().fields.preferred_date).toBe(
        'Please select a date that is today or in the future',
      );

      const moved = await post(`/api/appointments/manage/${manage}/reschedule`, {
        preferred_date: TUESDAY,
        preferred_time: '9pm-12am',
      });
      expect(moved.statusCode).toBe(200);
      expect(moved.json().appointment).toMatchObject({
        preferred_date: TUESDAY,
        preferred_time: '9pm-12am',
        status: 'Pending',
      });
      const movedMail = await waitForMail('sara@example.com', /Your new appointment time/);
      expect(icsValue(movedMail, 'UID')).toBe(`${appointmentId}@localhost`);
      expect(icsValue(movedMail, 'DTSTART')).toBe(`${TUESDAY.replace(/-/g, '')}T160000Z`);
      const teamMoved = await waitForMail('team@example.com', /Appointment moved by the visitor/);
      expect(teamMoved.text).toContain(`Previously: ${MONDAY}, 6:00 PM - 9:00 PM Pakistan time`);

      const cancelled = await post(`/api/appointments/manage/${manage}/cancel`, {});
      expect(cancelled.statusCode).toBe(200);
      expect(cancelled.json().appointment.status).toBe('Cancelled');
      const cancelMail = await waitForMail('sara@example.com', /Your appointment is cancelled/);
      expect(icsValue(cancelMail, 'STATUS')).toBe('CANCELLED');
      await waitForMail('team@example.com', /Appointment cancelled by the visitor/);

      const list = await get('/api/appointments', bearer(token));
      const row = list.json().appointments.find((a: { _id: string }) => a._id === appointmentId);
      expect(row).toMatchObject({ status: 'Cancelled', preferred_date: TUESDAY });

      const again = await post(`/api/appointments/manage/${manage}/reschedule`, {
        preferred_date: TUESDAY,
        preferred_time: '6pm-9pm',
      });
      expect(again.statusCode).toBe(409);
      expect((await get('/api/appointments/manage/not-a-real-token-at-all-1234')).statusCode).toBe(
        404,
      );
    });
  });

  it('mails the team each lead with the message escaped in HTML', async () => {
    const notice = await sendLead(
      '/api/contact-info',
      { name: 'Lena', email: 'lena@example.com', message: 'Hello <script>alert(1)</script> & bye' },
      /New contact message from Lena/,
    );
    expect(notice.text).toContain('Hello <script>alert(1)</script> & bye');
    expect(notice.html).toContain('Hello &lt;script&gt;alert(1)&lt;/script&gt; &amp; bye');
    expect(notice.html).not.toContain('<script>');
    expect(notice.headers['reply-to']).toContain('lena@example.com');

    const inquiry = await sendLead(
      '/api/business-inquiry',
      { name: 'Bea', email: 'bea@example.com', businessType: 'Bakery' },
      /New business inquiry from Bea/,
    );
    expect(inquiry.text).toContain('Business type: Bakery');
  });

  it('mails the administrator a password reset link', async () => {
    const response = await post('/api/admin/forgot-password', { email: TEST_ADMIN_EMAIL });
    expect(response.statusCode).toBe(200);
    const mail = await waitForMail(TEST_ADMIN_EMAIL, /Reset your administrator password/);
    const link = /http:\/\/localhost:3000\/admin\/reset-password\/[A-Za-z0-9_-]+/.exec(
      mail.text!,
    )![0];
    expect(mail.html).toContain(`href="${link}"`);
    expect(mail.text).toContain('within one hour');
  });

  describe('the newsletter', () => {
    const readers = ['ann@example.com', 'ben@example.com', 'cy@example.com'];

    it('confirms subscriptions by a POST with the token of the mailed link', async () => {
      for (const email of readers) {
        expect((await post('/api/subscribe', { email })).statusCode).toBe(200);
      }
      for (const email of readers.slice(0, 2)) {
        const mail = await waitForMail(email, /Please confirm your subscription/);
        expect(mail.headers['list-unsubscribe']).toMatch(
          /^<http:\/\/localhost:3000\/api\/newsletter\/unsubscribe\/one-click\/[A-Za-z0-9_-]+>, <mailto:/,
        );
        const confirmToken = /\/newsletter\/confirm\/([A-Za-z0-9_-]+)/.exec(mail.text!)![1]!;
        expect(mail.html).toContain(`/newsletter/confirm/${confirmToken}`);
        expect((await post('/api/newsletter/confirm', { token: confirmToken })).statusCode).toBe(
          200,
        );
      }
      const count = await get('/api/admin/newsletter/recipients', bearer(token));
      expect(count.json()).toEqual({ success: true, count: 2 });
      expect((await get('/api/newsletter-stats')).json().newsletterCount).toBe(2);
    });

    it('sends the latest newsletter to confirmed subscribers only, with RFC 8058 headers', async () => {
      expect((await post('/api/admin/newsletter/send', {}, bearer(token))).statusCode).toBe(404);
      const saved = await post(
        '/api/save-newsletter',
        {
          subject: 'Spring news',
          content: '<h2>What is new</h2><p>Fresh <a href="https://example.com/x">work</a>.</p>',
        },
        bearer(token),
      );
      expect(saved.statusCode).toBe(201);
      expect((await post('/api/admin/newsletter/send', {})).statusCode).toBe(401);

      const send = await post('/api/admin/newsletter/send', {}, bearer(token));
      expect(send.statusCode).toBe(202);
      expect(send.json()).toMatchObject({ status: 'sending', recipients: 2 });

      await smtp.waitFor((all) => all.filter((m) => m.subject === 'Spring news').length === 2);
      const issues = smtp.messages.filter((m) => m.subject === 'Spring news');
      expect(issues.flatMap((m) => m.envelopeTo).sort()).toEqual(readers.slice(0, 2));
      for (const issue of issues) {
        expect(issue.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
        expect(issue.headers['list-unsubscribe']).toMatch(
          /^<http:\/\/localhost:3000\/api\/newsletter\/unsubscribe\/one-click\/[A-Za-z0-9_-]+>, <mailto:hello@brightwave\.agency\?subject=unsubscribe>$/,
        );
        expect(issue.html).toContain('<h2>What is new</h2>');
        expect(issue.text).toContain('What is new');
        expect(issue.text).toContain('work (https://example.com/x)');
        expect(issue.text).toMatch(
          /Unsubscribe: http:\/\/localhost:3000\/newsletter\/unsubscribe\//,
        );
      }

      await expect
        .poll(async () => (await get('/api/admin/newsletter/send-status', bearer(token))).json(), {
          timeout: 10_000,
        })
        .toMatchObject({ status: 'sent', recipients: 2, sent: 2, failed: 0 });
      const again = await post('/api/admin/newsletter/send', {}, bearer(token));
      expect(again.statusCode).toBe(409);
    });

    it('unsubscribes with a one-click POST from the header, and only with its body', async () => {
      const issue = smtp.messages.find(
        (m) => m.subject === 'Spring news' && m.envelopeTo.includes('ann@example.com'),
      )!;
      const url = /^<http:\/\/localhost:3000([^>]+)>/.exec(issue.headers['list-unsubscribe']!)![1]!;
      /** The header's URL POSTed as a form with `body`, as a mail client would. */
      const postForm = (body: string) =>
        t.app.inject({
          method: 'POST',
          url,
          payload: body,
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          remoteAddress: freshAddress(),
        });
      const wrong = await postForm('something=else');
      expect(wrong.statusCode).toBe(400);
      const browser = await get(url);
      expect(browser.statusCode).toBe(303);
      expect(browser.headers.location).toMatch(/^\/newsletter\/unsubscribe\//);

      const oneClick = await postForm('List-Unsubscribe=One-Click');
      expect(oneClick.statusCode).toBe(200);
      const [row] = await t.database.db
        .select()
        .from(subscribers)
        .where(eq(subscribers.email, 'ann@example.com'));
      expect(row!.status).toBe('unsubscribed');
      expect((await get('/api/admin/newsletter/recipients', bearer(token))).json().count).toBe(1);
    });
  });
});
