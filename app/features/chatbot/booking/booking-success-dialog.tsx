import * as Dialog from '@radix-ui/react-dialog';
import { DialogFrame } from '../../../components/dialog-frame.tsx';

/** Spec §2.4 success modal. */
export function BookingSuccessDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <DialogFrame
        overlayClass="fixed inset-0 z-[60] bg-ink/50"
        aria-describedby={undefined}
        className="fixed top-1/2 left-1/2 z-[61] w-[calc(100vw-2rem)] max-w-sm -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-6 text-center shadow-2xl"
      >
        <Dialog.Title className="text-xl font-bold text-ink">Thanks! You're booked.</Dialog.Title>
        <div className="mt-6 flex justify-center gap-3">
          <a
            href="/About"
            target="_blank"
            rel="noopener"
            className="rounded-xl border border-brand-700 px-4 py-2 text-sm font-semibold text-brand-700 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-600"
          >
            Learn More
          </a>
          <Dialog.Close className="rounded-xl bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600">
            Close
          </Dialog.Close>
        </div>
      </DialogFrame>
    </Dialog.Root>
  );
}
