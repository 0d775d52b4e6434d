import * as Dialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import { Link } from 'react-router';
import { site } from '../../common/site.ts';
import { Logo } from './logo.tsx';
import { BAR_LINKS, CONTACT_LINK, SERVICES_LINK, VERTICAL_LINKS, isActive } from './nav-links.ts';
import type { NavLink } from './nav-links.ts';
import { BookDemoButton, focusRing, iconButton } from './header-parts.tsx';

export interface MobileMenuDialogProps {
  /** The id the opening button's `aria-controls` names. */
  id: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  pathname: string;
  /** Called once the dialog has closed, to put focus back where it belongs. */
  onClosed: () => void;
}

/**
 * Spec §2.2 small screens: the menu that slides down from the top, loaded on first open
 * (mobile-menu.tsx). Radix Dialog gives the focus trap, Escape to close and the page-scroll
 * lock.
 */
export default function MobileMenuDialog({
  id,
  open,
  onOpenChange,
  pathname,
  onClosed,
}: MobileMenuDialogProps) {
  const close = () => onOpenChange(false);
  const links: NavLink[] = [
    { ...SERVICES_LINK, label: 'Services' },
    ...VERTICAL_LINKS,
    ...BAR_LINKS,
  ];
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="mobile-menu-overlay fixed inset-0 z-50 bg-ink/50 lg:hidden" />
        <Dialog.Content
          id={id}
          aria-describedby={undefined}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            onClosed();
          }}
          className="mobile-menu fixed inset-x-0 top-0 z-50 max-h-dvh overflow-y-auto rounded-b-3xl bg-white px-5 pt-4 pb-8 shadow-2xl lg:hidden"
        >
          <div className="flex items-center justify-between">
            <Dialog.Title className="sr-only">Menu</Dialog.Title>
            <Link to="/" aria-label={`${site.name} home`} className={`rounded-lg ${focusRing}`}>
              <Logo className="h-8 w-auto" />
            </Link>
            <Dialog.Close aria-label="Close menu" className={iconButton}>
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
                      onClick={close}
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
            <BookDemoButton className="w-full py-3 text-base" onClick={close} />
            <Link
              to={CONTACT_LINK.href}
              onClick={close}
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
