/**
 * Placeholder mount of the floating chatbot (chat-and-booking issue): the launcher
 * button bottom right on public pages. The root layout renders it.
 */
export function ChatbotRoot() {
  return null;
}
