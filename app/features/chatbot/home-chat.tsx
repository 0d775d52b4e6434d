import { EMBEDDED_CHAT_PROFILES } from './embedded-chat-profiles.ts';
import { LazyEmbeddedChat } from './lazy-embedded-chat.tsx';

/** The home page chat section (spec §2.3). */
export function HomeChat() {
  return (
    <div className="mx-auto w-full max-w-3xl px-6 py-16">
      <LazyEmbeddedChat profile={EMBEDDED_CHAT_PROFILES.home} />
    </div>
  );
}
