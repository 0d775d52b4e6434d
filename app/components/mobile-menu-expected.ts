/**
 * What the tests expect of the mobile menu (spec §2.2): its links, top to bottom, as the
 * header's unit test and the browser's navigation journey both check them. Written out
 * here, not derived from nav-links.ts, so that a change there has to change this too.
 */
export const EXPECTED_MOBILE_MENU_LINKS = [
  'Services',
  'Pet Industry',
  'Fitness Industry',
  'Portfolio',
  'Verticals',
  'About',
  'Blogs',
];
