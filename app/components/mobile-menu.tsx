import { Menu } from 'lucide-react';
import { Suspense, lazy, useId, useRef, useState } from 'react';
import { iconButton } from './header-parts.tsx';

// The dialog (and Radix Dialog with it) loads on first open, never with the page.
const loadDialog = () => import('./mobile-menu-dialog.tsx');
const MobileMenuDialog = lazy(loadDialog);

export interface MobileMenuProps {
  pathname: string;
}

/**
 * Spec §2.2 small screens: the button that opens the menu sliding down from the top. Only
 * the button ships with the page; the pointer coming near it or focus on it warms the
 * dialog, so a tap seldom waits.
 */
export function MobileMenu({ pathname }: MobileMenuProps) {
  const [open, setOpen] = useState(false);
  // Once loaded the dialog stays mounted, so that it can animate out when closed.
  const [used, setUsed] = useState(false);
  const [openedAt, setOpenedAt] = useState(pathname);
  // A navigation (also by back/forward) closes the menu.
  if (openedAt !== pathname) {
    setOpenedAt(pathname);
    if (open) setOpen(false);
  }
  const opener = useRef<HTMLButtonElement>(null);
  const dialogId = useId();
  return (
    <>
      <button
        ref={opener}
        type="button"
        aria-label="Open menu"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? dialogId : undefined}
        onClick={() => {
          setUsed(true);
          setOpen(true);
        }}
        onPointerEnter={() => void loadDialog()}
        onFocus={() => void loadDialog()}
        className={`${iconButton} lg:hidden`}
      >
        <Menu aria-hidden="true" className="size-6" />
      </button>
      {used && (
        <Suspense fallback={null}>
          <MobileMenuDialog
            id={dialogId}
            open={open}
            onOpenChange={setOpen}
            pathname={pathname}
            // No Radix trigger is rendered, so focus is brought back to the button here.
            onClosed={() => opener.current?.focus()}
          />
        </Suspense>
      )}
    </>
  );
}
