import * as Dialog from '@radix-ui/react-dialog';
import { DialogFrame, DialogCloseX } from '../../components/dialog-frame.tsx';
import { useId, useRef, useState } from 'react';
import { contactInfoSchema } from '../../../common/schemas/leads.ts';
import { site } from '../../../common/site.ts';
import { postJson, type ApiResult } from '../../lib/api.ts';
import type { ContactInfo } from './chat-storage.ts';
import { DialogField } from './dialog-field.tsx';

export interface ContactInfoDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  initial: ContactInfo;
  /** The server-issued id of the chat, once the server answered; links the lead to it. */
  conversationId?: string;
  onSaved: (contact: ContactInfo) => void;
}

const field =
  'mt-1 w-full rounded-lg border border-slate-300 px-3 py-2 text-sm text-ink focus-visible:outline-2 focus-visible:outline-brand-600';

/** What the visitor reads when the server did not save their details, by what went wrong. */
function contactSaveFailure(result: ApiResult): string {
  const reach = `You can also e-mail ${site.email} or call ${site.phone}.`;
  if (result.kind === 'invalid') {
    return `${result.error ?? 'Please check your details.'} Your details were not saved.`;
  }
  if (result.kind === 'rate-limited') {
    return `Too many attempts: your details were not saved. Please try again later. ${reach}`;
  }
  return `We could not save your details (${
    result.kind === 'network' ? 'no connection' : 'a problem on our side'
  }). Please try again. ${reach}`;
}

/**
 * Spec §2.4, §4 contact-info modal: name, email, phone (optional). Saving posts to
 * /api/contact-info; only a saved answer closes it and thanks the visitor (the spec's
 * chatbot only logged a failure, which thanked them for details nobody kept: ADR 025).
 * A refusal or failure keeps the form open with what was typed and says what happened.
 * Mount it only while open, so each opening starts from the saved details.
 */
export function ContactInfoDialog({
  open,
  onOpenChange,
  initial,
  conversationId,
  onSaved,
}: ContactInfoDialogProps) {
  const ids = useId();
  const [form, setForm] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  // The one phone rule (common/schemas/fields.ts): its message stays on the phone field.
  const [phoneError, setPhoneError] = useState<string | null>(null);
  const phoneRef = useRef<HTMLInputElement>(null);
  const [saving, setSaving] = useState(false);

  const save = async () => {
    const body = {
      name: form.name,
      email: form.email,
      phone: form.phone,
      source: 'chat_contact' as const,
      ...(conversationId ? { conversationId } : {}),
    };
    const parsed = contactInfoSchema.safeParse(body);
    if (!parsed.success) {
      const first = parsed.error.issues[0];
      const onPhone = first?.path[0] === 'phone';
      setError(onPhone ? null : (first?.message ?? null));
      setPhoneError(onPhone ? (first?.message ?? null) : null);
      if (onPhone) phoneRef.current?.focus();
      return;
    }
    setError(null);
    setPhoneError(null);
    setSaving(true);
    const result = await postJson('/api/contact-info', body);
    setSaving(false);
    if (!result.ok) {
      // Nothing is said to be saved unless it was: the form stays open with what was typed.
      console.error('Saving contact info failed', result.status, result.message);
      const phoneMessage = result.fields?.phone;
      setPhoneError(phoneMessage ?? null);
      setError(phoneMessage ? null : contactSaveFailure(result));
      if (phoneMessage) phoneRef.current?.focus();
      return;
    }
    onSaved({ name: form.name.trim(), email: form.email.trim(), phone: form.phone.trim() });
    onOpenChange(false);
  };

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <DialogFrame
        overlayClass="fixed inset-0 z-[60] bg-ink/50"
        aria-describedby={`${ids}-desc`}
        className="fixed top-1/2 left-1/2 z-[61] w-[calc(100vw-2rem)] max-w-sm -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-5 shadow-2xl"
      >
        <div className="flex items-start justify-between">
          <Dialog.Title className="text-lg font-semibold text-ink">
            Your contact details
          </Dialog.Title>
          <DialogCloseX label="Close contact form" />
        </div>
        <Dialog.Description id={`${ids}-desc`} className="mt-1 text-sm text-slate-700">
          So our team can follow up on your questions.
        </Dialog.Description>
        <form
          noValidate
          className="mt-4 space-y-3"
          onSubmit={(event) => {
            event.preventDefault();
            void save();
          }}
        >
          {error && (
            <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
              {error}
            </p>
          )}
          <DialogField
            id={`${ids}-name`}
            label="Name"
            autoComplete="name"
            value={form.name}
            onChange={(e) => setForm({ ...form, name: e.target.value })}
            className={field}
            required
          />
          <DialogField
            id={`${ids}-email`}
            label="Email"
            type="email"
            autoComplete="email"
            value={form.email}
            onChange={(e) => setForm({ ...form, email: e.target.value })}
            className={field}
            required
          />
          <DialogField
            id={`${ids}-phone`}
            label="Phone (optional)"
            error={phoneError}
            ref={phoneRef}
            type="tel"
            autoComplete="tel"
            value={form.phone}
            onChange={(e) => {
              setPhoneError(null);
              setForm({ ...form, phone: e.target.value });
            }}
            className={field}
          />
          <div className="flex justify-end gap-2 pt-2">
            <Dialog.Close className="rounded-xl px-4 py-2 text-sm font-semibold text-slate-800 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-600">
              Cancel
            </Dialog.Close>
            <button
              type="submit"
              disabled={!form.name.trim() || !form.email.trim() || saving}
              className="rounded-xl bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:cursor-not-allowed disabled:bg-slate-400"
            >
              {saving ? 'Saving...' : 'Save details'}
            </button>
          </div>
        </form>
      </DialogFrame>
    </Dialog.Root>
  );
}
