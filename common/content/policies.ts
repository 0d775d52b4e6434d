/**
 * Sentences of the Terms and the Privacy Policy (spec §2.3) that visitors ask the chat
 * about: refunds, renewals and what happens to their data. The pages (app/routes/terms.tsx,
 * app/routes/privacy-policy.tsx) show the same sentences; server/chat/policies.test.ts
 * fails when a page no longer does, so the chat never states a policy the site does not.
 */
export const POLICY_FACTS = {
  refunds: 'All fees are non-refundable except as required by law.',
  renewal: 'Subscriptions auto-renew unless canceled before the renewal date.',
  priceChanges: 'Prices may change; we tell you before a change applies to your subscription.',
  noSale: 'We do not sell your personal data.',
  encryption: 'Your data is encrypted in transit and at rest.',
  access: 'Access controls limit your data to the staff who need it for their work.',
} as const;
