import { describe, expect, inject, it } from 'vitest';
import { expectNoA11yViolations, suiteBrowser, visit, launchBrowser } from '../setup/browser.ts';

const baseURL = inject('baseURL');

describe('Services, Portfolio and Home interactions', () => {
  const browser = suiteBrowser();

  it('Services: tabs, case-insensitive search of title or description, and the empty state', async () => {
    const page = await browser.newPage('desktop');
    await visit(page, `${baseURL}/Services`);
    const cardTitles = () =>
      page.getByRole('tabpanel').getByRole('heading', { level: 3 }).allTextContents();
    expect(await page.getByRole('tab').allTextContents()).toEqual([
      'All Services',
      'Digital Agency',
      'Premium Services',
      'Software Development',
    ]);
    expect(await cardTitles()).toHaveLength(9);

    await page.getByRole('tab', { name: 'Premium Services' }).click();
    await expect
      .poll(cardTitles)
      .toEqual(['AI & Chatbots', 'Influencer Marketing', 'Video Production']);
    await page.getByRole('tab', { name: 'Software Development' }).click();
    await expect
      .poll(cardTitles)
      .toEqual(['Custom Software Development', 'Mobile App Development', 'Cloud Solutions']);

    const search = page.getByPlaceholder('Search services...');
    await search.fill('IOS AND ANDROID'); // in a description only
    await expect.poll(cardTitles).toEqual(['Mobile App Development']);
    await search.fill('chatbots'); // not in this tab
    await expect.poll(() => page.getByText('No services found').isVisible()).toBe(true);
    expect(await page.getByText('Try adjusting your search or filter criteria').isVisible()).toBe(
      true,
    );
    await page.getByRole('tab', { name: 'All Services' }).click();
    await expect.poll(cardTitles).toEqual(['AI & Chatbots']);
    await search.fill('');
    await page.getByRole('tab', { name: 'Digital Agency' }).click();
    await expect
      .poll(cardTitles)
      .toEqual(['Branding & Logo Design', 'Digital Marketing', 'Web Design & Development']);

    // By keyboard (WAI-ARIA tabs): one tab stop, arrows wrap, Home and End, each selects.
    const selected = () => page.getByRole('tab', { selected: true }).textContent({ timeout: 2000 });
    const focused = () => page.evaluate(() => document.activeElement?.textContent);
    await page.getByRole('tab', { name: 'Digital Agency' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(selected).toBe('Premium Services');
    expect(await focused()).toBe('Premium Services');
    await expect
      .poll(cardTitles)
      .toEqual(['AI & Chatbots', 'Influencer Marketing', 'Video Production']);
    await page.keyboard.press('End');
    await expect.poll(selected).toBe('Software Development');
    await page.keyboard.press('ArrowRight');
    await expect.poll(selected).toBe('All Services');
    await page.keyboard.press('ArrowLeft');
    await expect.poll(selected).toBe('Software Development');
    await page.keyboard.press('Home');
    await expect.poll(selected).toBe('All Services');
    expect(await focused()).toBe('All Services');
    expect(
      await page.getByRole('tab').evaluateAll((tabs) => tabs.map((tab) => tab.tabIndex)),
    ).toEqual([0, -1, -1, -1]);
    // Tab leaves the tab list for the panel, which is named by the selected tab.
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('role'))).toBe(
      'tabpanel',
    );
    expect(
      await page.getByRole('tabpanel', { name: 'All Services' }).getByRole('heading').count(),
    ).toBe(9);
    await page.close();
  });

  it('Services: the typed hero line moves nothing below it while letters come and go', async () => {
    // With motion, as most visitors see it: the first phrase is deleted and the next typed.
    const moving = await launchBrowser({ reducedMotion: 'no-preference' });
    try {
      const page = await moving.newPage('phone');
      await visit(page, `${baseURL}/Services`);
      const typed = page.getByTestId('typing-text');
      const catalogueTop = () =>
        page.evaluate(
          () =>
            document.querySelector('[aria-labelledby="catalogue-heading"]')!.getBoundingClientRect()
              .top,
        );
      const before = await catalogueTop();
      const seen = new Set<string>();
      const tops = new Set<number>();
      const deadline = Date.now() + 6000;
      while (Date.now() < deadline) {
        seen.add((await typed.textContent()) ?? '');
        tops.add(await catalogueTop());
        await page.waitForTimeout(150);
      }
      // The line really changed (whole phrase, shorter, empty or the next one)...
      expect(seen.size).toBeGreaterThan(3);
      // ...and the catalogue below it stayed where it was.
      expect([...tops]).toEqual([before]);
      await page.close();
    } finally {
      await moving.close();
    }
  });

  it('Services: every Learn More opens its own details, with both buttons', async () => {
    const page = await browser.newPage('phone');
    await visit(page, `${baseURL}/Performance`);
    await page.evaluate(() => {
      const w = window as unknown as { chatbotEvents: unknown[] };
      w.chatbotEvents = [];
      window.addEventListener('openBrightwaveChatbot', (e) =>
        w.chatbotEvents.push((e as CustomEvent).detail),
      );
    });
    const titles = await page
      .getByRole('tabpanel')
      .getByRole('heading', { level: 3 })
      .allTextContents();
    for (const title of titles) {
      await page.getByRole('button', { name: `Learn More about ${title}` }).click();
      const dialog = page.getByRole('dialog', { name: title });
      await expect.poll(() => dialog.isVisible()).toBe(true);
      for (const heading of ['Why Choose This Service?', 'Our Process', "What's Included"]) {
        expect(await dialog.getByRole('heading', { name: heading }).isVisible()).toBe(true);
      }
      expect(await dialog.getByRole('listitem').count()).toBeGreaterThan(8);
      expect(await dialog.getByRole('link', { name: 'View Portfolio' }).getAttribute('href')).toBe(
        '/Portfolio',
      );
      if (title === titles[0]) await expectNoA11yViolations(page);
      await page.keyboard.press('Escape');
      await expect.poll(() => dialog.count()).toBe(0);
    }
    await page.getByRole('button', { name: 'Learn More about Cloud Solutions' }).click();
    await page.getByRole('button', { name: 'Get Free Consultation' }).click();
    await expect.poll(() => page.getByRole('dialog', { name: 'Cloud Solutions' }).count()).toBe(0);
    expect(
      await page.evaluate(() => (window as unknown as { chatbotEvents: unknown[] }).chatbotEvents),
    ).toEqual([
      { contextMessage: 'Service Inquiry', businessType: 'general', openAppointmentDirect: true },
    ]);
    await page.close();
  });

  it('Portfolio: 6 rows, Show More adds the rest and disappears, filters reset to 6, rows expand', async () => {
    const page = await browser.newPage('desktop');
    await visit(page, `${baseURL}/Portfolio`);
    const rows = page
      .getByRole('region', { name: 'Case studies' })
      .locator('button[aria-expanded]');
    expect(await rows.count()).toBe(6);
    const more = page.getByRole('button', { name: 'Show More' });
    await more.click();
    await expect.poll(() => rows.count()).toBe(10);
    expect(await more.count()).toBe(0);

    // Service by substring.
    await page.getByLabel('Service', { exact: true }).selectOption('AI Chatbot Integration');
    await expect.poll(() => rows.count()).toBe(5);
    await page.getByLabel('Service', { exact: true }).selectOption('');
    await expect.poll(() => rows.count()).toBe(6); // reset to 6 on change
    expect(await more.isVisible()).toBe(true);

    // Region by substring ("Europe, Asia" matches Asia), industry exact.
    await page.getByLabel('Region', { exact: true }).selectOption('Asia');
    await expect.poll(() => rows.count()).toBe(3);
    await page.getByLabel('Industry', { exact: true }).selectOption('Travel');
    await expect
      .poll(() => rows.allTextContents())
      .toEqual([expect.stringContaining('Wanderlane Tours')]);

    const row = rows.first();
    expect(await row.getAttribute('aria-expanded')).toBe('false');
    await row.click();
    expect(await row.getAttribute('aria-expanded')).toBe('true');
    await expect.poll(() => page.getByText(/direct bookings by 140%/).isVisible()).toBe(true);
    await row.click();
    expect(await row.getAttribute('aria-expanded')).toBe('false');
    expect(await page.getByText(/direct bookings by 140%/).isVisible()).toBe(false);

    await page.getByLabel('Industry', { exact: true }).selectOption('Games');
    await expect
      .poll(() => page.getByText('No clients match these filters yet').isVisible())
      .toBe(true);

    expect(await page.getByRole('link', { name: 'View Our Work' }).getAttribute('href')).toBe(
      '/Portfolio',
    );
    expect(
      await page
        .getByRole('heading', { name: 'Interested in being a potential client?' })
        .isVisible(),
    ).toBe(true);
    await page.close();
  });

  it('Home: the spec texts, pet/fitness tiles as full page loads, plans and the comparison table', async () => {
    const page = await browser.newPage('desktop');
    await visit(page, `${baseURL}/`);
    const ticker = await page.getByRole('region', { name: 'What we do' }).textContent();
    for (const item of ['SEO', 'DIGITAL MARKETING', 'WEB DESIGN', 'UI / UX', 'APP DESIGN']) {
      expect(ticker).toContain(item);
    }
    for (const text of [
      'Innovate.',
      'Transform.',
      'Succeed.',
      'Live Analytics',
      '+247%',
      'Landing Page Coming Soon',
    ]) {
      expect(await page.getByText(text, { exact: true }).first().isVisible(), text).toBe(true);
    }
    expect(await page.getByRole('button', { name: 'GET YOUR AUTOMATION TODAY' }).isVisible()).toBe(
      true,
    );
    expect(await page.getByRole('button', { name: 'Approach Now' }).isVisible()).toBe(true);
    expect(await page.getByRole('link', { name: 'View All Services' }).getAttribute('href')).toBe(
      '/Services',
    );
    expect(
      await page.getByRole('link', { name: 'Try It Free for 7 Days' }).getAttribute('href'),
    ).toBe('/welcomeaboard');
    expect(await page.getByRole('link', { name: 'Upgrade to Growth' }).getAttribute('href')).toBe(
      '/Contact',
    );
    expect(
      await page.getByRole('link', { name: 'Contact for Pro Scale' }).getAttribute('href'),
    ).toBe('/Contact');
    const table = page.getByRole('table');
    expect(await table.getByRole('rowheader').allTextContents()).toEqual([
      '24/7 AI Chatbot',
      'Automated Lead Capture',
      'Multi-Platform Integration',
      'Real-Time Analytics',
      'Smart Appointment Booking',
      'Revenue Tracking',
    ]);
    expect(
      await table
        .getByRole('row', { name: /Smart Appointment Booking/ })
        .getByText('Yes')
        .count(),
    ).toBe(2);
    expect(await page.getByRole('region', { name: 'Our clients' }).getByRole('group').count()).toBe(
      11,
    );
    // Wellness & Spa is not a link.
    expect(await page.getByRole('link', { name: /Wellness & Spa/ }).count()).toBe(0);

    // A full document load, not a client-side navigation.
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
    await page
      .getByRole('link', { name: /Pet Industry/ })
      .first()
      .click();
    await page.waitForURL('**/LandingPages/PetLandingPage');
    await page.waitForLoadState('domcontentloaded');
    expect(
      await page.evaluate(() => (window as unknown as { marker?: number }).marker),
    ).toBeUndefined();
    await page.close();
  });

  it('Home: the client carousel shows 5, 4, 3, 2 and 1 logos by width', async () => {
    const page = await browser.newPage('desktop');
    for (const [width, visible] of [
      [1280, 5],
      [1000, 4],
      [600, 3],
      [400, 2],
      [300, 1],
    ] as const) {
      await page.setViewportSize({ width, height: 900 });
      await visit(page, `${baseURL}/`);
      const carousel = page.getByRole('region', { name: 'Our clients' });
      const ratio = await carousel.evaluate((el) => {
        const viewport = el.firstElementChild as HTMLElement;
        const slide = el.querySelector('[aria-roledescription="slide"]') as HTMLElement;
        return viewport.clientWidth / slide.getBoundingClientRect().width;
      });
      expect(Math.round(ratio), `at ${width}px`).toBe(visible);
    }
    await page.close();
  });
});
