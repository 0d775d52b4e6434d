import * as Dialog from '@radix-ui/react-dialog';
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { ChevronDown, ChevronRight, Menu, X } from 'lucide-react';
import { useState } from 'react';
import { Link, NavLink as RouterNavLink, useLocation } from 'react-router';
import { chatbotContexts, openChatbot } from '../../common/chatbot-event.ts';
import { site } from '../../common/site.ts';
import { Logo } from './logo.tsx';
import {
  BAR_LINKS,
  CONTACT_LINK,
  SERVICES_LINK,
  VERTICAL_LINKS,
  isActive,
  type NavLink,
} from './nav-links.ts';

const focusRing =
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600';

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

const menuItem =
  'flex cursor-pointer items-center justify-between gap-6 rounded-lg px-3 py-2.5 text-sm font-medium text-slate-800 outline-none data-[highlighted]:bg-brand-50 data-[highlighted]:text-brand-700 data-[state=open]:bg-brand-50';
const menuContent =
  'z-50 min-w-52 rounded-xl border border-slate-200 bg-white p-1.5 shadow-xl shadow-slate-900/10';

/** Spec §2.2 Services menu: All Services and a nested Verticals menu. */
function ServicesMenu({ pathname }: { pathname: string }) {
  const active = isActive(SERVICES_LINK, pathname);
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger
        className={`${barLinkClass(active)} inline-flex items-center gap-1 data-[state=open]:text-brand-700`}
        aria-current={active ? 'page' : undefined}
      >
        Services
        <ChevronDown aria-hidden="true" className="size-4" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content align="start" sideOffset={8} className={menuContent}>
          <DropdownMenu.Item asChild className={menuItem}>
            <Link to={SERVICES_LINK.href}>All Services</Link>
          </DropdownMenu.Item>
          <DropdownMenu.Sub>
            <DropdownMenu.SubTrigger className={menuItem}>
              Verticals
              <ChevronRight aria-hidden="true" className="size-4" />
            </DropdownMenu.SubTrigger>
            <DropdownMenu.Portal>
              <DropdownMenu.SubContent sideOffset={6} className={menuContent}>
                {VERTICAL_LINKS.map((v) => (
                  <DropdownMenu.Item key={v.href} asChild className={menuItem}>
                    <Link to={v.href}>{v.label}</Link>
                  </DropdownMenu.Item>
                ))}
              </DropdownMenu.SubContent>
            </DropdownMenu.Portal>
          </DropdownMenu.Sub>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}

function BookDemoButton({ className, onClick }: { className?: string; onClick?: () => void }) {
  return (
    <button
      type="button"
      onClick={() => {
        onClick?.();
        openChatbot(chatbotContexts.serviceInquiry);
      }}
      className={`inline-flex items-center justify-center rounded-full bg-gradient-to-r from-brand-600 to-violet-600 px-5 py-2.5 text-sm font-semibold text-white shadow-lg shadow-brand-600/25 transition hover:brightness-110 ${focusRing} ${className ?? ''}`}
    >
      Book Your Demo
    </button>
  );
}

/**
 * Spec §2.2 small screens: a menu that slides down from the top. Radix Dialog gives the
 * focus trap, Escape to close, page-scroll lock and the return of focus.
 */
function MobileMenu({ pathname }: { pathname: string }) {
  const [open, setOpen] = useState(false);
  const [openedAt, setOpenedAt] = useState(pathname);
  // A navigation (also by back/forward) closes the menu.
  if (openedAt !== pathname) {
    setOpenedAt(pathname);
    if (open) setOpen(false);
  }
  const links: NavLink[] = [
    { ...SERVICES_LINK, label: 'Services' },
    ...VERTICAL_LINKS,
    ...BAR_LINKS,
  ];
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger
        aria-label="Open menu"
        className={`inline-flex size-11 items-center justify-center rounded-xl text-ink hover:bg-slate-100 lg:hidden ${focusRing}`}
      >
        <Menu aria-hidden="true" className="size-6" />
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="mobile-menu-overlay fixed inset-0 z-50 bg-ink/50 lg:hidden" />
        <Dialog.Content
          aria-describedby={undefined}
          className="mobile-menu fixed inset-x-0 top-0 z-50 max-h-dvh overflow-y-auto rounded-b-3xl bg-white px-5 pt-4 pb-8 shadow-2xl lg:hidden"
        >
          <div className="flex items-center justify-between">
            <Dialog.Title className="sr-only">Menu</Dialog.Title>
            <Link to="/" aria-label={`${site.name} home`} className={`rounded-lg ${focusRing}`}>
              <Logo className="h-8 w-auto" />
            </Link>
            <Dialog.Close
              aria-label="Close menu"
              className={`inline-flex size-11 items-center justify-center rounded-xl text-ink hover:bg-slate-100 ${focusRing}`}
            >
              <X aria-hidden="true" className="size-6" />
            </Dialog.Close>
          </div>
          <nav aria-label="Mobile" className="mt-6">
            <ul className="space-y-1">
              {links.map((link) => {
                const active = isActive(link, pathname);
                const vertical = VERTICAL_LINKS.includes(link);
                return (
                  <li key={link.href}>
                    <Link
                      to={link.href}
                      onClick={() => setOpen(false)}
                      aria-current={active ? 'page' : undefined}
                      className={`block rounded-xl px-4 py-3 text-lg font-semibold ${focusRing} ${
                        vertical ? 'pl-8 text-base font-medium' : ''
                      } ${active ? 'bg-brand-50 text-brand-700' : 'text-ink hover:bg-slate-50'}`}
                    >
                      {link.label}
                    </Link>
                  </li>
                );
              })}
            </ul>
          </nav>
          <div className="mt-6 grid gap-3">
            <BookDemoButton className="w-full py-3 text-base" onClick={() => setOpen(false)} />
            <Link
              to={CONTACT_LINK.href}
              onClick={() => setOpen(false)}
              className={`rounded-full border-2 border-ink px-5 py-2.5 text-center font-semibold text-ink hover:bg-ink hover:text-white ${focusRing}`}
            >
              {CONTACT_LINK.label}
            </Link>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** Spec §2.2 header: bar links, Services menu, Book Your Demo; tab strip and menu on phones. */
export function SiteHeader() {
  const { pathname } = useLocation();
  const stripLinks: NavLink[] = [SERVICES_LINK, ...BAR_LINKS];
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
              <ServicesMenu pathname={pathname} />
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
