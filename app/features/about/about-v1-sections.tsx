import { Link } from 'react-router';
import { INDUSTRIES } from '../../../common/content/industries.ts';
import { ContentIcon } from '../../components/content-icons.tsx';
import { Section } from '../../components/section.tsx';

export function AboutIndustries() {
  const tiles = INDUSTRIES.filter((i) => !i.special);
  return (
    <Section
      id="about-industries"
      className="py-20 sm:py-24"
      eyebrow="Industries"
      title="Industries we serve"
    >
      <ul className="mt-12 grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
        {tiles.map((t) => (
          <li key={t.id} className="rounded-2xl bg-slate-50 p-6 ring-1 ring-slate-200">
            {t.visual ? <ContentIcon name={t.visual} className="size-7 text-brand-700" /> : null}
            <h3 className="mt-4 font-bold text-ink">
              {t.href ? (
                <Link to={t.href} reloadDocument className="underline-offset-4 hover:underline">
                  {t.text}
                </Link>
              ) : (
                t.text
              )}
            </h3>
            <p className="mt-1 text-sm text-slate-600">{t.subtitle}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
}

const TEAM = [
  { name: 'Ayesha Rahman', role: 'Founder & CEO', initials: 'AR', colour: '#2552d9' },
  { name: 'Bilal Siddiqui', role: 'Head of Engineering', initials: 'BS', colour: '#7c3aed' },
  { name: 'Sana Qureshi', role: 'Creative Director', initials: 'SQ', colour: '#be123c' },
  { name: 'Omar Farooq', role: 'Head of Performance Marketing', initials: 'OF', colour: '#0f766e' },
  { name: 'Hira Malik', role: 'AI Solutions Lead', initials: 'HM', colour: '#b45309' },
  { name: 'Daniyal Khan', role: 'Client Success Manager', initials: 'DK', colour: '#0369a1' },
];

export function Team() {
  return (
    <Section
      id="team-heading"
      className="bg-slate-50 py-20 sm:py-24"
      eyebrow="Our team"
      title="The people behind your growth"
      intro="50+ designers, engineers, marketers and AI specialists. Meet some of the leads."
    >
      <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {TEAM.map((m) => (
          <li
            key={m.name}
            className="flex items-center gap-5 rounded-3xl bg-white p-6 ring-1 ring-slate-200"
          >
            <svg aria-hidden="true" viewBox="0 0 64 64" width={64} height={64} className="shrink-0">
              <circle cx="32" cy="32" r="32" fill={m.colour} />
              <text
                x="32"
                y="39"
                textAnchor="middle"
                fill="#fff"
                fontSize="20"
                fontWeight="700"
                fontFamily="Inter, system-ui, sans-serif"
              >
                {m.initials}
              </text>
            </svg>
            <div>
              <h3 className="text-lg font-bold text-ink">{m.name}</h3>
              <p className="text-slate-600">{m.role}</p>
            </div>
          </li>
        ))}
      </ul>
    </Section>
  );
}
