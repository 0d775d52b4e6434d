import { Suspense, lazy, useRef, useState } from 'react';
import { useNearViewport } from '../../components/use-near-viewport.ts';
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
  const near = useNearViewport(box, '200px');

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
      {active || near ? (
        <Suspense fallback={frame}>
          <EmbeddedChat profile={profile} initialAction={action} />
        </Suspense>
      ) : (
        frame
      )}
    </div>
  );
}
