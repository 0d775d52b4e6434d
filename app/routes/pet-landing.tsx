/** Placeholder: built by its issue. */
export function meta() {
  return [{ title: 'Automate Your Pet Business with AI' }];
}

export default function Page() {
  return (
    <main id="main" className="mx-auto max-w-5xl px-6 py-24">
      <h1 className="text-4xl font-bold">Automate Your Pet Business with AI</h1>
    </main>
  );
}
