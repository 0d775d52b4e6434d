import { site } from '../../common/site.ts';
import type { Route } from './+types/home';

export function meta(_: Route.MetaArgs) {
  return [
    { title: `${site.name} | Development, Branding & Marketing Agency` },
    { name: 'description', content: site.description },
  ];
}

export default function Home() {
  return (
    <main id="main" className="mx-auto max-w-5xl px-6 py-24">
      <p className="text-sm font-semibold tracking-widest text-brand-700 uppercase">
        {site.tagline}
      </p>
      <h1 className="mt-4 text-5xl font-extrabold tracking-tight">
        We build brands that grow with AI
      </h1>
      <p className="mt-6 max-w-2xl text-lg text-slate-700">{site.description}</p>
    </main>
  );
}
