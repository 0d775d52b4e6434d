import { TICKER_LOOP_S } from '../../../common/constants.ts';
import { TICKER_ITEMS } from '../../../common/content/home.ts';

/** Spec §2.3 ticker, one loop every 20 s; the copy is read once, the moving twin is hidden. */
export function Ticker() {
  const row = (hidden: boolean) => (
    <ul aria-hidden={hidden || undefined} className="flex shrink-0 items-center">
      {TICKER_ITEMS.map((item) => (
        <li
          key={item}
          className="flex items-center px-6 text-2xl font-extrabold tracking-tight sm:text-4xl"
        >
          {item}
          <span aria-hidden="true" className="ml-12 text-brand-100">
            ✦
          </span>
        </li>
      ))}
    </ul>
  );
  return (
    <section aria-label="What we do" className="overflow-hidden bg-brand-600 py-5 text-white">
      <div
        className="ticker-track flex w-max"
        style={{ ['--ticker-s' as string]: `${TICKER_LOOP_S}s` }}
      >
        {row(false)}
        {row(true)}
      </div>
    </section>
  );
}
