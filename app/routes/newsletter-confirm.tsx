import { useParams } from 'react-router';
import { site } from '../../common/site.ts';
import { originFrom, pageMeta } from '../components/seo.ts';
import { TokenAction } from '../features/newsletter-subscription/token-action.tsx';
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

/** Double opt-in: the e-mailed link opens this page; only the button confirms. */
export default function NewsletterConfirmPage() {
  const { token = '' } = useParams();
  return (
    <TokenAction
      title="Confirm Subscription"
      intro={`Please confirm that you want to receive the ${site.name} newsletter at this address.`}
      endpoint="/api/newsletter/confirm"
      token={token}
      buttonLabel="Confirm my subscription"
      busyLabel="Confirming..."
      doneFallback="Your subscription is confirmed."
    />
  );
}
