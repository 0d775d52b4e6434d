import { pageTerms, queryTerms, statedNear, statedTogether } from './retrieval.ts';

/**
 * Questions about a thing the pages never name ("is there parking at your office?", "do
 * your developers speak Arabic?", "do you use WordPress?"). Retrieval would answer them with
 * whatever passage shares their other words (the address for "office"), a confident answer
 * to another question; the assistant says it does not know and offers the team instead.
 *
 * Only the thing asked counts: the noun phrase a question frame asks about, up to its first
 * preposition ("parking" of "parking at your office", "websites" of "websites for
 * dentists"). A rare word elsewhere in a question ("my dental clinic") says nothing of what
 * the pages state, so it does not make the assistant doubt.
 */

/**
 * Question frames whose last group is the thing asked about, and whether a frame holds for
 * any answer or only where nothing else read the message: "are you legit?" and "are you a
 * big agency?" ask what we are, which the rules answer; "are you ISO certified?" is read by
 * no rule.
 */
const ASKED_THING: readonly {
  frame: RegExp;
  onlyUnread?: true;
  /**
   * Stated only where one passage holds the thing with these words ("GDPR" with
   * "compliant"): a page may name the body or the rule in passing without claiming it.
   */
  together?: string;
}[] = [
  { frame: /^ (?:is|are) there (?:a |an |any |some )?(.+)$/ },
  {
    frame:
      /^ (?:do|does|can|could|will|would) (?:you|u|your [a-z]+|brightwave|the team)(?: guys| also)? (?:have|use|accept|take|offer|support|speak|sign|provide|give|hold|carry|guarantee|include|pay|do|film with|shoot with|build on|build with|work on|work with|work in|work inside|work during)(?: payments?(?: in| with| by| through| via| using| from)?)? (?:a |an |any |some )?(.+)$/,
  },
  {
    frame:
      /^ (?:can|could|may) (?:i|we) pay(?: [a-z]+){0,5}? (?:in|with|by|through|via|using) (.+)$/,
  },
  {
    frame:
      /^ (?:can|could|may) (?:i|we) (?:pay|come|visit|meet)(?: you)?(?: in| with| by| through| via| using| to| at)? (.+)$/,
  },
  // "can I hire you through Upwork?": a way of hiring us.
  {
    frame:
      /^ (?:can|could|may) (?:i|we) (?:hire|engage|contract|book) (?:you|u|your team|brightwave) (?:through|thru|via|using|from) (.+)$/,
  },
  // "is your office wheelchair accessible?": a thing of ours said to be something.
  {
    frame: /^ (?:is|are) your (?:office|offices|building|site|website|servers?|data|hosting) (.+)$/,
  },
  // "are you GDPR compliant?", "is Brightwave ISO 27001 certified?": how we stand to a body
  // or a rule, which no general answer about us tells.
  {
    frame:
      /^ (?:are|is) (?:you|u|your (?:company|agency|team|firm)|brightwave)(?: guys)? (?:a |an )?(.+? (?:compliant|certified|accredited|registered|insured|licensed|members?|partners?|listed|approved|verified))(?: .*)?$/,
    together: '',
  },
  // ... and with the body named after it ("are you registered with PSEB?"), a body the
  // pages may never name, whatever they say of our registration.
  {
    frame:
      /^ (?:are|is) (?:you|u|your (?:company|agency|team|firm)|brightwave)(?: guys)? ((?:compliant|certified|accredited|registered|insured|licensed|listed|approved|verified) (?:with|by|under|at|on|in|as) .+)$/,
    together: '',
  },
  {
    frame: /^ (?:are|is) (?:you|u|your [a-z]+|brightwave)(?: guys)? (?:a |an )?(.+)$/,
    onlyUnread: true,
  },
  // "who are your investors?", "what PHP version runs your servers?", "what year was
  // Brightwave founded?": a person, a thing or a date of ours.
  { frame: /^ who (?:is|are) (?:your|ur) (.+)$/ },
  {
    frame:
      /^ (?:what|which) (.+?) (?:runs?|powers?|drives?|is behind|sits behind|is used (?:for|in|by)|do (?:you|your [a-z]+) (?:run|build) on)(?= )/,
  },
  {
    frame:
      /^ (?:what year|which year|when) (?:was|were|did) (?:the company|the agency|your company|your agency|brightwave|you|u)(?: guys)? (founded|established|set up)(?= )/,
    together: 'year',
  },
  // "do I get the raw footage?": a thing the visitor would receive ("do I get charged?" is
  // a question of being billed, not a thing).
  {
    frame:
      /^ (?:do|does|will|would|can|could) (?:i|we) (?:get|receive|keep|own) (?!(?:billed|charged|invoiced|paid|refunded) )(?:the |a |an |any |my |our )?(.+)$/,
  },
  // "can the chatbot work inside Telegram?": a thing ours works with.
  {
    frame:
      /^ (?:can|could|will|would|does|do) (?:the|your|ur) (?:whatsapp |instagram |ai )?(?:chatbot|bot|assistant|website|site|app|crm|system) (?:work|run|integrate|connect|sync|post|reply|understand|read|handle|process|answer|send|receive|speak|take|pull|transcribe)(?: with| on| in| inside| into| to| from)? (.+)$/,
  },
  // "does anyone on your team speak French?": what one of us knows.
  {
    frame:
      /^ (?:does|do|can|could) (?:anyone|anybody|someone|any of you|any of your [a-z]+)(?: on| in| at| from)?(?: your| the)?(?: team| staff| office| people)? (?:speak|know|understand|use) (.+)$/,
  },
  // "how long do you keep the chat transcripts?", "where are your servers?", "is the ad
  // spend included?": a thing kept, placed or included.
  {
    frame:
      /^ (?:how long|for how long|how many (?:days|weeks|months|years)) (?:do|does|will|would) (?:you|u|your [a-z]+|brightwave) (?:keep|store|retain|hold|save) (?:the |my |our |a |any )?(.+)$/,
  },
  { frame: /^ where (?:is|are) (?:your|ur|the) (.+)$/ },
  { frame: /^ (?:is|are) (?:the |your |ur )?(.+?) included(?: | in .*)$/ },
  // "how many revisions do I get?", "what insurance do you carry?": the thing counted or kept.
  {
    frame:
      /^ how many (.+?) (?:do|will|would|can|does) (?:i|we|you|it|the [a-z]+) (?:get|give|include|allow|offer)(?= )/,
  },
  {
    frame:
      /^ (?:what|which) (?:kind of |sort of |type of )?(.+?) (?:do|does) (?:you|u|your team|brightwave) (?:use|carry|have|hold|offer|accept|follow|guarantee|promise)(?= )/,
  },
  // "will the bot you set up plug straight into Zoho CRM?": what ours connects to.
  {
    frame:
      / (?:plug|plugs|integrate|integrates|connect|connects|sync|syncs|hook|hooks)(?: straight| directly| up| easily| right)?(?: in)? (?:into|in to|with|to) (?:a |an |my |our |the |your )?(.+)$/,
  },
  // "can my agency white-label your chatbots?": a right to our work, which no page grants.
  {
    frame:
      /^ (?:can|could|may|do|does|will|would) (?:i|we|my [a-z]+|our [a-z]+|you|u)(?: let (?:me|us))? (white label|whitelabel|resell|rebrand|sublicense|sub license)(?= )/,
  },
];

/** Where the thing asked ends and what qualifies it begins ("an office I can walk into"). */
const QUALIFIER =
  / (?:at|in|for|of|on|with|to|from|during|about|by|near|before|after|if|when|so|and|or|than|like|as|who|that|which|i|we|you|my|our|too|also|please|exactly|located|based|now|right|is|are|was|were|will|can|do|does)(?= )/;
/** "anything cheaper than Growth": the thing asked is named after it, not by it. */
const INDEFINITE =
  /^(?:anything|something|anyone|someone|anybody|somebody|any|some|way|option|options|other|another)\b/;

/**
 * Words naming us or a part of us, which the pages use but which say nothing of the thing
 * asked ("your company's NTN number", "female developers").
 */
const OURS = new Set([
  'company',
  'companys',
  'agency',
  'agencys',
  'team',
  'teams',
  'office',
  'offices',
  'staff',
  'people',
  'employees',
  'developer',
  'developers',
  'designer',
  'designers',
  'number',
  'brightwave',
  'brightwaves',
  'official',
  'own',
  'branch',
  'branches',
  'blog',
  'posts',
  'articles',
  'website',
  'site',
  'page',
  'pages',
  'form',
]);

/** Words naming a kind of client rather than a thing ("do you work with NGOs?"). */
const CLIENT_KINDS =
  /(?:^| )(?:company|companies|business|businesses|firm|firms|startup|startups|organi[sz]ations?|ngos?|industry|industries|brands?|clients?|sector)$/;

/** ... and words of how a thing stands to us ("HIPAA compliant", "Apple Pay"). */
const RELATION = new Set([
  'pay',
  'payment',
  'payments',
  'compliant',
  'registered',
  'certified',
  'accredited',
  'member',
  'members',
  'partner',
  'partners',
  'listed',
  'approved',
  'verified',
]);

/** The most passages a word qualifying the thing asked is in, to say a kind of its own. */
const RARE_QUALIFIER_PASSAGES = 2;

/**
 * "student discounts", "Magento stores", "a YouTube channel": a thing named by two words
 * where the first, which says which kind is meant, is a word the pages use rarely or never,
 * and no passage says it beside the second. A common first word ("free version", "real
 * person") is the pages' own vocabulary for something they do state, in other words.
 */
function qualifiedApart(terms: readonly { passages: number }[], thing: string): boolean {
  if (terms.length !== 2) return false;
  const qualifier = terms[0]!.passages;
  return qualifier <= RARE_QUALIFIER_PASSAGES && !statedTogether(thing);
}

/**
 * The thing a question asks about when the pages cannot answer it, or null: when they use
 * none of its words, or, where the message names no service or business of ours elsewhere,
 * not its last word, the thing itself ("visitor parking", "a YouTube channel"), whatever
 * else the message shares with them. `unread`: no rule or reading understood the message.
 */
export function unstatedThing(
  normalized: string,
  {
    unread,
    named,
    pair = true,
    clauses = [],
  }: { unread: boolean; named: boolean; pair?: boolean; clauses?: readonly string[] },
): string | null {
  // "before I share my idea, will you sign an NDA?": the question may be a later clause, after
  // what the visitor tells first.
  const asked = [
    normalized,
    ...clauses
      .slice(1)
      .filter((clause) => clause.trim())
      .map((clause) => clause.replace(/^ (?:so|and|but|then|also|ok|okay|well|btw)(?= )/, '')),
  ];
  for (const text of asked) {
    const thing =
      byFrame(text, { unread, named, pair }) ?? unstatedValue(text) ?? unstatedTerm(text);
    if (thing) return thing;
  }
  return unstatedChoice(normalized);
}

/**
 * Terms of a deal asked whole: whether a thing is part of a price or on top of it ("is the
 * ad spend inside the $1500 package or on top?"), and whether a kind of client gets a
 * discount ("do registered charities get a discount?"). The pages state such a term only
 * where one passage names the thing with what it is part of, or the kind with the discount.
 */
const DEAL_TERMS: readonly { frame: RegExp; thing: (asked: RegExpExecArray) => string }[] = [
  {
    frame:
      /^ (?:is|are) (?!there )(?:the |your |ur )?(.+?) (?:already |also )?(?:part of|inside|included in|covered by|covered in|bundled (?:in|with)|on top of) (?:the |your |ur |my |a |an )?(.+?)(?: or (?:is it |are they |it s |its )?(?:separate|separately|extra|on top|additional|billed separately|charged separately|not|excluded))? $/,
    thing: (asked) => `${asked[1]} ${asked[2]}`,
  },
  {
    frame:
      /^ (?:is|are) (?!there )(?:the |your |ur )?(.+?) (?:extra|separate|charged separately|billed separately|on top|additional)(?: or .*)? $/,
    thing: (asked) => asked[1]!,
  },
  {
    frame:
      /^ (?:do|does|will|would|can|could) (?!(?:i|we|you|u|my|our|it|they|he|she) )([a-z]+(?: [a-z]+){0,2}?) (?:get|receive|qualify for|have|enjoy) (?:a |an |any |some )?(?:special )?(?:discount|discounts|rebate|concession|reduced (?:rate|price)|special (?:rate|price)|lower (?:rate|price))(?= )/,
    thing: (asked) => `${asked[1]} discount`,
  },
];

function unstatedTerm(normalized: string): string | null {
  for (const { frame, thing } of DEAL_TERMS) {
    const asked = frame.exec(normalized);
    if (!asked) continue;
    const words = thing(asked).trim();
    return statedTogether(words) ? null : words;
  }
  return null;
}

/** A span of time, as the pages give one ("15-20 minutes", "7 days", "within 24 hours"). */
const DURATION =
  /\b\d+(?:\s?[-–]\s?\d+)?\+?\s?(?:-\s?)?(?:minutes?|mins?|hours?|hrs?|days?|weeks?|months?|years?)\b|\bsame day\b/i;
const SHARE = /\b\d+(?:\.\d+)?\s?%|\bpercent\b/i;
const AMOUNT =
  /\$\s?\d|\b\d[\d,.]*\s?(?:usd|pkr|rs|dollars|rupees|aed)\b|\b(?:rs|pkr|aed)\.?\s?\d/i;

/**
 * Questions that ask a value of a kind (how long, what share, what pay) of a thing: the
 * thing is what follows the frame.
 */
const VALUE_ASKED: readonly { frame: RegExp; value: RegExp }[] = [
  {
    frame:
      /^ (?:(?:roughly|about|approximately|approx|so|and|ok|okay) )?how (?:long|many (?:minutes|hours|days|weeks|months|years)|soon|quickly|fast) (?:does|do|will|would|is|are|can|could|should) (.+)$/,
    value: DURATION,
  },
  {
    frame: / what (?:percentage|percent|share|portion|cut)(?: of)? (.+)$/,
    value: SHARE,
  },
  {
    frame:
      / (?:what is|whats|what s|what are|what would be|how much is|how much are) (?:the |your |ur )?((?:salary|salaries|pay|wage|wages|stipend|compensation|package)(?: range| band| bracket)? .+)$/,
    value: AMOUNT,
  },
];
/** How many words from a thing a value may stand and still be said of it. */
const VALUE_WINDOW = 6;
/** Values of ours the pages state in words a question does not use. */
const OUR_TIME =
  /^ (?:you|u|brightwave|your (?:company|agency|team))(?: guys)? (?:been|around|in business|operating|working) | (?:reply|replies|answer|answers|respond|responds|get back|hear back|revert) /;
/**
 * Words of a question that say how or by whom a thing is done, not which thing: "how long
 * does it take you to build a website?" asks of a website.
 */
const DOING = new Set(
  queryTerms(
    'take takes taking build building make making get getting done finish finishing complete deliver delivery start starting last lasts run runs go goes stay valid wait waiting usually normally typically generally roughly range band bracket opening role position all everything whole one she he they them',
  ),
);

/**
 * A value of a kind asked of a thing that no single fact states beside it ("how many weeks
 * does a brochure website take?": no fact gives a span of time beside a website), or null.
 * A thing the pages state a value of ("how long is the free trial?": "7 days") is theirs to
 * answer; so is a question that names no thing at all.
 */
function unstatedValue(normalized: string): string | null {
  for (const { frame, value } of VALUE_ASKED) {
    const asked = frame.exec(normalized);
    if (!asked) continue;
    const phrase = asked[1]!.trim();
    // "how long have you been in business?" (our years of experience) and "how fast do you
    // answer e-mails?" (how soon we reply): values we state in other words.
    if (OUR_TIME.test(` ${phrase} `)) return null;
    const terms = queryTerms(phrase).filter((term) => !DOING.has(term));
    if (!terms.length) return null;
    return statedNear(terms, value, VALUE_WINDOW) ? null : phrase;
  }
  return null;
}

/**
 * "GPT or Gemini?", "WordPress or Webflow?", "ek hafta ya mahina?": a question that ends on
 * a choice between things none of which the pages name anywhere. Where the pages name one
 * ("monthly or yearly", "Shopify or WooCommerce"), they answer the choice.
 */
const CHOICE = / ([a-z0-9]+(?: [a-z0-9]+)?) (?:or|ya) ([a-z0-9]+(?: [a-z0-9]+)?) $/;
/** Words a choice's side may end with that say nothing of what it is ("... ya sirf dollar mein"). */
const CHOICE_FILLER = /^(?:sirf|only|just|the|a|an|some|mein|me|main|se|pe|par|not|nahi|kya|hai)$/;

const WHETHER_REAL = / (?:legit|legitimate|scam|fraud|fake|real|genuine|trustworthy|trusted)(?= )/;

function unstatedChoice(normalized: string): string | null {
  const choice = CHOICE.exec(normalized);
  if (!choice) return null;
  const sides = [choice[1]!, choice[2]!].map((side) =>
    side
      .split(' ')
      .filter((word) => !CHOICE_FILLER.test(word) && !/^[0-9]+$/.test(word))
      .join(' '),
  );
  // "are you legit or a scam?" asks whether we are real, which what we say of us answers.
  if (sides.some((side) => !side || WHETHER_REAL.test(` ${side} `))) return null;
  // A side is named by its last word, the thing itself ("49 dollars monthly" is monthly).
  const unnamed = sides.every((side) => {
    const terms = pageTerms(side.split(' ').at(-1)!);
    return terms.length > 0 && !terms[0]!.stated;
  });
  return unnamed ? sides.join(' or ') : null;
}

function byFrame(
  normalized: string,
  { unread, named, pair }: { unread: boolean; named: boolean; pair: boolean },
): string | null {
  for (const { frame, onlyUnread, together } of ASKED_THING) {
    const asked = frame.exec(normalized);
    if (!asked) continue;
    if (onlyUnread && !unread) return null;
    if (together !== undefined) {
      const claim = asked[1]!
        .replace(/(?:^| )(?:guys|really|actually|officially|also|even|fully)(?= )/g, '')
        .trim();
      return statedTogether(`${claim} ${together}`) ? null : claim;
    }
    // Who it is for ("give me the address") and how whole it is ("the exact address") say
    // nothing of which thing is asked.
    const phrase = ` ${asked[1]!
      .trim()
      .replace(
        /^(?:(?:me|us|our|my|your|the|a|an|any|some|one|two|three|four|five|six|few|several|[0-9]+|kind of|sort of|type of|exact|full|complete|whole|actual|current|latest|correct|precise|entire|street|postal|mailing|physical) )+/,
        '',
      )} `;
    const end = QUALIFIER.exec(phrase);
    const head = (end ? phrase.slice(0, end.index) : phrase).trim();
    const words = head.split(' ');
    // "a lahore office", "a big agency": a kind of us, which what we say of us answers.
    if (INDEFINITE.test(head) || (words.length > 1 && OURS.has(words.at(-1)!))) return null;
    // "entertainment companies": a kind of client, which what we'd do for any business answers.
    if (CLIENT_KINDS.test(head)) return null;
    const thing = words.filter((word) => !OURS.has(word) && !RELATION.has(word)).join(' ');
    const terms = pageTerms(thing);
    if (!terms.length) return null;
    const unstated =
      terms.every((t) => !t.stated) ||
      (!named && (!terms.at(-1)!.stated || (pair && qualifiedApart(terms, thing))));
    return unstated ? head : null;
  }
  return null;
}
