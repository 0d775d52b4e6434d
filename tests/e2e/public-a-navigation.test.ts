import { describe, expect, inject, it } from 'vitest';
import { EXPECTED_MOBILE_MENU_LINKS } from '../../app/components/mobile-menu-expected.ts';
import { chatbotEvents, suiteBrowser, recordChatbotEvents, visit } from '../setup/browser.ts';

const baseURL = inject('baseURL');

describe('navigation', () => {
  const browser = suiteBrowser();

  it('desktop: bar links, active tab, Services menu with the nested Verticals menu', async () => {
    const page = await browser.newPage('desktop');
    await visit(page, `${baseURL}/`);
    const main = page.getByRole('navigation', { name: 'Main' });
    for (const name of ['Portfolio', 'Verticals', 'About', 'Blogs', 'Contact Us']) {
      await expect.poll(() => main.getByRole('link', { name, exact: true }).isVisible()).toBe(true);
    }
    expect(await main.getByRole('link', { name: 'Blogs' }).getAttribute('href')).toBe('/BlogPage');

    await main.getByRole('link', { name: 'Portfolio' }).click();
    await page.waitForURL('**/Portfolio');
    await expect
      .poll(() => main.getByRole('link', { name: 'Portfolio' }).getAttribute('aria-current'))
      .toBe('page');
    expect(await main.getByRole('link', { name: 'About' }).getAttribute('aria-current')).toBeNull();

    // Services menu by keyboard: All Services, then the Verticals submenu.
    const trigger = main.getByRole('button', { name: 'Services' });
    await trigger.focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('menu');
    await expect.poll(() => menu.first().isVisible()).toBe(true);
    expect(await trigger.getAttribute('aria-expanded')).toBe('true');
    // The menu is named by the trigger the server wrote, and the trigger names the menu
    // (the header is an island hydrated as a root of its own: ADR 063).
    expect(await page.getByRole('menu', { name: 'Services' }).count()).toBe(1);
    expect(await trigger.getAttribute('aria-controls')).toBe(await menu.first().getAttribute('id'));
    await expect
      .poll(() => page.getByRole('menuitem', { name: 'All Services' }).isVisible())
      .toBe(true);
    await page.getByRole('menuitem', { name: 'Verticals' }).hover();
    await expect
      .poll(() => page.getByRole('menuitem', { name: 'Pet Industry' }).isVisible())
      .toBe(true);
    expect(
      await page.getByRole('menuitem', { name: 'Fitness Industry' }).getAttribute('href'),
    ).toBe('/LandingPages/FitnessLandingPage');
    await page.getByRole('menuitem', { name: 'Pet Industry' }).click();
    await page.waitForURL('**/LandingPages/PetLandingPage');

    await trigger.click();
    await page.getByRole('menuitem', { name: 'All Services' }).click();
    await page.waitForURL('**/Services');
    await expect.poll(() => trigger.getAttribute('aria-current')).toBe('page');
    await page.close();
  });

  it('desktop: Book Your Demo opens the chatbot on the appointment form; the route change scrolls to the top', async () => {
    const page = await browser.newPage('desktop');
    await visit(page, `${baseURL}/`);
    await recordChatbotEvents(page);
    await page.getByRole('button', { name: 'Book Your Demo' }).click();
    expect(await chatbotEvents(page)).toEqual([
      { contextMessage: 'Service Inquiry', businessType: 'general', openAppointmentDirect: true },
    ]);
    // The chat window loads on demand and then opens the appointment form: wait for it,
    // close both, and only then go on (an opening dialog would cover the footer link).
    const appointment = page.getByRole('dialog', { name: 'Book a Free Consultation' });
    await appointment.waitFor({ timeout: 20_000 });
    await page.keyboard.press('Escape');
    await appointment.waitFor({ state: 'hidden' });
    const closeChat = page.getByRole('button', { name: 'Close chat' });
    if (await closeChat.isVisible().catch(() => false)) await closeChat.click();
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Careers' }).click();
    await page.waitForURL('**/careers');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await page.close();
  });

  it('records a page view on each page', async () => {
    const page = await browser.newPage('desktop');
    // Observe the beacons the page sends (they still go to the server).
    await page.addInitScript(() => {
      const w = window as unknown as { beacons: string[] };
      w.beacons = [];
      const send = navigator.sendBeacon.bind(navigator);
      navigator.sendBeacon = (url, data) => {
        if (String(url).endsWith('/api/analytics/pageview') && data instanceof Blob) {
          void data.text().then((text) => w.beacons.push(JSON.parse(text).path));
        }
        return send(url, data);
      };
    });
    const views = () => page.evaluate(() => (window as unknown as { beacons: string[] }).beacons);
    // Each page is a document of its own (ADR 063): it sends its page view as it starts.
    await visit(page, `${baseURL}/About`);
    await expect.poll(views).toEqual(['/About']);
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Portfolio' })
      .click();
    await page.waitForURL('**/Portfolio');
    await expect.poll(views).toEqual(['/Portfolio']);
    await page.close();
  });

  it('phone: scrolling tab strip without Contact Us, and the hamburger overlay', async () => {
    const page = await browser.newPage('phone');
    await visit(page, `${baseURL}/Portfolio`);
    expect(await page.getByRole('navigation', { name: 'Main' }).isVisible()).toBe(false);
    expect(await page.getByRole('button', { name: 'Book Your Demo' }).isVisible()).toBe(false);
    const strip = page.getByRole('navigation', { name: 'Sections' });
    expect(await strip.getByRole('link').allTextContents()).toEqual([
      'Services',
      'Portfolio',
      'Verticals',
      'About',
      'Blogs',
    ]);
    expect(await strip.getByRole('link', { name: 'Portfolio' }).getAttribute('aria-current')).toBe(
      'page',
    );
    const overflowX = await strip.locator('ul').evaluate((el) => getComputedStyle(el).overflowX);
    expect(overflowX).toBe('auto');

    await page.evaluate(() => window.scrollTo(0, 300));
    const opener = page.getByRole('button', { name: 'Open menu' });
    await opener.click();
    const dialog = page.getByRole('dialog', { name: 'Menu' });
    await expect.poll(() => dialog.isVisible()).toBe(true);
    const items = await dialog.getByRole('navigation').getByRole('link').allTextContents();
    expect(items.map((t) => t.trim()).filter(Boolean)).toEqual(EXPECTED_MOBILE_MENU_LINKS);
    expect(await dialog.getByRole('link', { name: 'Contact Us' }).isVisible()).toBe(true);
    expect(await dialog.getByRole('button', { name: 'Book Your Demo' }).isVisible()).toBe(true);
    // Slides down from the top edge (polled: the slide may still be running on a busy machine).
    await expect.poll(async () => (await dialog.boundingBox())?.y).toBe(0);
    // Page scroll is locked while it is open.
    await page.mouse.wheel(0, 800);
    await page.waitForTimeout(300);
    expect(await page.evaluate(() => window.scrollY)).toBe(300);
    // Focus stays inside the menu.
    for (let i = 0; i < 15; i++) await page.keyboard.press('Tab');
    expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.count()).toBe(0);
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label')))
      .toBe('Open menu');
    await page.mouse.wheel(0, 400);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(300);

    await opener.click();
    await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'About' }).click();
    await page.waitForURL('**/About');
    await expect.poll(() => page.getByRole('dialog', { name: 'Menu' }).count()).toBe(0);
    await page.close();
  });

  it('admin paths in any case hide the header, footer and floating widget', async () => {
    const page = await browser.newPage('desktop');
    for (const path of ['/admin', '/Admin/blogs']) {
      await visit(page, `${baseURL}${path}`);
      expect(await page.getByRole('navigation', { name: 'Main' }).count()).toBe(0);
      expect(await page.getByRole('navigation', { name: 'Sections' }).count()).toBe(0);
      expect(await page.locator('#footer-heading').count()).toBe(0);
      expect(await page.getByRole('button', { name: /^Open chat with/ }).count()).toBe(0);
    }
    await visit(page, `${baseURL}/About`);
    expect(await page.getByRole('navigation', { name: 'Main' }).count()).toBe(1);
    expect(await page.locator('#footer-heading').count()).toBe(1);
    expect(await page.getByRole('button', { name: /^Open chat with/ }).count()).toBe(1);
    await page.close();
  });
});
