import { useEffect, useRef, useState, type ComponentType } from 'react';
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
  const [loadFailed, setLoadFailed] = useState(false);
  const frameInput = useRef<HTMLTextAreaElement>(null);

  const activate = (next: FrameAction) => {
    setAction(next);
    if (Core) return;
    // A core that cannot be fetched leaves the frame, which says so; the next use tries again.
    loadCore().then(
      (core) => setCore(() => core.default),
      (error: unknown) => {
        console.error('The chat could not be loaded', error);
        setLoadFailed(true);
      },
    );
  };

  // Used before React had the frame (a slow phone): the focus, the text typed, and Enter,
  // which the browser wrote into the field as a line break, are carried out now.
  useEffect(() => {
    const field = frameInput.current;
    if (!field || (field.value === '' && document.activeElement !== field)) return;
    if (field.value.endsWith('\n')) {
      field.value = field.value.slice(0, -1);
      activate({ type: 'send' });
    } else activate({ type: 'focus' });
    // Once, for what was done before hydration.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <div onPointerEnter={() => void loadCore().catch(() => undefined)}>
      {Core && action ? (
        <Core
          profile={profile}
          initialAction={action}
          fromFrame={() => ({
            text: frameInput.current?.value ?? '',
            focused: frameInput.current !== null && document.activeElement === frameInput.current,
          })}
        />
      ) : (
        <EmbeddedChatFrame
          profile={profile}
          inputRef={frameInput}
          onActivate={activate}
          loadFailed={loadFailed}
        />
      )}
    </div>
  );
}
