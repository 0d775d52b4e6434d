import { Mail, MapPin, Phone } from 'lucide-react';
import { site } from '../../common/site.ts';

interface ContactDetailsProps {
  /** Each line's classes. */
  itemClass: string;
  iconClass: string;
  linkClass: string;
  /** Where the long e-mail address may break. */
  emailBreak: string;
}

/** The agency's e-mail, phone and address as lines of a list, each behind its icon. */
export function ContactDetails({
  itemClass,
  iconClass,
  linkClass,
  emailBreak,
}: ContactDetailsProps) {
  const { street, city, country } = site.address;
  return (
    <>
      <li className={itemClass}>
        <Mail aria-hidden="true" className={iconClass} />
        <a href={`mailto:${site.email}`} className={`${linkClass} ${emailBreak}`}>
          {site.email}
        </a>
      </li>
      <li className={itemClass}>
        <Phone aria-hidden="true" className={iconClass} />
        <a href={`tel:${site.phone.replace(/\s/g, '')}`} className={linkClass}>
          {site.phone}
        </a>
      </li>
      <li className={itemClass}>
        <MapPin aria-hidden="true" className={iconClass} />
        <address className="not-italic">
          {street}, {city}, {country}
        </address>
      </li>
    </>
  );
}
