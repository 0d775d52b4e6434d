import AxeBuilder from '@axe-core/playwright';
import sharp from 'sharp';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { openAdmin } from '../setup/admin-page.ts';
import { expectNoA11yViolations, suiteBrowser } from '../setup/browser.ts';
import { futureWeekday } from '../setup/fixtures.ts';

const baseURL = inject('baseURL');
const adminEmail = inject('adminEmail');
const adminPassword = inject('adminPassword');

const openSignedIn = (page: Page, path: string, token?: string) =>
  openAdmin(page, baseURL, path, token);

/** Opens `path` signed out (the browser profile is shared by the tests). */
async function openSignedOut(page: Page, path: string): Promise<void> {
  await page.goto(`${baseURL}/admin/forgot-password`);
  await page.evaluate(() => localStorage.removeItem('adminToken'));
  await page.goto(`${baseURL}${path}`);
}

/**
 * axe on a page whose sandboxed frames (`sandbox=""`: no script) hold the admin's own
 * newsletter HTML: axe cannot run inside them, so it checks the frames as elements
 * (title and so on) without descending. The same tags as the shared helper.
 */
async function expectNoViolationsOutsideSandboxes(page: Page): Promise<void> {
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
    .options({ iframes: false })
    // The partial runner waits on every frame; the legacy one gives up on a frame after 1 s.
    .setLegacyMode(true)
    .analyze();
  expect(
    violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
  ).toEqual([]);
}

const storedToken = (page: Page) => page.evaluate(() => localStorage.getItem('adminToken'));

describe('admin area in the browser', () => {
  const browser = suiteBrowser();

  it('shows the login screen instead of an admin page, refuses empty fields and a wrong password, then signs in', async () => {
    const page = await browser.newPage();
    const logins: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/admin/login')) logins.push(request.method());
    });
    await openSignedOut(page, '/admin/blogs');
    await page.getByRole('button', { name: 'Sign in' }).waitFor();
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toContain('noindex');
    await expect
      .poll(() => page.getByText('Protected area. Authorized personnel only.').count())
      .toBe(1);
    expect(await page.getByRole('link', { name: 'Forgot Password?' }).getAttribute('href')).toBe(
      '/admin/forgot-password',
    );
    await expectNoA11yViolations(page);

    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByText('Please fill in all fields').waitFor();
    expect(logins).toEqual([]);

    await page.getByLabel('Email').fill(adminEmail);
    const password = page.getByLabel('Password', { exact: true });
    await password.fill('not-the-password-at-all');
    await page.getByRole('button', { name: 'Show password' }).click();
    expect(await password.getAttribute('type')).toBe('text');
    await page.getByRole('button', { name: 'Hide password' }).click();
    expect(await password.getAttribute('type')).toBe('password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('alert').filter({ hasText: 'Invalid email or password' }).waitFor();
    expect(await storedToken(page)).toBeNull();

    await password.fill(adminPassword);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByText('Login successful!').waitFor();
    // The page asked for appears once signed in, with the admin's e-mail in the sidebar.
    await page.getByRole('heading', { name: 'Blog Management', level: 1 }).waitFor();
    await page.getByText(adminEmail).waitFor();
    expect(await storedToken(page)).toBeTruthy();
    await page.close();
  });

  it('signs in by keyboard alone', async () => {
    const page = await browser.newPage();
    await openSignedOut(page, '/admin');
    await page.getByRole('button', { name: 'Sign in' }).waitFor();
    for (let i = 0; i < 10; i++) {
      await page.keyboard.press('Tab');
      if (await page.evaluate(() => document.activeElement?.getAttribute('type') === 'email'))
        break;
    }
    await page.keyboard.type(adminEmail);
    await page.keyboard.press('Tab');
    await page.keyboard.type(adminPassword);
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor();
    await page.close();
  });

  it('verifies a stored token on reload, and removes a bad one silently', async () => {
    const page = await browser.newPage();
    await openSignedIn(page, '/admin');
    // Hold the verification so its message can be seen.
    await page.route('**/api/admin/me', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 700));
      await route.continue();
    });
    await page.reload();
    await page.getByText('Verifying authentication...').waitFor();
    await page.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor();
    await page.unroute('**/api/admin/me');

    await page.evaluate(() => localStorage.setItem('adminToken', 'not-a-real-token'));
    await page.reload();
    // The server's page is the sign-in form already; the check of the token follows it.
    await expect.poll(() => storedToken(page)).toBeNull();
    await page.getByRole('button', { name: 'Sign in' }).waitFor();
    expect(await page.getByRole('alert').count()).toBe(0);
    await page.close();
  });

  it('creates a post with a cover image that shows on /blog, keeps a scheduled one off it, edits and deletes', async () => {
    const page = await browser.newPage();
    await openSignedIn(page, '/admin/blogs');
    await page.getByRole('heading', { name: 'Blog Management', level: 1 }).waitFor();
    // The seeded demo posts say they are samples an owner replaces.
    await page.getByRole('rowheader').filter({ hasText: 'Sample' }).first().waitFor();
    const title = `Admin journey post ${Date.now()}`;

    await page.getByRole('button', { name: 'Create New Blog' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create New Blog' });
    await dialog.waitFor();
    await dialog.getByRole('textbox', { name: 'Content' }).waitFor();
    await expectNoA11yViolations(page);

    // Required fields first: nothing is sent without a title and content.
    await dialog.getByRole('button', { name: 'Create Blog' }).click();
    await dialog.getByText('Blog title is required').waitFor();

    await dialog.getByLabel('Title').fill(title);
    await dialog.getByRole('textbox', { name: 'Content' }).click();
    await page.keyboard.type('A cover story written in the admin editor. ');
    await dialog.getByRole('button', { name: 'Bold' }).click();
    await page.keyboard.type('Bold words.');
    await dialog.getByLabel('Tags (comma-separated)').fill('journey, admin');
    expect(await dialog.getByLabel('Author').inputValue()).toBe('Admin');
    expect(await dialog.getByLabel('Status').inputValue()).toBe('published');
    const png = await sharp({
      create: { width: 64, height: 48, channels: 3, background: '#3366ff' },
    })
      .png()
      .toBuffer();
    await dialog
      .getByLabel('Cover image')
      .setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: png });
    await dialog.getByRole('img', { name: 'Cover image preview' }).waitFor();
    await dialog.getByRole('button', { name: 'Create Blog' }).click();
    await page.getByText('Blog created successfully!').waitFor();
    await dialog.waitFor({ state: 'detached' });
    const row = page.getByRole('row', { name: new RegExp(title) });
    await row.waitFor();
    expect(await row.textContent()).toContain('A cover story written in the admin editor.');

    const list = await (await fetch(`${baseURL}/blog`)).text();
    expect(list).toContain(title);
    const publicPost = (await (await fetch(`${baseURL}/api/blogs?page=1&limit=50`)).json()) as {
      data: { blog_title: string; image: string | null; tags: string[] }[];
    };
    const created = publicPost.data.find((p) => p.blog_title === title);
    expect(created?.image).toBeTruthy();
    expect(created?.tags).toEqual(['journey', 'admin']);
    const cover = await fetch(`${baseURL}${created!.image}`);
    expect(cover.status).toBe(200);
    expect(cover.headers.get('content-type')).toMatch(/^image\//);

    // A scheduled post stays off the public list.
    const scheduledTitle = `Scheduled journey post ${Date.now()}`;
    await page.getByRole('button', { name: 'Create New Blog' }).click();
    await dialog.waitFor();
    await dialog.getByLabel('Title').fill(scheduledTitle);
    await dialog.getByRole('textbox', { name: 'Content' }).click();
    await page.keyboard.type('Not yet.');
    await dialog.getByLabel('Status').selectOption('scheduled');
    await dialog.getByRole('button', { name: 'Create Blog' }).click();
    await dialog.getByText('Please choose a date and time for a scheduled post').waitFor();
    await dialog.getByLabel('Date').fill('2099-06-01');
    await dialog.getByLabel('Time').fill('10:00');
    await dialog.getByRole('button', { name: 'Create Blog' }).click();
    await page.getByText('Blog created successfully!').first().waitFor();
    await dialog.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: /^Scheduled \(\d+\)$/ }).click();
    await page.getByRole('row', { name: new RegExp(scheduledTitle) }).waitFor();
    expect(await (await fetch(`${baseURL}/blog`)).text()).not.toContain(scheduledTitle);

    // Editing updates the post.
    await page.getByRole('button', { name: /^All \(\d+\)$/ }).click();
    await page.getByRole('button', { name: `Edit ${title}` }).click();
    const editDialog = page.getByRole('dialog', { name: 'Edit Blog' });
    await editDialog.waitFor();
    expect(await editDialog.getByLabel('Title').inputValue()).toBe(title);
    await expect
      .poll(() => editDialog.getByRole('textbox', { name: 'Content' }).textContent())
      .toContain('Bold words.');
    const edited = `${title} (edited)`;
    await editDialog.getByLabel('Title').fill(edited);
    await editDialog.getByRole('button', { name: 'Update Blog' }).click();
    await page.getByText('Blog updated successfully!').waitFor();
    await page.getByRole('row', { name: new RegExp(edited.replace(/[()]/g, '\\$&')) }).waitFor();
    expect(await (await fetch(`${baseURL}/blog`)).text()).toContain(edited);

    // Delete asks first; Cancel keeps the post, Delete removes it.
    await page.getByRole('button', { name: `Delete ${edited}` }).click();
    const confirm = page.getByRole('alertdialog');
    await confirm.getByText('Are you sure you want to delete this blog?').waitFor();
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await confirm.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: `Delete ${edited}` }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await page.getByText('Blog deleted successfully!').waitFor();
    await page.getByRole('button', { name: `Delete ${edited}` }).waitFor({ state: 'detached' });
    expect(await (await fetch(`${baseURL}/blog`)).text()).not.toContain(edited);
    await page.close();
  });

  it("changes an appointment's status and its colour follows; the details show every field", async () => {
    const name = `Journey Visitor ${Date.now()}`;
    const date = futureWeekday();
    const booked = await fetch(`${baseURL}/api/appointments`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        name,
        email: 'journey.visitor@example.com',
        phone: '+1 212 555 0123',
        services: ['Digital Marketing', 'AI & Chatbots'],
        preferred_date: date,
        preferred_time: '6pm-9pm',
        user_timezone: 'America/New_York',
        notes: 'Please call in the evening.',
        status: 'Pending',
        created_at: new Date().toISOString(),
      }),
    });
    expect([200, 201]).toContain(booked.status);

    const page = await browser.newPage();
    await openSignedIn(page, '/admin/appointments');
    const status = page.getByRole('combobox', { name: `Status of ${name}` });
    await status.waitFor();
    expect(await status.inputValue()).toBe('Pending');
    expect(await status.getAttribute('data-tone')).toBe('yellow');
    const pendingColour = await status.evaluate((el) => getComputedStyle(el).backgroundColor);
    const row = page.getByRole('row', { name: new RegExp(name) });
    // No source sent: 'Website'.
    expect(await row.textContent()).toContain('Website');
    expect(await row.textContent()).toContain('(Pakistan time)');

    // Confirmed e-mails the visitor: the screen asks first.
    await status.selectOption('Confirmed');
    await page
      .getByRole('alertdialog', { name: `Set ${name}'s appointment to Confirmed?` })
      .getByRole('button', { name: 'Set to Confirmed and send e-mail' })
      .click();
    await page.getByText('Appointment status updated successfully!').waitFor();
    expect(await status.getAttribute('data-tone')).toBe('green');
    expect(await status.evaluate((el) => getComputedStyle(el).backgroundColor)).not.toBe(
      pendingColour,
    );

    // The server agrees after a reload.
    await page.reload();
    await status.waitFor();
    expect(await status.inputValue()).toBe('Confirmed');
    expect(await status.getAttribute('data-tone')).toBe('green');

    // The filter narrows the list.
    await page.getByLabel('Filter by status').selectOption('Cancelled');
    await expect.poll(() => status.count()).toBe(0);
    await page.getByLabel('Filter by status').selectOption('All');
    await status.waitFor();

    await page.getByRole('button', { name: `View details of ${name}` }).click();
    const details = page.getByRole('dialog', { name: 'Appointment details' });
    await details.waitFor();
    const text = (await details.textContent()) ?? '';
    for (const expected of [
      name,
      'journey.visitor@example.com',
      '+1 212 555 0123',
      'Digital Marketing',
      'AI & Chatbots',
      '6:00 PM - 9:00 PM (Pakistan time)',
      'America/New_York',
      'Please call in the evening.',
      'Confirmed',
      'Website',
    ]) {
      expect(text).toContain(expected);
    }
    await expectNoA11yViolations(page);
    await page.close();
  });

  it('saves a newsletter that becomes the latest card, and the form clears', async () => {
    const page = await browser.newPage();
    await openSignedIn(page, '/admin/newsletter');
    await page.getByRole('heading', { name: 'Latest Newsletter' }).waitFor();
    await page.getByText('Visitors', { exact: true }).waitFor();
    await page.getByText('Newsletter Subscribers', { exact: true }).waitFor();
    // Written in the posts' editor; the spec's HTML box is a switch away.
    await page.getByRole('textbox', { name: 'Content' }).waitFor();
    await page.getByRole('button', { name: 'Edit as HTML' }).click();
    expect(await page.getByLabel('Content (HTML allowed)').getAttribute('rows')).toBe('8');

    await page.getByRole('button', { name: 'Save Newsletter' }).click();
    await page.getByText('Subject is required').waitFor();

    const subject = `Monthly update ${Date.now()}`;
    await page.getByLabel('Subject').fill(subject);
    await page
      .getByLabel('Content (HTML allowed)')
      .fill(
        '<h1>Hello readers</h1><p>News of the month.</p><script>parent.document.title="pwned"</script>',
      );
    // The live preview renders the HTML in a sandbox: it shows, its script never runs.
    await page
      .frameLocator('iframe[title="Newsletter preview"]')
      .getByText('Hello readers')
      .waitFor();
    await page.getByRole('button', { name: 'Save Newsletter' }).click();
    await page.getByText('Newsletter saved for next send!').waitFor();
    // Spec §8: the fields clear once the issue is saved.
    expect(await page.getByLabel('Subject').inputValue()).toBe('');
    expect(await page.getByLabel('Content (HTML allowed)').inputValue()).toBe('');
    await expect.poll(() => page.getByTestId('latest-subject').textContent()).toBe(subject);
    await page
      .frameLocator('iframe[title="Latest newsletter content"]')
      .getByText('News of the month.')
      .waitFor();
    await page.getByText(/^Last updated: /).waitFor();
    // The card asks with the admin token; without one the unsent draft is not served.
    const anonymous = await fetch(`${baseURL}/api/latest-newsletter`);
    expect(anonymous.status).toBe(200);
    expect(await anonymous.text()).not.toContain(subject);
    expect(await page.title()).not.toBe('pwned');
    await expectNoViolationsOutsideSandboxes(page);
    await page.close();
  });

  for (const viewport of ['desktop', 'phone'] as const) {
    it(`passes axe on the dashboard, leads and conversations (${viewport})`, async () => {
      const page = await browser.newPage(viewport);
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      const token = await openSignedIn(page, '/admin/dashboard');
      await page.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor();
      await page.getByRole('figure', { name: 'Visitors and leads per day' }).waitFor();
      await page.getByRole('figure', { name: 'Appointments by status' }).waitFor();
      await page.getByRole('heading', { name: 'Top pages' }).waitFor();
      await page.getByLabel('Period').selectOption('7');
      await expectNoA11yViolations(page);

      for (const [path, heading] of [
        ['/admin/leads', 'Leads'],
        ['/admin/conversations', 'Conversations'],
      ] as const) {
        await openSignedIn(page, path, token);
        await page.getByRole('heading', { name: heading, level: 1 }).waitFor();
        await page.getByText(/Loading/).waitFor({ state: 'detached' });
        await expectNoA11yViolations(page);
      }
      if (viewport === 'phone') {
        // The sidebar folds into a menu button on phones.
        const menu = page.getByRole('button', { name: 'Open menu' });
        await menu.click();
        await page.getByRole('link', { name: 'Newsletter' }).click();
        await page.getByRole('heading', { name: 'Newsletter', level: 1 }).waitFor();
      }
      expect(errors).toEqual([]);
      await page.close();
    });
  }

  it('exports the leads as CSV with the token', async () => {
    await fetch(`${baseURL}/api/contact-info`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Csv Lead', email: 'csv.lead@example.com', message: 'Hi' }),
    });
    const page = await browser.newPage();
    await openSignedIn(page, '/admin/leads');
    await page
      .getByRole('row', { name: /Csv Lead/ })
      .first()
      .waitFor();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^leads-all.*\.csv$/);
    const path = await download.path();
    const { readFile } = await import('node:fs/promises');
    expect(await readFile(path!, 'utf8')).toContain('csv.lead@example.com');
    await page.close();
  });

  it('lists a stored chat conversation and reads it as a thread', async () => {
    const chat = await fetch(`${baseURL}/api/flask/chat`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        message: 'What services do you offer for gyms?',
        user_name: 'Thread Visitor',
        user_context: { name: 'Thread Visitor', email: 'thread.visitor@example.com' },
      }),
    });
    expect(chat.status).toBe(200);
    const page = await browser.newPage();
    await openSignedIn(page, '/admin/conversations');
    // Its own conversation by name: other files' chats on the shared server may be newer.
    const read = page.getByRole('button', { name: 'Read conversation with Thread Visitor' });
    await read.waitFor();
    await read.click();
    const thread = page.getByRole('dialog', { name: 'Conversation with Thread Visitor' });
    await thread.waitFor();
    await thread.getByText('What services do you offer for gyms?').waitFor();
    expect(await thread.getByRole('listitem').count()).toBeGreaterThanOrEqual(2);
    await expectNoA11yViolations(page);
    await page.close();
  });

  it('the reset page checks the two passwords and shows the server refusing a bad link', async () => {
    const page = await browser.newPage();
    await page.goto(`${baseURL}/admin/reset-password/not-a-real-reset-token`);
    await page.getByRole('heading', { name: 'Set a new password' }).waitFor();
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toContain('noindex');
    await expectNoA11yViolations(page);
    await page.getByLabel('New password', { exact: true }).fill('short');
    await page.getByRole('button', { name: 'Set new password' }).click();
    await page.getByRole('alert').filter({ hasText: 'at least 12 characters' }).waitFor();
    await page.getByLabel('New password', { exact: true }).fill('a-long-enough-password');
    await page.getByLabel('Confirm new password').fill('a-different-password!');
    await page.getByRole('button', { name: 'Set new password' }).click();
    await page.getByRole('alert').filter({ hasText: 'do not match' }).waitFor();
    await page.getByLabel('Confirm new password').fill('a-long-enough-password');
    await page.getByRole('button', { name: 'Set new password' }).click();
    await page
      .getByRole('alert')
      .filter({ hasText: 'This reset link is invalid or has expired. Please request a new one.' })
      .waitFor();
    await page.close();
  });

  it('requests a password-reset e-mail', async () => {
    const page = await browser.newPage();
    await page.goto(`${baseURL}/admin/forgot-password`);
    await page.getByRole('button', { name: 'Send Reset Email' }).waitFor();
    await expectNoA11yViolations(page);
    await page.getByLabel('Email').fill(adminEmail);
    await page.getByRole('button', { name: 'Send Reset Email' }).click();
    await page.getByText('Password reset email sent!').waitFor();
    await page.close();
  });

  it('logs out: back to the login screen, and the old token is refused', async () => {
    const page = await browser.newPage();
    const token = await openSignedIn(page, '/admin/newsletter');
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.getByText('Logged out successfully').waitFor();
    await page.getByRole('button', { name: 'Sign in' }).waitFor();
    expect(await storedToken(page)).toBeNull();
    const me = await fetch(`${baseURL}/api/admin/me`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(me.status).toBe(401);
    await page.close();
  });

  it('returns to the login screen when an admin call answers 401', async () => {
    const page = await browser.newPage();
    const token = await openSignedIn(page, '/admin/dashboard');
    // The token is revoked elsewhere (another tab logged out).
    await fetch(`${baseURL}/api/admin/logout`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
    });
    await page.getByRole('link', { name: 'Blog Management' }).click();
    await page.getByRole('button', { name: 'Sign in' }).waitFor();
    expect(await storedToken(page)).toBeNull();
    await page.close();
  });
});
