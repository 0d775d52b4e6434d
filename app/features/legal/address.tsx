import { site } from '../../../common/site.ts';

/** The company's e-mail and postal address from the site config. */
export function CompanyContact() {
  const a = site.address;
  return (
    <address className="not-italic">
      <p className="font-semibold text-ink">{site.legalName}</p>
      <p>
        {a.street}, {a.city} {a.postalCode}, {a.region}, {a.country}
      </p>
      <p className="mt-2">
        Email:{' '}
        <a className="text-brand-700 underline" href={`mailto:${site.email}`}>
          {site.email}
        </a>
      </p>
    </address>
  );
}
