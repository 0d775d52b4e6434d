/** The words of /ai-ready, which the chat also answers from. Icons are the page's. */
export const AI_READY = {
  title: 'Get Your Business AI-Ready in 30 Days',
  intro:
    'Answer every enquiry instantly, book appointments while you sleep and follow up automatically, without hiring or learning new software.',
  offer: 'Free Strategy Call or Download Free AI Blueprint.',
  planLabel: 'Your 30-day plan',
  plan: [
    { week: 'Week 1', text: 'Strategy call and audit of where you lose leads and time.' },
    { week: 'Week 2', text: 'Your AI assistant, trained on your services, prices and hours.' },
    { week: 'Week 3', text: 'Booking, reminders and follow-ups automated end to end.' },
    { week: 'Week 4', text: 'Launch, measure and fine-tune with your team.' },
  ],
} as const;
