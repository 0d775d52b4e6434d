import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { site } from '../../common/site.ts';
import { ContactDetails } from './contact-details.tsx';
import { Logo } from './logo.tsx';
import { SocialLinks } from './social-icons.tsx';

const linkClass =
  'rounded text-slate-300 transition hover:text-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white';

/** Spec §2.2 Quick Links in three columns: Services, Company, Contact Info. */
const serviceLinks = [
  { to: '/Services', label: 'All Services' },
  { to: '/LandingPages/PetLandingPage', label: 'Pet Industry' },
  { to: '/LandingPages/FitnessLandingPage', label: 'Fitness Industry' },
  { to: '/Offers', label: 'Offers' },
];
const companyLinks = [
  { to: '/about', label: 'About Us' },
  { to: '/Work', label: 'Our Work' },
  { to: '/Blog', label: 'Blog' },
  { to: '/careers', label: 'Careers' },
  { to: '/PrivacyPolicy', label: 'Privacy Policy' },
  { to: '/Terms&Conditions', label: 'Terms & Conditions' },
];

function Column({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div>
      <h3 className="text-sm font-semibold tracking-wider text-white uppercase">{title}</h3>
      <div className="mt-4">{children}</div>
    </div>
  );
}

function LinkList({ links }: { links: { to: string; label: string }[] }) {
  return (
    <ul className="space-y-3">
      {links.map((l) => (
        <li key={l.to}>
          <Link to={l.to} className={linkClass}>
            {l.label}
          </Link>
        </li>
      ))}
    </ul>
  );
}

/**
 * Spec §2.2 footer. The two forms are passed in by the root so this shared component does
 * not depend on a feature folder.
 */
export function SiteFooter({
  contactForm,
  newsletter,
}: {
  contactForm: ReactNode;
  newsletter: ReactNode;
}) {
  return (
    <footer className="bg-ink text-slate-300" aria-labelledby="footer-heading">
      <h2 id="footer-heading" className="sr-only">
        Footer
      </h2>
      <div className="mx-auto grid max-w-7xl gap-12 px-4 py-16 sm:px-6 lg:grid-cols-12 lg:py-20">
        <div className="lg:col-span-4">
          <Logo tone="light" className="h-9 w-auto" />
          <p className="mt-4 max-w-sm text-slate-300">{site.description}</p>
          <SocialLinks className="mt-6" />
          <div className="mt-10 rounded-2xl bg-white/5 p-5 ring-1 ring-white/10">
            <h3 className="font-semibold text-white">Subscribe to our newsletter</h3>
            <p className="mt-1 mb-4 text-sm text-slate-300">
              Automation ideas and growth tips, once a month. No spam.
            </p>
            {newsletter}
          </div>
        </div>
        <div className="grid gap-10 sm:grid-cols-[auto_auto_minmax(0,1fr)] lg:col-span-5 lg:gap-8">
          <Column title="Services">
            <LinkList links={serviceLinks} />
          </Column>
          <Column title="Company">
            <LinkList links={companyLinks} />
          </Column>
          <Column title="Contact Info">
            <ul className="space-y-4 text-sm">
              <ContactDetails
                itemClass="flex gap-2"
                iconClass="mt-0.5 size-4 shrink-0 text-brand-100"
                linkClass={linkClass}
                emailBreak="break-all sm:break-normal"
              />
              <li>
                <Link to="/Contact" className={`${linkClass} font-semibold text-white`}>
                  Contact Us
                </Link>
              </li>
            </ul>
          </Column>
        </div>
        <div className="lg:col-span-3">
          <h3 className="text-sm font-semibold tracking-wider text-white uppercase">
            Send us a message
          </h3>
          <div className="mt-4">{contactForm}</div>
          <p className="mt-4 text-xs text-slate-400">
            By submitting, you agree to our{' '}
            <Link to="/PrivacyPolicy" className="underline hover:text-white">
              Privacy Policy
            </Link>{' '}
            and{' '}
            <Link to="/Terms&Conditions" className="underline hover:text-white">
              Terms &amp; Conditions
            </Link>
            .
          </p>
        </div>
      </div>
      <div className="border-t border-white/10">
        <div className="mx-auto flex max-w-7xl flex-col gap-2 px-4 py-6 text-sm text-slate-400 sm:flex-row sm:justify-between sm:px-6">
          <p>
            © {new Date().getFullYear()} {site.legalName}. All rights reserved.
          </p>
          <p>Based in Karachi, serving clients worldwide, available 24/7.</p>
        </div>
      </div>
    </footer>
  );
}
