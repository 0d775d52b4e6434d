/** Placeholder of the home page chat section (chat-and-booking issue). */
export function HomeChat() {
  return (
    <section aria-labelledby="home-chat-heading" className="mx-auto max-w-3xl px-6 py-16">
      <h2 id="home-chat-heading" className="text-3xl font-bold">
        Chat with Our AI Assistant
      </h2>
    </section>
  );
}
