import { useId, useState } from 'react';
import { teamReplySchema } from '../../../common/schemas/conversations.ts';
import type { ApiResult } from '../../lib/api.ts';
import { buttonPrimary, buttonSecondary, inputClass, labelClass } from './admin-shell.tsx';
import { useAdminApi } from './session.tsx';
import { announceUnreadChanged } from './use-unread-count.ts';

/** A refused or failed call of the reply box, in words: one sentence per kind of answer. */
function replyFailureText(result: ApiResult<unknown>, what: 'reply' | 'end'): string {
  const action = what === 'reply' ? 'Your reply was not sent' : 'The hand-off was not ended';
  switch (result.kind) {
    case 'invalid':
    case 'too-large':
      return result.message ?? `${action}: the server could not read it.`;
    case 'not-found':
      return `${action}: this conversation no longer exists.`;
    case 'rate-limited':
      return `${action}: too many requests at once. Please wait a moment and try again.`;
    case 'server':
      return `${action}: the server had a problem. Please try again.`;
    case 'network':
      return `${action}: there is no connection to the server. Check your connection and try again.`;
    case 'unauthorized':
      return `${action}: your session has ended. Please sign in again.`;
    default:
      return `${action} (error ${result.status}). Please try again.`;
  }
}

const AUTHOR_KEY = 'admin.replyName';

const DELIVERY_TEXT: Record<string, (email: string | null) => string> = {
  live: () => 'Sent: the visitor sees it in the open chat.',
  email: (email) => `Sent by e-mail to ${email ?? 'the visitor'}: their chat is closed.`,
  stored: () =>
    'Saved: the chat is closed and no e-mail is known, so the visitor sees it when they open the chat again.',
};

/**
 * The team's reply box under a conversation: a reply joins the conversation (the
 * bot goes quiet) and reaches the visitor's open chat at once, or their e-mail; "End
 * hand-off" lets the assistant answer again.
 */
export function ConversationReply({
  conversationId,
  email,
  handoff,
  onChanged,
}: {
  conversationId: string;
  email: string | null;
  handoff: 'requested' | 'joined' | null;
  /** The thread changed on the server: read it again. */
  onChanged: () => void;
}) {
  const api = useAdminApi();
  const id = useId();
  const [text, setText] = useState('');
  // The first name the visitor sees, remembered in this browser for the next replies.
  const [author, setAuthor] = useState(() => {
    try {
      return localStorage.getItem(AUTHOR_KEY) ?? '';
    } catch {
      return '';
    }
  });
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const [notice, setNotice] = useState('');
  const path = `/api/admin/conversations/${encodeURIComponent(conversationId)}`;

  const submit = async () => {
    setNotice('');
    const parsed = teamReplySchema.safeParse({ text, author });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Please type a reply.');
      return;
    }
    setError('');
    setBusy(true);
    const result = await api.send<{ delivery?: string }>('POST', `${path}/replies`, parsed.data);
    setBusy(false);
    if (!result.ok) {
      setError(replyFailureText(result, 'reply'));
      return;
    }
    setText('');
    try {
      localStorage.setItem(AUTHOR_KEY, parsed.data.author ?? '');
    } catch {
      // Not remembered: typed again next time.
    }
    const delivery = DELIVERY_TEXT[result.data?.delivery ?? ''] ?? DELIVERY_TEXT.stored!;
    setNotice(delivery(email));
    announceUnreadChanged();
    onChanged();
  };

  const end = async () => {
    setNotice('');
    setError('');
    setBusy(true);
    const result = await api.send('POST', `${path}/handoff/end`);
    setBusy(false);
    if (!result.ok) {
      setError(replyFailureText(result, 'end'));
      return;
    }
    setNotice('Hand-off ended: the assistant answers the visitor again.');
    announceUnreadChanged();
    onChanged();
  };

  return (
    <form
      className="mt-5 border-t border-slate-200 pt-4"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
      noValidate
    >
      <label htmlFor={`${id}-author`} className={labelClass}>
        Your first name (the visitor sees it)
      </label>
      <input
        id={`${id}-author`}
        className={`${inputClass} mb-3 max-w-xs`}
        autoComplete="given-name"
        value={author}
        onChange={(event) => setAuthor(event.target.value)}
      />
      <label htmlFor={`${id}-reply`} className={labelClass}>
        Reply to the visitor
      </label>
      <textarea
        id={`${id}-reply`}
        className={`${inputClass} min-h-24`}
        value={text}
        onChange={(event) => setText(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : `${id}-help`}
      />
      <p id={`${id}-help`} className="mt-1 text-xs text-slate-700">
        {handoff === 'joined'
          ? 'You are in this conversation: the assistant stays quiet until you end the hand-off.'
          : 'Replying joins the conversation: the assistant stays quiet until you end the hand-off.'}
      </p>
      {error ? (
        <p
          id={`${id}-error`}
          role="alert"
          className="mt-2 rounded-lg bg-red-50 px-3 py-2 text-red-800"
        >
          {error}
        </p>
      ) : null}
      {notice ? (
        <p role="status" className="mt-2 rounded-lg bg-emerald-50 px-3 py-2 text-emerald-900">
          {notice}
        </p>
      ) : null}
      <div className="mt-3 flex flex-wrap gap-3">
        <button type="submit" className={buttonPrimary} disabled={busy}>
          Send reply
        </button>
        {handoff ? (
          <button
            type="button"
            className={buttonSecondary}
            disabled={busy}
            onClick={() => void end()}
          >
            End hand-off
          </button>
        ) : null}
      </div>
    </form>
  );
}
