import { useEffect, useRef, useState } from 'react';
import type { Handoff } from './chat-state.ts';
import { conversationId } from './chat-storage.ts';
import { fetchWhatsappLink, streamStatusText, type StreamStatus } from './team-stream.ts';

const control =
  'rounded-lg border border-brand-700 px-3 py-1 text-xs font-semibold text-brand-700 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-600 disabled:opacity-60';

/**
 * The WhatsApp click-to-chat link (WHATSAPP_NUMBER) for the conversation of chat `chat`
 * (its summary), asked again when `version` changes so the summary stays current; null
 * when WhatsApp is not set up.
 */
export function useWhatsappLink(chat: string, version: number, ask = true): string | null {
  const [href, setHref] = useState<string | null>(null);
  // Once the server says WhatsApp is off, it is not asked again on this page.
  const off = useRef(false);
  useEffect(() => {
    if (off.current || !ask) return;
    let current = true;
    void fetchWhatsappLink(conversationId(chat)).then((link) => {
      if (!current) return;
      if (link === null) off.current = true;
      setHref(link);
    });
    return () => {
      current = false;
    };
  }, [chat, version, ask]);
  return href;
}

export function WhatsappLink({ href, className }: { href: string; className: string }) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={className}>
      Chat on WhatsApp<span className="sr-only"> (opens in a new tab)</span>
    </a>
  );
}

/**
 * Under the conversation of every chat, floating and embedded (ADR 033): "Talk to a
 * person", or where the hand-off stands, what the team's connection is doing, and the
 * WhatsApp link when set up.
 */
export function HandoffBar({
  handoff,
  streamStatus,
  busy,
  messages,
  chat,
  onAsk,
  offerWhatsapp = true,
}: {
  handoff: Handoff;
  streamStatus: StreamStatus | null;
  busy: boolean;
  /** How many messages the chat shows: the WhatsApp summary follows the conversation. */
  messages: number;
  /** The chat's storage id (its conversation's summary goes into the WhatsApp text). */
  chat: string;
  onAsk: () => void;
  /** False in an embedded chat's light frame: the chat core asks for the link once loaded. */
  offerWhatsapp?: boolean;
}) {
  const whatsapp = useWhatsappLink(chat, messages, offerWhatsapp);
  const problem = streamStatus ? streamStatusText(streamStatus) : null;
  return (
    <div className="border-t border-slate-200 px-3 py-2 text-xs text-slate-800">
      <div className="flex flex-wrap items-center gap-2">
        {handoff === null ? (
          <button type="button" className={control} onClick={onAsk} disabled={busy}>
            Talk to a person
          </button>
        ) : (
          <p role="status" className="font-medium text-emerald-900">
            {handoff === 'joined'
              ? "You're chatting with our team."
              : 'Waiting for our team: they will reply here.'}
          </p>
        )}
        {whatsapp ? (
          <WhatsappLink
            href={whatsapp}
            className="rounded-lg px-2 py-1 font-semibold text-emerald-800 underline underline-offset-2 hover:bg-emerald-50 focus-visible:outline-2 focus-visible:outline-brand-600"
          />
        ) : null}
      </div>
      {handoff !== null && problem ? (
        <p role="alert" className="mt-1 text-red-800">
          {problem}
        </p>
      ) : null}
    </div>
  );
}
