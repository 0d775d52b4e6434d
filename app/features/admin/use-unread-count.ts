import { useEffect, useState } from 'react';
import { useAdminApi } from './session.tsx';

/** Sent when the team read or answered a conversation, so the nav's count follows at once. */
const UNREAD_CHANGED_EVENT = 'admin:unread-changed';

/** How often the nav asks for new visitor messages in hand-offs. */
const UNREAD_POLL_MS = 10_000;

export function announceUnreadChanged(): void {
  window.dispatchEvent(new Event(UNREAD_CHANGED_EVENT));
}

/**
 * Unread visitor messages in the conversations waiting for or with a person,
 * for the admin nav: asked on load, every UNREAD_POLL_MS and after a read or a reply.
 * Null until known (or while the server cannot say).
 */
export function useUnreadCount(): number | null {
  const api = useAdminApi();
  const [unread, setUnread] = useState<number | null>(null);
  useEffect(() => {
    let controller: AbortController | null = null;
    const load = () => {
      controller?.abort();
      const current = new AbortController();
      controller = current;
      void api.get<{ unread?: unknown }>('/api/admin/conversations/unread', current).then((r) => {
        if (current.signal.aborted) return;
        setUnread(r.ok && typeof r.data?.unread === 'number' ? r.data.unread : null);
      });
    };
    load();
    const timer = window.setInterval(load, UNREAD_POLL_MS);
    window.addEventListener(UNREAD_CHANGED_EVENT, load);
    return () => {
      controller?.abort();
      window.clearInterval(timer);
      window.removeEventListener(UNREAD_CHANGED_EVENT, load);
    };
  }, [api]);
  return unread;
}
