import { STATS } from '../../common/content/stats.ts';

/** The agency's figures (spec §1) as the dark heroes of the home and About pages show them. */
export function StatsFigures() {
  return (
    <dl className="mt-16 grid max-w-4xl grid-cols-2 gap-6 sm:grid-cols-4">
      {STATS.map((s) => (
        <div key={s.label} className="border-l border-white/20 pl-4">
          <dt className="text-sm text-slate-300">{s.label}</dt>
          <dd className="order-first text-3xl font-extrabold text-white">{s.value}</dd>
        </div>
      ))}
    </dl>
  );
}
