import { useId, useState } from 'react';
import { CHAT_LIMIT_MESSAGE } from '../../../common/chat.ts';
import { CHAT_MAX_BOT_REPLIES } from '../../../common/constants.ts';
import { cardClass } from './admin-shell.tsx';
import { useAdminApi } from './session.tsx';
import { useAdminResource } from './use-admin-resource.ts';

/**
 * The owner's switch of the floating chatbot's reply limit (spec §4: the lock after
 * CHAT_MAX_BOT_REPLIES replies holds only "when a response-limit setting is on"; off until
 * turned on, ADR 047). Saved at once; every app process reads it on the next message.
 */
export function ChatSettings() {
  const api = useAdminApi();
  const id = useId();
  const { result, reload } = useAdminResource<{ replyLimit?: boolean }>('/api/admin/chat-settings');
  const [saving, setSaving] = useState(false);
  // The value asked for, shown while it is saved; the server's answer follows.
  const [wanted, setWanted] = useState<boolean | null>(null);
  const [notice, setNotice] = useState<{ ok: boolean; text: string } | null>(null);
  const loaded = result?.ok ? result.data?.replyLimit === true : null;

  const change = async (on: boolean) => {
    setWanted(on);
    setSaving(true);
    setNotice(null);
    const saved = await api.send('PUT', '/api/admin/chat-settings', { replyLimit: on });
    setSaving(false);
    if (!saved.ok) setWanted(null);
    setNotice(
      saved.ok
        ? {
            ok: true,
            text: on
              ? `Saved: the chatbot now stops answering after ${CHAT_MAX_BOT_REPLIES} replies in a conversation.`
              : 'Saved: the chatbot answers without a limit.',
          }
        : { ok: false, text: 'The setting was not saved. Please try again.' },
    );
    reload();
  };

  return (
    <section aria-labelledby={`${id}-title`} className={`${cardClass} mb-6`}>
      <h2 id={`${id}-title`} className="text-lg font-semibold text-ink">
        Chatbot reply limit
      </h2>
      {result && !result.ok && result.status !== 401 ? (
        <p role="alert" className="mt-2 rounded-lg bg-red-50 px-3 py-2 text-red-800">
          The setting could not be read. Please reload the page.
        </p>
      ) : null}
      <div className="mt-3 flex items-start gap-3">
        <input
          id={`${id}-limit`}
          type="checkbox"
          className="mt-1 h-4 w-4"
          checked={wanted ?? loaded === true}
          disabled={loaded === null || saving}
          aria-describedby={`${id}-help`}
          onChange={(event) => void change(event.target.checked)}
        />
        <div>
          <label htmlFor={`${id}-limit`} className="text-sm font-medium text-slate-800">
            Stop the chatbot after {CHAT_MAX_BOT_REPLIES} replies in a conversation
          </label>
          <p id={`${id}-help`} className="text-sm text-slate-700">
            Visitors then read &ldquo;{CHAT_LIMIT_MESSAGE}&rdquo; and can still book, talk to a
            person, e-mail or use WhatsApp. Conversations with a team member are never limited.
          </p>
        </div>
      </div>
      {notice ? (
        <p
          role={notice.ok ? 'status' : 'alert'}
          className={`mt-3 rounded-lg px-3 py-2 text-sm ${
            notice.ok ? 'bg-emerald-50 text-emerald-900' : 'bg-red-50 text-red-800'
          }`}
        >
          {notice.text}
        </p>
      ) : null}
    </section>
  );
}
