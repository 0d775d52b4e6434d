import { useParams } from 'react-router';
import { site } from '../../common/site.ts';
import { originFrom, pageMeta } from '../components/seo.ts';
import { Unsubscribe } from '../features/newsletter-subscription/token-action.tsx';
import { Island } from '../islands/island.tsx';
import type { Route } from './+types/newsletter-unsubscribe';

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({
    title: 'Unsubscribe',
    description: `Stop receiving the ${site.name} newsletter.`,
    path: '/newsletter/unsubscribe',
    origin: originFrom(matches),
    noindex: true,
  });
}

export function headers() {
  return { 'Referrer-Policy': 'no-referrer' };
}

/** Sent as islands (ADR 063): the page's one button is an island that knows its token. */
export const handle = { islands: true };

/** The e-mailed link opens this page; only the button unsubscribes. */
export default function NewsletterUnsubscribePage() {
  const { token = '' } = useParams();
  return (
    <Island name="newsletter-unsubscribe" param={token}>
      <Unsubscribe token={token} />
    </Island>
  );
}
