import { Link } from 'react-router';
import { chatbotContexts } from '../../common/chatbot-event.ts';
import { PORTFOLIO_PAGE } from '../../common/content/case-studies.ts';
import { ChatbotButton, buttonStyles } from '../components/chatbot-button.tsx';
import { PageHero } from '../components/page-hero.tsx';
import { originFrom, pageMeta } from '../components/seo.ts';
import { PortfolioBrowser } from '../features/portfolio/portfolio-browser.tsx';
import { Island } from '../islands/island.tsx';
import type { Route } from './+types/portfolio';

/** Sent as islands (ADR 063): the case studies browser is the page's own island. */
export const handle = { islands: true };

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({
    title: 'Portfolio',
    description:
      'Client case studies: AI chatbots, performance marketing, social media automation, websites and e-commerce stores, with the results they delivered.',
    path: '/Portfolio',
    origin: originFrom(matches),
  });
}

export default function PortfolioPage() {
  return (
    <main id="main">
      <PageHero
        eyebrow={PORTFOLIO_PAGE.eyebrow}
        title={PORTFOLIO_PAGE.title}
        titleWidth="max-w-3xl"
        padding="sm:py-24"
        intro={PORTFOLIO_PAGE.intro}
      >
        <Link to="/Portfolio" className={`mt-8 ${buttonStyles.outlineLight}`}>
          View Our Work
        </Link>
      </PageHero>
      <section aria-labelledby="case-studies-heading" className="bg-slate-50 py-16 sm:py-20">
        <div className="mx-auto max-w-6xl px-4 sm:px-6">
          <h2 id="case-studies-heading" className="mb-6 text-2xl font-bold text-ink">
            Case studies
          </h2>
          <Island name="portfolio" when="visible">
            <PortfolioBrowser />
          </Island>
        </div>
      </section>
      <section aria-labelledby="potential-client" className="py-20">
        <div className="mx-auto max-w-4xl px-4 text-center sm:px-6">
          <h2 id="potential-client" className="text-3xl font-extrabold text-ink sm:text-4xl">
            {PORTFOLIO_PAGE.cta.title}
          </h2>
          <p className="mt-4 text-lg text-slate-600">{PORTFOLIO_PAGE.cta.text}</p>
          <ChatbotButton
            context={chatbotContexts.potentialClient}
            className={`mt-8 ${buttonStyles.primary}`}
          >
            Talk To Our Expert
          </ChatbotButton>
        </div>
      </section>
    </main>
  );
}
