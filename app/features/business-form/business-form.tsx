import * as Dialog from '@radix-ui/react-dialog';
import { BusySubmitButton } from '../../components/busy-submit-button.tsx';
import { DialogFrame } from '../../components/dialog-frame.tsx';
import { CheckCircle2 } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { businessInquirySchema } from '../../../common/schemas/leads.ts';
import { fieldErrors } from '../../../common/zod.ts';
import { BUSINESS_FORM_SUCCESS, submitBusinessInquiry } from './submit.ts';

type Field = 'name' | 'email' | 'businessType';
type Errors = Partial<Record<Field, string>>;

/** A required text box of the form, with its label above and its error below. */
function BusinessField({
  id,
  label,
  error,
  ...input
}: {
  id: string;
  name: Field;
  label: string;
  error: string | undefined;
  type: 'text' | 'email';
  autoComplete?: string;
  placeholder?: string;
  onChange: () => void;
}) {
  return (
    <div>
      <label htmlFor={id} className="font-medium text-ink">
        {label}
      </label>
      <input
        {...input}
        id={id}
        required
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={`mt-2 block w-full rounded-xl border px-4 py-3 text-ink shadow-sm focus:outline-2 focus:outline-brand-500 ${
          error ? 'border-red-600' : 'border-slate-300'
        }`}
      />
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/**
 * Spec §2.3 / §5 / §8 business form: name, email and business type required, 'Sending...'
 * while sending, a 'Thank You!' dialog on success (the form resets), the server's text on
 * failure. The same zod schema checks it here and on the server.
 */
export function BusinessForm() {
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState<Errors>({});
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [thanks, setThanks] = useState(false);

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    const form = event.currentTarget;
    const values = Object.fromEntries(new FormData(form)) as Record<string, string>;
    const parsed = businessInquirySchema.safeParse(values);
    if (!parsed.success) {
      const next: Errors = fieldErrors<Field>(parsed.error.issues);
      setErrors(next);
      const first = (['name', 'email', 'businessType'] as const).find((f) => next[f]);
      if (first) form.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return;
    }
    setErrors({});
    setFailure(null);
    setSending(true);
    const result = await submitBusinessInquiry(parsed.data);
    setSending(false);
    if (result.ok) {
      formRef.current?.reset();
      setThanks(true);
    } else {
      setFailure(result.message);
    }
  }

  const clearError = (field: Field) => () =>
    setErrors((current) => (current[field] ? { ...current, [field]: undefined } : current));

  const field = (name: Field) => ({
    id: `${id}-${name}`,
    name,
    error: errors[name],
    onChange: clearError(name),
  });

  return (
    <>
      <form
        ref={formRef}
        noValidate
        onSubmit={onSubmit}
        aria-labelledby={`${id}-title`}
        className="rounded-3xl border border-slate-200 bg-white p-6 shadow-lg sm:p-10"
      >
        <h2 id={`${id}-title`} className="text-2xl font-bold text-ink">
          Tell us about your business
        </h2>
        <p className="mt-2 text-slate-700">
          We reply within 24 hours with your next steps to become AI-ready.
        </p>
        <div className="mt-8 grid gap-6">
          <BusinessField {...field('name')} label="Name" type="text" autoComplete="name" />
          <BusinessField {...field('email')} label="Email" type="email" autoComplete="email" />
          <BusinessField
            {...field('businessType')}
            label="Business type"
            type="text"
            placeholder="e.g. Dental clinic, online store, gym"
          />
          {/* Honeypot: hidden from people and assistive technology; bots fill it. */}
          <div aria-hidden="true" className="hidden">
            <label htmlFor={`${id}-website`}>Website</label>
            <input
              id={`${id}-website`}
              name="website"
              type="text"
              tabIndex={-1}
              autoComplete="off"
            />
          </div>
        </div>
        {failure ? (
          <p
            role="alert"
            className="mt-6 rounded-xl border border-red-200 bg-red-50 p-4 text-red-800"
          >
            {failure}
          </p>
        ) : null}
        <BusySubmitButton
          busy={sending}
          busyLabel="Sending..."
          className="mt-8 inline-flex min-h-11 w-full items-center justify-center rounded-full bg-brand-700 px-6 py-3 font-semibold text-white transition hover:bg-brand-900 disabled:cursor-wait disabled:opacity-70"
        >
          Get My AI Plan
        </BusySubmitButton>
      </form>

      <Dialog.Root open={thanks} onOpenChange={setThanks}>
        <DialogFrame
          overlayClass="fixed inset-0 z-50 bg-ink/60"
          className="fixed top-1/2 left-1/2 z-50 w-[min(92vw,28rem)] -translate-x-1/2 -translate-y-1/2 rounded-3xl bg-white p-8 text-center shadow-2xl focus:outline-none"
        >
          <CheckCircle2 aria-hidden="true" className="mx-auto size-14 text-green-600" />
          <Dialog.Title className="mt-4 text-2xl font-bold text-ink">Thank You!</Dialog.Title>
          <Dialog.Description className="mt-2 text-slate-700">
            {BUSINESS_FORM_SUCCESS}
          </Dialog.Description>
          <p className="mt-2 text-slate-700">Our team will contact you within 24 hours.</p>
          <Dialog.Close className="mt-8 inline-flex min-h-11 items-center justify-center rounded-full bg-brand-700 px-8 py-3 font-semibold text-white hover:bg-brand-900">
            Close
          </Dialog.Close>
        </DialogFrame>
      </Dialog.Root>
    </>
  );
}
