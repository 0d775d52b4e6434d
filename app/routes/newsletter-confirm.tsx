import { useParams } from 'react-router';
import { site } from '../../common/site.ts';
import { originFrom, pageMeta } from '../components/seo.ts';
import { ConfirmSubscription } from '../features/newsletter-subscription/token-action.tsx';
import { Island } from '../islands/island.tsx';
import type { Route } from './+types/newsletter-confirm';

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({
    title: 'Confirm Subscription',
    description: `Confirm your subscription to the ${site.name} newsletter.`,
    path: '/newsletter/confirm',
    origin: originFrom(matches),
    noindex: true,
  });
}

export function headers() {
  return { 'Referrer-Policy': 'no-referrer' };
}

/** Sent as islands (ADR 063): the page's one button is an island that knows its token. */
export const handle = { islands: true };

/** Double opt-in: the e-mailed link opens this page; only the button confirms. */
export default function NewsletterConfirmPage() {
  const { token = '' } = useParams();
  return (
    <Island name="newsletter-confirm" param={token}>
      <ConfirmSubscription token={token} />
    </Island>
  );
}
