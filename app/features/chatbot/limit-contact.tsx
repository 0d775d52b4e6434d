import { site } from '../../../common/site.ts';

/** Under a chat's limit message: the limit is never a dead end. */
export function LimitContactLine() {
  return (
    <p className="mt-1">
      You can also e-mail us at{' '}
      <a className="font-semibold text-brand-700 underline" href={`mailto:${site.email}`}>
        {site.email}
      </a>{' '}
      or call{' '}
      <a
        className="font-semibold text-brand-700 underline"
        href={`tel:${site.phone.replace(/\s/g, '')}`}
      >
        {site.phone}
      </a>
      .
    </p>
  );
}
