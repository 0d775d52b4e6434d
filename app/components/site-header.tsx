import { Link, NavLink as RouterNavLink, useLocation } from 'react-router';
import { site } from '../../common/site.ts';
import { BookCallButton, BookDemoButton, focusRing } from './header-parts.tsx';
import { Logo } from './logo.tsx';
import { MobileMenu } from './mobile-menu.tsx';
import { BAR_LINKS, CONTACT_LINK, SERVICES_LINK, isActive, type NavLink } from './nav-links.ts';
import { ServicesMenu } from './services-menu.tsx';

function barLinkClass(active: boolean) {
  return `relative rounded-lg px-3 py-2 text-[0.95rem] font-medium transition ${focusRing} ${
    active ? 'text-brand-700' : 'text-slate-700 hover:text-ink'
  } after:absolute after:inset-x-3 after:-bottom-0.5 after:h-0.5 after:rounded-full after:transition ${
    active ? 'after:bg-brand-600' : 'after:bg-transparent'
  }`;
}

function BarLink({ link, pathname }: { link: NavLink; pathname: string }) {
  const active = isActive(link, pathname);
  return (
    <Link
      to={link.href}
      aria-current={active ? 'page' : undefined}
      className={barLinkClass(active)}
    >
      {link.label}
    </Link>
  );
}

/**
 * Spec §2.2 header: bar links, Services menu, Book Your Demo; on phones the tab strip, the
 * menu and a Book a call button beside it (ADR 050).
 */
export function SiteHeader() {
  const { pathname } = useLocation();
  const stripLinks: NavLink[] = [SERVICES_LINK, ...BAR_LINKS];
  const servicesActive = isActive(SERVICES_LINK, pathname);
  return (
    <header className="sticky top-0 z-40 border-b border-slate-200/80 bg-white/90 backdrop-blur-md">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6 lg:h-[4.5rem]">
        <Link
          to="/"
          aria-label={`${site.name} home`}
          className={`shrink-0 rounded-lg ${focusRing}`}
        >
          <Logo className="h-8 w-auto lg:h-9" />
        </Link>
        <nav aria-label="Main" className="hidden lg:block">
          <ul className="flex items-center gap-1">
            <li>
              <ServicesMenu
                pathname={pathname}
                active={servicesActive}
                triggerClassName={`${barLinkClass(servicesActive)} inline-flex items-center gap-1`}
              />
            </li>
            {BAR_LINKS.map((link) => (
              <li key={link.href}>
                <BarLink link={link} pathname={pathname} />
              </li>
            ))}
            <li>
              <RouterNavLink
                to={CONTACT_LINK.href}
                aria-current={isActive(CONTACT_LINK, pathname) ? 'page' : undefined}
                className={`ml-2 rounded-full border-2 px-4 py-2 text-sm font-semibold transition ${focusRing} ${
                  isActive(CONTACT_LINK, pathname)
                    ? 'border-brand-600 bg-brand-600 text-white'
                    : 'border-ink text-ink hover:bg-ink hover:text-white'
                }`}
              >
                {CONTACT_LINK.label}
              </RouterNavLink>
            </li>
          </ul>
        </nav>
        <div className="flex items-center gap-2">
          <div className="hidden lg:block">
            <BookDemoButton />
          </div>
          <div className="lg:hidden">
            <BookCallButton />
          </div>
          <MobileMenu pathname={pathname} />
        </div>
      </div>
      <nav aria-label="Sections" className="border-t border-slate-100 lg:hidden">
        <ul className="no-scrollbar flex snap-x gap-1 overflow-x-auto px-3 py-1.5">
          {stripLinks.map((link) => {
            const active = isActive(link, pathname);
            return (
              <li key={link.href} className="snap-start">
                <Link
                  to={link.href}
                  aria-current={active ? 'page' : undefined}
                  className={`block rounded-full px-4 py-2 text-sm font-medium whitespace-nowrap ${focusRing} ${
                    active ? 'bg-ink text-white' : 'text-slate-700 hover:bg-slate-100'
                  }`}
                >
                  {link.label}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
    </header>
  );
}
