import { Briefcase, Clock, MapPin, Send } from 'lucide-react';
import { CAREERS_PAGE, OPEN_ROLES, applicationSubject } from '../../common/content/careers.ts';
import { site } from '../../common/site.ts';
import { originFrom, pageMeta } from '../components/seo.ts';
import type { Route } from './+types/careers';

/** Sent as islands (ADR 063): nothing of its own works by script. */
export const handle = { islands: true };

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({
    title: 'Careers',
    description: `Join ${site.name} in Karachi or remotely: open roles in development, AI, marketing and design.`,
    path: '/careers',
    origin: originFrom(matches),
  });
}

const mailto = (subject: string) => `mailto:${site.email}?subject=${encodeURIComponent(subject)}`;

export default function Careers() {
  return (
    <main id="main" className="mx-auto max-w-5xl px-4 py-16 sm:px-6">
      <header className="max-w-3xl">
        <p className="text-sm font-semibold tracking-widest text-brand-700 uppercase">
          {CAREERS_PAGE.eyebrow}
        </p>
        <h1 className="mt-3 text-4xl font-extrabold tracking-tight text-ink sm:text-5xl">
          {CAREERS_PAGE.title}
        </h1>
        <p className="mt-6 text-lg text-slate-700">{CAREERS_PAGE.intro}</p>
      </header>

      <section aria-labelledby="open-roles" className="mt-16">
        <h2 id="open-roles" className="text-2xl font-bold text-ink">
          {CAREERS_PAGE.rolesHeading}
        </h2>
        <ul className="mt-6 space-y-6">
          {OPEN_ROLES.map((role) => (
            <li key={role.id}>
              <article
                aria-labelledby={`role-${role.id}`}
                className="rounded-2xl border border-slate-200 p-6 shadow-sm"
              >
                <h3 id={`role-${role.id}`} className="text-xl font-semibold text-ink">
                  {role.title}
                </h3>
                <ul className="mt-3 flex flex-wrap gap-x-6 gap-y-2 text-sm text-slate-600">
                  <li className="inline-flex items-center gap-1">
                    <Briefcase aria-hidden="true" className="size-4" />
                    {role.team}
                  </li>
                  <li className="inline-flex items-center gap-1">
                    <MapPin aria-hidden="true" className="size-4" />
                    {role.location}
                  </li>
                  <li className="inline-flex items-center gap-1">
                    <Clock aria-hidden="true" className="size-4" />
                    {role.type}
                  </li>
                </ul>
                <p className="mt-4 text-slate-700">{role.summary}</p>
                <div className="mt-4 grid gap-6 sm:grid-cols-2">
                  <div>
                    <h4 className="font-semibold text-ink">
                      {CAREERS_PAGE.responsibilitiesHeading}
                    </h4>
                    <ul className="mt-2 list-disc space-y-1 pl-5 text-slate-700">
                      {role.responsibilities.map((r) => (
                        <li key={r}>{r}</li>
                      ))}
                    </ul>
                  </div>
                  <div>
                    <h4 className="font-semibold text-ink">{CAREERS_PAGE.requirementsHeading}</h4>
                    <ul className="mt-2 list-disc space-y-1 pl-5 text-slate-700">
                      {role.requirements.map((r) => (
                        <li key={r}>{r}</li>
                      ))}
                    </ul>
                  </div>
                </div>
                <a
                  href={mailto(applicationSubject(role))}
                  className="mt-6 inline-flex min-h-11 items-center gap-2 rounded-full bg-brand-700 px-6 py-3 font-semibold text-white hover:bg-brand-900"
                >
                  <Send aria-hidden="true" className="size-4" />
                  Apply by e-mail<span className="sr-only"> for {role.title}</span>
                </a>
              </article>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="how-to-apply" className="mt-16 rounded-2xl bg-brand-50 p-8">
        <h2 id="how-to-apply" className="text-2xl font-bold text-ink">
          {CAREERS_PAGE.applyHeading}
        </h2>
        <p className="mt-4 text-slate-700">
          {CAREERS_PAGE.applyBeforeAddress}{' '}
          <a className="font-semibold text-brand-700 underline" href={`mailto:${site.email}`}>
            {site.email}
          </a>{' '}
          {CAREERS_PAGE.applyAfterAddress} {CAREERS_PAGE.replyTime}{' '}
          {CAREERS_PAGE.openApplicationLead}{' '}
          <a
            className="font-semibold text-brand-700 underline"
            href={mailto(CAREERS_PAGE.openApplicationSubject)}
          >
            {CAREERS_PAGE.openApplication}
          </a>
          .
        </p>
      </section>
    </main>
  );
}
