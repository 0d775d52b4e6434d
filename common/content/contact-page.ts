/**
 * The words of /Contact, /WelcomeAboard and the 'Get In Touch' panel both show, which the
 * chat also answers from.
 */

export const CONTACT_PAGE = {
  title: 'Contact Us',
  intro:
    'Tell us about your business and goals. A free 15-20 minute consultation is one message away.',
} as const;

/** Spec §2.3 'Get In Touch' panel. */
export const GET_IN_TOUCH = {
  title: 'Get In Touch',
  text: 'Questions, projects or partnerships: our team replies within 24 hours.',
  availability: 'Available 24/7, serving clients worldwide',
} as const;

export const WELCOME_ABOARD = {
  title: 'Welcome Aboard!',
  intro:
    'You are one step away from an AI assistant that answers and books for you around the clock.',
  steps: [
    'Leave your name and e-mail below.',
    'We reply within 24 hours to set up your chatbot.',
    'Your 7-day free trial starts: no credit card required.',
  ],
} as const;
