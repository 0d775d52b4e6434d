import { POSTAL_ADDRESS } from '../../../common/content/legal.ts';
import { site } from '../../../common/site.ts';

/** The company's e-mail and postal address from the site config. */
export function CompanyContact() {
  return (
    <address className="not-italic">
      <p className="font-semibold text-ink">{site.legalName}</p>
      <p>{POSTAL_ADDRESS}</p>
      <p className="mt-2">
        Email:{' '}
        <a className="text-brand-700 underline" href={`mailto:${site.email}`}>
          {site.email}
        </a>
      </p>
    </address>
  );
}
