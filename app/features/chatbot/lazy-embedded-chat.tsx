import { Suspense, lazy, useEffect, useRef, useState } from 'react';
import { EmbeddedChatFrame, type FrameAction } from './embedded-chat-frame.tsx';
import type { EmbeddedChatProfile } from './embedded-chat-profiles.ts';

const EmbeddedChat = lazy(() => import('./embedded-chat.tsx'));

/**
 * An embedded chat that ships as a light frame and loads the chat core when the panel
 * comes near the viewport or the visitor uses it (ADR: one chat core, loaded lazily).
 */
export function LazyEmbeddedChat({ profile }: { profile: EmbeddedChatProfile }) {
  const [active, setActive] = useState(false);
  const [action, setAction] = useState<FrameAction | null>(null);
  const box = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const node = box.current;
    if (active || !node || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) setActive(true);
      },
      { rootMargin: '200px' },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [active]);

  const frame = (
    <EmbeddedChatFrame
      profile={profile}
      onActivate={(next) => {
        setAction(next);
        setActive(true);
      }}
    />
  );

  return (
    <div ref={box}>
      {active ? (
        <Suspense fallback={frame}>
          <EmbeddedChat profile={profile} initialAction={action} />
        </Suspense>
      ) : (
        frame
      )}
    </div>
  );
}
