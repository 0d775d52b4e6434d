import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { STATUS_MAIL } from '../../common/status-mail.ts';
import { storeAdminToken } from '../setup/admin-page.ts';
import { expectNoA11yViolations, suiteBrowser } from '../setup/browser.ts';
import { suiteMailingServer } from '../setup/mailing-server.ts';
import { futureWeekday } from '../setup/fixtures.ts';

const adminEmail = inject('adminEmail');
const adminPassword = inject('adminPassword');

/** A common phone's width. */
const PHONE = { width: 375, height: 812 };

/**
 * The administrator's screens against a real server of its own that delivers over
 * SMTP to a receiver in this test: a status change that mails the visitor asks first (and
 * sends nothing until confirmed), labels instead of codes, the appointments and leads
 * screens as cards at 375 px, and focus back on the opener when a dialog closes.
 */
describe('admin screens: status mail confirmation, labels, phones, focus', () => {
  const mailing = suiteMailingServer();
  const browser = suiteBrowser();
  let token: string;
  /** A JSON request; `auth` sends the administrator's token. */
  const api = (path: string, init: { method?: string; body?: unknown; auth?: boolean } = {}) =>
    mailing.api(path, {
      method: init.method,
      body: init.body,
      token: init.auth ? token : undefined,
    });
  const mailsTo = (to: string, subject: string) =>
    mailing.smtp.messages.filter((m) => m.envelopeTo.includes(to) && m.subject === subject);
  const waitForMail = (to: string, subject: string) =>
    mailing.smtp.waitFor((all) =>
      all.some((m) => m.envelopeTo.includes(to) && m.subject === subject),
    );

  /** Books through the public API as the chat widget does; waits for its receipt. */
  async function book(name: string, email: string, time: string, date = futureWeekday()) {
    const booked = await api('/api/appointments', {
      body: {
        name,
        email,
        phone: '+1 212 555 0123',
        services: ['Mobile App Development', 'AI & Chatbots'],
        preferred_date: date,
        preferred_time: time,
        user_timezone: 'Asia/Karachi',
        source: 'chatbot_form',
      },
    });
    expect(booked.status).toBe(201);
    // The receipt proves mail to this visitor is delivered within seconds.
    await mailing.smtp.waitFor((all) =>
      all.some(
        (m) => m.envelopeTo.includes(email) && /We received your appointment/.test(m.subject),
      ),
    );
    return booked.json.appointment._id as string;
  }

  async function openSignedIn(page: Page, path: string) {
    await storeAdminToken(page, mailing.baseURL, token);
    await page.goto(`${mailing.baseURL}${path}`);
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached', timeout: 30_000 });
    await page.locator('nav[aria-label="Admin"]').waitFor({ state: 'attached' });
  }

  const focusedLabel = (page: Page) =>
    page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? '');

  /** Every shown element lies within the viewport's width, and the page does not scroll sideways. */
  async function expectNoSidewaysOverflow(page: Page) {
    const report = await page.evaluate(() => {
      const width = document.documentElement.clientWidth;
      const wide: string[] = [];
      for (const element of Array.from(document.body.querySelectorAll('*'))) {
        // The toast region is a transparent full-width strip offset by its margin (sonner's
        // phone layout); the toasts inside it are checked like every other element.
        if (element.matches('[data-sonner-toaster]')) continue;
        const rect = element.getBoundingClientRect();
        if (rect.width === 0 && rect.height === 0) continue;
        if (rect.right > width + 0.5 || rect.left < -0.5) {
          const el = element as HTMLElement;
          wide.push(
            `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''} "${(el.textContent ?? '').trim().slice(0, 40)}" ${Math.round(rect.left)}..${Math.round(rect.right)}`,
          );
        }
      }
      return { width, scrollWidth: document.documentElement.scrollWidth, wide };
    });
    expect(report.wide).toEqual([]);
    expect(report.scrollWidth).toBeLessThanOrEqual(report.width);
  }

  beforeAll(async () => {
    const login = await api('/api/admin/login', {
      body: { email: adminEmail, password: adminPassword },
    });
    expect(login.status).toBe(200);
    token = login.json.token as string;
  });

  it('asks before a status change mails the visitor: keeping sends nothing, confirming sends the named mail', async () => {
    const name = 'Sara Confirm';
    const email = 'sara.confirm@example.com';
    const id = await book(name, email, '6pm-9pm');
    const confirmed = STATUS_MAIL.Confirmed.subject;

    const page = await browser.newPage();
    await openSignedIn(page, '/admin/appointments');
    const status = page.getByRole('combobox', { name: `Status of ${name}` });
    await status.waitFor();
    expect(await status.inputValue()).toBe('Pending');

    // The administrator focuses the select (a tap or Tab) and picks a status.
    await status.focus();
    await status.selectOption('Confirmed');
    const question = page.getByRole('alertdialog', {
      name: `Set ${name}'s appointment to Confirmed?`,
    });
    await question.waitFor();
    const said = (await question.textContent()) ?? '';
    expect(said).toContain(`${name} (${email}) will be e-mailed "${confirmed}"`);
    expect(said).toContain('with a calendar file');
    // Nothing changes while the administrator reads (the page behind the dialog is hidden
    // from the accessibility tree, so the select is found by its attribute).
    expect(await page.locator(`table select[aria-label="Status of ${name}"]`).inputValue()).toBe(
      'Pending',
    );
    await expectNoA11yViolations(page);

    await question.getByRole('button', { name: 'Keep Pending' }).click();
    await question.waitFor({ state: 'detached' });
    await expect.poll(() => focusedLabel(page), { timeout: 5_000 }).toBe(`Status of ${name}`);
    expect(await status.inputValue()).toBe('Pending');
    const kept = await api(`/api/appointments/${id}`, { auth: true });
    expect(kept.json.appointment.status).toBe('Pending');
    // Escape keeps it too.
    await status.focus();
    await status.selectOption('Cancelled');
    await page.getByRole('alertdialog').waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('alertdialog').waitFor({ state: 'detached' });
    await expect.poll(() => focusedLabel(page), { timeout: 5_000 }).toBe(`Status of ${name}`);
    // The receipt came within seconds; in as long again, no status mail followed.
    await new Promise((resolve) => setTimeout(resolve, 4000));
    expect(mailsTo(email, confirmed)).toHaveLength(0);
    expect(mailsTo(email, STATUS_MAIL.Cancelled.subject)).toHaveLength(0);
    expect((await api(`/api/appointments/${id}`, { auth: true })).json.appointment.status).toBe(
      'Pending',
    );

    await status.focus();
    await status.selectOption('Confirmed');
    await question.getByRole('button', { name: 'Set to Confirmed and send e-mail' }).click();
    await page.getByText('Appointment status updated successfully!').waitFor();
    await waitForMail(email, confirmed);
    expect(mailsTo(email, confirmed)).toHaveLength(1);
    expect(mailsTo(email, confirmed)[0]!.text).toContain(name);
    expect(await status.inputValue()).toBe('Confirmed');
    await expect.poll(() => focusedLabel(page), { timeout: 5_000 }).toBe(`Status of ${name}`);
    expect((await api(`/api/appointments/${id}`, { auth: true })).json.appointment.status).toBe(
      'Confirmed',
    );

    // Pending mails no one: no question.
    await status.selectOption('Pending');
    await expect
      .poll(
        async () => (await api(`/api/appointments/${id}`, { auth: true })).json.appointment.status,
      )
      .toBe('Pending');
    expect(await page.getByRole('alertdialog').count()).toBe(0);
    await page.close();
  });

  it('shows labels, not codes, on the admin screens and in the team mail', async () => {
    const name = 'Label Visitor';
    await book(name, 'label.visitor@example.com', '12am-3am');
    await api('/api/contact-info', {
      body: {
        name: 'Get Started Gita',
        email: 'gita@example.com',
        service: 'web-development',
        message: 'A new site, please.',
        source: 'get_started',
      },
    });
    await api('/api/subscribe', { body: { email: 'label.subscriber@example.com' } });

    const page = await browser.newPage();
    await openSignedIn(page, '/admin/appointments');
    const row = page.getByRole('row', { name: new RegExp(name) });
    await row.waitFor();
    const rowText = (await row.textContent()) ?? '';
    expect(rowText).toContain('Chat widget');
    expect(rowText).toContain('Mobile App Development, AI & Chatbots');
    expect(rowText).toContain('12:00 AM - 3:00 AM (Pakistan time)');
    await page.getByRole('button', { name: `View details of ${name}` }).click();
    const details = page.getByRole('dialog', { name: 'Appointment details' });
    await details.waitFor();
    expect(await details.textContent()).toContain('Chat widget');
    await page.keyboard.press('Escape');
    await details.waitFor({ state: 'detached' });
    const appointmentsText = await page.locator('main').innerText();
    for (const code of ['chatbot_form', '12am-3am', '6pm-9pm']) {
      expect(appointmentsText).not.toContain(code);
    }

    await openSignedIn(page, '/admin/leads');
    const lead = page.getByRole('row', { name: /Get Started Gita/ });
    await lead.waitFor();
    expect(await lead.textContent()).toContain('Get Started request');
    expect(await lead.textContent()).toContain('Service: Web Design & Development');
    const subscriber = page.getByRole('row', { name: /label\.subscriber@example\.com/ });
    expect(await subscriber.textContent()).toContain('Status: Awaiting confirmation');
    const leadsText = await page.locator('main').innerText();
    for (const code of ['web-development', 'get_started', 'chat_contact', 'Status: pending']) {
      expect(leadsText).not.toContain(code);
    }
    await expectNoA11yViolations(page);

    await mailing.smtp.waitFor((all) =>
      all.some((m) => m.envelopeTo.includes('team@example.com') && m.subject.includes(name)),
    );
    const notice = mailing.smtp.messages.find(
      (m) => m.envelopeTo.includes('team@example.com') && m.subject.includes(name),
    )!;
    expect(notice.subject).toContain('12:00 AM - 3:00 AM Pakistan time (after midnight, night of');
    expect(notice.text).toContain('Source: Chat widget');
    for (const code of ['chatbot_form', '12am-3am']) {
      expect(notice.text).not.toContain(code);
      expect(notice.subject).not.toContain(code);
    }
    await mailing.smtp.waitFor((all) =>
      all.some((m) => m.envelopeTo.includes('team@example.com') && /Gita/.test(m.subject)),
    );
    const leadNotice = mailing.smtp.messages.find(
      (m) => m.envelopeTo.includes('team@example.com') && /Gita/.test(m.subject),
    )!;
    expect(leadNotice.text).toContain('Service: Web Design & Development');
    expect(leadNotice.text).not.toContain('web-development');
    await page.close();
  });

  it('at 375 px shows appointments as cards that change status and open details, with focus back on the opener', async () => {
    const name = 'Phone Card Visitor';
    const email = 'phone.card@example.com';
    const id = await book(name, email, '9pm-12am', futureWeekday(3));

    const page = await browser.newPage();
    await page.setViewportSize(PHONE);
    await openSignedIn(page, '/admin/appointments');
    const cards = page.getByRole('list', { name: 'Appointments' });
    await cards.waitFor();
    expect(await page.getByRole('table').count()).toBe(0);
    const card: Locator = cards.getByRole('listitem').filter({ hasText: name });
    await card.getByRole('heading', { name }).waitFor();
    const cardText = (await card.textContent()) ?? '';
    for (const expected of [email, 'Chat widget', 'Mobile App Development', '9:00 PM - 12:00 AM']) {
      expect(cardText).toContain(expected);
    }
    await expectNoSidewaysOverflow(page);
    await expectNoA11yViolations(page);

    // Status from the card, confirmed in the dialog, which fits the phone.
    const status = card.getByRole('combobox', { name: `Status of ${name}` });
    await status.focus();
    await status.selectOption('Completed');
    const question = page.getByRole('alertdialog');
    await question.waitFor();
    expect(await question.textContent()).toContain(STATUS_MAIL.Completed.subject);
    await expectNoSidewaysOverflow(page);
    await question.getByRole('button', { name: 'Set to Completed and send e-mail' }).click();
    await page.getByText('Appointment status updated successfully!').waitFor();
    await waitForMail(email, STATUS_MAIL.Completed.subject);
    expect((await api(`/api/appointments/${id}`, { auth: true })).json.appointment.status).toBe(
      'Completed',
    );
    expect(await status.inputValue()).toBe('Completed');

    // Details from the card: closing returns focus to that card's View button.
    const view = card.getByRole('button', { name: `View details of ${name}` });
    await view.click();
    const details = page.getByRole('dialog', { name: 'Appointment details' });
    await details.waitFor();
    await expectNoSidewaysOverflow(page);
    await expectNoA11yViolations(page);
    await details.getByRole('button', { name: 'Close' }).click();
    await details.waitFor({ state: 'detached' });
    await expect.poll(() => focusedLabel(page), { timeout: 5_000 }).toBe(`View details of ${name}`);
    expect(await view.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.close();
  });

  it('at 375 px shows leads as cards without sideways scrolling; the desktop keeps the table', async () => {
    await api('/api/contact-info', {
      body: {
        name: 'Phone Lead With A Rather Long Name',
        email: 'a.very.long.address.for.a.phone.screen.lead@example-company-domain.com',
        message: 'Averyveryverylongwordwithoutanyspacesthatmustwrapinsteadofwideningthepage',
      },
    });
    const page = await browser.newPage();
    await page.setViewportSize(PHONE);
    await openSignedIn(page, '/admin/leads');
    const cards = page.getByRole('list', { name: 'Leads' });
    const card = cards
      .getByRole('listitem')
      .filter({ hasText: 'Phone Lead With A Rather Long Name' });
    await card.waitFor();
    expect(await card.textContent()).toContain('Contact message');
    expect(await page.getByRole('table').count()).toBe(0);
    await expectNoSidewaysOverflow(page);
    await expectNoA11yViolations(page);

    await page.setViewportSize({ width: 1280, height: 800 });
    await page.getByRole('row', { name: /Phone Lead With A Rather Long Name/ }).waitFor();
    expect(await cards.isVisible()).toBe(false);
    await page.close();
  });

  it('returns focus when a dialog opened from the address (?id=) closes', async () => {
    const chat = await api('/api/flask/chat', {
      body: {
        message: 'Do you build booking systems?',
        user_name: 'Focus Visitor',
        user_context: { name: 'Focus Visitor', email: 'focus.visitor@example.com' },
      },
    });
    expect(chat.status).toBe(200);
    const list = await api('/api/admin/conversations?page=1&limit=25', { auth: true });
    const conversation = (list.json.conversations as { id: string; name: string | null }[]).find(
      (c) => c.name === 'Focus Visitor',
    );
    expect(conversation).toBeTruthy();

    const page = await browser.newPage();
    await openSignedIn(page, `/admin/conversations?id=${encodeURIComponent(conversation!.id)}`);
    const thread = page.getByRole('dialog', { name: 'Conversation with Focus Visitor' });
    await thread.getByText('Do you build booking systems?').waitFor();
    await page.keyboard.press('Escape');
    await thread.waitFor({ state: 'detached' });
    // Not lost on the body: on the conversation's own Read button.
    await expect
      .poll(() => focusedLabel(page), { timeout: 5_000 })
      .toBe('Read conversation with Focus Visitor');
    await page.close();
  });
});
