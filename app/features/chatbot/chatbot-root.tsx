import { Suspense, lazy, useCallback, useEffect, useRef, useState } from 'react';
import type { ChatbotOpenDetail } from '../../../common/chatbot-event.ts';
import { chatbotOpenEvent, chatbotTitle } from '../../../common/site.ts';
import { ChatIcon } from './chat-icons.tsx';
import type { OpenRequest } from './chatbot-window.tsx';

// The window, the chat core and the booking forms load on first open, never with the page.
const loadWindow = () => import('./chatbot-window.tsx');
const ChatbotWindow = lazy(loadWindow);

export interface ChatbotRootProps {
  /** Spec §4: lock after 4 bot replies when the limit setting is on (default on). */
  limitReplies?: boolean;
}

/**
 * The floating chatbot's mount on public pages (spec §2.1, §2.4): only the launcher button
 * and the open-event listener ship with the page.
 */
export function ChatbotRoot({ limitReplies = true }: ChatbotRootProps) {
  const [request, setRequest] = useState<OpenRequest | null>(null);
  const [open, setOpen] = useState(false);
  const launcher = useRef<HTMLButtonElement>(null);
  const seq = useRef(0);

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

  return (
    <>
      {!open && (
        <button
          ref={launcher}
          type="button"
          aria-label={`Open chat with ${chatbotTitle}`}
          aria-haspopup="dialog"
          onClick={() => show(null)}
          onPointerEnter={() => void loadWindow()}
          onFocus={() => void loadWindow()}
          className="fixed right-4 bottom-4 z-50 flex h-14 w-14 items-center justify-center rounded-full bg-brand-700 text-white shadow-lg hover:bg-brand-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
        >
          <ChatIcon size={26} />
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
          <ChatbotWindow request={request} onClose={close} limitEnabled={limitReplies} />
        </Suspense>
      )}
    </>
  );
}
