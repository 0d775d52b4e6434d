import { CheckCircle2 } from 'lucide-react';
import { WELCOME_ABOARD } from '../../common/content/contact-page.ts';
import { originFrom, pageMeta } from '../components/seo.ts';
import { GetInTouchPanel } from '../features/forms/get-in-touch-panel.tsx';
import type { Route } from './+types/welcome-aboard';

/** Sent as islands (ADR 063): the contact form is the page's own island. */
export const handle = { islands: true };

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({
    title: 'Welcome Aboard',
    description:
      'Start your 7-day free trial: leave your details and we will set up your AI assistant.',
    path: '/WelcomeAboard',
    origin: originFrom(matches),
  });
}

export default function WelcomeAboardPage() {
  return (
    <main id="main" className="bg-slate-50">
      <section className="bg-ink text-white">
        <div className="mx-auto max-w-5xl px-4 py-20 text-center sm:px-6">
          <h1 className="text-4xl font-extrabold tracking-tight sm:text-6xl">
            {WELCOME_ABOARD.title}
          </h1>
          <p className="mx-auto mt-5 max-w-2xl text-lg text-slate-300">{WELCOME_ABOARD.intro}</p>
          <ol className="mx-auto mt-10 grid max-w-4xl gap-4 text-left sm:grid-cols-3">
            {WELCOME_ABOARD.steps.map((s, i) => (
              <li key={s} className="flex gap-3 rounded-2xl bg-white/5 p-5 ring-1 ring-white/10">
                <CheckCircle2 aria-hidden="true" className="size-6 shrink-0 text-emerald-300" />
                <span>
                  <span className="sr-only">Step {i + 1}: </span>
                  {s}
                </span>
              </li>
            ))}
          </ol>
        </div>
      </section>
      <div className="mx-auto max-w-6xl px-4 py-16 sm:px-6 sm:py-20">
        <GetInTouchPanel />
      </div>
    </main>
  );
}
