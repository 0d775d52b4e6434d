/**
 * The brand in one place (ARCHITECTURE.md "Brand"). Pages, mail templates, the chat
 * assistant and JSON-LD all read it; changing the agency's name or address happens here.
 */
export const site = {
  name: 'Brightwave',
  legalName: 'Brightwave Digital (Pvt) Ltd',
  tagline: 'Innovate. Transform. Succeed.',
  description:
    'Brightwave is a digital agency in Karachi, Pakistan, building websites, brands, marketing, AI chatbots and automation for businesses worldwide.',
  email: 'hello@brightwave.agency',
  phone: '+92 21 3456 7890',
  address: {
    street: 'Office 402, Ocean Tower, Block 9, Clifton',
    city: 'Karachi',
    region: 'Sindh',
    postalCode: '75600',
    country: 'Pakistan',
    countryCode: 'PK',
  },
  socials: [
    { label: 'LinkedIn', href: 'https://www.linkedin.com/company/brightwave-agency' },
    { label: 'Instagram', href: 'https://www.instagram.com/brightwave.agency' },
    { label: 'Facebook', href: 'https://www.facebook.com/brightwave.agency' },
    { label: 'X', href: 'https://x.com/brightwaveagency' },
  ],
  timeZone: 'Asia/Karachi',
} as const;

/** Spec 2.4: the chatbot opens on the window event 'open' + product name + 'Chatbot'. */
export const chatbotOpenEvent = `open${site.name}Chatbot`;

/** Spec 2.4: the chat window header is the product name followed by 'AI'. */
export const chatbotTitle = `${site.name} AI`;

/**
 * The team's other ways in, said wherever the chat cannot go on (its limit, a failure to
 * reach the team), so that it is never a dead end. Here rather than with the chat's
 * schemas: the light chat frame a page ships with says it too, without loading them.
 */
export const REACH_US = `You can also e-mail us at ${site.email} or call ${site.phone}.`;
