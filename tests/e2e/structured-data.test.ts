import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultAvailability, specWeekly } from '../../common/schemas/availability.ts';
import { startServer, type RunningServer } from '../setup/server-process.ts';

/**
 * The structured data search engines read: the home page's LocalBusiness states the team's
 * hours as saved (a server of its own, since the test changes them), with logo and image;
 * each offer names what it offers.
 */
const ADMIN_EMAIL = 'structured-owner@example.com';
const ADMIN_PASSWORD = 'structured-owner-password';
const CRAWLER = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
const PERSON =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/136.0.0.0 Safari/537.36';

let server: RunningServer;

beforeAll(async () => {
  server = await startServer({ ADMIN_EMAIL, ADMIN_PASSWORD });
}, 120_000);
afterAll(async () => {
  await server?.stop();
});

/** The JSON-LD blocks of a page as a client with `userAgent` gets it. */
async function jsonLd(path: string, userAgent: string): Promise<Record<string, unknown>[]> {
  const html = await (
    await fetch(`${server.baseURL}${path}`, { headers: { 'user-agent': userAgent } })
  ).text();
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (m) => JSON.parse(m[1]!) as Record<string, unknown>,
  );
}

const business = async (userAgent = CRAWLER) =>
  (await jsonLd('/', userAgent)).find((entry) => entry['@type'] === 'LocalBusiness')!;

describe('structured data', () => {
  it("states the team's hours, a logo and an image on the home page", async () => {
    const data = await business();
    expect(data.openingHoursSpecification).toEqual([
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
        opens: '18:00',
        closes: '03:00',
      },
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: ['Saturday'],
        opens: '18:00',
        closes: '22:00',
      },
    ]);
    expect(JSON.stringify(data)).not.toContain('00:00-23:59');
    for (const key of ['logo', 'image'] as const) {
      const url = String(data[key]);
      expect(url, key).toMatch(/^https?:\/\//);
      const response = await fetch(url);
      expect(response.status, key).toBe(200);
      expect(response.headers.get('content-type'), key).toMatch(/^image\//);
    }
  });

  it('follows the hours the team saves, at the next request', async () => {
    const login = await fetch(`${server.baseURL}/api/admin/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: ADMIN_EMAIL, password: ADMIN_PASSWORD }),
    });
    const { token } = (await login.json()) as { token: string };
    const weekly = specWeekly();
    weekly[5] = null; // Friday closed
    weekly[0] = { open: 12, close: 16 }; // Sunday afternoons
    const save = (settings: unknown) =>
      fetch(`${server.baseURL}/api/admin/availability`, {
        method: 'PUT',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify(settings),
      });
    expect((await save({ ...defaultAvailability(3), weekly })).status).toBe(200);
    const hours = (await business()).openingHoursSpecification as {
      dayOfWeek: string[];
      opens: string;
      closes: string;
    }[];
    expect(hours.find((h) => h.dayOfWeek.includes('Friday'))).toBeUndefined();
    expect(hours.find((h) => h.dayOfWeek.includes('Sunday'))).toMatchObject({
      opens: '12:00',
      closes: '16:00',
    });
    expect((await save(defaultAvailability(3))).status).toBe(200);
  });

  it('states no hours in the page prerendered for people rather than wrong ones', async () => {
    const data = await business(PERSON);
    expect(data['@type']).toBe('LocalBusiness');
    expect(data).not.toHaveProperty('openingHoursSpecification');
    expect(data).not.toHaveProperty('openingHours');
  });

  it('names the service each offer is for', async () => {
    const [list] = await jsonLd('/Offers', CRAWLER);
    const items = (list!.itemListElement as { item: Record<string, unknown> }[]).map((e) => e.item);
    expect(items.length).toBeGreaterThan(0);
    for (const offer of items) {
      expect(offer['@type']).toBe('Offer');
      expect(offer.itemOffered).toMatchObject({ '@type': 'Service', name: offer.name });
    }
  });
});
