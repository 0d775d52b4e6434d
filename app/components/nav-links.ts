/** Spec §2.2 navigation: the bar links and the Services menu, in one place. */

export interface NavLink {
  href: string;
  label: string;
  /** Further paths under which this tab is active. */
  also?: readonly string[];
}

export const SERVICES_LINK: NavLink = {
  href: '/Services',
  label: 'Services',
  also: ['/Performance'],
};
export const VERTICAL_LINKS: readonly NavLink[] = [
  { href: '/LandingPages/PetLandingPage', label: 'Pet Industry', also: ['/PetLandingPage'] },
  {
    href: '/LandingPages/FitnessLandingPage',
    label: 'Fitness Industry',
    also: ['/LandingPages/PRLandingPage'],
  },
];

/** Bar links after the Services menu; Contact Us is styled as a button. */
export const BAR_LINKS: readonly NavLink[] = [
  { href: '/Portfolio', label: 'Portfolio' },
  { href: '/Verticals', label: 'Verticals' },
  { href: '/About', label: 'About', also: ['/About_v1'] },
  { href: '/BlogPage', label: 'Blogs', also: ['/blog'] },
];
export const CONTACT_LINK: NavLink = {
  href: '/Contact',
  label: 'Contact Us',
  also: ['/WelcomeAboard'],
};

/** Whether `pathname` belongs to `link` (case-insensitive, sub-paths included). */
export function isActive(link: NavLink, pathname: string): boolean {
  const path = pathname.toLowerCase().replace(/(?<!\/)\/+$/, '') || '/';
  return [link.href, ...(link.also ?? [])].some((href) => {
    const h = href.toLowerCase();
    return path === h || path.startsWith(`${h}/`);
  });
}

/** Spec §2.1: paths beginning with /admin, in any case, hide the public chrome. */
export function isAdminPath(pathname: string): boolean {
  return /^\/admin(\/|$)/i.test(pathname);
}
