/** Placeholder of the pet and fitness landing chats (chat-and-booking issue). */
export function LandingChat({ profile }: { profile: 'pets' | 'fitness' }) {
  const title = profile === 'pets' ? 'PetCare Assistant' : 'Fitness Coach';
  return (
    <section aria-label={title} className="rounded-2xl border p-6">
      <h2 className="text-xl font-semibold">{title}</h2>
    </section>
  );
}
