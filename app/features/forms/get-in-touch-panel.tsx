import { Clock } from 'lucide-react';
import { GET_IN_TOUCH } from '../../../common/content/contact-page.ts';
import { ContactDetails } from '../../components/contact-details.tsx';
import { SocialLinks } from '../../components/social-icons.tsx';
import { Island } from '../../islands/island.tsx';
import { ContactPanelForm } from './contact-panel-form.tsx';

/** Spec §2.3 'Get In Touch' panel: the e-mail, social links and the full contact form. */
export function GetInTouchPanel({ headingLevel = 2 }: { headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <div className="grid overflow-hidden rounded-[2rem] bg-white shadow-2xl shadow-slate-900/10 ring-1 ring-slate-200 lg:grid-cols-5">
      <div className="bg-gradient-to-br from-brand-700 to-violet-800 p-8 text-white sm:p-10 lg:col-span-2">
        <Heading className="text-3xl font-extrabold">{GET_IN_TOUCH.title}</Heading>
        <p className="mt-3 text-brand-50">{GET_IN_TOUCH.text}</p>
        <ul className="mt-8 space-y-5">
          <ContactDetails
            itemClass="flex gap-3"
            iconClass="mt-0.5 size-5 shrink-0"
            linkClass="underline-offset-4 hover:underline"
            emailBreak="break-all"
          />
          <li className="flex gap-3">
            <Clock aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
            <span>{GET_IN_TOUCH.availability}</span>
          </li>
        </ul>
        <SocialLinks
          className="mt-10"
          linkClassName="inline-flex size-10 items-center justify-center rounded-full bg-white/15 text-white transition hover:bg-white hover:text-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
        />
      </div>
      <div className="p-6 sm:p-10 lg:col-span-3">
        <Island name="contact-form" when="visible">
          <ContactPanelForm />
        </Island>
      </div>
    </div>
  );
}
