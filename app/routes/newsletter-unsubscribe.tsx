import { useParams } from 'react-router';
import { site } from '../../common/site.ts';
import { originFrom, pageMeta } from '../components/seo.ts';
import { TokenAction } from '../features/newsletter-subscription/token-action.tsx';
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

/** The e-mailed link opens this page; only the button unsubscribes. */
export default function NewsletterUnsubscribePage() {
  const { token = '' } = useParams();
  return (
    <TokenAction
      title="Unsubscribe"
      intro={`Do you want to stop receiving the ${site.name} newsletter?`}
      endpoint="/api/newsletter/unsubscribe"
      token={token}
      buttonLabel="Unsubscribe"
      busyLabel="Unsubscribing..."
      doneFallback="You have been unsubscribed."
    />
  );
}
