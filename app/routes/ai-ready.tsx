import { Bot, CalendarCheck, Rocket, Workflow } from 'lucide-react';
import { chatbotContexts } from '../../common/chatbot-event.ts';
import { site } from '../../common/site.ts';
import { originFrom, pageMeta } from '../components/seo.ts';
import { BusinessForm } from '../features/business-form/business-form.tsx';
import { ChatbotButton } from '../features/verticals/chatbot-button.tsx';
import { Island } from '../islands/island.tsx';
import type { Route } from './+types/ai-ready';

/** Sent as islands (ADR 063): the business form is the page's own island. */
export const handle = { islands: true };

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({
    title: 'Get Your Business AI-Ready in 30 Days',
    description: `${site.name} makes your business AI-ready in 30 days: AI assistants, automated booking and follow-ups. Book a free strategy call.`,
    path: '/ai-ready',
    origin: originFrom(matches),
  });
}

const plan = [
  {
    icon: CalendarCheck,
    week: 'Week 1',
    text: 'Strategy call and audit of where you lose leads and time.',
  },
  {
    icon: Bot,
    week: 'Week 2',
    text: 'Your AI assistant, trained on your services, prices and hours.',
  },
  {
    icon: Workflow,
    week: 'Week 3',
    text: 'Booking, reminders and follow-ups automated end to end.',
  },
  { icon: Rocket, week: 'Week 4', text: 'Launch, measure and fine-tune with your team.' },
];

export default function AiReady() {
  return (
    <main id="main">
      <section className="bg-gradient-to-b from-brand-50 to-white">
        <div className="mx-auto grid max-w-6xl items-start gap-12 px-4 py-16 sm:px-6 lg:grid-cols-2 lg:py-24">
          <div>
            <h1 className="text-4xl font-extrabold tracking-tight text-ink sm:text-5xl">
              Get Your Business AI-Ready in 30 Days
            </h1>
            <p className="mt-6 text-lg text-slate-700">
              Answer every enquiry instantly, book appointments while you sleep and follow up
              automatically, without hiring or learning new software.
            </p>
            <p className="mt-6 text-xl font-semibold text-brand-700">
              Free Strategy Call or Download Free AI Blueprint.
            </p>
            <ChatbotButton detail={chatbotContexts.consultation} className="mt-6">
              Book a Free Strategy Call
            </ChatbotButton>
            <ol className="mt-10 space-y-4" aria-label="Your 30-day plan">
              {plan.map(({ icon: Icon, week, text }) => (
                <li key={week} className="flex gap-4">
                  <Icon aria-hidden="true" className="mt-1 size-6 shrink-0 text-brand-600" />
                  <p className="text-slate-700">
                    <span className="font-semibold text-ink">{week}: </span>
                    {text}
                  </p>
                </li>
              ))}
            </ol>
          </div>
          <Island name="business-form" when="visible">
            <BusinessForm />
          </Island>
        </div>
      </section>
    </main>
  );
}
