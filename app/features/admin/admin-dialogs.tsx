import * as AlertDialog from '@radix-ui/react-alert-dialog';
import * as Dialog from '@radix-ui/react-dialog';
import { useRef, type ReactNode } from 'react';
import { buttonDanger, buttonPrimary, buttonSecondary } from './admin-shell.tsx';
import { DialogCloseIcon } from '../../components/dialog-frame.tsx';

const overlay = 'fixed inset-0 z-40 bg-slate-900/60';

/** Where focus goes when the opener is gone: the page's main region (AdminShell). */
function mainRegion(): HTMLElement | null {
  return document.getElementById('main');
}

/** On the page and shown (a hidden card or row cannot take focus). */
const focusable = (element: HTMLElement | null | undefined): element is HTMLElement =>
  !!element && element.isConnected && element.getClientRects().length > 0;

/**
 * Focus back to the opener when a dialog closes. Radix returns focus only to a
 * Dialog.Trigger; these dialogs are opened by state (a row's button, a select, a link with
 * ?id=), so the element that had focus when the dialog opened is remembered and focused
 * again, or, when it left the page (a deleted row) or there was none (opened from the
 * address), `fallback()` or the main region.
 */
function useFocusReturn(fallback?: () => HTMLElement | null) {
  const opener = useRef<HTMLElement | null>(null);
  return {
    onOpenAutoFocus() {
      // Radix calls this before it moves focus into the dialog.
      const active = document.activeElement;
      opener.current = active instanceof HTMLElement && active !== document.body ? active : null;
    },
    onCloseAutoFocus(event: Event) {
      event.preventDefault();
      const previous = opener.current;
      opener.current = null;
      const target = [previous, fallback?.(), mainRegion()].find(focusable);
      target?.focus();
    },
  };
}

interface ModalProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  title: string;
  description?: string;
  wide?: boolean;
  /**
   * On a phone the dialog fills the screen, its content a column whose last part (a reply
   * box, a form's buttons) stays in view: for dialogs one works in, not glances at.
   */
  fullOnPhone?: boolean;
  /** Escape and a click outside leave it open (it holds unsaved work); its Close still closes. */
  keepOpen?: boolean;
  /** Focus on close when the opener is gone or there was none (see useFocusReturn). */
  returnFocus?: () => HTMLElement | null;
  children: ReactNode;
}

/** A titled dialog (Radix: focus trap, Escape; focus returns to its opener). */
export function Modal({
  open,
  onOpenChange,
  title,
  description,
  wide,
  fullOnPhone,
  keepOpen,
  returnFocus,
  children,
}: ModalProps) {
  const focus = useFocusReturn(returnFocus);
  const frame = fullOnPhone
    ? 'fixed inset-0 z-50 flex flex-col overflow-y-auto bg-white p-4 sm:inset-auto sm:top-1/2 sm:left-1/2 sm:max-h-[92vh] sm:w-[calc(100vw-1.5rem)] sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-2xl sm:p-6 sm:shadow-xl'
    : 'fixed top-1/2 left-1/2 z-50 max-h-[92vh] w-[calc(100vw-1.5rem)] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-6 shadow-xl';
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className={overlay} />
        <Dialog.Content
          className={`${frame} focus:outline-none ${wide ? 'sm:max-w-3xl' : 'sm:max-w-lg'}`}
          {...(description ? {} : { 'aria-describedby': undefined })}
          onOpenAutoFocus={focus.onOpenAutoFocus}
          onCloseAutoFocus={focus.onCloseAutoFocus}
          onEscapeKeyDown={(event) => {
            if (keepOpen) event.preventDefault();
          }}
          onPointerDownOutside={(event) => {
            if (keepOpen) event.preventDefault();
          }}
        >
          <div className="mb-4 flex items-start justify-between gap-4">
            <Dialog.Title className="text-xl font-bold text-ink">{title}</Dialog.Title>
            <DialogCloseIcon className="rounded p-1 text-slate-700 hover:bg-slate-100 focus:outline-none focus:ring-2 focus:ring-brand-500" />
          </div>
          {description ? (
            <Dialog.Description className="mb-4 text-sm text-slate-700">
              {description}
            </Dialog.Description>
          ) : null}
          {fullOnPhone ? <div className="flex min-h-0 flex-1 flex-col">{children}</div> : children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

interface ConfirmProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  title: string;
  message: string;
  confirmLabel: string;
  /** The button that closes without acting; 'Cancel' unless named. */
  cancelLabel?: string;
  busy?: boolean;
  /** 'danger' (default) for a removal, 'primary' for an action that sends something. */
  tone?: 'danger' | 'primary';
  onConfirm(): void;
  /** Focus on close when the opener is gone (see useFocusReturn). */
  returnFocus?: () => HTMLElement | null;
  /** What the administrator chooses before confirming (exact time and link). */
  children?: ReactNode;
  /** Escape leaves it open (it holds something typed); its cancel button still closes. */
  keepOpen?: boolean;
}

/** An alert dialog that asks before something cannot be undone. */
export function ConfirmDialog(props: ConfirmProps) {
  const focus = useFocusReturn(props.returnFocus);
  return (
    <AlertDialog.Root open={props.open} onOpenChange={props.onOpenChange}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className={overlay} />
        <AlertDialog.Content
          className="fixed top-1/2 left-1/2 z-50 max-h-[92vh] w-[calc(100vw-1.5rem)] max-w-md -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-6 shadow-xl focus:outline-none"
          onOpenAutoFocus={focus.onOpenAutoFocus}
          onCloseAutoFocus={focus.onCloseAutoFocus}
          onEscapeKeyDown={(event) => {
            if (props.keepOpen) event.preventDefault();
          }}
        >
          <AlertDialog.Title className="text-lg font-bold text-ink">
            {props.title}
          </AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-slate-700">
            {props.message}
          </AlertDialog.Description>
          {props.children}
          <div className="mt-6 flex flex-wrap justify-end gap-3">
            <AlertDialog.Cancel className={buttonSecondary}>
              {props.cancelLabel ?? 'Cancel'}
            </AlertDialog.Cancel>
            <AlertDialog.Action
              className={props.tone === 'primary' ? buttonPrimary : buttonDanger}
              disabled={props.busy}
              onClick={(event) => {
                event.preventDefault();
                props.onConfirm();
              }}
            >
              {props.confirmLabel}
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
