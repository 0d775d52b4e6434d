import { describe, expect, inject, it } from 'vitest';
import { expectNoA11yViolations, suiteBrowser, visit } from '../setup/browser.ts';

const baseURL = inject('baseURL');

/** Every screen of this part of the site, with its aliases and the main heading it shows. */
const screens: { path: string; h1: string | RegExp; canonical: string }[] = [
  { path: '/Influence', h1: 'Turn trusted voices into real customers', canonical: '/Influence' },
  { path: '/Creative', h1: 'Creative that stops the scroll', canonical: '/Creative' },
  { path: '/Calendar', h1: 'Calendly', canonical: '/Calendar' },
  { path: '/PrivacyPolicy', h1: 'Privacy Policy', canonical: '/PrivacyPolicy' },
  { path: '/Terms&Conditions', h1: 'Terms and Conditions', canonical: '/Terms&Conditions' },
  { path: '/Offers', h1: 'Our Offers', canonical: '/Offers' },
  { path: '/Verticals', h1: 'Our Verticals', canonical: '/Verticals' },
  {
    path: '/PetLandingPage',
    h1: 'Automate Your Pet Business with AI',
    canonical: '/LandingPages/PetLandingPage',
  },
  {
    path: '/LandingPages/PetLandingPage',
    h1: 'Automate Your Pet Business with AI',
    canonical: '/LandingPages/PetLandingPage',
  },
  {
    path: '/LandingPages/PRLandingPage',
    h1: 'Transform Your Fitness Business',
    canonical: '/LandingPages/FitnessLandingPage',
  },
  {
    path: '/LandingPages/FitnessLandingPage',
    h1: 'Transform Your Fitness Business',
    canonical: '/LandingPages/FitnessLandingPage',
  },
  { path: '/ai-ready', h1: 'Get Your Business AI-Ready in 30 Days', canonical: '/ai-ready' },
  { path: '/blog', h1: 'Our Blog', canonical: '/blog' },
  { path: '/BlogPage', h1: 'Our Blog', canonical: '/blog' },
  { path: '/Work', h1: 'Our Work', canonical: '/Work' },
  { path: '/work', h1: 'Our Work', canonical: '/Work' },
  { path: '/careers', h1: 'Build the future of business with us', canonical: '/careers' },
];

const decode = (html: string) =>
  html
    .replace(/<!-- -->/g, '')
    .replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"');

async function serverHtml(path: string): Promise<string> {
  const response = await fetch(`${baseURL}${path}`);
  expect(response.status, path).toBe(200);
  expect(response.headers.get('content-type')).toContain('text/html');
  return decode(await response.text());
}

describe('public pages (part B): server HTML', () => {
  for (const screen of screens) {
    it(`${screen.path} has its heading and canonical URL before any script runs`, async () => {
      const html = await serverHtml(screen.path);
      const h1 = html.match(/<h1[^>]*>([\s\S]*?)<\/h1>/)?.[1]?.replace(/<[^>]+>/g, '');
      expect(h1?.trim()).toMatch(screen.h1);
      expect(html).toContain(`<link rel="canonical" href="${baseURL}${screen.canonical}"/>`);
      expect(html).toMatch(/<meta name="description" content="[^"]{30,}"/);
      expect(html).toMatch(/<meta property="og:title" content="[^"]+"/);
    });
  }

  it('the privacy policy has its sections, contact e-mail and address', async () => {
    const html = await serverHtml('/PrivacyPolicy');
    for (const heading of [
      '1. Introduction',
      '2. Information We Collect',
      '3. How We Use Your Information',
      '4. Data Sharing &amp; Disclosure'.replace('&amp;', '&'),
      '5. Data Security',
      'Contact Us',
    ]) {
      expect(html).toContain(`>${heading}</h2>`);
    }
    expect(html).toContain('Personal data');
    expect(html).toContain('Automated data');
    expect(html).toContain('We do not sell your personal data.');
    expect(html).toContain('encrypted in transit and at rest');
    expect(html).toContain('anonymised');
    expect(html).toContain('hello@brightwave.agency');
    expect(html).toContain('Karachi');
    expect(html).toContain('Last Updated');
  });

  it('the terms have their sections and rules', async () => {
    const html = await serverHtml('/Terms&Conditions');
    for (const heading of [
      'Introduction',
      'User Responsibilities',
      'Intellectual Property',
      'Payments and Subscriptions',
      'Limitation of Liability',
      'Governing Law',
      'Changes to Terms',
      'Contact',
    ]) {
      expect(html).toContain(`>${heading}</h2>`);
    }
    expect(html).toContain('at least 18 years old');
    expect(html).toContain('non-refundable except as required by law');
    expect(html).toContain('auto-renew unless canceled before the renewal date');
    expect(html).toContain('laws of Pakistan');
    expect(html).toContain('Karachi');
    expect(html).toContain('hello@brightwave.agency');
  });

  it('the offers show three priced packages with Buy Now', async () => {
    const html = await serverHtml('/Offers');
    for (const [title, price] of [
      ['Influencer Marketing', '$500'],
      ['Influencer Marketing 2.0', '$1000'],
      ['Brand Awareness Campaigns', '$1500'],
    ]) {
      expect(html).toContain(`>${title}</h2>`);
      expect(html).toContain(`>${price}</p>`);
    }
    expect(html.match(/>Buy Now</g)).toHaveLength(3);
  });

  it('the landing pages carry the spec texts', async () => {
    const pet = await serverHtml('/LandingPages/PetLandingPage');
    for (const text of [
      'Bookings. Upsells. Reminders. All on Autopilot.',
      'Book Free Demo',
      'Watch Demo',
      'No Setup Required',
      '24/7 Support',
      '24/7 AI Chatbot',
      'Automated Booking System',
      'Multilingual Client Support',
      '50+ languages',
      'Get Started for Free',
      'Schedule Demo',
      'No credit card required • 14-day free trial • Cancel anytime',
      '$97/month',
    ]) {
      expect(pet, text).toContain(text);
    }
    expect(pet.match(/Rated 5 out of 5/g)).toHaveLength(3);

    const fitness = await serverHtml('/LandingPages/FitnessLandingPage');
    for (const text of [
      'No commitment • 15-minute call',
      'Declining Memberships',
      'Low Online Visibility',
      'Manual Booking Chaos',
      'Revenue Plateaus',
      '95%',
      'Book Your Free Strategy Call',
      '5+ Years Experience',
      '90-Day Results Guarantee',
      'double membership in 6 months',
      'Complete Digital Presence',
      'AI Automation Suite',
      'Custom Fitness App',
      '90 days',
    ]) {
      expect(fitness, text).toContain(text);
    }
    expect(fitness.match(/>Get Started Today</g)).toHaveLength(3);
  });

  it('the Creative page has its statements, How we do it, Delivery and the platforms strip', async () => {
    const html = await serverHtml('/Creative');
    expect(html.match(/class="scroll-statement/g)).toHaveLength(3);
    expect(html).toContain('>How we do it</h2>');
    expect(html).toContain('>Delivery</h2>');
    expect(html).toContain('Any influencer, any platform');
    expect(html).toMatch(/<a[^>]*href="\/work"[^>]*>Our Work<\/a>/);
  });

  it('careers lists roles with an application e-mail naming the role', async () => {
    const html = await serverHtml('/careers');
    expect(html).toContain(
      'href="mailto:hello@brightwave.agency?subject=Application%3A%20Senior%20Full-Stack%20Engineer"',
    );
  });

  it('the Verticals page links both landing pages', async () => {
    const html = await serverHtml('/Verticals');
    expect(html).toContain('href="/LandingPages/PetLandingPage"');
    expect(html).toContain('href="/LandingPages/FitnessLandingPage"');
  });
});

describe('public pages (part B) in the browser', () => {
  const browser = suiteBrowser();

  for (const viewport of ['desktop', 'phone'] as const) {
    for (const screen of screens) {
      it(`${screen.path} hydrates and passes axe (${viewport})`, async () => {
        const page = await browser.newPage(viewport);
        const errors: string[] = [];
        page.on('pageerror', (error) => errors.push(error.message));
        await visit(page, `${baseURL}${screen.path}`);
        await expect
          .poll(() => page.getByRole('heading', { level: 1 }).first().textContent())
          .toMatch(screen.h1);
        await expectNoA11yViolations(page);
        expect(errors).toEqual([]);
        await page.close();
      });
    }
  }
});
