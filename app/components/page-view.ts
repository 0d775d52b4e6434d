import { request } from '../lib/api.ts';

/** Records a first-party page view; failures are only logged (spec §7). */
export function sendPageView(path: string, referrer: string): void {
  const body = JSON.stringify({ path, referrer });
  try {
    const blob = new Blob([body], { type: 'application/json' });
    if (navigator.sendBeacon?.('/api/analytics/pageview', blob)) return;
  } catch (error) {
    console.warn('Page view beacon failed', error);
  }
  void request('/api/analytics/pageview', {
    method: 'POST',
    json: { path, referrer },
    keepalive: true,
  }).then((result) => {
    if (!result.ok) console.warn('Page view not recorded', result.status, result.message);
  });
}
