import { useId, useState } from 'react';
import { chatContactSaveSchema } from '../../../common/chat.ts';
import { fieldErrors } from '../../../common/zod.ts';
import { site } from '../../../common/site.ts';
import { postJson, type ApiResult } from '../../lib/api.ts';
import { conversationId, storeConversationId, type ContactInfo } from './chat-storage.ts';
import { DialogField } from './dialog-field.tsx';

const field =
  'mt-1 w-full rounded-lg border border-slate-300 bg-white px-3 py-1.5 text-sm text-ink focus-visible:outline-2 focus-visible:outline-brand-600';

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

type Field = 'name' | 'email' | 'phone';

export interface ContactBubbleProps {
  initial: ContactInfo;
  /** The chat whose conversation the details belong to (its storage id). */
  chat: string;
  onSaved: (contact: ContactInfo) => void;
  onDismiss: () => void;
}

/**
 * Spec §2.4, §4 contact form, as a bubble in the conversation rather than a dialog over it
 * (ADR 048): name, e-mail and phone or WhatsApp, all optional, an e-mail or a phone
 * enough. Saved on the chat's conversation (POST /api/flask/chat/contact) before the
 * visitor is thanked; a refusal or failure keeps what was typed and says what happened.
 */
export function ContactBubble({ initial, chat, onSaved, onDismiss }: ContactBubbleProps) {
  const ids = useId();
  const [form, setForm] = useState(initial);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const focusFirst = (found: Partial<Record<Field, string>>) => {
    const first = (['name', 'email', 'phone'] as const).find((f) => found[f]);
    if (first) document.getElementById(`${ids}-${first}`)?.focus();
  };

  const save = async () => {
    const id = conversationId(chat);
    const body = { ...form, ...(id ? { conversation_id: id } : {}) };
    const parsed = chatContactSaveSchema.safeParse(body);
    if (!parsed.success) {
      const found = fieldErrors<Field>(parsed.error.issues);
      setErrors(found);
      setFailure(null);
      focusFirst(found);
      return;
    }
    setErrors({});
    setFailure(null);
    setSaving(true);
    const result = await postJson<{ conversation_id?: unknown }>('/api/flask/chat/contact', body);
    setSaving(false);
    if (!result.ok) {
      const found = (result.fields ?? {}) as Partial<Record<Field, string>>;
      setErrors(found);
      setFailure(Object.keys(found).length ? null : contactSaveFailure(result));
      focusFirst(found);
      return;
    }
    storeConversationId(chat, result.data?.conversation_id);
    const { name, email, phone } = parsed.data;
    onSaved({ name, email, phone });
  };

  const input = (key: Field) => ({
    id: `${ids}-${key}`,
    value: form[key],
    error: errors[key] ?? null,
    className: field,
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => {
      setErrors((e) => ({ ...e, [key]: undefined }));
      setForm((f) => ({ ...f, [key]: event.target.value }));
    },
  });

  return (
    <form
      noValidate
      aria-labelledby={`${ids}-title`}
      aria-describedby={`${ids}-desc`}
      className="w-full max-w-[85%] space-y-2 rounded-2xl rounded-tl-sm border border-slate-200 bg-slate-50 p-3"
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <p id={`${ids}-title`} className="text-sm font-semibold text-ink">
        Your contact details
      </p>
      <p id={`${ids}-desc`} className="text-xs text-slate-700">
        Optional, so our team can follow up. An e-mail or a phone number is enough.
      </p>
      {failure && (
        <p role="alert" className="rounded-lg bg-red-50 px-2 py-1.5 text-xs text-red-800">
          {failure}
        </p>
      )}
      <DialogField label="Name" autoComplete="name" {...input('name')} />
      <DialogField label="Email" type="email" autoComplete="email" {...input('email')} />
      <DialogField label="Phone or WhatsApp" type="tel" autoComplete="tel" {...input('phone')} />
      <div className="flex flex-wrap justify-end gap-2 pt-1">
        <button
          type="button"
          onClick={onDismiss}
          className="rounded-lg px-3 py-1.5 text-xs font-semibold text-slate-800 hover:bg-slate-200 focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          Not now
        </button>
        <button
          type="submit"
          disabled={saving}
          className="rounded-lg bg-brand-700 px-3 py-1.5 text-xs font-semibold text-white hover:bg-brand-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:cursor-not-allowed disabled:bg-slate-500"
        >
          {saving ? 'Saving...' : 'Save details'}
        </button>
      </div>
    </form>
  );
}
