import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { chatbotOpenEvent, site } from '../../common/site.ts';
import { expectNoA11yViolations, launchBrowser, visit, type Browser } from '../setup/browser.ts';
import {
  chatInput as input,
  chatLog as log,
  openChatAt,
  sayInChat as say,
  signInAdmin,
} from '../setup/chat-page.ts';
import { suiteMailingServer } from '../setup/mailing-server.ts';

/**
 * Details typed in the chat reach the team (lead, admin inbox, one notice),
 * and the contact form never takes the visitor's keystrokes (the reply limit:
 * chat-conversation.test.ts). A server of its own, mailing a real SMTP receiver.
 */
describe('chat to lead and focus in the browser', () => {
  const mailing = suiteMailingServer({ TRUST_PROXY: '1' });
  const browsers: Browser[] = [];

  /** A browser of its own: its own visitor (address) and storage. */
  const visitor = async () => {
    const browser = await launchBrowser();
    browsers.push(browser);
    return browser;
  };

  afterAll(async () => {
    for (const browser of browsers) await browser.close();
  });

  const openChat = (page: Page) => openChatAt(page, mailing.baseURL);
  const signIn = (page: Page) => signInAdmin(page, mailing.baseURL);
  /** The administrator, in a browser of its own, finds the lead `email` labelled Chat. */
  const chatLeadRow = async (email: string) => {
    const admin = await (await visitor()).newPage();
    await signIn(admin);
    await admin.goto(`${mailing.baseURL}/admin/leads`);
    const row = admin.getByRole('row').filter({ hasText: email });
    await row.waitFor();
    expect(await row.getByRole('cell').nth(1).textContent()).toMatch(/^Chat/);
    return { admin, row };
  };

  it('typed details become a Chat lead linked to the conversation, with one notice to the team', async () => {
    const page = await (await visitor()).newPage();
    await openChat(page);
    const email = `ali-${Date.now().toString(36)}@shop.pk`;
    expect(await say(page, `my name is Ali, email ${email}, 0300 1234567`)).toContain(
      `I've noted your e-mail (${email})`,
    );
    await mailing.smtp.waitFor((all) => all.some((m) => m.text?.includes(email)));
    expect(await say(page, 'mera number 0321 7654321 hai')).toContain(
      "I've noted your phone number (+92 321 7654321)",
    );

    // The administrator finds the lead in the inbox, labelled Chat, with the conversation.
    const { admin, row } = await chatLeadRow(email);
    expect(await row.getByText('+92 321 7654321').count()).toBe(1);
    expect(await admin.getByRole('row').filter({ hasText: email }).count()).toBe(1);
    await expectNoA11yViolations(admin, 'main');
    await row.getByRole('link', { name: 'Open the conversation with Ali' }).click();
    const thread = admin.getByRole('dialog', { name: 'Conversation with Ali' });
    await thread.waitFor();
    await thread.getByText(`my name is Ali, email ${email}, 0300 1234567`).waitFor();
    await thread.getByText('mera number 0321 7654321 hai').waitFor();
    await expectNoA11yViolations(admin);

    // One notice for the conversation, even after the second message.
    await new Promise((r) => setTimeout(r, 2000));
    const notices = mailing.smtp.messages.filter(
      (m) => m.envelopeTo.includes('team@example.com') && m.text?.includes(email),
    );
    expect(notices).toHaveLength(1);
    expect(notices[0]!.subject).toBe('New chat lead from Ali');
    expect(notices[0]!.text).toMatch(/\/admin\/conversations\?id=[0-9a-f-]{36}/);
  });

  it('never takes focus or a keystroke from a visitor typing while the reply arrives', async () => {
    const page = await (await visitor()).newPage();
    await openChat(page);
    // Asking for a person makes the server ask for the contact form (show_contact_form).
    await input(page).fill('Can I talk to a human please?');
    await input(page).press('Enter');
    // Keep typing through the reply (1 s delay) and the form's 1 s reappearance.
    const next = 'I also want to know about your SEO packages for a small shop';
    await page.keyboard.type(next, { delay: 60 });
    expect(await input(page).inputValue()).toBe(next);
    expect(await input(page).evaluate((el) => el === document.activeElement)).toBe(true);
    // The server's ask is a bubble under its reply, in the conversation, never over it.
    await log(page).getByText(`You can reach our team at ${site.email}`).waitFor();
    const form = log(page).getByRole('form', { name: 'Your contact details' });
    await form.waitFor();
    expect(await form.count()).toBe(1); // under the reply now, no longer the greeting's
    expect(await page.getByRole('dialog').count()).toBe(1);
    expect(await input(page).inputValue()).toBe(next);
    expect(await input(page).evaluate((el) => el === document.activeElement)).toBe(true);

    // The form's contact takes the chat's path: the conversation's lead, labelled Chat.
    const email = `bilal-${Date.now().toString(36)}@shop.pk`;
    await form.getByLabel('Name').fill('Bilal');
    await form.getByLabel('Email').fill(email);
    await form.getByRole('button', { name: 'Save details' }).click();
    await form.waitFor({ state: 'detached' });
    await log(page).getByText('Thank you, Bilal! How can I help you today?').waitFor();
    const { admin, row } = await chatLeadRow(email);
    await row.getByRole('link', { name: 'Open the conversation with Bilal' }).click();
    await admin
      .getByRole('dialog', { name: 'Conversation with Bilal' })
      .getByText('Can I talk to a human please?')
      .waitFor();
  });

  it('greets once per conversation, however often the chat is opened for the same context', async () => {
    const page = await (await visitor()).newPage();
    await visit(page, `${mailing.baseURL}/`);
    const greeting = log(page).getByText('Thanks for getting to know us!', { exact: false });
    const open = () =>
      page.evaluate(
        (name) =>
          window.dispatchEvent(
            new CustomEvent(name, {
              detail: { contextMessage: 'Potential Client Inquiry', businessType: 'general' },
            }),
          ),
        chatbotOpenEvent,
      );
    await open();
    await input(page).waitFor();
    const context = log(page).getByText('Thanks for your interest in working with us!', {
      exact: false,
    });
    await context.waitFor();
    // Before the visitor wrote, the context greeting is the only one.
    expect(await log(page).locator('.items-start').count()).toBe(1);
    await say(page, 'What services do you offer?');
    await page.getByRole('button', { name: 'Close chat' }).click();
    await open();
    await input(page).waitFor();
    await visit(page, `${mailing.baseURL}/`);
    await open();
    await input(page).waitFor();
    await log(page).getByText('What services do you offer?').waitFor();
    expect(await context.count()).toBe(1);
    expect(await greeting.count()).toBe(0);
  });
});
