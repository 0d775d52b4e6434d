import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, type Browser, visit } from '../setup/browser.ts';
import { GET_STARTED_LOAD_FAILED } from '../../app/features/forms/get-started-dialog.tsx';

const baseURL = inject('baseURL');

/** A network failure between browser and server: the only thing simulated here. */
async function failNetwork(page: Page, path: string) {
  await page.route(`**${path}`, (route) => route.abort('failed'));
}

/** Answers of the real server to `path`, as the browser saw them. */
function answers(page: Page, path: string) {
  const seen: { status: number; body: unknown; request: unknown }[] = [];
  page.on('response', async (response) => {
    if (new URL(response.url()).pathname !== path) return;
    seen.push({
      status: response.status(),
      body: await response.json().catch(() => null),
      request: JSON.parse(response.request().postData() ?? 'null'),
    });
  });
  return seen;
}

describe('forms against the running server', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('footer form: client check, success from the server, network failure', async () => {
    const page = await browser.newPage('desktop');
    await visit(page, `${baseURL}/About`);
    const form = page.getByRole('form', { name: 'Send us a message' });
    const seen = answers(page, '/api/contact-info');
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect.poll(() => form.getByText('Please fill in all fields.').count()).toBe(3);
    expect(seen).toEqual([]);
    await form.getByLabel('Your name').fill('Footer Tester');
    expect(await form.getByText('Please fill in all fields.').count()).toBe(2); // cleared on edit
    await form.getByLabel('Your email').fill('footer@example.com');
    await form.getByLabel('Your message').fill('Hello from the footer.');
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect
      .poll(() => form.getByText('Thank you! Your message has been sent successfully.').isVisible())
      .toBe(true);
    await expect
      .poll(() => seen[0], { timeout: 5000 })
      .toMatchObject({
        status: 201,
        body: { success: true },
        request: { name: 'Footer Tester', email: 'footer@example.com', source: 'footer' },
      });
    expect(await form.getByLabel('Your name').inputValue()).toBe('');

    await failNetwork(page, '/api/contact-info');
    await form.getByLabel('Your name').fill('Footer Tester');
    await form.getByLabel('Your email').fill('footer@example.com');
    await form.getByLabel('Your message').fill('Second try.');
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect
      .poll(() =>
        form.getByText('There was an error sending your message. Please try again.').isVisible(),
      )
      .toBe(true);
    await page.close();
  });

  it('newsletter box: invalid e-mail, Subscribed! from the server, failure text', async () => {
    const page = await browser.newPage('phone');
    await visit(page, `${baseURL}/Contact`);
    const form = page.getByRole('form', { name: 'Newsletter' });
    const email = form.getByLabel('Email address for the newsletter');
    const seen = answers(page, '/api/subscribe');
    await email.fill('not-an-email');
    await form.getByRole('button', { name: 'Subscribe' }).click();
    await expect
      .poll(() => form.getByText('Please enter a valid email address').isVisible())
      .toBe(true);
    expect(seen).toEqual([]);
    await email.fill('reader@example.com');
    expect(await form.getByText('Please enter a valid email address').count()).toBe(0);
    await form.getByRole('button', { name: 'Subscribe' }).click();
    await expect.poll(() => form.getByText('Subscribed!').isVisible()).toBe(true);
    // Double opt-in: the visitor learns the next step.
    expect(await form.getByText('Subscribed! Check your inbox to confirm.').count()).toBe(1);
    await expect
      .poll(() => seen[0], { timeout: 5000 })
      .toMatchObject({
        body: { success: true },
        request: { email: 'reader@example.com' },
      });

    await failNetwork(page, '/api/subscribe');
    await email.fill('reader2@example.com');
    await form.getByRole('button', { name: 'Subscribe' }).click();
    await expect
      .poll(() => form.getByText('Something went wrong. Please try again later.').isVisible())
      .toBe(true);
    await page.close();
  });

  it('contact panel: per-field errors that clear on edit, Sending..., success banner, server and network errors', async () => {
    const page = await browser.newPage('desktop');
    await visit(page, `${baseURL}/contact`);
    const form = page.getByRole('form', { name: 'Contact form' });
    const send = form.getByRole('button', { name: 'Send Message' });
    await send.click();
    await expect.poll(() => form.getByText('Name is required').isVisible()).toBe(true);
    expect(await form.getByText('Email is required').isVisible()).toBe(true);
    await form.getByLabel('Name').fill('Panel Tester');
    expect(await form.getByText('Name is required').count()).toBe(0);
    expect(await form.getByText('Email is required').count()).toBe(1);
    await form.getByLabel('Email').fill('panel@example');
    await form.getByLabel('Phone (optional)').fill('call me');
    await send.click();
    await expect
      .poll(() => form.getByText('Please enter a valid email address').isVisible())
      .toBe(true);
    expect(await form.getByText('Please enter a valid phone number').isVisible()).toBe(true);
    expect(await form.getByLabel('Email').getAttribute('aria-invalid')).toBe('true');

    await form.getByLabel('Email').fill('panel@example.com');
    await form.getByLabel('Phone (optional)').fill('+92 (300) 123-4567');
    await form.getByLabel('Message (optional)').fill('We need a new website.');
    const seen = answers(page, '/api/contact-info');
    await send.click();
    await expect
      .poll(() =>
        form.getByText("Thank you for your message! We'll get back to you soon.").isVisible(),
      )
      .toBe(true);
    await expect
      .poll(() => seen[0], { timeout: 5000 })
      .toMatchObject({
        status: 201,
        // The one phone rule sends the number in international format (ADR 024).
        request: { source: 'contact', phone: '+92 300 1234567' },
      });
    expect(await form.getByLabel('Name').inputValue()).toBe('');

    // A network failure shows the fallback text in the red banner.
    await form.getByLabel('Name').fill('Panel Tester');
    await form.getByLabel('Email').fill('panel@example.com');
    await failNetwork(page, '/api/contact-info');
    await send.click();
    await expect
      .poll(() => form.getByRole('alert').textContent())
      .toBe('Failed to submit form. Please try again.');
    await page.close();
  });

  it('Get Started: says so under the button when the form cannot be fetched', async () => {
    const page = await browser.newPage('desktop');
    await page.route(/\/assets\/(island-)?get-started-form-[\w-]+\.js$/, (route) => route.abort());
    await visit(page, `${baseURL}/Services`);
    await page.getByRole('button', { name: 'Get Started' }).click();
    await expect
      .poll(() => page.getByRole('alert').filter({ hasText: 'form could not' }).textContent())
      .toBe(GET_STARTED_LOAD_FAILED);
    expect(await page.getByRole('dialog').count()).toBe(0);
    await page.close();
  });

  it('Get Started modal: required fields, sends a contact message, closes and clears', async () => {
    const page = await browser.newPage('desktop');
    await visit(page, `${baseURL}/Services`);
    await page.getByRole('button', { name: 'Get Started' }).click();
    const dialog = page.getByRole('dialog', { name: 'Get Started' });
    await expect.poll(() => dialog.isVisible()).toBe(true);
    expect(await dialog.getByLabel('Message').getAttribute('rows')).toBe('4');
    expect(await dialog.getByLabel('Service').locator('option').allTextContents()).toEqual([
      'Select a service',
      'Branding & Logo Design',
      'Digital Marketing',
      'Web Design & Development',
      'AI & Chatbots',
      'Software Development',
      'Other',
    ]);
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await expect.poll(() => dialog.getByText('Name is required').isVisible()).toBe(true);
    expect(await dialog.getByText('Please select a service').isVisible()).toBe(true);
    expect(await dialog.getByText('Message is required').isVisible()).toBe(true);

    await dialog.getByLabel('Name').fill('Modal Tester');
    await dialog.getByLabel('Email').fill('modal@example.com');
    await dialog.getByLabel('Service').selectOption('ai-chatbots');
    await dialog.getByLabel('Message').fill('We want a booking chatbot.');

    await failNetwork(page, '/api/contact-info');
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await expect
      .poll(() => dialog.getByRole('alert').textContent())
      .toBe('Failed to submit form. Please try again.');
    expect(await dialog.isVisible()).toBe(true);
    await page.unroute('**/api/contact-info');

    const seen = answers(page, '/api/contact-info');
    await dialog.getByRole('button', { name: 'Submit' }).click();
    // Non-waiting reads: while the request is in flight the dialog is open with no alert.
    await expect
      .poll(
        async () =>
          (await dialog.count())
            ? (await dialog.getByRole('alert').allTextContents()).join(' ') || 'open'
            : 'closed',
        { timeout: 10_000 },
      )
      .toBe('closed');
    await expect
      .poll(() => seen[0], { timeout: 5000 })
      .toMatchObject({
        status: 201,
        request: { name: 'Modal Tester', service: 'ai-chatbots', source: 'get_started' },
      });
    await expect
      .poll(async () => (await page.locator('[data-sonner-toast]').allTextContents()).join(' '), {
        timeout: 5000,
      })
      .toContain("Thank you! We'll be in touch within 24 hours.");
    await page.getByRole('button', { name: 'Get Started' }).click();
    expect(
      await page.getByRole('dialog', { name: 'Get Started' }).getByLabel('Name').inputValue(),
    ).toBe('');
    await page.close();
  });
});
