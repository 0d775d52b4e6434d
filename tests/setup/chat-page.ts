import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { chatbotTitle } from '../../common/site.ts';
import { adminToken, storeAdminToken } from './admin-page.ts';

/**
 * The floating chat as a visitor and the team use it in the browser tests: its input and
 * log, opening it, sending a message and waiting for the answer, and the administrator's
 * sign-in for the screens that read the conversations.
 */

export const chatInput = (page: Page) =>
  page.getByRole('textbox', { name: `Message ${chatbotTitle}` });

/** The floating chat's window (the home and landing pages have chats of their own). */
export const chatWindow = (page: Page) => page.getByRole('dialog', { name: chatbotTitle });

export const chatLog = (page: Page) =>
  page.getByRole('log', { name: `Conversation with ${chatbotTitle}` });

/** Opens the home page of `origin` and the floating chat, and waits for its input. */
export async function openChatAt(page: Page, origin: string) {
  await page.goto(`${origin}/`);
  await page.getByRole('button', { name: `Open chat with ${chatbotTitle}` }).click();
  await chatInput(page).waitFor();
}

/** Sends `text` in the open chat and waits for the bot's answer; returns the answer's text. */
export async function sayInChat(page: Page, text: string): Promise<string> {
  const bot = chatLog(page).locator('.items-start');
  const before = await bot.count();
  await chatInput(page).fill(text);
  await chatInput(page).press('Enter');
  await expect.poll(() => bot.count(), { timeout: 15_000 }).toBe(before + 1);
  return (await bot.last().textContent()) ?? '';
}

/** Signs the e2e administrator in on the server at `origin` (the token the admin screens read). */
export async function signInAdmin(page: Page, origin: string) {
  await storeAdminToken(page, origin, await adminToken(origin));
}
