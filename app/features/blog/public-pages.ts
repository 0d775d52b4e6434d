/**
 * Every public screen of spec §2.1 at its canonical spelling (one per set of aliases), for
 * the sitemap. Admin screens and the e-mailed self-service links are private.
 */
export const PUBLIC_PAGES: readonly { path: string; priority: number }[] = [
  { path: '/', priority: 1 },
  { path: '/Services', priority: 0.9 },
  { path: '/LandingPages/PetLandingPage', priority: 0.9 },
  { path: '/LandingPages/FitnessLandingPage', priority: 0.9 },
  { path: '/ai-ready', priority: 0.8 },
  { path: '/Influence', priority: 0.8 },
  { path: '/Creative', priority: 0.7 },
  { path: '/Portfolio', priority: 0.8 },
  { path: '/Work', priority: 0.7 },
  { path: '/Offers', priority: 0.7 },
  { path: '/Verticals', priority: 0.7 },
  { path: '/About', priority: 0.7 },
  { path: '/About_v1', priority: 0.5 },
  { path: '/Contact', priority: 0.8 },
  { path: '/WelcomeAboard', priority: 0.5 },
  { path: '/blog', priority: 0.8 },
  { path: '/careers', priority: 0.5 },
  { path: '/Calendar', priority: 0.3 },
  { path: '/PrivacyPolicy', priority: 0.3 },
  { path: '/Terms&Conditions', priority: 0.3 },
];
