import type { Locator, Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { CHAT_LIMIT_MESSAGE } from '../../common/chat.ts';
import { HANDOFF_REQUEST_TEXT } from '../../common/chat-events.ts';
import { chatbotTitle, site } from '../../common/site.ts';
import {
  expectNoA11yViolations,
  launchBrowser,
  scrollTo,
  visit,
  type Browser,
} from '../setup/browser.ts';
import { adminToken, openAdmin } from '../setup/admin-page.ts';
import {
  chatInput as input,
  chatLog as log,
  chatWindow,
  openChatAt,
  sayInChat as say,
} from '../setup/chat-page.ts';
import { suiteMailingServer } from '../setup/mailing-server.ts';

/**
 * A conversation a visitor cannot fall out of: the main chatbot's reply limit is the
 * owner's setting and never a wall, the landing chats' limit is per chat session, contact
 * details are asked for inside the conversation, and the team's replies are seen with the
 * widget closed. A server of its own: its owner's setting is changed here.
 */
const WIDTHS = [
  { name: '375 px', size: { width: 375, height: 740 } },
  { name: '1366 px', size: { width: 1366, height: 768 } },
] as const;

describe('a conversation a visitor cannot fall out of', () => {
  const server = suiteMailingServer({ TRUST_PROXY: '1', WHATSAPP_NUMBER: '+92 300 1234567' });
  const browsers: Browser[] = [];
  /** A browser of its own: its own visitor (address) and storage. */
  const visitor = async (size: { width: number; height: number }) => {
    const browser = await launchBrowser();
    browsers.push(browser);
    const page = await browser.newPage();
    await page.setViewportSize(size);
    return page;
  };
  afterAll(async () => {
    for (const browser of browsers) await browser.close();
  });

  const bookingDialog = (page: Page) =>
    page.getByRole('dialog', { name: 'Book a Free Consultation' });
  const setLimit = async (on: boolean) => {
    const token = await adminToken(server.baseURL);
    const saved = await server.api('/api/admin/chat-settings', {
      method: 'PUT',
      body: { replyLimit: on },
      token,
    });
    expect(saved.status).toBe(200);
  };
  /**
   * The conversation that asked for a person last, as the team finds it in Conversations
   * (this file's tests run one after another on this server, so it is the visitor's).
   */
  const askingThread = async () => {
    const token = await adminToken(server.baseURL);
    const list = await server.api('/api/admin/conversations?limit=100', { token });
    const asking = (list.json.conversations as { id: string; handoff: string | null }[]).find(
      (c) => c.handoff !== null,
    );
    if (!asking) throw new Error('No conversation asks for a person.');
    return { id: asking.id, token };
  };

  for (const { name, size } of WIDTHS) {
    it(`with the owner's setting off, the main chat answers a 6th message (${name})`, async () => {
      const page = await visitor(size);
      await openChatAt(page, server.baseURL);
      for (let i = 1; i <= 6; i++) {
        const answer = await say(page, `Question ${i}: do you build websites?`);
        expect(answer.length).toBeGreaterThan(0);
      }
      expect(await chatWindow(page).getByText(CHAT_LIMIT_MESSAGE).count()).toBe(0);
      expect(await input(page).isEditable()).toBe(true);
      // No form opened by itself over the conversation.
      expect(await bookingDialog(page).count()).toBe(0);
      expect(await page.getByRole('dialog').count()).toBe(1);
    });
  }

  describe('with the limit turned on by the owner', () => {
    afterAll(async () => {
      await setLimit(false);
    });

    it('the owner turns the limit on in Conversations', async () => {
      const admin = await visitor(WIDTHS[1].size);
      await openAdmin(admin, server.baseURL, '/admin/conversations');
      const limit = admin.getByRole('checkbox', {
        name: 'Stop the chatbot after 4 replies in a conversation',
      });
      await expect.poll(() => limit.isEnabled()).toBe(true);
      expect(await limit.isChecked()).toBe(false);
      await limit.check();
      await admin.getByRole('status').filter({ hasText: 'Saved: the chatbot now stops' }).waitFor();
      await expectNoA11yViolations(admin);
    });

    for (const { name, size } of WIDTHS) {
      it(`the main chat locks at 4 and still reaches a person (${name})`, async () => {
        const page = await visitor(size);
        await openChatAt(page, server.baseURL);
        for (let i = 1; i <= 4; i++) await say(page, `Question ${i}: what do you offer?`);
        const window = chatWindow(page);
        await window.getByText(CHAT_LIMIT_MESSAGE).waitFor();
        expect(await input(page).count()).toBe(0);
        // Never a wall: booking on request, a person, e-mail and WhatsApp beside it.
        expect(await bookingDialog(page).count()).toBe(0);
        expect(await window.getByRole('link', { name: site.email }).getAttribute('href')).toBe(
          `mailto:${site.email}`,
        );
        await window.getByRole('link', { name: /Chat on WhatsApp/ }).waitFor();
        await window.getByRole('button', { name: 'Book an appointment' }).last().waitFor();
        await expectNoA11yViolations(page, '[role="dialog"]');
        await window.getByRole('button', { name: 'Talk to a person' }).click();
        await log(page).getByText(HANDOFF_REQUEST_TEXT).waitFor();
        await window.getByRole('status').filter({ hasText: 'Waiting for our team' }).waitFor();
        // A person is asked for: the visitor writes on, and the assistant answers meanwhile.
        const answer = await say(page, 'While I wait: where are you located?');
        expect(answer).not.toContain(CHAT_LIMIT_MESSAGE);

        // The team ends the hand-off: the assistant answers again, not locked at once.
        const { id, token } = await askingThread();
        await server.api(`/api/admin/conversations/${id}/replies`, {
          body: { text: 'Hello from the team.' },
          token,
        });
        await log(page).getByText('Hello from the team.').waitFor();
        await server.api(`/api/admin/conversations/${id}/handoff/end`, { method: 'POST', token });
        await log(page).getByText('is answering again').waitFor();
        await input(page).waitFor();
        const after = await say(page, 'Do you make mobile apps?');
        expect(after).not.toContain(CHAT_LIMIT_MESSAGE);
        expect(await input(page).isEditable()).toBe(true);
      });
    }
  });

  for (const { name, size } of WIDTHS) {
    it(`a landing chat locks at 4 in one chat session, and a new session starts afresh (${name})`, async () => {
      const page = await visitor(size);
      const path = '/LandingPages/PetLandingPage';
      const title = 'PetCare Assistant';
      const open = async (tab: Page) => {
        await visit(tab, `${server.baseURL}${path}`);
        const panel = tab.getByRole('region', { name: title });
        await scrollTo(panel);
        return panel;
      };
      const ask = async (panel: Locator, i: number) => {
        const box = panel.getByRole('textbox', { name: `Message ${title}` });
        await box.fill(`Question number ${i}`);
        await box.press('Enter');
        await expect
          .poll(() => panel.getByRole('log').locator('.items-start').count(), { timeout: 15_000 })
          .toBe(i + 1);
      };
      const panel = await open(page);
      for (let i = 1; i <= 3; i++) await ask(panel, i);
      await panel.getByText("You've reached the maximum number of chatbot responses.").waitFor();
      await panel.getByText('Please book an appointment to continue.').waitFor();
      expect(await panel.getByRole('textbox', { name: `Message ${title}` }).count()).toBe(0);
      await panel.getByRole('button', { name: 'Talk to a person' }).waitFor();
      // The booking form waits for the visitor's button.
      expect(await bookingDialog(page).count()).toBe(0);
      await panel.getByRole('button', { name: 'Book an appointment' }).click();
      await bookingDialog(page).waitFor();
      await page.keyboard.press('Escape');
      await bookingDialog(page).waitFor({ state: 'detached' });

      // A new tab is a new chat session: a new conversation, counted afresh by the server.
      const fresh = await page.context().newPage();
      await fresh.setViewportSize(size);
      const again = await open(fresh);
      for (let i = 1; i <= 3; i++) await ask(again, i);
      expect(
        await again.getByRole('log').getByText('maximum number of chatbot responses').count(),
      ).toBe(0);
    });
  }

  for (const { name, size } of WIDTHS) {
    it(`asks for contact details in the conversation; a phone alone saves (${name})`, async () => {
      const page = await visitor(size);
      await openChatAt(page, server.baseURL);
      const bubble = log(page).getByRole('form', { name: 'Your contact details' });
      await bubble.waitFor();
      // In the conversation, not over it: the only dialog is the chat, and its input is free.
      expect(await page.getByRole('dialog').count()).toBe(1);
      const box = (await input(page).boundingBox())!;
      const inputId = await input(page).getAttribute('id');
      const atInput = await page.evaluate(({ x, y }) => document.elementFromPoint(x, y)?.id ?? '', {
        x: box.x + box.width / 2,
        y: box.y + box.height / 2,
      });
      expect(atInput).toBe(inputId);
      const windowBox = (await chatWindow(page).boundingBox())!;
      expect(windowBox.width).toBeLessThanOrEqual(size.width);
      await expectNoA11yViolations(page, '[role="dialog"]');

      // Neither e-mail nor phone: said on the field, nothing sent.
      await bubble.getByRole('button', { name: 'Save details' }).click();
      await bubble.getByText('Please enter an e-mail or a phone number').waitFor();
      // A phone alone, by keyboard.
      await bubble.getByLabel('Phone or WhatsApp').fill('0300 7654321');
      await bubble.getByLabel('Phone or WhatsApp').press('Enter');
      await log(page).getByText('Thank you! How can I help you today?').waitFor();
      expect(await bubble.count()).toBe(0);
      const token = await adminToken(server.baseURL);
      const leads = await server.api('/api/admin/leads?kind=chat_contact', { token });
      expect(
        (leads.json.leads as { phone: string | null }[]).some((l) => l.phone === '+92 300 7654321'),
      ).toBe(true);
    });
  }

  it('"Not now" puts the bubble away; the booking form opens only when asked and closing it keeps the conversation', async () => {
    const page = await visitor(WIDTHS[0].size);
    await openChatAt(page, server.baseURL);
    const bubble = log(page).getByRole('form', { name: 'Your contact details' });
    await bubble.getByRole('button', { name: 'Not now' }).click();
    await log(page).getByRole('button', { name: 'Share contact details' }).waitFor();
    for (const question of [
      'What services do you offer?',
      'Where are you located?',
      'What are your hours?',
    ]) {
      await say(page, question);
    }
    // Three messages: no form came by itself.
    expect(await page.getByRole('dialog').count()).toBe(1);
    const scroller = log(page);
    const answers = scroller.locator('.items-start');
    const answered = await answers.count();
    await chatWindow(page).getByRole('button', { name: 'Talk to a person' }).click();
    await chatWindow(page)
      .getByRole('status')
      .filter({ hasText: 'Waiting for our team' })
      .waitFor();
    // The answer to the request has come and the log has scrolled to it: what follows
    // moves the log by hand, and a message arriving after that rightly scrolls it again.
    await expect.poll(() => answers.count(), { timeout: 15_000 }).toBe(answered + 1);
    await expect
      .poll(() => scroller.evaluate((el) => el.scrollHeight - el.clientHeight - el.scrollTop))
      .toBeLessThan(2);
    await input(page).fill('A question I am still typing');
    await scroller.evaluate((el) => el.scrollTo({ top: 40 }));
    const before = {
      top: await scroller.evaluate((el) => el.scrollTop),
      messages: await scroller.locator('.items-start, .items-end').count(),
    };
    await chatWindow(page).getByRole('button', { name: 'Book an appointment' }).first().click();
    await bookingDialog(page).waitFor();
    await bookingDialog(page).getByRole('button', { name: 'Close appointment form' }).click();
    await bookingDialog(page).waitFor({ state: 'detached' });
    expect(await input(page).inputValue()).toBe('A question I am still typing');
    expect(await scroller.evaluate((el) => el.scrollTop)).toBe(before.top);
    expect(await scroller.locator('.items-start, .items-end').count()).toBe(before.messages);
    expect(
      await chatWindow(page)
        .getByRole('status')
        .filter({ hasText: 'Waiting for our team' })
        .isVisible(),
    ).toBe(true);
  });

  for (const { name, size } of WIDTHS) {
    it(`a team reply with the widget closed shows a badge, a preview and the title count; the joined header names the person (${name})`, async () => {
      const page = await visitor(size);
      await openChatAt(page, server.baseURL);
      await chatWindow(page).getByRole('button', { name: 'Talk to a person' }).click();
      await chatWindow(page)
        .getByRole('status')
        .filter({ hasText: 'Waiting for our team' })
        .waitFor();
      // The header says when the team usually replies, from its hours.
      await chatWindow(page)
        .getByText(/^Usually replies within /)
        .waitFor();
      const { id, token } = await askingThread();
      const title = await page.title();
      await chatWindow(page).getByRole('button', { name: 'Close chat' }).click();
      await chatWindow(page).waitFor({ state: 'detached' });

      const reply = 'Hi, Sana here from the team. Happy to help with your website.';
      const posted = await server.api(`/api/admin/conversations/${id}/replies`, {
        body: { text: reply, author: 'Sana' },
        token,
      });
      expect(posted.status).toBe(201);
      const launcher = page.getByRole('button', {
        name: `Open chat with ${chatbotTitle}, 1 unread reply`,
      });
      await launcher.waitFor();
      expect((await launcher.textContent())?.trim()).toBe('1');
      const preview = page.getByRole('button', { name: /Sana.*Hi, Sana here from the team/ });
      await preview.waitFor();
      await expect.poll(() => page.title()).toBe(`(1) ${title}`);
      await expectNoA11yViolations(page);

      // Opening the widget shows the reply, by its writer's first name; the count goes.
      await launcher.click();
      await log(page).getByText(reply).waitFor();
      await expect.poll(() => page.title()).toBe(title);
      const window = chatWindow(page);
      await window.getByText(/^Sana from our team is in the chat$/).waitFor();
      expect(await input(page).getAttribute('placeholder')).toBe('Message Sana');
      expect(
        await log(page).locator('.items-start').filter({ hasText: reply }).textContent(),
      ).toMatch(/^Sana/);
      await window.getByText(/^Usually replies within /).waitFor();
      await expectNoA11yViolations(page, '[role="dialog"]');
    });
  }
});
