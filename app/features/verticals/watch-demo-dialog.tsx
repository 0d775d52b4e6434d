import * as Dialog from '@radix-ui/react-dialog';
import { openChatbot } from '../../../common/chatbot-event.ts';
import type { RefObject } from 'react';
import { DialogFrame } from '../../components/dialog-frame.tsx';
import { petDemoInquiry } from './contexts.ts';

const DEMO_STEPS = [
  'A pet owner asks about grooming prices at 11 PM; the assistant answers instantly.',
  'It offers the free slots from your calendar and books the appointment.',
  'It suggests an add-on such as a nail trim, raising the value of the visit.',
  'It sends reminders before the visit, cutting no-shows.',
  'You see every conversation and booking in one place.',
];

/**
 * Watch Demo on the pet page: a short walk-through of what the demo shows, in a dialog
 * (we host no external video), with a way to book the live demo. Opened by the button of
 * watch-demo.tsx, which loads it on first use; the focus goes back to that button.
 */
export function WatchDemoDialog({
  open,
  onOpenChange,
  opener,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  opener: RefObject<HTMLButtonElement | null>;
}) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <DialogFrame
        overlayClass="fixed inset-0 z-50 bg-ink/60"
        // A dialog without its Radix trigger would hand the focus to the page's body.
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          opener.current?.focus();
        }}
        className="fixed top-1/2 left-1/2 z-50 max-h-[90vh] w-[min(92vw,36rem)] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-3xl bg-white p-8 shadow-2xl focus:outline-none"
      >
        <Dialog.Title className="text-2xl font-bold text-ink">
          See the assistant at work
        </Dialog.Title>
        <Dialog.Description className="mt-2 text-slate-700">
          In the live demo we show, on your own services and prices, how a pet owner&apos;s message
          becomes a confirmed booking:
        </Dialog.Description>
        <ol className="mt-6 list-decimal space-y-3 pl-6 text-slate-700">
          {DEMO_STEPS.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
        <p className="mt-6 text-slate-700">
          You can also try the PetCare Assistant on this page right now.
        </p>
        <div className="mt-8 flex flex-wrap justify-end gap-3">
          <Dialog.Close className="inline-flex min-h-11 items-center rounded-full border border-slate-300 px-6 py-3 font-semibold text-ink hover:bg-slate-50">
            Close
          </Dialog.Close>
          <Dialog.Close
            onClick={() => openChatbot(petDemoInquiry)}
            className="inline-flex min-h-11 items-center rounded-full bg-brand-700 px-6 py-3 font-semibold text-white hover:bg-brand-900"
          >
            Book Free Demo
          </Dialog.Close>
        </div>
      </DialogFrame>
    </Dialog.Root>
  );
}
