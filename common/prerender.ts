/**
 * Marketing pages rendered to HTML at build time (react-router.config.ts). The build has
 * no request: it renders with these placeholders, which the server settles once at start-up
 * (server/http/prerendered.ts): the origin becomes the configured PUBLIC_URL, and the nonce
 * marks the inline scripts whose hashes the page's policy names before it is taken out.
 */
export const PRERENDER_NONCE = 'prerender-nonce-placeholder';
export const PRERENDER_ORIGIN = 'https://prerender-origin.invalid';

/** Spec §2.1 screens whose content does not depend on the request or the database. */
export const PRERENDERED_PATHS = [
  '/',
  '/Influence',
  '/Services',
  '/Performance',
  '/Creative',
  '/Portfolio',
  '/About',
  '/About_v1',
  '/Calendar',
  '/PrivacyPolicy',
  '/Terms&Conditions',
  '/Offers',
  '/Contact',
  '/WelcomeAboard',
  '/Verticals',
  '/PetLandingPage',
  '/LandingPages/PetLandingPage',
  '/LandingPages/PRLandingPage',
  '/LandingPages/FitnessLandingPage',
  '/ai-ready',
  '/Work',
  '/careers',
] as const;
