import { Suspense, lazy, useCallback, useEffect, useRef, useState } from 'react';
import type { ChatbotOpenDetail } from '../../../common/chatbot-event.ts';
import { chatbotOpenEvent, chatbotTitle, site } from '../../../common/site.ts';
import { ChatIcon } from './chat-icons.tsx';
import type { OpenRequest } from './chatbot-window.tsx';
import { useUnseenTeamReplies } from './unseen-replies.ts';

// The window, the chat core and the booking forms load on first open, never with the page.
const loadWindow = () => import('./chatbot-window.tsx');
const ChatbotWindow = lazy(loadWindow);

/**
 * The floating chatbot's mount on public pages (spec §2.1, §2.4): only the launcher button
 * and the open-event listener ship with the page. While the window is closed and a person
 * of the team is asked for, the launcher counts their replies (badge, preview, page title).
 */
export function ChatbotRoot() {
  const [request, setRequest] = useState<OpenRequest | null>(null);
  const [open, setOpen] = useState(false);
  const launcher = useRef<HTMLButtonElement>(null);
  const seq = useRef(0);
  const unseen = useUnseenTeamReplies(!open);

  const show = useCallback((detail: ChatbotOpenDetail | null) => {
    seq.current += 1;
    setRequest({ seq: seq.current, detail });
    setOpen(true);
  }, []);

  useEffect(() => {
    const onOpen = (event: Event) => {
      const detail = (event as CustomEvent<ChatbotOpenDetail | undefined>).detail;
      show(detail && typeof detail.contextMessage === 'string' ? detail : null);
    };
    window.addEventListener(chatbotOpenEvent, onOpen);
    return () => window.removeEventListener(chatbotOpenEvent, onOpen);
  }, [show]);

  const close = () => {
    setOpen(false);
    // The launcher comes back; focus returns to it so keyboard users are not lost.
    requestAnimationFrame(() => launcher.current?.focus());
  };

  const count = unseen?.count ?? 0;
  return (
    <>
      {!open && count > 0 && unseen ? (
        <button
          type="button"
          onClick={() => show(null)}
          className="fixed right-4 bottom-22 z-50 w-[min(18rem,calc(100vw-2rem))] rounded-2xl rounded-br-sm border border-emerald-300 bg-white px-4 py-2 text-left text-sm text-ink shadow-xl hover:bg-emerald-50 focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          <span className="block text-xs font-semibold text-emerald-900">
            {unseen.author ?? `${site.name} team`}
          </span>
          <span className="line-clamp-2">{unseen.preview}</span>
        </button>
      ) : null}
      {!open && (
        <button
          ref={launcher}
          type="button"
          aria-label={`Open chat with ${chatbotTitle}${
            count > 0 ? `, ${count} unread ${count === 1 ? 'reply' : 'replies'}` : ''
          }`}
          aria-haspopup="dialog"
          onClick={() => show(null)}
          onPointerEnter={() => void loadWindow()}
          onFocus={() => void loadWindow()}
          className="fixed right-4 bottom-4 z-50 flex h-14 w-14 items-center justify-center rounded-full bg-brand-700 text-white shadow-lg hover:bg-brand-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
        >
          <ChatIcon size={26} />
          {count > 0 ? (
            <span
              aria-hidden="true"
              className="absolute -top-1 -right-1 flex h-6 min-w-6 items-center justify-center rounded-full bg-red-700 px-1 text-xs font-bold text-white"
            >
              {count}
            </span>
          ) : null}
        </button>
      )}
      {request && open && (
        <Suspense
          fallback={
            <div
              role="status"
              className="fixed right-4 bottom-4 z-50 rounded-2xl bg-white px-4 py-3 text-sm text-slate-800 shadow-2xl"
            >
              Opening chat...
            </div>
          }
        >
          <ChatbotWindow request={request} onClose={close} />
        </Suspense>
      )}
    </>
  );
}
