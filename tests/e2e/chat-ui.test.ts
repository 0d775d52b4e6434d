import type { Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { chosenDate, chosenTime, pickDate, pickSlot, showMonth } from '../setup/booking-page.ts';
import { addDays, weekdayOf } from '../../common/booking.ts';
import { HANDOFF_REQUEST_TEXT } from '../../common/chat-events.ts';
import { CHAT_LOAD_FAILED_MESSAGE } from '../../app/features/chatbot/embedded-chat-frame.tsx';
import { chatbotTitle } from '../../common/site.ts';
import {
  expectNoA11yViolations,
  launchBrowser,
  scrollTo,
  type Browser,
  visit,
} from '../setup/browser.ts';
import { chatLog, sayInChat } from '../setup/chat-page.ts';
import { startFakeLlm, type FakeLlm } from '../setup/fake-llm.ts';
import { futureWeekday, uniqueEmail } from '../setup/fixtures.ts';
import { startServer, type RunningServer } from '../setup/server-process.ts';

const baseURL = inject('baseURL');
/** Our widgets: the chat window, its modals and the embedded chat panels (others own the page). */
const CHAT_UI = '[role="dialog"], [role="alertdialog"], section:has([role="log"])';

async function adminAppointments(): Promise<{ email: string; services: string[] }[]> {
  const login = await fetch(`${baseURL}/api/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: inject('adminEmail'), password: inject('adminPassword') }),
  });
  expect(login.status).toBe(200);
  const { token } = (await login.json()) as { token: string };
  const list = await fetch(`${baseURL}/api/appointments?limit=100`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(list.status).toBe(200);
  return ((await list.json()) as { appointments: { email: string; services: string[] }[] })
    .appointments;
}

let visitorNumber = 0;
/**
 * A page that is a visitor of its own (its own client address): the server keeps the chat's
 * reply limit per visitor, and these tests each start a fresh conversation.
 */
async function newVisitorPage(browser: Browser, viewport?: Parameters<Browser['newPage']>[0]) {
  const page = await browser.newPage(viewport);
  visitorNumber += 1;
  await page.setExtraHTTPHeaders({
    'x-forwarded-for': `203.0.${process.pid % 250}.${visitorNumber % 250}`,
  });
  return page;
}

async function openChat(page: Page) {
  await page.getByRole('button', { name: `Open chat with ${chatbotTitle}` }).click();
  const window = page.getByRole('dialog', { name: chatbotTitle });
  await window.getByRole('textbox', { name: `Message ${chatbotTitle}` }).waitFor();
  return window;
}

const say = sayInChat;

function appointmentDialog(page: Page) {
  return page.getByRole('dialog', { name: 'Book a Free Consultation' });
}

/**
 * Dates of these tests' own, a week apart so that no two fall on one weekday after a
 * weekend is skipped: the e2e files share one server, and the near dates' 6pm-9pm slots
 * fill up with other files' bookings (on a Thursday, +2, +3 and +4 are all the Monday).
 */
const OWN_DATES = {
  booked: futureWeekday(63),
  invalid: futureWeekday(70),
  offline: futureWeekday(77),
  hours: futureWeekday(84),
};

async function fillAppointment(
  page: Page,
  { email, date, slot = '6pm-9pm' }: { email: string; date: string; slot?: string },
) {
  const dialog = appointmentDialog(page);
  await dialog.getByLabel('Name').fill('Ayesha Khan');
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Phone (optional)').fill('+92 300 1234567');
  await dialog.getByRole('checkbox', { name: 'Digital Marketing' }).check();
  await pickDate(dialog, date);
  await pickSlot(dialog, slot);
}

describe('chat widgets and booking in the browser', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('keeps the chat window and booking code out of the initial JavaScript of /', async () => {
    const page = await newVisitorPage(browser);
    const scripts: string[] = [];
    page.on('request', (request: Request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await visit(page, `${baseURL}/`);
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.filter((s) => /chatbot-window/.test(s))).toEqual([]);
    await openChat(page);
    expect(scripts.some((s) => /chatbot-window/.test(s))).toBe(true);
    await page.close();
  });

  it('a visitor chats, asks to book, books and finds the appointment in the admin list', async () => {
    const page = await newVisitorPage(browser);
    await page.goto(`${baseURL}/`);
    const window = await openChat(page);
    await say(page, 'What services do you offer?');
    await say(page, 'I would like to book a consultation');
    const dialog = appointmentDialog(page);
    await dialog.waitFor();
    const email = uniqueEmail('booker');
    const submit = dialog.getByRole('button', { name: 'Book Appointment' });
    expect(await submit.isDisabled()).toBe(true);
    await fillAppointment(page, { email, date: OWN_DATES.booked });
    // Spec §5: the phone input strips all but digits, +, -, parentheses and space.
    await dialog.getByLabel('Phone (optional)').fill('+92 (300) 123-4567 ext.');
    expect(await dialog.getByLabel('Phone (optional)').inputValue()).toBe('+92 (300) 123-4567 ');
    await submit.click();
    await page.getByText('Processing your appointment...').waitFor();
    const success = page.getByRole('dialog', { name: "Thanks! You're booked." });
    await success.waitFor({ timeout: 15_000 });
    expect(await success.getByRole('link', { name: 'Learn More' }).getAttribute('href')).toBe(
      '/About',
    );
    expect(await success.getByRole('link', { name: 'Learn More' }).getAttribute('target')).toBe(
      '_blank',
    );
    await success.getByRole('button', { name: 'Close' }).click();
    await window.getByText('Appointment Request Submitted Successfully!').waitFor();
    expect(await window.getByText(/Services: Digital Marketing/).count()).toBe(1);
    const stored = await adminAppointments();
    expect(stored.find((a) => a.email === email)?.services).toEqual(['Digital Marketing']);
    await page.close();
  });

  it('keeps the conversation id the server issued and sends it back, never one of its own', async () => {
    const page = await newVisitorPage(browser);
    const sent: Record<string, unknown>[] = [];
    const answered: Promise<unknown>[] = [];
    const isChat = (r: Request) => r.method() === 'POST' && r.url().endsWith('/api/flask/chat');
    page.on('request', (r) => {
      if (isChat(r)) sent.push(r.postDataJSON() as Record<string, unknown>);
    });
    page.on('response', (r) => {
      if (isChat(r.request())) answered.push(r.json().then((b) => b.conversation_id));
    });
    await page.goto(`${baseURL}/`);
    const window = await openChat(page);
    await say(page, 'What are your business hours?');
    await say(page, 'Where are you located?');
    const issued = await Promise.all(answered);
    expect(sent).toHaveLength(2);
    // The first message names no conversation: the server issues the id.
    expect(sent[0]).not.toHaveProperty('conversation_id');
    expect(issued[0]).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(sent[1]!.conversation_id).toBe(issued[0]);
    expect(issued[1]).toBe(issued[0]);
    // Clearing the history starts a new conversation: no id is sent, a new one is issued.
    await window.getByRole('button', { name: 'Clear chat history' }).click();
    await page
      .getByRole('alertdialog', { name: 'Clear chat history' })
      .getByRole('button', { name: 'Clear history' })
      .click();
    await say(page, 'Do you build websites?');
    expect(sent[2]).not.toHaveProperty('conversation_id');
    expect(await answered[2]).not.toBe(issued[0]);
    await page.close();
  });

  it('shows the first validation error in the dismissible banner and sends nothing', async () => {
    const page = await newVisitorPage(browser);
    const posts: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'POST' && r.url().includes('/api/appointments')) posts.push(r.url());
    });
    await page.goto(`${baseURL}/`);
    const window = await openChat(page);
    await window.getByRole('button', { name: 'Book an appointment' }).click();
    await fillAppointment(page, { email: 'not-an-email', date: OWN_DATES.invalid });
    await appointmentDialog(page).getByRole('button', { name: 'Book Appointment' }).click();
    const alert = appointmentDialog(page).getByRole('alert');
    expect(await alert.textContent()).toContain('Email is not valid');
    await alert.getByRole('button', { name: 'Dismiss error' }).click();
    expect(await appointmentDialog(page).getByRole('alert').count()).toBe(0);
    expect(posts).toEqual([]);
    await page.close();
  });

  it("answers a network failure with 'Connection Issue' and Retry, keeping the form open", async () => {
    // The other refusals (slot full, pending limit, 429, 5xx) are in booking-refusals.test.ts.
    const page = await newVisitorPage(browser);
    await page.route('**/api/appointments', (route) => route.abort('internetdisconnected'));
    await page.goto(`${baseURL}/`);
    const window = await openChat(page);
    await window.getByRole('button', { name: 'Book an appointment' }).click();
    await fillAppointment(page, { email: uniqueEmail('offline'), date: OWN_DATES.offline });
    await appointmentDialog(page).getByRole('button', { name: 'Book Appointment' }).click();
    const alert = appointmentDialog(page).getByRole('alert');
    await alert.getByText('Connection Issue').waitFor({ timeout: 15_000 });
    expect(await alert.getByRole('button', { name: 'Retry' }).count()).toBe(1);
    expect(await appointmentDialog(page).getByLabel('Name').inputValue()).toBe('Ayesha Khan');
    expect(await page.getByRole('dialog', { name: "Thanks! You're booked." }).count()).toBe(0);
    expect(await page.getByText('Appointment Request Received').count()).toBe(0);
    await page.close();
  });

  it("answers the server's business-hours refusal with 'Appointment Time Not Available'", async () => {
    // The form offers only open slots, so a browser whose rules disagree with the server is
    // played by rewriting the request on its way out: the real server judges a Saturday
    // 9 PM slot, which closing time (10 PM) leaves out.
    let saturday = futureWeekday(7);
    while (weekdayOf(saturday) !== 6) saturday = addDays(saturday, 1);
    const page = await newVisitorPage(browser);
    await page.route('**/api/appointments', (route) => {
      const body = JSON.parse(route.request().postData() ?? '{}') as Record<string, unknown>;
      return route.continue({
        postData: JSON.stringify({ ...body, preferred_date: saturday, preferred_time: '9pm-12am' }),
      });
    });
    await page.goto(`${baseURL}/`);
    const window = await openChat(page);
    await window.getByRole('button', { name: 'Book an appointment' }).click();
    await fillAppointment(page, { email: uniqueEmail('hours'), date: OWN_DATES.hours });
    const dialog = appointmentDialog(page);
    await dialog.getByRole('button', { name: 'Book Appointment' }).click();
    await dialog.getByText('Appointment Time Not Available').waitFor({ timeout: 15_000 });
    expect(await dialog.getByText(/Sunday/).count()).toBeGreaterThan(0);
    // The refusal is on the time choices, which take the focus.
    const time = dialog.locator('input[type="radio"]:focus');
    expect(await time.count()).toBe(1);
    expect(await time.getAttribute('aria-invalid')).toBe('true');
    expect(await page.getByRole('dialog', { name: "Thanks! You're booked." }).count()).toBe(0);
    await page.close();
  });

  it('books by keyboard alone', async () => {
    const page = await newVisitorPage(browser);
    await visit(page, `${baseURL}/`);
    await page.getByRole('button', { name: `Open chat with ${chatbotTitle}` }).focus();
    await page.keyboard.press('Enter');
    const input = page.getByRole('textbox', { name: `Message ${chatbotTitle}` });
    await input.waitFor();
    await expect.poll(() => input.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.type('Can I book an appointment?');
    await page.keyboard.press('Enter');
    const dialog = appointmentDialog(page);
    await dialog.waitFor();
    const email = uniqueEmail('keyboard');
    const focused = () => page.evaluate(() => document.activeElement?.getAttribute('id') ?? '');
    // Focus starts inside the dialog (trapped); walk the fields with Tab.
    const name = dialog.getByLabel('Name');
    while ((await focused()) !== (await name.getAttribute('id'))) await page.keyboard.press('Tab');
    await page.keyboard.type('Keyboard Visitor');
    await page.keyboard.press('Tab');
    await page.keyboard.type(email);
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab'); // first service checkbox
    await page.keyboard.press('Space');
    // On to the calendar's day, then by arrows to the date, Enter to choose it.
    const focusedDay = () =>
      page.evaluate(() => document.activeElement?.getAttribute('data-date') ?? '');
    while (!(await focusedDay())) await page.keyboard.press('Tab');
    const target = futureWeekday(5);
    for (let i = 0; i < 62 && (await focusedDay()) !== target; i++) {
      await page.keyboard.press((await focusedDay()) < target ? 'ArrowRight' : 'ArrowLeft');
    }
    expect(await focusedDay()).toBe(target);
    // Chosen once the server has said the day is open (a new month is asked for on arrival).
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-state')))
      .toBe('open');
    await page.keyboard.press('Enter');
    await expect.poll(() => chosenDate(dialog)).toBe(target);
    // Tab on to the time choices; Space chooses the first.
    const onRadio = () =>
      page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.type === 'radio');
    while (!(await onRadio())) await page.keyboard.press('Tab');
    await page.keyboard.press('Space');
    expect(await chosenTime(dialog)).toBe('6pm-9pm');
    await page.keyboard.press('Tab'); // notes
    await page.keyboard.press('Tab'); // submit
    await page.keyboard.press('Enter');
    const success = page.getByRole('dialog', { name: "Thanks! You're booked." });
    await success.waitFor({ timeout: 15_000 });
    await page.keyboard.press('Escape');
    await success.waitFor({ state: 'detached' });
    expect((await adminAppointments()).some((a) => a.email === email)).toBe(true);
    await page.close();
  });

  it('never thanks the visitor for details the server did not save', async () => {
    const page = await newVisitorPage(browser);
    await visit(page, `${baseURL}/`);
    const window = await openChat(page);
    const contact = window.getByRole('form', { name: 'Your contact details' });
    await contact.getByLabel('Name').fill('Nadia');
    await contact.getByLabel('Email').fill('nadia@example.com');

    // The server fails (intercepted: a real server that fails on demand is not ours to run).
    await page.route('**/api/flask/chat/contact', (route) =>
      route.fulfill({ status: 503, contentType: 'application/json', body: '{"success":false}' }),
    );
    await contact.getByRole('button', { name: 'Save details' }).click();
    await contact
      .getByRole('alert')
      .getByText(/We could not save your details .*hello@brightwave\.agency/)
      .waitFor();
    expect(await contact.getByLabel('Email').inputValue()).toBe('nadia@example.com');
    expect(await window.getByText('Thank you, Nadia!', { exact: false }).count()).toBe(0);

    // The same form, sent again once the server answers, is saved and thanked for.
    await page.unroute('**/api/flask/chat/contact');
    await contact.getByRole('button', { name: 'Save details' }).click();
    await contact.waitFor({ state: 'detached' });
    await window.getByText('Thank you, Nadia! How can I help you today?').waitFor();
    // The browser is shared by this file: later tests start from no saved contact.
    await page.evaluate(() => {
      localStorage.clear();
      sessionStorage.clear();
    });
    await page.close();
  });

  it('passes axe with the chat window and each dialog open', async () => {
    const page = await newVisitorPage(browser);
    await visit(page, `${baseURL}/`);
    const window = await openChat(page);
    await expectNoA11yViolations(page, CHAT_UI);

    // The contact form is a bubble under the greeting, in the conversation (ADR 048).
    const contact = window.getByRole('form', { name: 'Your contact details' });
    await contact.waitFor();
    await expectNoA11yViolations(page, CHAT_UI);
    await contact.getByRole('button', { name: 'Not now' }).click();
    await contact.waitFor({ state: 'detached' });
    await window.getByRole('button', { name: 'Share contact details' }).click();
    await contact.waitFor();

    await window.getByRole('button', { name: 'Clear chat history' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Clear chat history' });
    await confirm
      .getByText('Are you sure you want to clear the chat history? This action cannot be undone.')
      .waitFor();
    await expectNoA11yViolations(page, CHAT_UI);
    await confirm.getByRole('button', { name: 'Cancel' }).click();

    await window.getByRole('button', { name: 'Book an appointment' }).click();
    await appointmentDialog(page).waitFor();
    // Sunday is disabled in the calendar; chosen anyway, it says why (spec §5's words).
    const sunday = await showMonth(
      appointmentDialog(page),
      addDays(futureWeekday(7), 7 - weekdayOf(futureWeekday(7))),
    );
    expect(await sunday.getAttribute('aria-disabled')).toBe('true');
    await sunday.focus();
    await page.keyboard.press('Enter');
    await appointmentDialog(page)
      .getByText('We are closed on Sundays. Please select another day for your appointment.')
      .waitFor();
    expect(await chosenDate(appointmentDialog(page))).toBe('');
    expect(await appointmentDialog(page).locator('input[type="radio"]').count()).toBe(0);
    await expectNoA11yViolations(page, CHAT_UI);
    await page.keyboard.press('Escape');
    await appointmentDialog(page).waitFor({ state: 'detached' });

    // Minimise, then a click on the header expands again.
    await window.getByRole('button', { name: 'Minimize chat' }).click();
    expect(await page.getByRole('textbox', { name: `Message ${chatbotTitle}` }).count()).toBe(0);
    await window.getByRole('heading', { name: chatbotTitle }).click();
    await page.getByRole('textbox', { name: `Message ${chatbotTitle}` }).waitFor();
    await page.close();
  });

  it('opens the form on the date a booking names (built-in assistant)', async () => {
    const date = futureWeekday(2);
    const weekday = new Date(`${date}T12:00:00Z`).toLocaleDateString('en-US', {
      weekday: 'long',
      timeZone: 'UTC',
    });
    const page = await newVisitorPage(browser);
    await page.goto(`${baseURL}/`);
    await openChat(page);
    await say(page, `I want to book a consultation on ${weekday}`);
    const dialog = appointmentDialog(page);
    await dialog.waitFor();
    await expect.poll(() => chosenDate(dialog)).toBe(date);
    // The visitor named no time: the slot is theirs to pick.
    expect(await chosenTime(dialog)).toBe('');
    await expectNoA11yViolations(page, CHAT_UI);
    await page.close();
  });

  it("links the site's pages in a reply, reachable by keyboard", async () => {
    const page = await newVisitorPage(browser);
    await page.goto(`${baseURL}/`);
    await openChat(page);
    const answer = await say(page, 'Do you have an article about quantum knitting?');
    expect(answer).toContain(`${baseURL}/blog`);
    const link = chatLog(page).getByRole('link', { name: `${baseURL}/blog`, exact: true });
    expect(await link.getAttribute('href')).toBe(`${baseURL}/blog`);
    // The visitor's own words stay text, even with an address of the site.
    await say(page, `is ${baseURL}/Contact the right page?`);
    expect(
      await chatLog(page)
        .getByRole('link', { name: `${baseURL}/Contact`, exact: true })
        .count(),
    ).toBe(0);
    await expectNoA11yViolations(page, CHAT_UI);
    // Tab from the conversation reaches the link; Enter follows it.
    await chatLog(page).focus();
    for (let i = 0; i < 30; i++) {
      if (await link.evaluate((el) => el === document.activeElement)) break;
      await page.keyboard.press('Tab');
    }
    expect(await link.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.press('Enter');
    await page.waitForURL(`${baseURL}/blog`);
    await page.close();
  });

  it('the home chat loads its core only when used, and sends what was typed before it came', async () => {
    const page = await newVisitorPage(browser);
    // The core's chunk (island build: island-embedded-chat-*.js; not the frame's
    // island-lazy-embedded-chat-*.js, which the home and landing chats share), held until released.
    const isCore = (url: string) => /\/assets\/(?:island-)?embedded-chat-[^/]+\.js$/.test(url);
    const asked: string[] = [];
    page.on('request', (request) => {
      if (isCore(request.url())) asked.push(request.url());
    });
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(
      (url) => isCore(url.href),
      async (route) => {
        await released;
        await route.continue();
      },
    );
    await visit(page, `${baseURL}/`);
    const panel = page.getByRole('region', { name: 'Chat with Our AI Assistant' });
    await scrollTo(panel);
    await page.waitForSelector('[data-island="home-chat"][data-hydrated]', { state: 'attached' });
    await page.waitForTimeout(500);
    // In view and hydrated, the panel is still the light frame: no core, no log.
    expect(asked).toEqual([]);
    expect(await panel.getByRole('log').count()).toBe(0);

    const question = 'What does a new website cost?';
    const input = panel.getByRole('textbox', { name: 'Message Chat with Our AI Assistant' });
    await input.fill(question);
    await input.press('Enter');
    await expect.poll(() => asked.length).toBeGreaterThan(0);
    // Still the frame, with what was typed, while the core is on its way.
    expect(await panel.getByRole('log').count()).toBe(0);
    expect(await input.inputValue()).toBe(question);

    release();
    const log = panel.getByRole('log');
    await log.getByText(question).waitFor();
    await log.locator('.items-start').nth(1).waitFor({ timeout: 15_000 });
    expect(await log.getByText(question).count()).toBe(1);
    expect(await input.inputValue()).toBe('');
    // The focus moved with the input, so the visitor types on.
    expect(await input.evaluate((field) => field === document.activeElement)).toBe(true);
    await page.close();
  });

  it('the home chat says so when its core cannot be fetched, keeping what was typed', async () => {
    const page = await newVisitorPage(browser);
    await page.route(/\/assets\/(?:island-)?embedded-chat-[^/]+\.js$/, (route) =>
      route.abort('internetdisconnected'),
    );
    await visit(page, `${baseURL}/`);
    const panel = page.getByRole('region', { name: 'Chat with Our AI Assistant' });
    await scrollTo(panel);
    const input = panel.getByRole('textbox', { name: 'Message Chat with Our AI Assistant' });
    const question = 'Is anyone there?';
    await input.fill(question);
    await input.press('Enter');
    await panel.getByRole('alert').filter({ hasText: CHAT_LOAD_FAILED_MESSAGE }).waitFor();
    expect(await input.inputValue()).toBe(question);
    expect(await panel.getByRole('log').count()).toBe(0);
    await page.close();
  });

  it('the home chat offers "Talk to a person" and says where the hand-off stands', async () => {
    const page = await newVisitorPage(browser);
    await visit(page, `${baseURL}/`);
    const panel = page.getByRole('region', { name: 'Chat with Our AI Assistant' });
    await scrollTo(panel);
    const ask = panel.getByRole('button', { name: 'Talk to a person' });
    await ask.click();
    const log = panel.getByRole('log');
    await log.getByText(HANDOFF_REQUEST_TEXT).waitFor();
    await panel
      .getByRole('status')
      .filter({ hasText: 'Waiting for our team' })
      .waitFor({ timeout: 15_000 });
    expect(await ask.count()).toBe(0);
    await expectNoA11yViolations(page, CHAT_UI);
    await page.close();
  });

  for (const [path, title] of [
    ['/LandingPages/FitnessLandingPage', 'Fitness Coach'],
    ['/LandingPages/PetLandingPage', 'PetCare Assistant'],
  ] as const) {
    it(`the ${title} chat locks after the counter reaches 4, booking on the visitor's request`, async () => {
      const page = await newVisitorPage(browser);
      await visit(page, `${baseURL}${path}`);
      const panel = page.getByRole('region', { name: title });
      await scrollTo(panel);
      const input = panel.getByRole('textbox', { name: `Message ${title}` });
      if (title === 'Fitness Coach') {
        await panel.getByRole('button', { name: 'I need more gym members' }).click();
        await expect.poll(() => input.inputValue()).toBe('I need more gym members');
        expect(await input.getAttribute('placeholder')).toBe(
          'Ask about your fitness business goals...',
        );
      }
      const log = panel.getByRole('log');
      for (let i = 1; i <= 3; i++) {
        await input.fill(`Question number ${i}`);
        await input.press('Enter');
        await expect
          .poll(() => log.locator('.items-start').count(), { timeout: 15_000 })
          .toBe(i + 1);
        if (i === 1)
          expect(await panel.getByRole('list', { name: 'Quick questions' }).count()).toBe(0);
      }
      await panel.getByText("You've reached the maximum number of chatbot responses.").waitFor();
      await panel.getByText('Please book an appointment to continue.').waitFor();
      expect(await input.count()).toBe(0);
      // The booking form opens when the visitor asks for it, never by itself (ADR 048).
      const dialog = appointmentDialog(page);
      expect(await dialog.count()).toBe(0);
      await panel.getByRole('button', { name: 'Book an appointment' }).click();
      await dialog.waitFor();
      await expectNoA11yViolations(page, CHAT_UI);
      await dialog.getByRole('button', { name: 'Close appointment form' }).click();
      await dialog.waitFor({ state: 'detached' });
      await page.close();
    });
  }
});

/**
 * A configured model's open_booking_form opens the widget's form with the
 * services, date and slot it named. A production server of its own, its model provider an
 * OpenAI-compatible server in this process (tests/setup/fake-llm.ts).
 */
describe('the booking form a model opens from the chat', () => {
  const date = futureWeekday(3);
  let llm: FakeLlm;
  let server: RunningServer;
  let browser: Browser;

  beforeAll(async () => {
    llm = await startFakeLlm({
      kind: 'script',
      steps: [
        {
          toolCalls: [
            {
              name: 'open_booking_form',
              arguments: JSON.stringify({
                services: ['Digital Marketing'],
                date,
                slot: '9pm-12am',
              }),
            },
          ],
        },
        { text: "I've opened the booking form with that evening's 9 PM slot." },
      ],
    });
    server = await startServer({
      CHAT_LLM_BASE_URL: llm.baseUrl,
      CHAT_LLM_MODEL: 'fake-model',
      TRUST_PROXY: '1',
    });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await llm?.close();
  });

  it('opens with the date and slot preselected and the service checked', async () => {
    const page = await newVisitorPage(browser);
    await page.goto(`${server.baseURL}/`);
    await openChat(page);
    await say(page, `Please set up a call on ${date} at 9pm about digital marketing`);
    const dialog = appointmentDialog(page);
    await dialog.waitFor();
    await expect.poll(() => chosenDate(dialog)).toBe(date);
    await expect.poll(() => chosenTime(dialog)).toBe('9pm-12am');
    expect(await dialog.getByRole('checkbox', { name: 'Digital Marketing' }).isChecked()).toBe(
      true,
    );
    expect(llm.requests.length).toBeGreaterThanOrEqual(2);

    // Closed and opened again from the reply's button, the form starts the same way.
    await dialog.getByRole('button', { name: 'Close appointment form' }).click();
    await dialog.waitFor({ state: 'detached' });
    await chatLog(page).getByRole('button', { name: 'Book a free consultation' }).last().click();
    await expect.poll(() => chosenTime(dialog)).toBe('9pm-12am');
    expect(await chosenDate(dialog)).toBe(date);

    // The visitor completes it and books: the server takes the preselected slot.
    await dialog.getByLabel('Name').fill('Model Visitor');
    await dialog.getByLabel('Email').fill(uniqueEmail('model'));
    await dialog.getByRole('button', { name: 'Book Appointment' }).click();
    await page.getByRole('dialog', { name: "Thanks! You're booked." }).waitFor({ timeout: 15_000 });
    await page.close();
  });
});
