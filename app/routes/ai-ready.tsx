import { Bot, CalendarCheck, Rocket, Workflow } from 'lucide-react';
import { chatbotContexts } from '../../common/chatbot-event.ts';
import { AI_READY } from '../../common/content/ai-ready.ts';
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

const icons = [CalendarCheck, Bot, Workflow, Rocket];
const plan = AI_READY.plan.map((step, i) => ({ ...step, icon: icons[i] ?? Rocket }));

export default function AiReady() {
  return (
    <main id="main">
      <section className="bg-gradient-to-b from-brand-50 to-white">
        <div className="mx-auto grid max-w-6xl items-start gap-12 px-4 py-16 sm:px-6 lg:grid-cols-2 lg:py-24">
          <div>
            <h1 className="text-4xl font-extrabold tracking-tight text-ink sm:text-5xl">
              {AI_READY.title}
            </h1>
            <p className="mt-6 text-lg text-slate-700">{AI_READY.intro}</p>
            <p className="mt-6 text-xl font-semibold text-brand-700">{AI_READY.offer}</p>
            <ChatbotButton detail={chatbotContexts.consultation} className="mt-6">
              Book a Free Strategy Call
            </ChatbotButton>
            <ol className="mt-10 space-y-4" aria-label={AI_READY.planLabel}>
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
