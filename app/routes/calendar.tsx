/** Placeholder: built by its issue. */
export function meta() {
  return [{ title: 'Calendly' }];
}

export default function Page() {
  return (
    <main id="main" className="mx-auto max-w-5xl px-6 py-24">
      <h1 className="text-4xl font-bold">Calendly</h1>
    </main>
  );
}
