import { useRef, useState, type ComponentType } from 'react';
import type { EmbeddedChatProps } from './embedded-chat.tsx';
import { EmbeddedChatFrame, type FrameAction } from './embedded-chat-frame.tsx';
import type { EmbeddedChatProfile } from './embedded-chat-profiles.ts';

const loadCore = () => import('./embedded-chat.tsx');

/**
 * An embedded chat that ships as a light frame and loads the chat core when the visitor
 * uses it, fetched ahead when a pointer comes over the panel (ADR 044). The frame stays,
 * with its focus and text, until the core is here; the core then takes its place in one
 * render and carries out what the visitor did (focus, a chip, "Talk to a person", text
 * typed and sent).
 */
export function LazyEmbeddedChat({ profile }: { profile: EmbeddedChatProfile }) {
  const [action, setAction] = useState<FrameAction | null>(null);
  const [Core, setCore] = useState<ComponentType<EmbeddedChatProps> | null>(null);
  const frameInput = useRef<HTMLTextAreaElement>(null);

  const activate = (next: FrameAction) => {
    setAction(next);
    if (Core) return;
    // A core that cannot be fetched leaves the frame; the next use tries again.
    loadCore().then(
      (core) => setCore(() => core.default),
      (error: unknown) => console.error('The chat could not be loaded', error),
    );
  };

  return (
    <div onPointerEnter={() => void loadCore().catch(() => undefined)}>
      {Core && action ? (
        <Core
          profile={profile}
          initialAction={action}
          initialDraft={() => frameInput.current?.value ?? ''}
        />
      ) : (
        <EmbeddedChatFrame profile={profile} inputRef={frameInput} onActivate={activate} />
      )}
    </div>
  );
}
