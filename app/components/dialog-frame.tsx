import * as Dialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import type { ComponentProps } from 'react';

type DialogFrameProps = ComponentProps<typeof Dialog.Content> & {
  /** The dimmed backdrop's classes. */
  overlayClass: string;
};

/**
 * A dialog's portal, backdrop and panel, inside its `Dialog.Root`: the panel takes every
 * prop of `Dialog.Content` (classes, `aria-describedby`, ...) and the dialog's contents.
 */
export function DialogFrame({ overlayClass, ...content }: DialogFrameProps) {
  return (
    <Dialog.Portal>
      <Dialog.Overlay className={overlayClass} />
      <Dialog.Content {...content} />
    </Dialog.Portal>
  );
}

/** The × that closes a chat dialog, named for screen readers by `label`. */
export function DialogCloseX({ label, disabled }: { label: string; disabled?: boolean }) {
  return (
    <Dialog.Close
      aria-label={label}
      disabled={disabled}
      className="rounded-lg px-2 text-xl leading-none text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-600"
    >
      <span aria-hidden="true">×</span>
    </Dialog.Close>
  );
}

/** The "Close" button with an X icon in a dialog's corner; `className` places and styles it. */
export function DialogCloseIcon({ className }: { className: string }) {
  return (
    <Dialog.Close aria-label="Close" className={className}>
      <X aria-hidden="true" className="size-5" />
    </Dialog.Close>
  );
}
