import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { OFFERS } from '../../common/content/offers.ts';
import { expectNoA11yViolations, suiteBrowser, visit } from '../setup/browser.ts';

/**
 * Booking within reach: the phone header keeps a 'Book a call' button beside the menu, and
 * 'Buy Now' on Offers opens the form with the offer's service ticked and its package named
 * in the notes; at 375 and 1366 px.
 */
const baseURL = inject('baseURL');
const WIDTHS = { phone: { width: 375, height: 812 }, desktop: { width: 1366, height: 900 } };

const appointmentDialog = (page: Page) =>
  page.getByRole('dialog', { name: 'Book a Free Consultation' });

describe('booking within reach', () => {
  const browser = suiteBrowser();

  async function open(path: string, viewport: keyof typeof WIDTHS) {
    const page = await browser.newPage();
    await page.setViewportSize(WIDTHS[viewport]);
    await visit(page, `${baseURL}${path}`);
    return page;
  }

  it('the phone header shows "Book a call" beside the menu, and it opens the booking form', async () => {
    const page = await open('/About', 'phone');
    const header = page.getByRole('banner');
    const book = header.getByRole('button', { name: 'Book a call' });
    const menu = header.getByRole('button', { name: /menu/i });
    expect(await book.isVisible()).toBe(true);
    expect(await menu.isVisible()).toBe(true);
    // Side by side in the header's bar, inside the 375 px screen.
    const [bookBox, menuBox] = [await book.boundingBox(), await menu.boundingBox()];
    expect(bookBox!.x + bookBox!.width).toBeLessThanOrEqual(menuBox!.x);
    expect(
      Math.abs(bookBox!.y + bookBox!.height / 2 - (menuBox!.y + menuBox!.height / 2)),
    ).toBeLessThan(4);
    expect(menuBox!.x + menuBox!.width).toBeLessThanOrEqual(375);
    await book.click();
    await appointmentDialog(page).waitFor();
    await expectNoA11yViolations(page, '[role="dialog"]');
    await page.close();
  });

  it('the desktop header keeps Book Your Demo and no second button', async () => {
    const page = await open('/About', 'desktop');
    const header = page.getByRole('banner');
    expect(await header.getByRole('button', { name: 'Book Your Demo' }).isVisible()).toBe(true);
    expect(await header.getByRole('button', { name: 'Book a call' }).isVisible()).toBe(false);
    await page.close();
  });

  for (const viewport of ['phone', 'desktop'] as const) {
    it(`"Buy Now" ticks the offer's service and names the package in the notes (${viewport})`, async () => {
      const page = await open('/Offers', viewport);
      const offer = OFFERS[1]!;
      const buyNow = page.getByRole('button', { name: /^Buy Now/ });
      expect(await buyNow.nth(1).textContent()).toBe(`Buy Now: ${offer.title}`);
      await buyNow.nth(1).click();
      const dialog = appointmentDialog(page);
      await dialog.waitFor();
      expect(await dialog.getByRole('checkbox', { name: offer.service }).isChecked()).toBe(true);
      expect(await dialog.getByRole('checkbox', { checked: true }).count()).toBe(1);
      await expect
        .poll(() => dialog.getByLabel('Notes (optional)').inputValue())
        .toBe(`Package: ${offer.title} (${offer.price})`);

      // Closed, and another offer bought: its own package is named, the first one kept.
      await dialog.getByRole('button', { name: 'Close appointment form' }).click();
      await dialog.waitFor({ state: 'detached' });
      // The chat the form opened in is closed too (on a phone it covers the page).
      await page.getByRole('button', { name: 'Close chat' }).click();
      const other = OFFERS[2]!;
      await buyNow.nth(2).click();
      await dialog.waitFor();
      expect(await dialog.getByRole('checkbox', { name: other.service }).isChecked()).toBe(true);
      expect(await dialog.getByLabel('Notes (optional)').inputValue()).toContain(
        `Package: ${other.title} (${other.price})`,
      );
      await page.close();
    });
  }
});
