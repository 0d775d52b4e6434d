/** Spec §2.3 benefits section and its 'Live Analytics' card (static figures). */

export interface Benefit {
  title: string;
  description: string;
  icon: 'phone' | 'calendar-check' | 'globe';
}

export const BENEFITS: readonly Benefit[] = [
  {
    title: 'No Missed Calls',
    description: 'Every enquiry gets an instant answer, day or night, even when your team is busy.',
    icon: 'phone',
  },
  {
    title: 'More Bookings, Less Work',
    description: 'AI handles 80% of booking conversations',
    icon: 'calendar-check',
  },
  {
    title: 'Works Everywhere',
    description: 'website, WhatsApp, Instagram',
    icon: 'globe',
  },
];

export const LIVE_ANALYTICS = {
  title: 'Live Analytics',
  figures: [
    { value: '+247%', label: 'lead conversion' },
    { value: '24/7', label: 'response' },
    { value: '97%', label: 'accuracy' },
  ],
} as const;

/** The heading of the benefits. */
export const BENEFITS_HEADING = {
  eyebrow: 'Why automate',
  title: 'Your business, answering and booking 24/7',
};
