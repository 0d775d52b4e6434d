import type { NextSlot } from '../../../../common/schemas/booking-days.ts';
import { site } from '../../../../common/site.ts';
import type { Refusal } from './booking-result.ts';
import { slotSentence } from './slot-options.ts';

const telHref = `tel:${site.phone.replace(/[^\d+]/g, '')}`;

/** A refused booking: what happened, and what the visitor can do now. */
export function RefusalNotice({
  refusal,
  onRetry,
  onPick,
  headingId,
  retryId,
}: {
  refusal: Refusal;
  onRetry: () => void;
  /** Chooses an offered slot's date and time; the rest of the form stays. */
  onPick: (slot: NextSlot) => void;
  headingId: string;
  retryId: string;
}) {
  return (
    <div
      role="alert"
      className="scroll-mt-24 space-y-2 rounded-lg border border-red-300 bg-red-50 px-3 py-2 text-sm text-red-900"
    >
      <p id={headingId} tabIndex={-1} className="font-semibold focus:outline-none">
        {refusal.title}
      </p>
      {refusal.lines.map((line) => (
        <p key={line}>{line}</p>
      ))}
      {refusal.contact && (
        <p>
          E-mail{' '}
          <a className="font-semibold underline" href={`mailto:${site.email}`}>
            {site.email}
          </a>{' '}
          or call{' '}
          <a className="font-semibold underline" href={telHref}>
            {site.phone}
          </a>
        </p>
      )}
      {refusal.nextSlots && refusal.nextSlots.length > 0 && (
        <div>
          <p className="font-semibold">The next open times:</p>
          <ul className="mt-1 space-y-1.5">
            {refusal.nextSlots.map((slot) => (
              <li key={`${slot.date}-${slot.code}`}>
                <button
                  type="button"
                  onClick={() => onPick(slot)}
                  className="w-full rounded-lg border border-brand-700 bg-white px-3 py-2 text-left font-medium break-words text-brand-900 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
                >
                  {slotSentence(slot.date, slot.code)}
                </button>
              </li>
            ))}
          </ul>
        </div>
      )}
      {refusal.retry && (
        <button
          id={retryId}
          type="button"
          onClick={onRetry}
          className="rounded-lg bg-red-800 px-3 py-1.5 font-semibold text-white hover:bg-red-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-800"
        >
          Retry
        </button>
      )}
    </div>
  );
}
