/**
 * The words of /Influence and of the platforms strip it shares with /Creative, which the
 * chat also answers from. Icons are the page's.
 */

/** The platforms our creator campaigns run on. */
export const INFLUENCER_PLATFORMS = [
  'Instagram',
  'TikTok',
  'YouTube',
  'Facebook',
  'X',
  'LinkedIn',
  'Snapchat',
  'Twitch',
  'Pinterest',
] as const;

/** Spec §2.3 Creatives: 'Any influencer, any platform'. */
export const PLATFORMS_STRIP = {
  title: 'Any influencer, any platform',
  text: 'From micro-creators to celebrities, we find the voices your customers already trust and run the campaign end to end.',
} as const;

export const INFLUENCE_PAGE = {
  eyebrow: 'Influencer Marketing',
  title: 'Turn trusted voices into real customers',
  intro:
    'People buy from people they trust. We connect your brand with creators your customers already follow and turn their recommendations into measurable sales.',
  stepsTitle: 'How it works',
  steps: [
    {
      title: 'Find the right voices',
      text: 'We match your brand with vetted creators whose audience is your customer, checked for real engagement and brand safety.',
    },
    {
      title: 'Create content that converts',
      text: 'Briefs, creative direction and review, so every post feels authentic and carries your message.',
    },
    {
      title: 'Run the campaign for you',
      text: 'Contracts, schedules, product seeding and payments: we handle the whole campaign end to end.',
    },
    {
      title: 'Measure what matters',
      text: 'Tracked links and discount codes show reach, clicks and sales, with a clear report at the end.',
    },
  ],
  cta: {
    title: 'Ready to launch your campaign?',
    text: 'Tell us about your brand and goals; we reply within 24 hours with a campaign plan.',
  },
} as const;
