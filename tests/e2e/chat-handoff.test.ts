import { createServer, connect, type Server, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { HANDOFF_JOINED_TEXT, HANDOFF_REQUEST_TEXT } from '../../common/chat-events.ts';
import { chatbotTitle, site } from '../../common/site.ts';
import { expectNoA11yViolations, launchBrowser, scrollTo, type Browser } from '../setup/browser.ts';
import {
  chatInput as input,
  chatLog as log,
  chatWindow,
  openChatAt,
  signInAdmin,
} from '../setup/chat-page.ts';
import { suiteMailingServer } from '../setup/mailing-server.ts';

/** The shared server, started without WHATSAPP_NUMBER. */
const sharedURL = inject('baseURL');

/**
 * A TCP relay in front of the server, so the test can cut the visitor's connections (a
 * real drop, as when a phone changes networks) and refuse new ones for a while.
 */
async function startRelay(target: () => URL) {
  const sockets = new Set<Socket>();
  let refusing = false;
  const server: Server = createServer((client) => {
    if (refusing) return void client.destroy();
    const url = target();
    const upstream = connect(Number(url.port), url.hostname);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
      socket.on('error', () => socket.destroy());
    }
    client.pipe(upstream).pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    /** Cuts every connection; with `refuse`, new ones too until `restore`. */
    drop(refuse: boolean) {
      refusing = refuse;
      for (const socket of sockets) socket.destroy();
    },
    restore() {
      refusing = false;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * A person when needed: the visitor asks for a person in the chat, the team
 * answers from the Conversations screen in another browser, and the visitor sees the
 * "joined" marker and the reply in the open chat; then WhatsApp, offered when configured.
 */
describe('hand-off to a person in the browser', () => {
  const mailing = suiteMailingServer({ TRUST_PROXY: '1', WHATSAPP_NUMBER: '+92 300 1234567' });
  const browsers: Browser[] = [];
  const launch = async () => {
    const browser = await launchBrowser();
    browsers.push(browser);
    return browser;
  };
  afterAll(async () => {
    for (const browser of browsers) await browser.close();
  });

  const openChat = (page: Page, origin = mailing.baseURL) => openChatAt(page, origin);
  const signIn = (page: Page) => signInAdmin(page, mailing.baseURL);

  /** A team member, in a browser of their own, opens the newest conversation asking for a person. */
  async function openAskingThread() {
    const admin = await (await launch()).newPage();
    await signIn(admin);
    await admin.goto(`${mailing.baseURL}/admin/conversations`);
    await admin
      .getByRole('row')
      .filter({ hasText: 'Asks for a person' })
      .first()
      .getByRole('button', { name: /Read conversation/ })
      .click();
    return { admin, thread: admin.getByRole('dialog', { name: /Conversation with/ }) };
  }

  it(
    'the team answers from Conversations and the visitor sees it in the open chat',
    async () => {
      // The visitor reaches the server through a relay the test can cut.
      const relay = await startRelay(() => new URL(mailing.baseURL));
      const visitor = await (await launch()).newPage();
      await openChat(visitor, relay.url);
      await input(visitor).fill('I run a dental clinic. Can you help with SEO?');
      await input(visitor).press('Enter');
      await log(visitor).locator('.items-start').nth(1).waitFor();
      // A form the answer may open is not needed here.
      if (await visitor.getByRole('dialog').count()) await visitor.keyboard.press('Escape');

      // The control asks for a person; the chat says the team is told and keeps e-mail and phone.
      await chatWindow(visitor).getByRole('button', { name: 'Talk to a person' }).click();
      await log(visitor).getByText(HANDOFF_REQUEST_TEXT).waitFor();
      await log(visitor).getByText(`You can reach our team at ${site.email}`).waitFor();
      // The contact form the answer offers is not needed here.
      await visitor.waitForTimeout(1500);
      if (await visitor.getByRole('dialog').count()) await visitor.keyboard.press('Escape');
      await visitor.getByRole('status').filter({ hasText: 'Waiting for our team' }).waitFor();
      await expectNoA11yViolations(visitor);

      // WhatsApp, configured: a click-to-chat link with the business and the last question.
      const whatsapp = chatWindow(visitor).getByRole('link', { name: /Chat on WhatsApp/ });
      await expect
        .poll(async () => decodeURIComponent((await whatsapp.getAttribute('href')) ?? ''))
        .toContain('My question:');
      const href = (await whatsapp.getAttribute('href'))!;
      expect(href).toMatch(/^https:\/\/wa\.me\/923001234567\?text=/);
      expect(decodeURIComponent(href)).toContain('My business: a dental clinic.');
      expect(decodeURIComponent(href)).toContain('Can you help with SEO?');

      // The team, in a second browser: the nav's count and the flagged conversation.
      const admin = await (await launch()).newPage();
      await signIn(admin);
      await admin.goto(`${mailing.baseURL}/admin/conversations`);
      await admin.getByRole('link', { name: /Conversations\s*1 unread/ }).waitFor();
      const row = admin.getByRole('row').filter({ hasText: 'Asks for a person' });
      await row.getByText('1 unread').waitFor();
      await expectNoA11yViolations(admin);
      await row.getByRole('button', { name: /Read conversation/ }).click();
      const thread = admin.getByRole('dialog', { name: /Conversation with/ });
      await thread.getByText(HANDOFF_REQUEST_TEXT).waitFor();
      // Opened is read: the nav's count goes.
      await expect
        .poll(() => admin.getByRole('link', { name: /Conversations\s*1 unread/ }).count())
        .toBe(0);

      // An empty reply is refused in the form, with the schema's sentence.
      await thread.getByRole('button', { name: 'Send reply' }).click();
      await thread.getByRole('alert').filter({ hasText: 'Please type a reply.' }).waitFor();
      const reply = 'Hi, Sara from the team here. A booking site starts with a free consultation.';
      await thread.getByLabel('Reply to the visitor').fill(reply);
      await thread.getByRole('button', { name: 'Send reply' }).click();
      await thread
        .getByRole('status')
        .filter({ hasText: 'Sent: the visitor sees it in the open chat.' })
        .waitFor();
      await expectNoA11yViolations(admin);

      // The visitor sees the marker and the reply in the open chat, without reloading.
      await log(visitor).getByText(HANDOFF_JOINED_TEXT).waitFor({ timeout: 5000 });
      await log(visitor).getByText(reply).waitFor({ timeout: 5000 });
      await visitor
        .getByRole('status')
        .filter({ hasText: "You're chatting with our team." })
        .waitFor();
      await expectNoA11yViolations(visitor);

      // The bot stays quiet: the visitor's message reaches the team's open thread.
      const bubbles = log(visitor).locator('.items-start');
      const shown = await bubbles.count();
      await input(visitor).fill('Great, can we talk tomorrow evening?');
      await input(visitor).press('Enter');
      await thread.getByText('Great, can we talk tomorrow evening?').waitFor({ timeout: 10_000 });
      await visitor.waitForTimeout(1500);
      expect(await bubbles.count()).toBe(shown);

      // The connection drops: the chat says so, reconnects, and gets what it missed.
      relay.drop(true);
      await visitor
        .getByRole('alert')
        .filter({ hasText: 'The connection to our team dropped. Reconnecting' })
        .waitFor({ timeout: 10_000 });
      const missed = 'Are you still there? I sent this while you were offline.';
      await thread.getByLabel('Reply to the visitor').fill(missed);
      await thread.getByRole('button', { name: 'Send reply' }).click();
      // No chat is open on the server now, and no e-mail is known: the reply waits.
      await thread.getByRole('status').filter({ hasText: 'Saved: the chat is closed' }).waitFor();
      relay.restore();
      await log(visitor).getByText(missed).waitFor({ timeout: 40_000 });
      expect(await log(visitor).getByText(missed).count()).toBe(1);
      await expect
        .poll(() => visitor.getByRole('alert').filter({ hasText: 'Reconnecting' }).count())
        .toBe(0);

      // Reloaded, the chat keeps the team's messages.
      await visitor.reload();
      await visitor.getByRole('button', { name: `Open chat with ${chatbotTitle}` }).click();
      await log(visitor).getByText(reply).waitFor();
      await log(visitor).getByText(HANDOFF_JOINED_TEXT).waitFor();

      // The team ends the hand-off: the visitor is told and the assistant answers again.
      await thread.getByRole('button', { name: 'End hand-off' }).click();
      await log(visitor).getByText('is answering again').waitFor({ timeout: 5000 });
      await chatWindow(visitor).getByRole('button', { name: 'Talk to a person' }).waitFor();
      relay.drop(true);
      await relay.close();
    },
    // A journey of many steps over several pages and processes: under a full run on two
    // cores it comes close to the project's 60 s.
    120_000,
  );

  it('the home page chat asks for a person too, and shows the team in its own log', async () => {
    const visitor = await (await launch()).newPage();
    await visitor.goto(`${mailing.baseURL}/`);
    const panel = visitor.getByRole('region', { name: 'Chat with Our AI Assistant' });
    await scrollTo(panel);
    const question = `Home chat question ${Date.now().toString(36)}: do you build booking sites?`;
    // The chat core (with its log) replaces the light frame once the visitor uses it, and
    // sends what was typed and sent on the frame (ADR 044).
    const homeLog = panel.getByRole('log');
    await panel.getByRole('textbox').fill(question);
    await panel.getByRole('textbox').press('Enter');
    await homeLog.locator('.items-start').nth(1).waitFor({ timeout: 15_000 });
    await panel.getByRole('button', { name: 'Talk to a person' }).click();
    await homeLog.getByText(HANDOFF_REQUEST_TEXT).waitFor();
    await panel.getByRole('status').filter({ hasText: 'Waiting for our team' }).waitFor();
    await expectNoA11yViolations(visitor, 'section:has([role="log"])');

    const { thread } = await openAskingThread();
    await thread.getByText(question).waitFor();
    const reply = 'Hello from the team: yes, we build booking sites.';
    await thread.getByLabel('Reply to the visitor').fill(reply);
    await thread.getByRole('button', { name: 'Send reply' }).click();
    await homeLog.getByText(HANDOFF_JOINED_TEXT).waitFor({ timeout: 5000 });
    await homeLog.getByText(reply).waitFor({ timeout: 5000 });
    await panel.getByRole('status').filter({ hasText: "You're chatting with our team." }).waitFor();
    await thread.getByRole('button', { name: 'End hand-off' }).click();
    await homeLog.getByText('is answering again').waitFor({ timeout: 5000 });
  });

  it('says what went wrong for each failed answer, in the chat and in the reply box', async () => {
    const visitor = await (await launch()).newPage();
    await openChat(visitor);
    const chatApi = '**/api/flask/chat';
    const answer = (status: number, message: string, extra: object = {}) =>
      visitor.route(chatApi, (route) =>
        route.fulfill({
          status,
          contentType: 'application/json',
          body: JSON.stringify({ success: false, error: message, message, ...extra }),
        }),
      );
    const ask = () => chatWindow(visitor).getByRole('button', { name: 'Talk to a person' }).click();
    const said = (text: string) => log(visitor).getByText(text).last().waitFor();

    await visitor.route(chatApi, (route) => route.abort());
    await ask();
    await said('Your message did not reach our team: you seem to be offline.');
    await visitor.unroute(chatApi);
    await answer(503, 'Service unavailable');
    await ask();
    await said('Our server had a problem, so your message did not reach our team.');
    await visitor.unroute(chatApi);
    await answer(400, 'Your message is too long.');
    await ask();
    await said('Your message is too long. Please change it and send it again.');
    await visitor.unroute(chatApi);
    await answer(429, 'You have sent a lot of messages in a short time.', { reason: 'rate_limit' });
    await ask();
    await said('You have sent a lot of messages in a short time.');
    await visitor.unroute(chatApi);
    // The real answer: the request goes through; the team's stream first answers 503, and
    // the chat says so and retries until it connects.
    const events = '**/api/flask/chat/events';
    await visitor.route(events, (route) =>
      route.fulfill({ status: 503, contentType: 'application/json', body: '{}' }),
    );
    await ask();
    await visitor.waitForTimeout(1500);
    if (await visitor.getByRole('dialog').count()) await visitor.keyboard.press('Escape');
    await visitor.getByRole('status').filter({ hasText: 'Waiting for our team' }).waitFor();
    const retrying = visitor
      .getByRole('alert')
      .filter({ hasText: 'Our server had a problem keeping you connected to the team.' });
    await retrying.waitFor();
    await visitor.unroute(events);
    await retrying.waitFor({ state: 'detached', timeout: 20_000 });

    const { admin, thread } = await openAskingThread();
    await thread.getByLabel('Reply to the visitor').fill('Hello from the team');
    const replies = '**/api/admin/conversations/*/replies';
    const refusals: [number | 'abort', string][] = [
      ['abort', 'there is no connection to the server'],
      [500, 'the server had a problem'],
      [404, 'this conversation no longer exists'],
      [429, 'too many requests at once'],
      [400, 'Your reply is too long.'],
    ];
    for (const [status, text] of refusals) {
      await admin.route(replies, (route) =>
        status === 'abort'
          ? route.abort()
          : route.fulfill({
              status,
              contentType: 'application/json',
              body: JSON.stringify({ success: false, error: 'Your reply is too long.' }),
            }),
      );
      await thread.getByRole('button', { name: 'Send reply' }).click();
      await thread.getByRole('alert').filter({ hasText: text }).waitFor();
      await admin.unroute(replies);
    }
    // Nothing typed was lost on the way; the real answer sends it.
    expect(await thread.getByLabel('Reply to the visitor').inputValue()).toBe(
      'Hello from the team',
    );
    await thread.getByRole('button', { name: 'Send reply' }).click();
    await thread.getByRole('status').filter({ hasText: 'Sent' }).waitFor();
    await log(visitor).getByText('Hello from the team').waitFor({ timeout: 5000 });
  });

  it('offers WhatsApp on the contact page', async () => {
    const page = await (await launch()).newPage();
    await page.goto(`${mailing.baseURL}/Contact`);
    const link = page.getByRole('link', { name: /Chat on WhatsApp/ });
    await link.waitFor();
    expect(await link.getAttribute('href')).toMatch(/^https:\/\/wa\.me\/923001234567\?text=Hi/);
    expect(await link.getAttribute('target')).toBe('_blank');
    await expectNoA11yViolations(page);

    // Without a number there is no WhatsApp link, on the page or in the chat.
    await page.goto(`${sharedURL}/Contact`);
    await page.getByRole('heading', { name: 'Contact Us' }).waitFor();
    await page.getByRole('button', { name: `Open chat with ${chatbotTitle}` }).click();
    await input(page).waitFor();
    await chatWindow(page).getByRole('button', { name: 'Talk to a person' }).waitFor();
    expect(await page.getByRole('link', { name: /Chat on WhatsApp/ }).count()).toBe(0);
  });
});
