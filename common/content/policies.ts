/**
 * Sentences of the Terms and the Privacy Policy (spec §2.3) that visitors ask the chat
 * about most: refunds, renewals and what happens to their data. The documents of legal.ts,
 * which the pages render, state them from here; the chat's summaries of refunds and of data
 * quote them (server/chat/policies.test.ts checks both).
 */
export const POLICY_FACTS = {
  refunds: 'All fees are non-refundable except as required by law.',
  renewal: 'Subscriptions auto-renew unless canceled before the renewal date.',
  priceChanges: 'Prices may change; we tell you before a change applies to your subscription.',
  noSale: 'We do not sell your personal data.',
  encryption: 'Your data is encrypted in transit and at rest.',
  access: 'Access controls limit your data to the staff who need it for their work.',
} as const;
