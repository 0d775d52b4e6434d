import { ChevronDown, ChevronRight } from 'lucide-react';
import {
  useEffect,
  useRef,
  useState,
  type FocusEvent,
  type KeyboardEvent,
  type PointerEvent,
  type ReactNode,
  type RefObject,
} from 'react';
import { Link } from 'react-router';
import { SERVICES_LINK, VERTICAL_LINKS } from './nav-links.ts';

// `focus-visible` rather than `focus`: a menu opened by the mouse puts focus on its first
// item too, and that item should not look chosen before the pointer or a key picks it.
const menuItem =
  'flex w-full cursor-pointer items-center justify-between gap-6 rounded-lg px-3 py-2.5 text-left text-sm font-medium text-slate-800 outline-none hover:bg-brand-50 hover:text-brand-700 focus-visible:bg-brand-50 focus-visible:text-brand-700 aria-expanded:bg-brand-50';

/** A menu item that goes to a page; focus reaches it by the arrow keys, not by Tab. */
function MenuLink({
  to,
  onChoose,
  onPointerMove,
  children,
}: {
  to: string;
  onChoose: () => void;
  onPointerMove: (event: PointerEvent<HTMLAnchorElement>) => void;
  children: ReactNode;
}) {
  return (
    <Link
      to={to}
      role="menuitem"
      tabIndex={-1}
      onClick={onChoose}
      onPointerMove={onPointerMove}
      className={menuItem}
    >
      {children}
    </Link>
  );
}

/** The ARIA state of a button that opens the menu `menuId`. */
const opensMenu = (open: boolean, menuId: string) => ({
  'aria-haspopup': 'menu' as const,
  'aria-expanded': open,
  'aria-controls': open ? menuId : undefined,
});

/** An open menu, labelled by the button that opened it; `placement` sets it beside that. */
function MenuPanel({
  ref,
  id,
  labelledBy,
  onKeyDown,
  placement,
  children,
}: {
  ref: RefObject<HTMLDivElement | null>;
  id: string;
  labelledBy: string;
  onKeyDown: (event: KeyboardEvent<HTMLDivElement>) => void;
  placement: string;
  children: ReactNode;
}) {
  return (
    <div
      ref={ref}
      id={id}
      role="menu"
      aria-orientation="vertical"
      aria-labelledby={labelledBy}
      onKeyDown={onKeyDown}
      className={`z-50 min-w-52 rounded-xl border border-slate-200 bg-white p-1.5 shadow-xl shadow-slate-900/10 ${placement}`}
    >
      {children}
    </div>
  );
}

/** The items of `menu` itself, not those of a menu nested in it. */
function itemsOf(menu: HTMLElement | null): HTMLElement[] {
  if (!menu) return [];
  return Array.from(menu.querySelectorAll<HTMLElement>('[role="menuitem"]')).filter(
    (item) => item.closest('[role="menu"]') === menu,
  );
}

/**
 * Roving focus inside one menu (WAI-ARIA APG menu pattern): arrows wrap round, Home and
 * End jump to the ends, a letter goes to the next item starting with it. Returns whether
 * the key was one of these.
 */
function moveFocus(menu: HTMLElement | null, event: KeyboardEvent): boolean {
  const items = itemsOf(menu);
  if (items.length === 0) return false;
  const current = items.indexOf(document.activeElement as HTMLElement);
  const last = items.length - 1;
  let next: number;
  if (event.key === 'ArrowDown') next = current < 0 || current === last ? 0 : current + 1;
  else if (event.key === 'ArrowUp') next = current <= 0 ? last : current - 1;
  else if (event.key === 'Home') next = 0;
  else if (event.key === 'End') next = last;
  else if (event.key.length === 1 && /\S/.test(event.key) && !event.ctrlKey && !event.metaKey) {
    const letter = event.key.toLowerCase();
    const order = [...items.slice(current + 1), ...items.slice(0, current + 1)];
    const match = order.find((item) => item.textContent?.trim().toLowerCase().startsWith(letter));
    if (!match) return false;
    next = items.indexOf(match);
  } else return false;
  items[next]?.focus();
  return true;
}

/**
 * A mouse moving over an item takes focus there, so the keys go on from where the pointer
 * is. Movement, not entry: a menu opened from the keyboard under a resting pointer keeps
 * its focus on the first item.
 */
function focusOnHover(event: PointerEvent<HTMLElement>) {
  if (event.pointerType === 'mouse' && document.activeElement !== event.currentTarget) {
    event.currentTarget.focus();
  }
}

/**
 * Space chooses a link item as Enter does (a link alone would scroll the page); the other
 * keys move focus within `menu`.
 */
function chooseOrMove(menu: HTMLElement | null, event: KeyboardEvent): void {
  if (event.key === ' ') {
    event.preventDefault();
    (event.target as HTMLElement).click();
  } else if (moveFocus(menu, event)) {
    event.preventDefault();
  }
}

export interface ServicesMenuProps {
  pathname: string;
  /** Whether the current page belongs to Services: the trigger is then `aria-current`. */
  active: boolean;
  triggerClassName: string;
}

/**
 * Spec §2.2 Services menu: All Services and a nested Verticals menu, as a WAI-ARIA menu
 * button written by hand (a menu library and its positioning engine would ship with every
 * page). The menus sit absolutely under the trigger and beside Verticals.
 */
export function ServicesMenu({ pathname, active, triggerClassName }: ServicesMenuProps) {
  const [open, setOpen] = useState(false);
  const [subOpen, setSubOpen] = useState(false);
  const [shownAt, setShownAt] = useState(pathname);
  // A navigation (also by back/forward) closes the menu.
  if (shownAt !== pathname) {
    setShownAt(pathname);
    setOpen(false);
    setSubOpen(false);
  }

  const root = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLDivElement>(null);
  const verticals = useRef<HTMLButtonElement>(null);
  const submenu = useRef<HTMLDivElement>(null);
  // Where focus goes once a menu being opened has rendered.
  const focusOnOpen = useRef<'first' | 'last' | null>(null);
  const focusOnSubOpen = useRef(false);

  // Named, not from `useId`: the header is an island on most pages, hydrated as a root of its
  // own where `useId` differs from the page's server render, and the menu rendered on opening
  // must name the trigger the server wrote (ADR 063). The header has one Services menu.
  const id = 'services-menu-';
  const triggerId = `${id}trigger`;
  const menuId = `${id}menu`;
  const verticalsId = `${id}verticals`;
  const submenuId = `${id}submenu`;

  useEffect(() => {
    if (!open || !focusOnOpen.current) return;
    const items = itemsOf(menu.current);
    (focusOnOpen.current === 'first' ? items[0] : items.at(-1))?.focus();
    focusOnOpen.current = null;
  }, [open]);

  useEffect(() => {
    if (!subOpen || !focusOnSubOpen.current) return;
    itemsOf(submenu.current)[0]?.focus();
    focusOnSubOpen.current = false;
  }, [subOpen]);

  // A press anywhere else closes the menu and leaves focus where that press puts it.
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: globalThis.PointerEvent) => {
      if (event.target instanceof Node && root.current?.contains(event.target)) return;
      setOpen(false);
      setSubOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const openMenu = (focus: 'first' | 'last') => {
    if (open) {
      const items = itemsOf(menu.current);
      (focus === 'first' ? items[0] : items.at(-1))?.focus();
      return;
    }
    focusOnOpen.current = focus;
    setOpen(true);
  };

  const close = (returnFocus: boolean) => {
    setOpen(false);
    setSubOpen(false);
    if (returnFocus) trigger.current?.focus();
  };

  const openSubmenu = (focusFirst: boolean) => {
    if (subOpen) {
      if (focusFirst) itemsOf(submenu.current)[0]?.focus();
      return;
    }
    focusOnSubOpen.current = focusFirst;
    setSubOpen(true);
  };

  const onTriggerKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'Enter' || event.key === ' ' || event.key === 'ArrowDown') {
      event.preventDefault();
      openMenu('first');
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      openMenu('last');
    }
  };

  const onMenuKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      close(true);
    } else if (event.key === 'Tab') {
      // From the trigger, the browser's own Tab then goes on to the next (or previous) stop.
      close(true);
    } else if (
      event.target === verticals.current &&
      (event.key === 'ArrowRight' || event.key === 'Enter' || event.key === ' ')
    ) {
      event.preventDefault();
      openSubmenu(true);
    } else {
      chooseOrMove(menu.current, event);
    }
  };

  const onSubmenuKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Tab') return; // The outer menu closes everything.
    event.stopPropagation();
    if (event.key === 'Escape' || event.key === 'ArrowLeft') {
      event.preventDefault();
      verticals.current?.focus();
      setSubOpen(false);
    } else {
      chooseOrMove(submenu.current, event);
    }
  };

  // Focus leaving the whole widget (not into nowhere, as when an item unmounts) closes it.
  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    const next = event.relatedTarget;
    if (open && next instanceof Node && !event.currentTarget.contains(next)) close(false);
  };

  return (
    <div ref={root} className="relative flex" onBlur={onBlur}>
      <button
        ref={trigger}
        id={triggerId}
        type="button"
        {...opensMenu(open, menuId)}
        aria-current={active ? 'page' : undefined}
        onClick={() => (open ? close(false) : openMenu('first'))}
        onKeyDown={onTriggerKeyDown}
        className={`${triggerClassName} aria-expanded:text-brand-700`}
      >
        Services
        <ChevronDown aria-hidden="true" className="size-4" />
      </button>
      {open && (
        <MenuPanel
          ref={menu}
          id={menuId}
          labelledBy={triggerId}
          onKeyDown={onMenuKeyDown}
          placement="absolute top-full left-0 mt-2"
        >
          <MenuLink
            to={SERVICES_LINK.href}
            onChoose={() => close(true)}
            onPointerMove={(event) => {
              focusOnHover(event);
              if (event.pointerType === 'mouse') setSubOpen(false);
            }}
          >
            All Services
          </MenuLink>
          <div role="none" className="relative">
            <button
              ref={verticals}
              id={verticalsId}
              type="button"
              role="menuitem"
              tabIndex={-1}
              {...opensMenu(subOpen, submenuId)}
              onClick={() => openSubmenu(false)}
              onPointerMove={(event) => {
                focusOnHover(event);
                if (event.pointerType === 'mouse') openSubmenu(false);
              }}
              className={menuItem}
            >
              Verticals
              <ChevronRight aria-hidden="true" className="size-4" />
            </button>
            {subOpen && (
              <MenuPanel
                ref={submenu}
                id={submenuId}
                labelledBy={verticalsId}
                onKeyDown={onSubmenuKeyDown}
                placement="absolute top-0 left-full ml-1.5"
              >
                {VERTICAL_LINKS.map((link) => (
                  <MenuLink
                    key={link.href}
                    to={link.href}
                    onChoose={() => close(true)}
                    onPointerMove={focusOnHover}
                  >
                    {link.label}
                  </MenuLink>
                ))}
              </MenuPanel>
            )}
          </div>
        </MenuPanel>
      )}
    </div>
  );
}
