import type { PortfolioIndustry } from '../../common/content/portfolio-filters.ts';
import type { ServiceCardId } from '../../common/content/services.ts';

/**
 * The visitor's business, understood from its words, and what the agency actually sells
 * for it: each business kind maps to service cards (common/content/services.ts) or one of
 * the two verticals, with a line saying how each helps. Also the things visitors ask for
 * that the agency does not sell (grooming a dog, delivering food, legal advice), so the
 * assistant says so instead of claiming them. Patterns run over normalize()'s text
 * (' word word ', lower case, typos corrected).
 */

export interface BusinessKind {
  id: string;
  /** 'a dental clinic' */
  label: string;
  pattern: RegExp;
  /** Service cards that fit, best first, each with what it does for this business. */
  fits: { service: ServiceCardId; why: string }[];
  vertical?: 'pets' | 'fitness';
  /** The portfolio's industry of this kind's case studies (common/content/case-studies.ts). */
  portfolio?: PortfolioIndustry;
}

const words = (alternatives: string) => new RegExp(` (?:${alternatives})(?= )`);

/** A kind's fitting services, best first, written as `[service, why]` rows. */
const fitting = (...rows: [service: ServiceCardId, why: string][]): BusinessKind['fits'] =>
  rows.map(([service, why]) => ({ service, why }));

const BUSINESS_KINDS: BusinessKind[] = [
  {
    id: 'pets',
    label: 'a pet business',
    pattern: words(
      'pet business|pet shop|pet store|pet salon|pet grooming|grooming salon|grooming business|grooming shop|grooming studio|groomers|groomer|dog grooming business|dog groomer|dog walking business|dog walker|pet daycare|doggy daycare|dog daycare|kennel|kennels|cattery|pet boarding|boarding kennel|vet clinic|vet|vets|veterinary|veterinary clinic|veterinarian|pet care business|pet sitter|pet sitting',
    ),
    vertical: 'pets',
    fits: [],
  },
  {
    id: 'fitness',
    label: 'a fitness business',
    pattern: words(
      'gym|gyms|fitness studio|fitness center|fitness centre|fitness business|yoga studio|pilates studio|crossfit box|crossfit|personal trainer|fitness coach|martial arts school|boxing gym|dance studio|health club',
    ),
    vertical: 'fitness',
    fits: [],
  },
  {
    id: 'dental',
    portfolio: 'Health',
    label: 'a dental clinic',
    pattern: words(
      'dental|dentist|dentists|dental clinic|dental practice|orthodontist|orthodontics|dental surgery',
    ),
    fits: fitting(
      [
        2,
        'local SEO and Google and Meta ads, so people nearby find you when they search for a dentist',
      ],
      [3, 'a fast website where patients book their appointment online'],
      [4, 'an AI assistant that answers patients and books appointments 24/7'],
    ),
  },
  {
    id: 'clinic',
    portfolio: 'Health',
    label: 'a clinic',
    pattern: words(
      'clinic|clinics|medical clinic|medical practice|doctor|doctors|physiotherapy|physiotherapist|physio|dermatologist|skin clinic|aesthetic clinic|hospital|hospitals|healthcare business|health clinic|therapist|therapy practice|chiropractor|optician|eye clinic|laboratory|diagnostic center|pharmacy',
    ),
    fits: fitting(
      [2, 'local SEO and Google and Meta ads, so patients nearby find you first'],
      [3, 'a website with online appointment booking'],
      [4, 'an AI assistant that answers patients and books appointments 24/7'],
    ),
  },
  {
    id: 'restaurant',
    portfolio: 'Food & Drinks',
    label: 'a food business',
    pattern: words(
      'restaurant|restaurants|resturant|restraunt|cafe|cafes|coffee shop|bakery|bakeries|food business|food truck|food stall|cloud kitchen|home kitchen|catering business|dhaba|pizza shop|pizzeria|burger shop|fast food|biryani|eatery|diner|bistro|juice bar|tea shop|chai shop|sweet shop|mithai',
    ),
    fits: fitting(
      [3, 'a website with an online menu and ordering'],
      [2, 'Google and Meta ads and local SEO that bring hungry customers nearby to you'],
      [8, 'your own mobile app for orders, payments and loyalty'],
    ),
  },
  {
    id: 'salon',
    label: 'a salon',
    pattern: words(
      'salon|salons|beauty salon|hair salon|barber|barbers|barbershop|barber shop|beauty parlour|beauty parlor|parlour|parlor|nail salon|nail studio|makeup artist|makeup studio|beauty clinic|spa|spas|day spa|massage studio|bridal studio|lash studio',
    ),
    fits: fitting(
      [4, 'an AI assistant that books appointments 24/7 on your website, WhatsApp and Instagram'],
      [2, 'Meta and Google ads and local SEO that fill your calendar'],
      [3, 'a website with online booking'],
    ),
  },
  {
    id: 'ecommerce',
    portfolio: 'E-commerce',
    label: 'an online store',
    pattern: words(
      '(?:sell|selling)(?: [a-z]+){0,3} (?:online|on instagram|on facebook|on tiktok|on daraz|on whatsapp)|online(?: [a-z]+){0,2} (?:business|karobar|dukaan|dukan|store|shop|brand)|online bechna|clothes business|clothing business|kapron ka business|kapre ka business|online store|online shop|ecommerce|e commerce|ecommerce store|ecommerce business|shopify|shopify store|woocommerce|dropshipping|drop shipping|amazon store|daraz store|daraz|etsy shop|clothing brand|fashion brand|clothing store|boutique|boutiques|jewellery brand|jewelry brand|cosmetics brand|skincare brand|online business|online brand|instagram shop|instagram store|facebook shop|online clothing',
    ),
    fits: fitting(
      [3, 'a fast e-commerce store on the platform that suits you'],
      [2, 'Meta and Google ads with conversion tracking, so every sale is measured'],
      [5, 'influencer campaigns that put your products in front of new buyers'],
    ),
  },
  {
    id: 'real-estate',
    label: 'a real estate business',
    pattern: words(
      'real estate|realestate|real estate agency|estate agent|estate agents|realtor|realtors|property dealer|property business|property agency|properties|builder|builders|developers of|housing society|construction company|construction business|contractor',
    ),
    fits: fitting(
      [3, 'a website that shows your listings and captures enquiries'],
      [2, 'Meta and Google lead ads aimed at buyers in your area'],
      [4, 'an AI assistant that qualifies buyers and books viewings 24/7'],
    ),
  },
  {
    id: 'education',
    label: 'an education business',
    pattern: words(
      'school|schools|academy|academies|tuition|tuition center|tuition centre|tutor|tutors|tutoring business|coaching center|coaching centre|institute|college|university|online course|online courses|course business|madrasa|language school|training institute|montessori|preschool|daycare center',
    ),
    fits: fitting(
      [3, 'a website where parents and students find your courses and enrol'],
      [2, 'Meta and Google ads for admissions season'],
      [8, 'an app for classes, schedules and payments'],
    ),
  },
  {
    id: 'professional',
    label: 'a professional firm',
    pattern: words(
      'law firm|lawyer|lawyers|advocate|attorney|legal firm|accounting firm|accountant|accountants|tax consultant|consultancy|consulting firm|consultant|chartered accountant|insurance agency|recruitment agency|architect|architecture firm|interior designer|interior design firm',
    ),
    fits: fitting(
      [1, 'a brand and logo that look as trustworthy as your work'],
      [3, 'a professional website that turns visitors into enquiries'],
      [2, 'SEO and Google ads so clients searching for your service find you'],
    ),
  },
  {
    id: 'travel',
    portfolio: 'Travel',
    label: 'a travel business',
    pattern: words(
      'travel agency|travel agent|boutique hotel|travel business|tour operator|tours company|tour company|tourism|hotel|hotels|guest house|guesthouse|resort|umrah|hajj|visa consultant|visa consultancy|visa agency|rent a car|car rental',
    ),
    fits: fitting(
      [3, 'a website with packages and online booking'],
      [2, 'Meta and Google ads that reach travellers when they plan'],
      [4, 'an AI assistant that answers enquiries and books 24/7 on WhatsApp and your website'],
    ),
  },
  {
    id: 'automotive',
    label: 'an automotive business',
    pattern: words(
      'car dealer|car dealership|car showroom|showroom|car wash|auto workshop|workshop|mechanic|garage|auto repair|car repair|auto parts|spare parts|detailing',
    ),
    fits: fitting(
      [3, 'a website with your stock or services and online booking'],
      [2, 'local SEO and Meta and Google ads'],
      [4, 'an AI assistant that answers enquiries and books slots 24/7'],
    ),
  },
  {
    id: 'retail',
    portfolio: 'Retail',
    label: 'a shop',
    pattern: words(
      'shop|store|retail store|retail shop|grocery|grocery store|kiryana|karyana|general store|mart|supermarket|pharmacy store|mobile shop|electronics shop|furniture shop|furniture store|hardware store|bookshop|bookstore|dukaan|dukan|dukan hai',
    ),
    fits: fitting(
      [3, 'an online store so customers can order from you'],
      [2, 'local SEO and Meta ads for customers near you'],
      [4, 'an AI assistant that answers customers on WhatsApp and Instagram 24/7'],
    ),
  },
  {
    id: 'startup',
    label: 'a startup',
    pattern: words(
      'startup|startups|start up|saas|saas company|tech startup|tech company|software company|software house|fintech|app startup',
    ),
    fits: fitting(
      [1, 'a brand identity and logo'],
      [7, 'custom software or your web app'],
      [8, 'iOS and Android apps'],
      [9, 'cloud hosting, CI/CD and DevOps'],
    ),
  },
  {
    id: 'events',
    portfolio: 'Entertainment',
    label: 'an events business',
    pattern: words(
      'wedding planner|wedding planning|event planner|event management|event company|events company|photographer|photography studio|photography business|videographer|catering company|caterer|caterers|banquet|banquet hall|marquee',
    ),
    fits: fitting(
      [6, 'short-form reels and video that show off your events'],
      [2, 'Meta and Google ads and social media marketing'],
      [3, 'a website with your portfolio and an enquiry form'],
    ),
  },
];

/** The kind of business the message describes, if any (the longest match wins). */
export function detectBusiness(normalized: string): BusinessKind | undefined {
  let best: { kind: BusinessKind; length: number } | undefined;
  for (const kind of BUSINESS_KINDS) {
    const match = kind.pattern.exec(normalized);
    if (match && (!best || match[0].length > best.length)) {
      best = { kind, length: match[0].length };
    }
  }
  return best?.kind;
}

export const businessById = (id: string) =>
  id === ANY_BUSINESS.id ? ANY_BUSINESS : BUSINESS_KINDS.find((k) => k.id === id);

/**
 * A business of a kind the list above does not name (a tiffin service, a poultry farm, a
 * cold store): what brings most businesses customers.
 */
export const ANY_BUSINESS: BusinessKind = {
  id: 'any',
  label: 'your business',
  pattern: /(?!)/,
  fits: fitting(
    [3, 'a website that shows what you offer and turns visitors into enquiries'],
    [2, 'local SEO and Meta and Google ads, so the people who need you find you'],
    [4, 'an AI assistant that answers customers and takes bookings 24/7'],
  ),
};

/** "I run ...", "we make ...", "I'm an interior designer": the visitor describes their own work. */
const DESCRIBES_OWN_WORK =
  / (?:i|we) (?:run|own|have|manage|operate|make|manufacture|export|import|sell|teach|produce|grow|build|offer|provide|do)(?= )| (?:im|i am|we are|were) (?:a|an)(?= )| (?:my|our) (?:family|brother|father|dad|abbu|mother|mom|mum|ammi|uncle|aunt|cousin|son|daughter|wife|husband|sister|friend|partner) (?:runs|owns|has|and i run|sells|makes|bakes|cooks|teaches|manages|exports|imports|grows|designs)(?= )| (?:my|our|apna|apni|mera|meri|hamara) (?:business|shop|store|dukaan|dukan) (?:ko )?online(?= )| (?:my|our) (?:family |own |small |new )?(?:business|company|firm|factory|brand|startup) (?:makes|sells|does|runs|exports|imports|produces|manufactures|offers|provides|designs|builds|grows)(?= )/;

export const describesOwnWork = (normalized: string) => DESCRIBES_OWN_WORK.test(normalized);

/**
 * Services visitors ask for that the agency does not sell: what it is, and the business
 * kind whose marketing we can help with instead (if any).
 */
export interface Unsold {
  id: string;
  /** 'groom pets' as in "we don't groom pets" */
  activity: string;
  pattern: RegExp;
  /** The business whose owners we can help instead. */
  business?: string;
  /** What we can do instead, in a sentence (when no business kind says it). */
  instead?: string;
  /**
   * Asked for even when a service is named ("print my business cards" names branding):
   * the answer says we don't, then what the service does.
   */
  overServices?: boolean;
}

const UNSOLD: Unsold[] = [
  {
    id: 'grooming',
    activity: 'groom pets',
    pattern: words(
      'dog grooming|pet grooming|cat grooming|groom my dog|groom my cat|groom my pet|grooming for my dog|grooming for my cat|bath my dog|wash my dog|dog bath|dog haircut|nail trim|nail trimming|grooming|groom',
    ),
    business: 'pets',
  },
  {
    id: 'pet-care',
    activity: 'look after pets (boarding, walking, vet care)',
    pattern: words(
      'walk my dog|dog walking|pet sitting|board my dog|look after my dog|look after my cat|vaccinate my|treat my dog|treat my cat|vet checkup|adopt a dog|adopt a cat|buy a puppy|sell me a puppy',
    ),
    business: 'pets',
  },
  {
    id: 'pet-products',
    activity: 'sell pet food, supplies or animals',
    pattern: words(
      'pet food|dog food|cat food|pet supplies|pet products|pet accessories|sell pets|sell puppies|sell kittens',
    ),
    business: 'pets',
  },
  {
    id: 'training',
    activity: 'run gym classes or personal training',
    pattern: words(
      'train me|personal training for me|gym membership|join your gym|workout plan|diet plan|lose weight|meal plan',
    ),
    business: 'fitness',
  },
  {
    id: 'food',
    activity: 'cook, cater or deliver food',
    pattern: words(
      'deliver food|food delivery|order food|order pizza|order a pizza|cook for|catering for my|cater my|cater for|your menu|table reservation|book a table|reserve a table',
    ),
    business: 'restaurant',
  },
  {
    id: 'tutoring',
    activity: 'teach or tutor students',
    pattern: words(
      'tutor my|tuition for my|home tuition|home tutor|teach my (?:son|daughter|kids|child|children)|tuition parhate|tuition dete',
    ),
    business: 'education',
  },
  {
    id: 'medical',
    activity: 'give medical or dental treatment',
    pattern: words(
      'teeth cleaning|clean my teeth|root canal|tooth pain|toothache|see a doctor|medical advice|prescribe|prescription|treatment for|cure for|my tooth',
    ),
    business: 'clinic',
  },
  {
    id: 'beauty',
    activity: 'do hair, nails or makeup',
    pattern: words(
      'haircut|hair cut|cut my hair|manicure|pedicure|facial|bridal makeup|do my makeup|massage for me|book a massage|waxing',
    ),
    business: 'salon',
  },
  {
    id: 'delivery',
    activity: 'deliver goods or parcels',
    pattern: words(
      'deliver groceries|grocery delivery|courier service for me|send a parcel|send my parcel|parcel delivery|deliver(?: [a-z]+){0,2} to my (?:house|home|door|office)',
    ),
    business: 'retail',
  },
  {
    id: 'trades',
    activity: 'do plumbing, electrical, repair or cleaning work',
    pattern: words(
      'plumber|plumbing|electrician|electrical work|ac repair|fix my ac|fix my fridge|repair my phone|phone repair|laptop repair|computer repair|fix my laptop|fix my car|car repair for me|house cleaning|cleaning service|cleaning services|pest control|carpenter|painting my house|moving company|movers|laundry|dry cleaning|tailor|stitching',
    ),
  },
  {
    id: 'professional',
    activity: 'give legal, tax or accounting services',
    pattern: words(
      'legal advice|lawyer for me|file my taxes|tax return|tax filing|bookkeeping|accounting services|do my accounts|audit my accounts|company registration|register my company|trademark registration|visa processing|visa for me|immigration',
    ),
  },
  {
    id: 'finance',
    activity: 'give loans, insurance or investments',
    pattern: words(
      'loan|loans|give me a loan|insurance policy|car insurance|health insurance|invest my money|crypto trading|forex trading|trading signals|stock tips',
    ),
  },
  {
    id: 'followers',
    activity: 'sell followers, likes or reviews',
    pattern: words(
      'buy followers|sell followers|buy likes|sell likes|buy views|followers package|instagram followers|tiktok followers|real followers|buy reviews',
    ),
  },
  {
    id: 'travel-booking',
    activity: 'book flights, hotels or tours',
    pattern: words(
      'book a flight|book me a flight|flight to|flights to|flight tickets|air tickets|plane tickets|book a hotel|hotel booking for me|umrah package|tour package for me|book my trip',
    ),
    business: 'travel',
  },
  {
    id: 'bookkeeping',
    activity: 'do bookkeeping, accounting or tax filing',
    pattern: words(
      'bookkeeper|bookkeeping|do my accounting|accountant for me|(?:do|handle|manage|keep) (?:my|our|the) (?:[a-z]+ )?(?:accounting|accounts|books|bookkeeping|tax returns|taxes)',
    ),
    instead:
      'If you run an accounting practice, though, we can help it win clients with a website, local SEO and ads.',
  },
  {
    id: 'legal',
    activity: 'give legal advice or register companies',
    pattern: words('legal advice|lawyer for me|register my company|court case'),
    instead:
      'If you run a law firm, though, we can help it win clients with a website, local SEO and ads.',
  },
  {
    id: 'printing',
    activity: 'print cards, flyers, banners or signs',
    pattern: words(
      'print my|print(?:ed|ing)?(?: (?!design)[a-z0-9]+){0,2} (?:business cards|visiting cards|cards|flyers|brochures|banners|posters|stickers|signs|signboards)|banner printing|flex printing|photocopy|photocopies',
    ),
    instead:
      'We design them, though: business cards, brochures, flyers and stationery are part of our Branding & Logo Design service, delivered as print-ready files for the printer you choose.',
    overServices: true,
  },
  {
    id: 'hardware',
    activity: 'repair computers, phones, printers or other hardware',
    pattern: words(
      'fix my laptop|repair my laptop|fix my computer|fix my printer|repair my printer',
    ),
    instead:
      'If you run a repair shop, though, we can help it get more customers with a website, local SEO and ads.',
    overServices: true,
  },
  {
    id: 'staffing',
    activity: 'hire or supply staff for other businesses',
    pattern: words(
      'hire staff for me|supply staff|provide staff|find me employees|recruit staff for|(?:hire|find|recruit) (?:a |an |some )?(?:receptionist|receptionists|cashier|cashiers|driver|drivers|maid|maids|guard|guards|security guards|workers|labour|salesmen|staff)',
    ),
    instead:
      'If you are hiring, though, we can build a careers page on your website and run social media ads that reach candidates.',
    overServices: true,
  },
  {
    id: 'devices',
    activity: 'sell laptops, phones or other devices',
    pattern: words(
      'do you sell laptops|do you sell phones|do you sell computers|buy a laptop from you|buy a phone from you',
    ),
    instead:
      'If you sell devices yourself, though, we can build your online store and bring it customers.',
    overServices: true,
  },
  {
    id: 'email-hosting',
    activity: 'give free e-mail accounts or free e-mail hosting',
    pattern: words(
      'free email|free e mail|free email hosting|free email account|free email accounts',
    ),
    overServices: true,
  },
  {
    id: 'translation',
    activity: 'translate documents',
    pattern: words('translation services|translate my|translation of my|tarjuma'),
    instead:
      'We can build your website in more than one language, though, and our AI assistants answer customers in many languages.',
  },
  {
    id: 'construction',
    activity: 'build, renovate, furnish or clean homes and offices',
    pattern: words(
      'interior design for my|interior designing|renovate my|renovation of my|home renovation|build my house|build a house for|construct my|make furniture for|furniture for my|clean my office|clean my house|office cleaning',
    ),
    instead:
      'If you run a construction, interior or cleaning business, though, we can help it win clients with a website, local SEO and ads.',
  },
  {
    id: 'jobs',
    activity: 'place job seekers with other companies',
    pattern: words('find me a job|get me a job|naukri dilwa|visa job|work abroad'),
  },
];

/** Words that make a business the visitor's own ("I run a salon", "mera restaurant hai"). */
const OWNS = new RegExp(
  [
    ' (?:i|we) (?:run|own|have|manage|operate|started|opened|am opening|are opening|want to open|want to start|plan to open|am starting)(?= )',
    ' (?:my|our|mera|meri|hamara|hamari) (?:own )?[a-z ]{0,25}(?:business|company|shop|store|salon|clinic|practice|restaurant|cafe|brand|studio|agency|firm|gym|academy|school|factory|mill|farm|workshop|warehouse|showroom|hotel|hospital|pharmacy|lab)(?= )',
    ' (?:my|our|mera|meri|mere|hamara|hamari|hamare|apna|apni|apne)(?= )',
    ' (?:im|i am|we are) (?:a|an) [a-z ]{0,20}(?:owner|groomer|dentist|doctor|trainer|lawyer|accountant|photographer|realtor|tutor|chef|baker|barber|consultant|coach|vet|designer|architect|decorator|planner|artist|maker|writer|blogger|agent|broker|contractor|builder|shopkeeper|seller|retailer|manufacturer|exporter|importer|supplier|distributor|freelancer)(?= )',
    ' owner(?= )| (?:hai|he|hain|chalata|chalati|chalate)(?= )',
    ' for (?:my|our) (?:business|company|shop|store|clinic|salon|restaurant|brand)(?= )',
  ].join('|'),
);

export const ownsBusiness = (normalized: string) => OWNS.test(normalized);

/** Model labels (intent-examples.ts) named after the entry they mean here. */
const UNSOLD_OF_LABEL: Readonly<Record<string, string>> = {
  travel: 'travel-booking',
  loans: 'finance',
};

/** The unsold entry of an id or a model label's name. */
export const unsoldById = (id: string): Unsold | undefined =>
  UNSOLD.find((u) => u.id === (UNSOLD_OF_LABEL[id] ?? id));

/** Something the visitor asks the agency to do that it does not sell. */
export function detectUnsold(normalized: string): Unsold | undefined {
  return UNSOLD.find((u) => u.pattern.test(normalized));
}
