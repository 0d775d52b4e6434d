/** Placeholder: built by its issue. */
export function meta() {
  return [{ title: 'Our Blog' }];
}

export default function Page() {
  return (
    <main id="main" className="mx-auto max-w-5xl px-6 py-24">
      <h1 className="text-4xl font-bold">Our Blog</h1>
    </main>
  );
}
