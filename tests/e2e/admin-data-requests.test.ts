import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATA_REQUEST_MESSAGES } from '../../common/schemas/data-requests.ts';
import { appointmentSubmission } from '../setup/fixtures.ts';
import { expectNoA11yViolations, suiteBrowser, visit } from '../setup/browser.ts';
import { startServer, type RunningServer } from '../setup/server-process.ts';

/**
 * A visitor's data on request and the dashboard's backups in the browser, by keyboard, with
 * axe: the owner finds a visitor, reads what an erasure will take, deletes it, and sees it
 * in the log; "Back up now" on the dashboard answers with the backup's size. On a server of
 * its own, so the shared server's pages and data never change.
 */
const EMAIL = 'requests.owner@example.com';
const PASSWORD = 'correct-horse-battery-staple';
const VISITOR = 'noor.visitor@example.com';

describe('the admin handles a visitor data request and takes a backup', () => {
  const browser = suiteBrowser();
  let server: RunningServer;
  let token: string;
  beforeAll(async () => {
    // The daily backup's hour is twelve hours away, so none is taken at start.
    const karachiHour = (new Date().getUTCHours() + 5) % 24;
    server = await startServer({
      ADMIN_EMAIL: EMAIL,
      ADMIN_PASSWORD: PASSWORD,
      TRUST_PROXY: '1',
      BACKUP_HOUR: String((karachiHour + 12) % 24),
    });
    const post = (url: string, body: unknown) =>
      fetch(`${server.baseURL}${url}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    expect(
      (await post('/api/appointments', appointmentSubmission({ email: VISITOR }))).status,
    ).toBe(201);
    expect((await post('/api/subscribe', { email: VISITOR })).status).toBeLessThan(300);
    const login = await post('/api/admin/login', { email: EMAIL, password: PASSWORD });
    token = ((await login.json()) as { token: string }).token;
  });
  afterAll(async () => {
    await server?.stop();
  });

  const signedIn = async (path: string) => {
    const page = await browser.newPage();
    await page.goto(`${server.baseURL}/admin/forgot-password`);
    await page.evaluate((t) => localStorage.setItem('adminToken', t), token);
    await visit(page, `${server.baseURL}${path}`);
    return page;
  };

  it('finds a visitor by address, names what will go, deletes it and logs it, by keyboard', async () => {
    const page = await signedIn('/admin/data-requests');
    await page.getByRole('heading', { name: 'Data requests', level: 1 }).waitFor();
    expect(
      await page.getByRole('link', { name: 'Data requests' }).getAttribute('aria-current'),
    ).toBe('page');
    await page.getByText('No export or erasure yet.').waitFor();
    await expectNoA11yViolations(page);

    const input = page.getByLabel('E-mail address or phone number');
    await input.focus();
    await page.keyboard.type('not an address');
    await page.keyboard.press('Enter');
    await page.getByText(DATA_REQUEST_MESSAGES.query).waitFor();
    expect(await input.getAttribute('aria-invalid')).toBe('true');

    await input.fill('');
    await input.focus();
    await page.keyboard.type(VISITOR.toUpperCase());
    await page.keyboard.press('Enter');
    const held = page.getByRole('heading', { name: `Held about ${VISITOR}` });
    await held.waitFor();
    expect(await held.evaluate((el) => el === document.activeElement)).toBe(true);
    await page
      .getByText(/^1 appointment, 1 newsletter subscription and \d+ e-mails in the outbox/)
      .waitFor();
    await expectNoA11yViolations(page);

    // From the heading: Export (a JSON file of everything held), then Anonymise, Delete.
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Export as JSON');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.keyboard.press('Enter'),
    ]);
    expect(download.suggestedFilename()).toBe('data-noor-visitor-example-com.json');
    const exported = JSON.parse(readFileSync((await download.path())!, 'utf8')) as {
      appointments: { email: string }[];
      subscriptions: unknown[];
    };
    expect(exported.appointments.map((a) => a.email)).toEqual([VISITOR]);
    expect(exported.subscriptions).toHaveLength(1);
    await page
      .getByRole('status')
      .getByText('Exported to data-noor-visitor-example-com.json.')
      .waitFor();
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Export as JSON');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Delete...');
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('alertdialog', {
      name: `Delete everything held about ${VISITOR}?`,
    });
    await dialog.waitFor();
    await dialog.getByText(/^This deletes 1 appointment, 1 newsletter subscription and/).waitFor();
    await expectNoA11yViolations(page);
    await dialog.getByRole('button', { name: 'Delete', exact: true }).focus();
    await page.keyboard.press('Enter');
    await page
      .getByRole('status')
      .getByText(/^Deleted: 1 appointment/)
      .waitFor();
    await page.getByText(DATA_REQUEST_MESSAGES.nothing).waitFor();
    const log = page.getByRole('region', { name: 'Log of data requests' });
    for (const what of [/^Deleted: 1 appointment/, /^Exported/]) {
      const row = log.getByRole('row').filter({ has: page.getByRole('cell', { name: what }) });
      await row.getByRole('cell', { name: EMAIL }).waitFor();
      await row.getByRole('cell', { name: 'no••••••••••@example.com' }).waitFor();
    }
    await expectNoA11yViolations(page);
    await page.close();
  });

  it('shows the data requests screen at 375 px without sideways scrolling', async () => {
    const page = await browser.newPage();
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto(`${server.baseURL}/admin/forgot-password`);
    await page.evaluate((t) => localStorage.setItem('adminToken', t), token);
    await visit(page, `${server.baseURL}/admin/data-requests`);
    await page.getByRole('heading', { name: 'Data requests', level: 1 }).waitFor();
    await page.getByRole('region', { name: 'Log of data requests' }).getByRole('table').waitFor();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await expectNoA11yViolations(page);
    await page.close();
  });

  it('takes a backup from the dashboard and shows its time and size', async () => {
    const page = await signedIn('/admin/dashboard');
    const card = page.getByRole('region', { name: 'Backups' });
    await card.getByText('No backup has been taken yet.').waitFor();
    await card.getByRole('button', { name: 'Back up now' }).focus();
    await page.keyboard.press('Enter');
    await card
      .getByRole('status')
      .getByText(/^Backup taken: [\d.]+ (KB|MB)\.$/)
      .waitFor();
    await card.getByText(/^Last backup: .+, [\d.]+ (KB|MB)\.$/).waitFor();
    await card.getByRole('button', { name: 'Download the last backup' }).waitFor();
    await expectNoA11yViolations(page);
    await page.close();
  });
});
