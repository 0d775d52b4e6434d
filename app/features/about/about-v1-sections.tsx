import { Link } from 'react-router';
import { INDUSTRIES, INDUSTRIES_HEADINGS } from '../../../common/content/industries.ts';
import { TEAM, TEAM_HEADING, teamAvatarPath } from '../../../common/content/team.ts';
import { IconBadge } from '../../components/content-icons.tsx';
import { SectionList } from '../../components/section.tsx';

export function AboutIndustries() {
  const tiles = INDUSTRIES.filter((i) => !i.special);
  return (
    <SectionList
      id="about-industries"
      {...INDUSTRIES_HEADINGS.about}
      items={tiles}
      listClass="mt-12 grid gap-4 sm:grid-cols-2 lg:grid-cols-5"
      itemClass="rounded-2xl bg-slate-50 p-6 ring-1 ring-slate-200"
    >
      {(t) => (
        <>
          {t.visual ? <IconBadge name={t.visual} tone="white" /> : null}
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
        </>
      )}
    </SectionList>
  );
}

export function Team() {
  return (
    <SectionList
      id="team-heading"
      band="slate"
      {...TEAM_HEADING}
      items={TEAM}
      itemKey={(m) => m.name}
      listClass="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3"
      itemClass="flex items-center gap-5 rounded-3xl bg-white p-6 ring-1 ring-slate-200"
    >
      {(m) => (
        <>
          <img
            src={teamAvatarPath(m)}
            alt=""
            width={64}
            height={64}
            loading="lazy"
            decoding="async"
            className="size-16 shrink-0 rounded-full"
          />
          <div>
            <h3 className="text-lg font-bold text-ink">{m.name}</h3>
            <p className="text-slate-600">{m.role}</p>
          </div>
        </>
      )}
    </SectionList>
  );
}
