import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { chatbotOpenEvent } from '../../common/site.ts';
import { expectNoA11yViolations, scrollTo, suiteBrowser, visit } from '../setup/browser.ts';

const baseURL = inject('baseURL');

/** Records the chatbot window events the page dispatches (spec §2.4). */
async function recordChatbotEvents(page: Page) {
  await page.evaluate((name) => {
    const w = window as unknown as { chatbotEvents: unknown[] };
    w.chatbotEvents = [];
    window.addEventListener(name, (event) => w.chatbotEvents.push((event as CustomEvent).detail));
  }, chatbotOpenEvent);
  return () =>
    page.evaluate(() => (window as unknown as { chatbotEvents: unknown[] }).chatbotEvents);
}

async function open(page: Page, path: string) {
  await visit(page, `${baseURL}${path}`);
}

describe('landing pages, offers and forms in the browser', () => {
  const browser = suiteBrowser();

  it('the pet FAQ keeps one entry open at a time, by mouse and keyboard', async () => {
    const page = await browser.newPage();
    await open(page, '/LandingPages/PetLandingPage');
    const faq = page.locator('section[aria-labelledby="pet-faq"]');
    // An island of the page (ADR 063), taken over by React when it comes near.
    await scrollTo(faq);
    await page.waitForSelector('[data-island="faq"][data-hydrated]', { state: 'attached' });
    const questions = faq.getByRole('button');
    expect(await questions.count()).toBe(5);
    const expanded = async () =>
      Promise.all(
        Array.from({ length: 5 }, (_, i) => questions.nth(i).getAttribute('aria-expanded')),
      );

    expect(await expanded()).toEqual(['false', 'false', 'false', 'false', 'false']);
    await questions.nth(0).click();
    expect(await expanded()).toEqual(['true', 'false', 'false', 'false', 'false']);
    expect(await faq.getByText(/Setup takes under 15 minutes/).isVisible()).toBe(true);
    await questions.nth(2).click();
    expect(await expanded()).toEqual(['false', 'false', 'true', 'false', 'false']);
    expect(await faq.getByText(/Setup takes under 15 minutes/).isVisible()).toBe(false);
    await questions.nth(2).click();
    expect(await expanded()).toEqual(['false', 'false', 'false', 'false', 'false']);

    await questions.nth(0).focus();
    await page.keyboard.press('Enter');
    expect(await expanded()).toEqual(['true', 'false', 'false', 'false', 'false']);
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Space');
    expect(await expanded()).toEqual(['false', 'true', 'false', 'false', 'false']);
    await expectNoA11yViolations(page);
    await page.close();
  });

  it('Watch Demo opens an explanation dialog that closes with Escape', async () => {
    const page = await browser.newPage('phone');
    await open(page, '/LandingPages/PetLandingPage');
    const trigger = page.getByRole('button', { name: 'Watch Demo' });
    await trigger.click();
    const dialog = page.getByRole('dialog', { name: 'See the assistant at work' });
    await expect.poll(() => dialog.isVisible()).toBe(true);
    expect(await dialog.getByRole('listitem').count()).toBeGreaterThan(2);
    await expectNoA11yViolations(page);
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.count()).toBe(0);
    expect(await trigger.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.close();
  });

  it('the pet demo buttons open the chatbot on the appointment form', async () => {
    const page = await browser.newPage();
    await open(page, '/LandingPages/PetLandingPage');
    const events = await recordChatbotEvents(page);
    // Clicked through the DOM: the chatbot opened by the first one hides the page behind it.
    for (const name of ['Book Free Demo', 'Get Started for Free', 'Schedule Demo']) {
      await page
        .locator('main button', { hasText: new RegExp(`^${name}$`) })
        .first()
        .evaluate((el) => (el as HTMLButtonElement).click());
    }
    const details = (await events()) as { businessType: string; openAppointmentDirect: boolean }[];
    expect(details).toHaveLength(3);
    for (const detail of details) {
      expect(detail).toMatchObject({ businessType: 'pets', openAppointmentDirect: true });
    }
    await page.close();
  });

  it('every fitness call to action opens the appointment chat directly', async () => {
    const page = await browser.newPage();
    await open(page, '/LandingPages/FitnessLandingPage');
    const events = await recordChatbotEvents(page);
    const buttons = page.locator('main button', {
      hasText: /Free Marketing Audit|Get Started Today|Book Your Free Strategy Call/,
    });
    expect(await buttons.count()).toBe(5);
    for (let i = 0; i < 5; i++) {
      await buttons.nth(i).evaluate((el) => (el as HTMLButtonElement).click());
    }
    expect(await events()).toEqual(
      Array.from({ length: 5 }, () => ({
        contextMessage: 'Fitness Business Inquiry',
        businessType: 'fitness',
        openAppointmentDirect: true,
      })),
    );
    await page.close();
  });

  it('Buy Now opens the consultation booking', async () => {
    const page = await browser.newPage();
    await open(page, '/Offers');
    const events = await recordChatbotEvents(page);
    const buyNow = page.getByRole('button', { name: /^Buy Now/ });
    expect(await buyNow.count()).toBe(3);
    await buyNow.nth(1).click();
    expect(await events()).toEqual([
      {
        contextMessage: 'Service Inquiry',
        businessType: 'general',
        openAppointmentDirect: true,
        booking: {
          services: ['Influencer Marketing'],
          notes: 'Package: Influencer Marketing 2.0 ($1000)',
        },
      },
    ]);
    await page.close();
  });

  it('the legal pages show today as Last Updated after hydration', async () => {
    const page = await browser.newPage();
    for (const path of ['/PrivacyPolicy', '/Terms&Conditions']) {
      await open(page, path);
      const shown = await page.getByText(/^Last Updated:/).textContent();
      const today = await page.evaluate(() =>
        new Intl.DateTimeFormat('en-US', { dateStyle: 'long' }).format(new Date()),
      );
      expect(shown).toBe(`Last Updated: ${today}`);
    }
    await page.close();
  });

  describe('the AI-ready business form', () => {
    /** The business form, apart from the footer's forms on the same page. */
    const form = (page: Page) => page.getByRole('form', { name: 'Tell us about your business' });
    const fill = async (page: Page) => {
      await form(page).getByLabel('Name').fill('Sana Malik');
      await form(page).getByLabel('Email').fill('sana@example.com');
      await form(page).getByLabel('Business type').fill('Pet grooming salon');
    };

    it('checks the required fields before sending', async () => {
      const page = await browser.newPage('phone');
      await open(page, '/ai-ready');
      let posted = false;
      page.on('request', (r) => {
        if (r.url().endsWith('/api/business-inquiry')) posted = true;
      });
      await form(page).getByRole('button', { name: 'Get My AI Plan' }).click();
      expect(await form(page).getByText('Name is required').isVisible()).toBe(true);
      expect(await form(page).getByText('Email is required').isVisible()).toBe(true);
      expect(await form(page).getByText('Business type is required').isVisible()).toBe(true);
      expect(await form(page).getByLabel('Name').getAttribute('aria-invalid')).toBe('true');
      await form(page).getByLabel('Email').fill('not-an-email');
      expect(await form(page).getByText('Email is required').count()).toBe(0);
      await form(page).getByRole('button', { name: 'Get My AI Plan' }).click();
      expect(await form(page).getByText('Please enter a valid email address').isVisible()).toBe(
        true,
      );
      expect(posted).toBe(false);
      await expectNoA11yViolations(page);
      await page.close();
    });

    it('sends to the server, says Sending..., then thanks in a dialog and resets', async () => {
      const page = await browser.newPage();
      await open(page, '/ai-ready');
      await fill(page);
      const answered = page.waitForResponse((r) => r.url().endsWith('/api/business-inquiry'));
      const submit = form(page).getByRole('button', { name: /Get My AI Plan|Sending/ });
      await submit.click();
      const response = await answered;
      expect(response.ok()).toBe(true);
      expect(response.request().postDataJSON()).toMatchObject({
        name: 'Sana Malik',
        email: 'sana@example.com',
        businessType: 'Pet grooming salon',
      });
      const dialog = page.getByRole('dialog', { name: 'Thank You!' });
      await expect.poll(() => dialog.isVisible()).toBe(true);
      expect(await dialog.getByText('Message sent successfully!').isVisible()).toBe(true);
      await expectNoA11yViolations(page);
      await dialog.getByRole('button', { name: 'Close' }).click();
      await expect.poll(() => dialog.count()).toBe(0);
      expect(await form(page).getByLabel('Name').inputValue()).toBe('');
      expect(await form(page).getByLabel('Email').inputValue()).toBe('');
      expect(await form(page).getByLabel('Business type').inputValue()).toBe('');
      await page.close();
    });

    it('shows Sending... while the request is in flight', async () => {
      const page = await browser.newPage();
      await open(page, '/ai-ready');
      await fill(page);
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      // Hold the real request back until the label has been read, then let it through.
      await page.route('**/api/business-inquiry', async (route) => {
        await held;
        await route.continue();
      });
      const submit = form(page).getByRole('button', { name: /Get My AI Plan|Sending/ });
      await submit.click();
      await expect.poll(() => submit.textContent()).toBe('Sending...');
      expect(await submit.isDisabled()).toBe(true);
      release();
      await expect
        .poll(() => page.getByRole('dialog', { name: 'Thank You!' }).isVisible())
        .toBe(true);
      await page.close();
    });

    it("shows 'Failed to send message: ' with the server's text when the server refuses", async () => {
      const page = await browser.newPage();
      await open(page, '/ai-ready');
      await fill(page);
      await page.route('**/api/business-inquiry', (route) =>
        route.fulfill({
          status: 503,
          contentType: 'application/json',
          body: JSON.stringify({
            success: false,
            error: 'The service is temporarily unavailable. Please try again shortly.',
          }),
        }),
      );
      await form(page)
        .getByRole('button', { name: /Get My AI Plan|Sending/ })
        .click();
      const alert = page.getByRole('alert').filter({ hasText: 'Failed to send message' });
      await expect
        .poll(() => alert.textContent())
        .toBe(
          'Failed to send message: The service is temporarily unavailable. Please try again shortly.',
        );
      expect(await page.getByRole('dialog').count()).toBe(0);
      // What was typed stays, so the visitor can try again.
      expect(await form(page).getByLabel('Name').inputValue()).toBe('Sana Malik');
      await page.close();
    });

    it('reports a network failure the same way', async () => {
      const page = await browser.newPage();
      await open(page, '/ai-ready');
      await fill(page);
      await page.route('**/api/business-inquiry', (route) => route.abort('internetdisconnected'));
      await form(page)
        .getByRole('button', { name: /Get My AI Plan|Sending/ })
        .click();
      const alert = page.getByRole('alert').filter({ hasText: 'Failed to send message' });
      await expect.poll(() => alert.textContent()).toMatch(/^Failed to send message: .+/);
      expect(
        await form(page)
          .getByRole('button', { name: /Get My AI Plan|Sending/ })
          .textContent(),
      ).toBe('Get My AI Plan');
      await page.close();
    });
  });
});
