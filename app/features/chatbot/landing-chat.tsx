import { EMBEDDED_CHAT_PROFILES } from './embedded-chat-profiles.ts';
import { LazyEmbeddedChat } from './lazy-embedded-chat.tsx';

/** The pet ('PetCare Assistant') and fitness ('Fitness Coach') landing chats (spec §2.3). */
export function LandingChat({ profile }: { profile: 'pets' | 'fitness' }) {
  return <LazyEmbeddedChat profile={EMBEDDED_CHAT_PROFILES[profile]} />;
}
