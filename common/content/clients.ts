/**
 * Spec §2.3 and §9: the 11 client logos of the home carousel. The names are fictitious;
 * the UI draws each as an SVG wordmark, so no image is fetched.
 */
export const CLIENT_LOGOS: readonly string[] = [
  'QuickDrop',
  'Luma Living',
  'Neon Arcade',
  'VisaPath',
  'Saffron & Salt',
  'Stagelight',
  'CarePoint',
  'Norte Market',
  'Kinship',
  'Wanderlane',
  'PawPal Grooming',
];

/** The heading of the client carousel. */
export const CLIENTS_HEADING = { eyebrow: 'Trusted by', title: 'Brands that grow with us' };
