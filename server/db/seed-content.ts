/**
 * Demo blog posts for a fresh embedded database, so a newcomer sees a living site.
 * Two list pages' worth (spec §9: 10 per page). Dates are days before the seed runs.
 */
export interface SeedPost {
  title: string;
  author: string;
  tags: string[];
  daysAgo: number;
  paragraphs: string[];
}

export const seedPosts: SeedPost[] = [
  {
    title: 'Why Every Small Business Needs an AI Chatbot in 2026',
    author: 'Ayesha Khan',
    tags: ['AI', 'Chatbots', 'Small Business'],
    daysAgo: 2,
    paragraphs: [
      'Your customers do not keep office hours. They compare options at midnight, ask questions on Sunday and expect an answer within minutes. A well-trained AI chatbot answers them instantly, captures their details and books a call while your team sleeps.',
      'The best assistants are not generic. They know your services, your prices and your calendar, and they hand over to a human the moment a conversation needs one. In our projects, that combination lifts qualified leads by a third within the first quarter.',
      'Start small: one page, five common questions and a booking link. Measure the conversations for a month, then teach the assistant what your visitors actually ask.',
    ],
  },
  {
    title: 'Meta Ads Funnels That Convert: A Practical Checklist',
    author: 'Bilal Ahmed',
    tags: ['Marketing', 'Meta Ads', 'Funnels'],
    daysAgo: 5,
    paragraphs: [
      'A Facebook or Instagram campaign is only as good as the page it sends people to. Before you raise a budget, check that the ad promise, the landing page headline and the offer are one and the same sentence.',
      'Keep the form short, load the page in under two seconds on a phone and retarget visitors who did not convert with a testimonial rather than the same ad again.',
      'Finally, track cost per booked call, not cost per click. It is the only number your bank account cares about.',
    ],
  },
  {
    title: 'Branding on a Budget: What to Do First',
    author: 'Sara Malik',
    tags: ['Branding', 'Design'],
    daysAgo: 9,
    paragraphs: [
      'A brand is the promise people remember after they close your page. You do not need a big budget to make it clear: you need a name that is easy to say, one strong colour, one typeface and a sentence that says who you help.',
      'Write that sentence before you commission a logo. Designers do better work when they know the promise the mark has to carry.',
      'Then be consistent. The same colours, voice and photography style on your site, your social profiles and your invoices build recognition faster than any redesign.',
    ],
  },
  {
    title: 'How We Build Websites That Load in Under a Second',
    author: 'Usman Tariq',
    tags: ['Web Development', 'Performance'],
    daysAgo: 13,
    paragraphs: [
      'Speed is a feature visitors feel before they read a word. We render pages on the server, send only the JavaScript a page needs and serve images in modern formats at the size they are shown.',
      'Every project gets a performance budget on day one. If a new carousel or tracking script breaks it, it has to earn its place or go.',
      'The result is better search rankings, lower ad costs and visitors who stay long enough to become customers.',
    ],
  },
  {
    title: 'Automating Appointment Booking Without Losing the Personal Touch',
    author: 'Ayesha Khan',
    tags: ['Automation', 'Booking'],
    daysAgo: 17,
    paragraphs: [
      'Clients love booking online, but they still want to feel looked after. The trick is to automate the logistics and keep the conversation human.',
      'Let the system offer real free slots in the visitor\u2019s own time zone, send a confirmation with a calendar invite and a reminder the day before. Then have a person write the follow-up.',
      'Businesses we work with see fewer no-shows and spend hours less each week on back-and-forth e-mails.',
    ],
  },
  {
    title: 'Social Media Automation: What to Automate and What Not To',
    author: 'Hina Siddiqui',
    tags: ['Social Media', 'Automation'],
    daysAgo: 21,
    paragraphs: [
      'Scheduling posts, recycling evergreen content and reporting are perfect jobs for automation. Replying to a worried customer is not.',
      'Build a monthly content calendar, batch-create posts in one afternoon and let the scheduler publish them at the hours your audience is active.',
      'Use the time you win to answer comments personally. Engagement is a conversation, and conversations are where trust is built.',
    ],
  },
  {
    title: 'Five Signs Your Website Is Costing You Customers',
    author: 'Usman Tariq',
    tags: ['Web Development', 'Conversion'],
    daysAgo: 26,
    paragraphs: [
      'If your site takes more than three seconds to load on a phone, half of your visitors never see it. That is the first sign.',
      'The others: no clear call to action above the fold, a contact form with more than five fields, no proof from real customers, and a design that has not changed since your last logo.',
      'Each of these can be fixed in weeks, not months, and each fix shows up directly in the number of enquiries you receive.',
    ],
  },
  {
    title: 'Influencer Marketing for Local Brands',
    author: 'Hina Siddiqui',
    tags: ['Influencer Marketing', 'Social Media'],
    daysAgo: 31,
    paragraphs: [
      'You do not need celebrities. Micro-influencers with a few thousand engaged local followers often bring better customers at a fraction of the price.',
      'Pick creators whose audience matches your customers, give them the freedom to speak in their own voice and track results with a personal code or link.',
      'Run a small test with three creators, keep the one who performs best and build a longer partnership from there.',
    ],
  },
  {
    title: 'From Idea to App Store: Our Mobile App Process',
    author: 'Bilal Ahmed',
    tags: ['Mobile Apps', 'Process'],
    daysAgo: 38,
    paragraphs: [
      'Every app we build starts with a one-week discovery sprint: who will use it, what job it does for them and what the smallest useful version looks like.',
      'We then design clickable prototypes, test them with real users and only then write code, in two-week iterations with a working build at the end of each.',
      'Launch is not the finish line. Analytics and store reviews tell us what to improve in the first ninety days.',
    ],
  },
  {
    title: 'Cloud Solutions Explained for Business Owners',
    author: 'Omar Farooq',
    tags: ['Cloud', 'Software'],
    daysAgo: 44,
    paragraphs: [
      'Moving to the cloud is not about technology for its own sake. It is about paying only for what you use, recovering quickly when something breaks and letting your team work from anywhere.',
      'Start with the systems that hurt most when they fail: e-mail, files and your customer database. Then look at the custom tools that hold your business together.',
      'A good partner will show you the monthly bill before you move, not after.',
    ],
  },
  {
    title: 'Growing a Pet Business with Smart Automation',
    author: 'Sara Malik',
    tags: ['Pet Industry', 'Automation'],
    daysAgo: 52,
    paragraphs: [
      'Groomers, vets and pet stores share one problem: the phone rings while your hands are busy. An assistant that books grooming slots and sends vaccination reminders pays for itself in weeks.',
      'Add upsell prompts at the right moment, such as a nail trim with every bath, and the average booking value rises without any hard selling.',
      'Pet owners love reminders that use their pet\u2019s name. Small touches build loyal customers.',
    ],
  },
  {
    title: 'How Gyms Can Double Membership with Digital Marketing',
    author: 'Omar Farooq',
    tags: ['Fitness', 'Marketing'],
    daysAgo: 60,
    paragraphs: [
      'Most fitness businesses share the same problems: declining memberships, low online visibility, manual booking chaos and revenue plateaus.',
      'A fast website that ranks locally, an assistant that answers trial-class questions at night and targeted ads for people who live nearby change that within a season.',
      'Measure trial sign-ups per week and the share that become members. Those two numbers tell you where to invest next.',
    ],
  },
];
