import { detectIllegalBusiness } from '../../common/chat-replies.ts';
import type { RefusalCategory, Rule } from './refusal-rule.ts';
import { ASKED_WORK_RULES, MANNER_RULES } from './refusals-by-manner.ts';

/**
 * What the assistant refuses (spec §5: only legal businesses are served). The shared
 * detector in common/chat.ts (also used by the widget's offline replies) catches a
 * business described with illegal-activity words; the rules here add what a visitor types
 * as a request rather than a business ("hack my competitor's Instagram"), street words for
 * drugs, adult content, and the same in Roman Urdu. Pure and fast: regular expressions over
 * the lower-cased message.
 */

const LABELLED: ReadonlySet<string> = new Set<RefusalCategory>([
  'drugs',
  'weapons',
  'gambling',
  'fraud',
  'hacking',
  'adult',
  'counterfeit',
  'piracy',
  'fake-documents',
  'smuggling',
  'fake-engagement',
  'leaked-exams',
]);

/** The refused category of a model label ('unlawful:piracy'), or null for another label. */
export function refusalOfLabel(label: string): RefusalCategory | null {
  if (!label.startsWith('unlawful:')) return null;
  const category = label.slice('unlawful:'.length);
  return LABELLED.has(category) ? (category as RefusalCategory) : 'other';
}

/** What a refusal names, in "we can't help with ...". */
export const REFUSED_WHAT: Readonly<Partial<Record<RefusalCategory, string>>> = {
  counterfeit: 'replicas, first copies or counterfeit goods',
  piracy: 'pirated or cracked software, films or licences',
  'fake-documents': 'fake degrees, certificates or documents',
  smuggling: 'smuggled goods',
  'fake-engagement': 'fake reviews or bought followers and likes',
  'leaked-exams': 'leaked exam papers',
  fraud: 'scams, phishing or schemes that take people’s money',
  gambling: 'gambling or betting',
  weapons: 'selling weapons',
  drugs: 'selling drugs',
};

/** Selling, supplying or promoting something, in English or Roman Urdu. */
const TRADE =
  /\b(?:sell\w*|sold|buy\w*|bought|get|order\w*|kharid\w*|mil(?:e|ega|egi|ta|ti)|deal\w*|supply\w*|deliver\w*|market\w*|promot\w*|advertis\w*|ads?|shop|store|business|website|site|page|app|online|grow|customers?|clients?|buyers?|offer\w*|provid\w*|services?|lend\w*|loans?|rent\w*|bech\w*|baich\w*|becho|bikri|farokht|pohnch\w*|pahunch\w*|pohanch\w*|dukaan|dukan|kaam|karobar|karobaar|dhanda|chahiye|chahye)\b/;

const rules: Rule[] = [
  {
    category: 'counterfeit',
    // Copies sold as a brand's goods, by the names the trade uses for them.
    terms: new RegExp(
      [
        String.raw`\b(?:first|master|mirror|aaa|1:1|high|a grade) ?copy\b`,
        String.raw`\bcopy (?:watches?|bags?|handbags?|shoes?|sneakers?|perfumes?|clothes|suits|lawn|brands?|phones?|iphones?|sunglasses|jewell?ery)\b`,
        String.raw`\breplicas?\b`,
        String.raw`\bknock-?offs?\b`,
        // Medicines passed off as a maker's: a danger to whoever takes them.
        String.raw`\b(?:fake|counterfeit|spurious|duplicate|nakli|naqli|nakal|jaali|jali) (?:dawa\w*|dawai\w*|adwiyat|medicines?|medications?|pills|tablets|injections?|syrups?)\b`,
        String.raw`\b(?:fake|duplicate|imitation|clone)d? (?:rolex|gucci|louis vuitton|lv|nike|adidas|chanel|prada|dior|apple|iphones?|branded|brands?|designer|watches|bags|perfumes?)\b`,
        String.raw`\b(?:rolex|gucci|louis vuitton|chanel|prada|dior|patek|hublot|cartier|nike|adidas|versace|balenciaga)\b.{0,50}\b(?:copy|copies|replicas?|clones?|same as (?:the )?original|like (?:the )?original|looks? (?:just )?(?:like )?(?:the )?original)\b`,
        String.raw`\bfakes of\b`,
        // Money printed, not issued: notes made to pass as real.
        String.raw`\b(?:fake|counterfeit|nakli|naqli|jaali|jali|duplicate|forged)\b (?:currency|notes?|money|paise|dollars?|rupees?|riyals?|dirhams?|euros?)\b|\b(?:print\w*|mak\w*|sell\w*)\b.{0,20}\b(?:money|currency|bank ?notes|notes|dollars|rupees)\b.{0,20}\b(?:looks?|looking|pass\w*) (?:as |for )?(?:real|genuine|original)\b`,
        // Any maker's goods passed off, whatever the brand: buyers led to think ours are theirs.
        String.raw`\b(?:so|that|taake|taki) (?:the )?(?:customers|people|buyers|shoppers|they|everyone|log)\b.{0,25}\b(?:think|believe|assume|samjh\w*)\b.{0,40}\b(?:theirs|the original|original|genuine|authentic|the real (?:one|thing|brand|product)|made by)\b`,
        String.raw`\b(?:packaging|packing|logo|label|labels|wrappers?|boxes|bottles?)\b.{0,20}\b(?:looks? (?:exactly |just )?(?:like|identical to) [a-z]+'s|(?:exactly |just )?the same as|identical to|a copy of|copied from)\b(?! (?:before|now|today|ours?|my|our|mine|the old|the current|last|the sketch|the drawing|the mockup|the one (?:i|we)|what (?:i|we)))`,
      ].join('|'),
    ),
    legal:
      /\binspired (?:by|perfumes?|fragrances?)\b|\b(?:originals?|authentic|genuine) only\b|\breplicas? (?:of )?(?:\w+ ){0,2}(?:models?|props?|furniture|artefacts?|artifacts?|statues?|sculptures?|coins|paintings?|figurines?|swords?)\b|\breplica (?:of (?:historic|famous|ancient))|\b(?:museum|scale|historical) replicas?\b|\banti[- ]counterfeit\b|\b(?:detect|spot|report|fight|stop)\w* (?:fakes?|counterfeits?|replicas?)\b/,
  },
  {
    category: 'leaked-exams',
    // Exam papers out before the exam, in English and Roman Urdu.
    terms:
      /\b(?:leak\w*|out)\b.{0,15}\b(?:exam|board|matric|inter|o level|a level|css|mdcat|ecat)?\s?(?:papers?|parchay|parche|prche|parcha)\b|\b(?:papers?|parchay|parche|prche|parcha)\b.{0,15}\b(?:out|aaot|aout|leak\w*)\b|\b(?:exam|board|matric|mdcat|css) papers?\b.{0,30}\bbefore the (?:exam|test|paper)\b|\b(?:exams?|imtihan|imtehan|paper|parch[ae]y?)\w* (?:mein|me|main|men|mai) (?:nakal|naqal|nakl|naql|cheating)\b|\b(?:nakal|naqal|nakl|naql) (?:karwa|karwate|karwana|karwati|karate|krwa)\w*/,
    legal: /\b(?:past|previous|old|solved|sample|model|practice) (?:exam |board )?papers?\b/,
  },
  {
    category: 'piracy',
    // Software, streams and subscriptions resold or shown without the owner's licence.
    terms: new RegExp(
      [
        String.raw`\b(?:cracked|pirated|nulled|modded|patched|unlocked)\b.{0,20}\b(?:software|windows|office|adobe|apps?|games?|licen[cs]es?|keys?|themes?|plugins?|movies|films|iptv)\b`,
        String.raw`\b(?:unlock|crack)\w*\b.{0,20}\b(?:windows|office|adobe|licen[cs]es?|software|activation keys?)\b`,
        String.raw`\b(?:sell|selling|sells|resell\w*)\b.{0,20}\b(?:netflix|spotify|disney|prime video|youtube premium|canva pro|chatgpt plus)\b.{0,20}\b(?:accounts?|logins?|subscriptions?|screens?)\b`,
        String.raw`\b(?:stream\w*|show\w*|broadcast\w*|telecast\w*)\b.{0,50}\bwithout (?:paying (?:for )?|buying |having )?(?:the )?(?:rights|licen[cs]es?|permission)\b`,
        String.raw`\bpirat(?:ed|ing)\b`,
        // Licence keys made by a generator, not bought from the maker.
        String.raw`\bkey ?gen\w*\b|\b(?:licen[cs]e|product|activation|windows|office|software) keys?\b.{0,25}\b(?:generator|generated|we generate|we make ourselves)\b`,
      ].join('|'),
    ),
    legal:
      /\b(?:authori[sz]ed|official|licen[cs]ed) (?:reseller|dealer|partner|distributor|streaming)\b|\b(?:anti|against|stop|fight|report)\w*[- ]pira|\bpirates? (?:themed?|costumes?|party|parties|ship)\b/,
  },
  {
    category: 'fake-documents',
    // Degrees, identity papers and certificates made rather than earned or issued.
    terms: new RegExp(
      [
        String.raw`\b(?:fake|forged|bogus|counterfeit|duplicate|jaali|jali|nakli|naqli|nakal|naql|nql)\b.{0,20}\b(?:degrees?|diplomas?|certificates?|transcripts?|passports?|pasports?|cnics?|id cards?|ids|licen[cs]es?|visas?|documents?|marksheets?|mark sheets?|stamps?|(?:experience |job |employment |offer |sponsor(?:ship)? )?letters?|salary slips?|payslips?|bank statements?|invoices?|receipts?|medical certificates?|sick notes?|nocs?)\b`,
        String.raw`\b(?:passports?|pasports?|cnics?|shanakhti cards?|id cards?|degrees?|certificates?|notes|currency)\b.{0,12}\b(?:naql|nakal|nql)\b`,
        // Papers made to say what is not so: a balance never held, a salary never paid.
        String.raw`\b(?:arranged|fabricated|made[- ]up|cooked|doctored|edited|photoshopped|tampered)\b (?:bank statements?|salary slips?|payslips?|sponsor(?:ship)? letters?|experience letters?|transcripts?|marksheets?|medical reports?)\b|\bbank statements?\b.{0,20}\b(?:arranged|arrangement|made|edited|cooked)\b.{0,30}\b(?:visas?|embassy|embassies|immigration|loans?)\b`,
        String.raw`\b(?:degrees?|diplomas?|certificates?|marksheets?|transcripts?)\b.{0,50}\b(?:any university|koi bhi university|kisi bhi university|without (?:exams?|study|studying|attending|classes)|bina (?:parhe|padhe|exam)|in \d+ days|\d+ din|do din|same day)\b`,
        String.raw`\b(?:make|making|made|provide|providing|sell|selling|print|printing|bana\w*)\b.{0,25}\b(?:passports?|cnics?|id cards?|national ids?|driving licen[cs]es?)\b.{0,40}\b(?:pass|passes|verification|verified|look real|looks real|like real|original)\b`,
      ].join('|'),
    ),
    legal:
      /\b(?:hec|ibcc|board) attestation\b|\battestation (?:service|process|help|agency)\b|\b(?:verify|verification of|detect|spot)\w* (?:fake|forged)\b|\bget (?:their|your|my|our) (?:degrees?|documents?|certificates?) (?:attested|verified)\b/,
  },
  {
    category: 'drugs',
    traded: true,
    // Street names and Roman Urdu words; the common/chat.ts rule covers 'drugs', 'cocaine', ...
    terms:
      /\b(?:weed|marijuana|marihuana|cannabis|ganja|charas|chars|hashish|hash oil|thc|kush|nasha|nashay|nashe|afeem|heroine|ice drug|crystal meth|shrooms|magic mushrooms|xanax|tramadol|steroids|anabolic steroids|codeine|lean syrup|vapes? with thc|(?<!(?:a|the|password|sha|md5) )hash(?! ?(?:tags?|browns?|functions?|rates?|tables?|codes?|values?|algorithms?|of))|pills? without (?:a )?prescription|molly|mdma|ecstasy|lsd|acid tabs|party pills|mephedrone|meow meow|research chemicals|ketamine|fentanyl|oxycodone|oxycontin|methamphetamine|meth|chitta|opium|poppy (?:husk|straw)|(?:special|magic|funny|happy) (?:plants?|herbs?|brownies|gummies|mushrooms)|(?:sell|selling|sells)\w* the buds)\b/,
    legal:
      /\b(?:anti|against|quit\w*|rehab\w*|recovery|addiction|awareness|(?:cbd|thc|weed|drug|drugs|alcohol|nicotine|tobacco|smoke)[- ]free|no thc|without thc|hemp (?:fabric|clothing|rope))\b|\bweed (?:control|killer|removal|whacker)\b|\bhashtags?\b/,
  },
  {
    category: 'hacking',
    terms: new RegExp(
      [
        // "hack my competitor's Instagram", "hack into an account", "hack someone"
        String.raw`\bhack\w*\b.{0,40}\b(?:account|accounts|instagram|insta|facebook|fb|whatsapp|tiktok|snapchat|gmail|email|e-mail|password|passwords|phone|someone|somebody|competitor|competitors|ex|girlfriend|boyfriend|wife|husband|page|id|profile|server|database|bank|wifi|website of)\b`,
        String.raw`\b(?:account|instagram|insta|facebook|fb|whatsapp|tiktok|gmail|email|password|id|page|profile)\b.{0,30}\bhack\w*\b`,
        // account takeover and spying without the word 'hack'
        String.raw`\b(?:steal|stealing|get|break|log|logging|access|take over|takeover)\b.{0,20}\b(?:into|in to|someone's|someones|somebody's|competitor(?:'s)?|other people(?:'s)?|his|her|their)\b.{0,25}\b(?:account|accounts|password|passwords|instagram|facebook|whatsapp|email|phone|messages)\b`,
        String.raw`\b(?:steal|crack|phish)\w*\b.{0,25}\b(?:passwords?|accounts?|logins?|credentials|otp|otps)\b`,
        String.raw`\b(?:spy on|track)\b.{0,25}\b(?:someone|somebody|my wife|my husband|my girlfriend|my boyfriend|competitor|his|her)\b.{0,20}\b(?:phone|whatsapp|messages|chats|location)\b`,
        // Another's messages, calls or whereabouts read in secret.
        String.raw`\b(?:chupke|chupkay|chup ke|chup kay|chori chupke|bina bataye|bina bataaye|bagair bataye|secretly|in secret|without (?:them|him|her) knowing)\b.{0,50}\b(?:whatsapp|messages|msgs|chats?|calls|phone|mobile|location|emails|texts|sms|inbox|conversations)\b|\b(?:whatsapp|messages|msgs|chats?|calls|phone|mobile|location|emails|texts|sms|inbox|conversations)\b.{0,40}\b(?:chupke|chupkay|chup ke|bina bataye|bina bataaye|secretly|in secret)\b`,
        String.raw`\b(?:take ?down|ddos|crash)\b.{0,25}\b(?:competitor(?:'s)?|their|his|her)\b.{0,20}\b(?:site|website|server|page|account)\b`,
        String.raw`\b(?:report|ban|bann?ed|block)\b.{0,20}\b(?:competitor(?:'s)?)\b.{0,20}\b(?:account|page|profile)\b`,
        String.raw`\b(?:get|getting|have)\b.{0,25}\b(?:banned|suspended|disabled|deleted|taken down)\b`,
        String.raw`\b(?:hack|hake|haik)\s+(?:kar|karo|kardo|kar do|karna|karein|karwana|krdo|kr do)\b`,
      ].join('|'),
    ),
    legal:
      /\b(?:got|get|been|was|were|is|has been|ho gaya|ho gya|hogaya)\s+hack(?:ed)?\b|\b(?:detect|find|stop|protect|prevent|warn)\w*\b.{0,40}\b(?:secretly|spy|spying|stalker\w*)\b|\bhacked\b.{0,40}\b(?:recover|restore|fix|secure|help)\b|\b(?:recover|restore|secure|protect|prevent)\w*\b.{0,40}\bhack|\bgrowth hack|\blife ?hacks?\b|\bhackathons?\b|\bethical hack/,
  },
  {
    category: 'fraud',
    terms: new RegExp(
      [
        String.raw`\bfake (?:reviews?|ratings?|followers|likes|views|engagement|accounts|invoices?|receipts?|bank statements?|certificates?|documents?|ids?|cnic|passports?|degrees?|visas?|profiles? to|accounts? to|giveaways?|lottery|orders?)\b`,
        // Whole words: "con" is not "consultancy", nor "trick" "tricky".
        String.raw`\b(?:scam\w*|cheat\w*|con|conned|conning|trick|tricks|tricked|tricking|dupe\w*|fool|fooled|fooling|rip(?:ping)? off)\b.{0,25}\b(?:people|customers|clients|buyers|users|investors|old people|someone)\b`,
        String.raw`\b(?:clone|copy|fake)\b.{0,20}\b(?:bank|paypal|easypaisa|jazzcash|government)\b.{0,20}\b(?:site|website|page|app|login)\b`,
        String.raw`\b(?:double your money|guaranteed returns? scheme|money doubling|chargeback fraud|credit card dumps?|cc dumps?|carding)\b`,
        String.raw`\b(?:dhoka|dhoke|dhokay|fraud|scam)\s+(?:dena|dene|karna|karni|karne|kar|karo)\b`,
        String.raw`\b(?:log(?:on|o)|logon|logo)\s+(?:ko|se)\s+(?:dhoka|fraud|scam|loot\w*|lootna)\b`,
        String.raw`\b(?:launder|laundering)\b`,
        // Numbers and addresses taken from those they belong to, used to reach them.
        String.raw`\b(?:leaked|stolen|hacked|scraped) (?:\w+ ){0,2}(?:databases?|data ?dumps?|dumps?|lists?|data|emails|e-?mail addresses|phone numbers|mobile numbers|numbers|contacts)\b.{0,60}\b(?:sell\w*|sold|spam\w*|blast\w*|sms|messag\w*|market\w*|campaigns?|ads?|call\w*)\b`,
        // Identity papers kept from their owners to hold them to a loan or a job.
        String.raw`\b(?:take|takes|taking|took|keep|keeps|keeping|kept|hold|holds|holding|confiscat\w*)\b (?:their|the borrowers'?|borrowers'?|workers'?|employees'?|people'?s|customers'?|maids'?) (?:id cards?|cnics?|passports?|identity cards?|shanakhti cards?)\b(?!.{0,40}\b(?:visa|embassy|processing|stamping|safe(?:ly)?|locker|copy|copies)\b)`,
        // Others' reviews or pages reported as what they are not, to have them removed.
        String.raw`\b(?:report|reporting|reports|flag|flagging|flags)\b (?:\w+ ){0,3}(?:falsely|with fake \w+|with false \w+)\b|\bmass[- ]report\w*\b`,
        // Debts collected through the borrower's family, in Roman Urdu.
        String.raw`\b(?:qarz|qarza|udhaar|udhar|loan)\b.{0,80}\b(?:ghar walon|gharwalon|ghar wale|ghar walo|rishtedaron|rishtedar|khandan)\b.{0,20}\b(?:phone|fone|call|message|bata)\w*`,
        // Accounts lent to whoever needs money moved: the account holder fronts for them.
        String.raw`\b(?:rent|rents|renting|rented|lend|lends|lending|sell|sells|selling|hire|hiring) (?:out )?(?:our |their |my |your |people'?s? |other people'?s? )?bank accounts?\b`,
        // A page dressed as a bank's or wallet's sign-in that asks for secrets: phishing.
        String.raw`\blooks? (?:exactly |just )?like\b.{0,30}\b(?:login|log in|sign in|bank|jazzcash|easypaisa|paypal|meezan|hbl|ubl)\b.{0,80}\b(?:pins?|passwords?|otps?|credentials|card (?:numbers?|details))\b`,
        String.raw`\b(?:collect|get|take|capture|save)\w*\b.{0,20}\b(?:their|customers'?|users'?|people's|victims'?) (?:pins?|passwords?|otps?|card (?:numbers|details)|login details)\b`,
        // A lookalike of a known shop or bank, so that people pay us instead.
        String.raw`\b(?:clone|copy|fake|lookalike|look-alike|duplicate)\b.{0,40}\b(?:people|customers|buyers|users|they)\b.{0,10}\bpay (?:us|me)\b`,
        // A wallet's or bank's PIN asked of people on someone else's page.
        String.raw`\b(?:log|people|customers|users|victims)\b.{0,15}\b(?:apna|apni|apne|their)\b.{0,10}\b(?:jazzcash|easypaisa|bank|atm|card|wallet) (?:pins?|passwords?|otps?|cvv)\b`,
        // Handsets whose serial (IMEI) is changed: stolen phones sold again.
        String.raw`\b(?:chang\w*|tamper\w*|alter\w*|fake|clon\w*|reprogram\w*|new) imeis?\b|\bimeis?\b.{0,15}\b(?:chang\w*|tamper\w*|clon\w*|replac\w*|badal\w*)\b`,
        // Used goods passed off as new.
        String.raw`\b(?:used|old|second[- ]hand|refurbished|repaired)\b.{0,30}(?<!(?:good|restored|renovated|refinished|polished|looks?) )\bas (?:brand[- ])?new\b`,
        // Debts collected, or payment got, by threats.
        String.raw`\b(?:loans?|lend\w*|borrow\w*|debts?|installments?|instalments?|interest|qarz|udhaar|udhar)\b.{0,80}(?:\b(?:call|calls|calling|messag\w*|contact\w*|text\w*|shame\w*|expos\w*|tell\w*) (?:their|his|her|the borrowers?'?s?) (?:famil(?:y|ies)|relatives|contacts|friends|employers?|boss|colleagues)\b.{0,30}\b(?:if|when|until|once)\b.{0,20}\b(?:miss\w*|late|don't pay|dont pay|do not pay|can't pay|default\w*|unpaid|overdue)|\b(?:if|when|once) (?:they|he|she|borrowers?) (?:miss|don't pay|dont pay|do not pay|can't pay|are late|pay late|default)\w*\b.{0,40}\b(?:call|messag|contact|text|shame|expos|tell)\w* (?:their|his|her) (?:famil|relatives|contacts|friends|employer|boss))|\b(?:send\w*|hire\w*|use|using|with) (?:our |some |a few )?(?:goons?|thugs?|gund(?:a|as|ay|e)|muscle ?men|enforcers?)\b|\b(?:threat\w*|intimidat\w*|blackmail\w*|harass\w*|scar(?:e|ing))\b.{0,30}\b(?:famil(?:y|ies)|relatives|borrowers|debtors)\b|\b(?:to|we|i|and) (?:threaten|intimidate|blackmail|harass|scare) (?:them|him|her)\b|\b(?:collect\w*|recover\w*|get\w*|make)\b.{0,30}\bby (?:threaten\w*|intimidat\w*|blackmail\w*|harass\w*|scaring)\b`,
        // Other people's numbers and addresses sold by the list.
        String.raw`\b(?:sell|sells|selling|buy|buying)\b.{0,25}\b(?:database|databases|list|lists|dump|data)\b.{0,10}\bof\b.{0,30}\b(?:phone numbers|mobile numbers|numbers|emails|e-mail addresses|email addresses|cnics?|people)\b`,
        // Goods sold as what they are not ("gold that is actually brass"), and cloned cards.
        String.raw`\b(?:that|which|but) (?:is|are|it's|its) (?:actually|really|secretly|in fact) (?:just )?(?:brass|plastic|glass|copper|tin|fake|used|expired|stolen|recycled|water)\b`,
        String.raw`\bclon(?:e|ed|ing) (?:sim|sims|sim cards?|credit cards?|debit cards?|atm cards?|bank cards?)\b`,
        // Expired goods sold under new dates.
        String.raw`\b(?:expired|old)\b.{0,30}\b(?:relabel\w*|re-label\w*|new (?:dates|labels|expiry)|change (?:the )?(?:dates|expiry))\b`,
        // Returns paid from new members' money: a pyramid.
        String.raw`\b(?:earn|get|make|returns?|profit)\w*\b.{0,40}\bfor (?:every|each) (?:new )?(?:member|person|investor|recruit|referral)s?\b.{0,30}\b(?:bring|join|recruit|add)`,
        String.raw`\b\d+ ?(?:%|percent) (?:monthly|weekly|daily|a month|per month|a week|a day) (?:returns?|profits?)\b.{0,40}\bguarantee`,
        String.raw`\b(?:database|list|dump|dumps|leak|leaked)s?\b.{0,30}\b(?:credit cards?|card numbers|cvv|passwords|cnic numbers|bank accounts)\b`,
        String.raw`\b(?:buy|buying|sell|selling)\b.{0,15}\b(?:credit card|card) (?:numbers|details|data)\b`,
        // Someone a visitor would trust played by us: a bank's support, an official, a brand.
        String.raw`\b(?:pretend\w*|pos(?:e|es|ing) as|impersonat\w*|disguis\w* as|act\w* as if (?:it|we|they) (?:is|are|were))\b.{0,30}\b(?:banks?|support|customer (?:care|service)|helpline|government|official|officials|police|fbr|nadra|fia|courier|jazz|telenor|zong|ufone|hbl|ubl|meezan|mcb|easypaisa|jazzcash|paypal|amazon|daraz|microsoft|apple|google|whatsapp)\b`,
        String.raw`\b(?:show\w*|shows|appear\w*|look\w*|seem\w*|spoof\w*)\b.{0,20}\b(?:as|like) (?:the )?(?:sender|caller|number)\b.{0,5}\b(?:is |of |from )?(?:the )?(?:bank|jazz|telenor|zong|ufone|government|police|hbl|ubl|meezan|easypaisa|jazzcash)\b|\b(?:spoof\w*|fake)\b.{0,15}\b(?:sender ids?|caller ids?|sender names?)\b|\b(?:bank|jazz|telenor|zong|ufone|hbl|ubl|meezan|easypaisa|jazzcash|government)\b.{0,10}\bas (?:the )?(?:sender|caller)\b`,
        // Money taken for goods or work that never come.
        String.raw`\b(?:take|takes|taking|took|collect\w*|get|gets|le|lete|leti|lekar|le kar|lay kar)\b.{0,15}\b(?:payments?|money|advances?|deposits?|fees?|paise|paisay|raqam|advance payment)\b.{0,40}\b(?:never|don't|do not|dont) (?:deliver|send|ship|give|return|refund)\w*|\b(?:advance|payment|paise|paisay|raqam)\b.{0,10}\b(?:le|lete|leti|lekar|le kar|lay kar)\b.{0,40}\b(?:dete|deti|bhejte|bhejti|dete hi|karte) (?:nahi|nahin|nai)\b`,
        // SIMs in other people's names, sold so that the buyer skips the biometric check.
        String.raw`\b(?:pre-?registered|already registered|pre-?activated)\b.{0,10}\bsims?\b|\bsims?\b.{0,20}\b(?:already registered|pre-?registered|registered (?:on|in|to|under) (?:other|someone|another|dead))\b|\bsims?\b.{0,40}\b(?:without|don't need|dont need|no need (?:of|for)|skip\w*) (?:the |a |any )?(?:biometric|bio-?metric|verification|thumb)\w*`,
        // Remedies sold as curing what no remedy cures.
        String.raw`\b(?:supplements?|herbs?|herbal|teas?|oils?|pills?|tablets?|capsules?|powders?|remed(?:y|ies)|totk[ae]y?|nuskh\w*|drops|water)\b.{0,30}\b(?:cures?|curing|reverses?|eliminat\w*|heals?)\b.{0,15}\b(?:cancer|diabetes|hiv|aids|hepatitis|kidney failure|infertility|autism|blindness|tumou?rs?)\b|\b(?:cures?|curing|reverses?|heals?)\b.{0,20}\b(?:cancer|diabetes|hiv|aids|hepatitis)\b.{0,40}\bguarantee\w*`,
        // Someone else's work handed in as the student's own.
        String.raw`\b(?:submit|hand in|present|pass)\w*\b.{0,20}\bas (?:mine|theirs|his|hers|(?:my|their|his|her|your) own)\b`,
        // A claim the visitor says at once is untrue: "saying we're a registered charity (we're not)".
        String.raw`\b(?:say\w*|claim\w*|pretend\w*|show\w*|tell\w*|call\w*)\b.{0,15}\b(?:we are|we're|it is|it's|we have|we've|they are|they're)\b.{1,40}(?:\((?:but |though |actually )?|\b(?:but|though|although|which|when|while|even though) (?:in fact |actually |really )?)(?:we're not|we are not|we aren't|it isn't|it's not|we don't|we do not|we haven't|we have not|they aren't|they're not|not really|not true)\b`,
        String.raw`\bfake (?:charity|charities|ngo|ngos|donations?|donation drives?|fundraisers?|crowdfunding|trusts?|foundations?|welfare)\b`,
        // Made-up stories about someone, spread as news.
        String.raw`\b(?:spread\w*|post\w*|publish\w*|writ\w*|make up|making up|made up|invent\w*|plant\w*|push\w*)\b.{0,25}\b(?:fake news|false (?:news|stories|story|claims|rumou?rs|allegations)|made[- ]up (?:stories|story|news|claims|scandals?|allegations)|lies|rumou?rs|propaganda|fabricated (?:stories|news|claims|allegations)|smears?)\b.{0,30}\babout\b`,
        // Customer lists taken from those they belong to, and goods from what was taken.
        String.raw`\b(?:leaked|stolen|hacked|scraped) (?:customer|client|user|patient|voter|subscriber|employee)s?'? (?:lists?|data|databases?|records|details|numbers)\b|\bfrom (?:cars|bikes|homes|houses|shops|trucks|people|tourists) (?:we|they|i) (?:take|took|steal|stole|lift|lifted|grab|grabbed|break into|broke into|snatch|snatched)\b`,
        // Other people's identity papers and numbers sold or bought by the list.
        String.raw`\b(?:database|databases|list|lists|data|records|dump)\b.{0,40}\b(?:phone numbers|mobile numbers|cnics?|id card numbers|national ids?|home addresses|passport numbers)\b.{0,50}\b(?:sell|selling|sold|for sale|buyers?)\b`,
      ].join('|'),
    ),
    legal:
      /\b(?:monitor|scan|alert)\w*\b.{0,40}\b(?:leak\w*|breach\w*)\b(?!.*\b(?:sell\w*|sold|buy\w*|bought)\b)|\b(?:prevent|protect|detect|report|avoid|stop|fight|against|warn|debunk|fact[- ]check|expos|counter|flag)\w*\b.{0,30}\b(?:fraud|scams?|fake|phishing|cheat\w*|impersonat\w*|spoof\w*|lies|rumou?rs|propaganda|false \w+|made[- ]up \w+)\b|\bfake reviews?\b.{0,30}\b(?:about us|on our|against|removed?|report)\b|\b(?:never|not|don't|dont|do not|won't|no one|nobody)\b.{0,20}\b(?:sell|share|pretend|impersonat\w*|pos(?:e|es|ing) as)\b/,
  },
  {
    category: 'fake-engagement',
    // Followers, likes and reviews bought or made by bots, not earned.
    terms: new RegExp(
      [
        String.raw`\b(?:buy|buying|bought|purchase|purchased|paid|bot|bots|fake)\s+(?:(?:instagram|insta|tiktok|youtube|facebook|fb|google|\d+k?)\s+)?(?:followers|likes|views|subscribers|reviews|comments)\b`,
        String.raw`\b\d+k?\s+(?:bot|fake|bought|paid)\s+(?:followers|likes|views|subscribers|reviews)\b`,
        // Reviews and followers sold by the thousand: nobody earns them for someone else.
        String.raw`\b(?:sell|selling|sells|provide|providing|offer|offering)\b.{0,25}\b(?:reviews|ratings|followers|likes|views|subscribers)\b.{0,30}\b(?:in bulk|bulk|per (?:1000|1k|hundred)|packages?|cheap)\b`,
        String.raw`\b(?:bulk|smm panel|smm panels)\b.{0,25}\b(?:followers|likes|reviews|views|subscribers|ratings)\b`,
        String.raw`\b(?:write|post|make|create|give)\b.{0,10}\b\d+\+? (?:fake |positive |good |5 star )?(?:reviews|ratings)\b`,
        String.raw`\b(?:reviews?|ratings?)\b.{0,25}\b(?:from|under|with|by) (?:different|fake|many|other|your|their) (?:names|accounts|people|profiles)\b`,
        // Reviews of us written by anyone but our customers: the agency itself, say.
        String.raw`\b(?:can|could|will|would) (?:you|u)\b.{0,15}\b(?:post|write|leave|give|add)\w*\b(?:(?!repl|respon|answer|section|page|widget).){0,25}\breviews?\b.{0,20}\b(?:about|for|of|on) (?:us|our|my)\b`,
        String.raw`\b(?:sell|selling|sells)\b.{0,10}\b(?:\d|five)[- ]?stars? (?:google |facebook |daraz )?(?:reviews|ratings)\b`,
        // Reviews the visitor writes, made to pass as customers'.
        String.raw`\b(?:reviews?|ratings?|testimonials?)\b.{0,30}\b(?:look|looks|seem|seems|appear|appears|pass) (?:like )?(?:real|genuine|authentic|legit|organic)\b`,
      ].join('|'),
    ),
    legal: /\b(?:real|genuine|organic(?:ally)?)\s+(?:followers|likes|views|subscribers|reviews)\b/,
  },
  {
    category: 'smuggling',
    // Protected wild animals and their parts, traded.
    terms:
      /\b(?:tiger|lion|leopard|cheetah|snow leopard|bear|monkey|falcon|parrot) (?:cubs?|chicks?|babies)\b|\bpangolins?\b|\bivory (?:tusks?|carvings?|trade)\b|\brhino horns?\b|\bbear bile\b|\bshahtoosh\b|\b(?:wild[- ]caught|caught in the wild|taken from the wild)\b|\b(?:catch|catching|trap|trapping|capture|capturing)\b.{0,20}\bwild (?:birds?|parrots?|animals?|falcons?|monkeys?|turtles?|tortoises?)\b|\bendangered (?:animals?|species|birds?|turtles?)\b|\bstar tortoises?\b|\b(?:turtles?|tortoises?|parrots?|falcons?|monkeys?|owls?|pangolins?|cobras?|snakes?|lizards?|cranes?|houbaras?|bustards?|ibex|markhors?|leopards?)\b.{0,30}\b(?:caught|trapped|captured|taken|poached|hunted)\b.{0,10}\b(?:from|in|at) (?:the )?(?:wild|rivers?|indus|forests?|jungles?|mountains?|sea|lakes?|desert|national parks?)\b|\bexotic (?:birds?|animals?) (?:without|with no) (?:papers|permits?|licen[cs]es?)\b/,
    legal:
      /\b(?:sanctuar\w*|rescue\w*|conservation|conserv\w*|rehabilitat\w*|protect\w*|documentar\w*|zoo|wildlife (?:photography|tours?|safaris?)|captive[- ]bred|plush|toys?|stuffed|costumes?|cartoon|illustrations?)\b/,
    traded: true,
  },
  {
    category: 'other',
    // Goods the law keeps from children, sold to them.
    terms:
      /\b(?:vapes?|vaping|e-?cig\w*|cigarettes?|cigs|tobacco|nicotine|alcohol|liquor|beer|wine|shisha|sheesha|hookah|naswar|gutka)\b.{0,40}\b(?:(?:to|for) (?:kids|children|minors|underage|teens|teenagers|school ?(?:kids|children|students|boys|girls)|under[- ]?1[0-8]s?|under 1[0-8])|(?:near|outside|around|at the gates? of) (?:the |a |an )?(?:schools?|colleges?)|(?:where|let|lets|letting|allow\w*|so that|so) (?:the )?(?:underage|under-?age|kids|children|minors|teens|teenagers|school ?(?:kids|children|students|boys|girls)|(?:anyone )?under[- ]?1[0-8]s?)\b)\b/,
    legal:
      /\b(?:away from|keep\w* (?:it |them )?from|(?:not|never|don't|dont|do not|won't) (?:let\w*|allow\w*|admit\w*)|(?:not|never) (?:sell\w* |serv\w* |given? )?(?:it |them )?to (?:kids|children|minors|underage|teens|teenagers|anyone under|under[- ]?1[0-8]s?)|no (?:sale|sales) to|quit\w*|(?:alcohol|liquor|tobacco|nicotine|smoke|vape)[- ]free)\b/,
  },
  {
    category: 'fraud',
    // Other people's homes, goods or bodies used without their say.
    terms:
      /\b(?:rent|rents|renting|sell|sells|selling|lease|leasing|list|listing)\b.{0,40}\b(?:we|i|they) (?:don't|dont|do not) own\b|\bwithout (?:the )?(?:their|his|her|the owners?'?s?|people'?s?|customers'?|patients'?|donors'?|families'?)? ?(?:consent|permission|knowledge|knowing)\b/,
    legal:
      /\b(?:never|not|don't|dont|do not|won't|no one|nobody|nothing)\b.{0,40}\bwithout\b|\b(?:is|are|was|were|been|being|get|gets|got) [a-z]+ed without\b|\bwithout (?:your|the client'?s|the customer'?s) (?:consent|permission)\b|\bwithout (?:the )?(?:owner'?s? )?permission (?:is|are) (?:illegal|not allowed|banned)/,
  },
  {
    category: 'other',
    // The visitor saying it themselves: whatever the trade, it is outside the law.
    terms:
      /\b(?:not (?:exactly |entirely |quite |fully |really |totally |100% )?legal|illegal(?:ly)?|against the law|under the table|no questions asked|off the books|black market|grey market|gray market|unlicen[cs]ed|without (?:a |any )?licen[cs]e|(?:not|isn't|aren't) licen[cs]ed(?! (?:yet|under|as|for (?:commercial|personal)))|no licen[cs]e|brib\w*|rishwat|hawala|hundi|by pay\w* (?:off )?(?:the |some |someone (?:at|in) (?:the )?)?(?:embassy|consulate|government|customs|police|nadra|passport office|excise|officials?|officers?|clerks?|inspectors?|judges?)|pay\w* off (?:the )?(?:police|officials?|officers?|inspectors?|customs|judges?)|(?<!(?:was|were|got|been|get|gets|getting|is|are|never|not|be|being) )stolen (?:[a-z]+ ){0,2}(?:phones?|mobiles?|handsets?|goods|cars?|bikes?|motorbikes?|motorcycles?|parts|items|laptops?|jewell?ery|gold|products|stuff)|chori (?:ke|ka|ki|kay|shuda)|(?:skip|skips|skipping|avoid|avoids|avoiding|evad\w*|dodg\w*|without paying) (?:the |any )?(?:tax|taxes|duty|duties|customs|sales tax|excise)|(?:came|come|comes|coming|got|get|gets|taken|bought|sourced|picked up) (?:straight )?(?:from|off|in) (?:a |an |the |some )?(?:[a-z]+ ){0,2}(?:robbery|robberies|theft|thefts|heist|heists|burglar(?:y|ies)|break-ins?|snatching|lootings?|dacoit(?:y|ies))|(?:robbed|looted|snatched) (?:[a-z]+ ){0,2}(?:phones?|mobiles?|goods|cars?|bikes?|laptops?|jewell?ery|gold|items|stuff|stock)|(?:hide|hides|hiding|conceal\w*|under-?report\w*|keep\w*) (?:\w+ ){0,2}(?:income|money|earnings|profits?|sales|assets|wealth|revenue|turnover) (?:hidden )?from (?:the )?(?:fbr|tax\w*|irs|hmrc|government|authorities|taxman|tax department))\b/,
    legal:
      /\b(?:(?:returns?|refunds?|exchanges?|money[- ]back)\b.{0,30}\bno questions asked|is (?:it|this|that|my \w+) (?:legal|illegal)|make sure|tax (?:consultan\w*|advis\w*|planning|filing|returns?)|duty[- ]free|stay(?:s|ing)? legal|legal(?:ly)? (?:advice|help|compliance|status)|(?:report|stop|fight|prevent|against|anti|combat|victims? of|reduce)\w*[- ](?:\w+ )?(?:illegal|brib\w*|black market|hawala))\b/,
    traded: true,
  },
  {
    category: 'other',
    // A trade that must not be found: whatever it sells, it hides from the law.
    terms:
      /\b(?:so|so that|to make|making|keep\w*|stay\w*)\b.{0,30}\b(?:hard|harder|impossible|difficult|tough) (?:to|2) (?:trace|track)\b|\buntraceable\b|\b(?:avoid|escape|evade|dodge|hide from|without) (?:the )?(?:police|cops|fia|anf|customs|authorities)\b/,
    traded: true,
  },
  {
    category: 'other',
    // Goods bought from whoever brings them, asking nothing: how stolen goods are sold on.
    terms:
      /\b(?:buy\w*|melt\w*|tak(?:e|es|ing) in|accept\w*|purchas\w*)\b.{0,40}\b(?:gold|jewell?ery|phones?|mobiles?|laptops?|bikes?|motorbikes?|cars?|parts|watches|goods|anything|whatever|electronics|copper|metal|scrap)\b.{0,40}\bno questions\b/,
  },
  {
    category: 'other',
    // Animals set to fight for a crowd or for bets.
    terms:
      /\b(?:dog|dogs|cock|cocks|rooster|roosters|bear|bears|quail|partridge|animal)[- ]?(?:fight|fights|fighting)\b|\bbear[- ]baiting\b/,
    legal:
      /\b(?:stop|against|ban|end|rescue|rescu\w*|campaign\w*|report\w*|awareness|rehabilitat\w*|protect\w*)\b.{0,30}\b(?:fight|fights|fighting|baiting)\b/,
  },
  {
    category: 'other',
    // Girls aborted for being girls; alcohol sold where the law forbids it to the buyer.
    terms:
      /\babort\w* (?:baby )?(?:girls?|females?)\b|\bsex[- ]selective\b|\bgender (?:tests?|selection)\b.{0,30}\babort\w*|\b(?:alcohol|liquor|whiske?y|beer|wine|vodka|sharab)\b.{0,30}\bto muslims\b/,
  },
  {
    category: 'fake-documents',
    // Papers for things that never took place, or dated to a day they were not made.
    terms:
      /\b(?:invoices?|receipts?|bills?|records?|documents?|certificates?|reports?|paperwork|statements?|contracts?|slips?)\b.{0,40}\b(?:never (?:happened|took place|existed|made|done|bought|sold|delivered|worked|attended)|were never (?:made|done|bought|sold|delivered|attended)|didn't happen|did not happen)\b|\bback-?dat(?:e|ed|ing) (?:\w+ )?(?:invoices?|receipts?|documents?|contracts?|certificates?|letters?|cheques?|checks)\b/,
    legal:
      /\b(?:detect|flag|catch|spot|audit|verif|reconcil)\w*\b.{0,40}\b(?:invoices?|receipts?|bills?|records?|documents?|certificates?|paperwork)\b/,
  },
  {
    category: 'other',
    // Someone else's exam or test sat in their name.
    terms:
      /\b(?:take|takes|taking|sit|sits|sitting|give|gives|giving|write|writes|writing|appear\w* in|attempt\w*|pass|passes|passing)\b.{0,25}\b(?:exams?|tests?|papers?|ielts|toefl|pte|gre|gmat|mdcat|ecat|driving tests?|quiz(?:zes)?)\b.{0,15}\b(?:for (?:them|him|her|others|other people|you|the candidate|candidates)|on (?:their|his|her|your|someone'?s|someone else'?s) behalf|in (?:their|his|her|your|someone'?s) (?:place|name)|instead of (?:them|him|her|the (?:student|candidate)s?))\b|\b(?:proxy|dummy|fake) (?:candidates?|test[- ]takers?|exam takers?)\b|\b(?:sit|sits|sitting|appear\w*|take|takes|taking) (?:in )?for (?:candidates|students|others|other people|them|him|her|someone)\b.{0,25}\b(?:exams?|tests?|papers?|ielts|toefl|css|mdcat|ecat)\b/,
    legal:
      /\b(?:mock|practice|sample|prep(?:aration|are|ares|aring)?) (?:tests?|exams?|papers?|for)\b/,
  },
  {
    category: 'weapons',
    traded: true,
    terms:
      /\b(?:hathyar|hathiyar|hatyar|banduk|bandook|bandooq|kalashnikov|ak ?47|kalashni\w*|gun shop|arms dealer|illegal arms|unlicensed (?:guns?|weapons?|arms)|3d printed guns?|silencers?|ghost guns?)\b/,
    legal:
      /\b(?:water guns?|glue guns?|nail guns?|toy guns?|nerf|licen[cs]e?d|licensd|lisen[cs]e?d)\b/,
  },
  {
    category: 'gambling',
    terms:
      /\b(?:jua|juwa|juaa|jwa|jwie|juey|juwe|satta|satta matka|matka|teen patti for (?:money|cash)|online casino|betting app|betting site|bet(?:ting)? tips|cricket betting|sports betting)\b/,
  },
  {
    category: 'adult',
    terms:
      /\b(?:porn\w*|xxx|adult (?:content|website|site|videos?|movies?|entertainment|chat|webcam|cam)|nudes?|nude (?:photos?|pics?|videos?)|onlyfans|only fans|sex (?:work|chat|videos?|site|website|shop|toys)|sexting|camgirls?|cam girls?|escorts?|call girls?|erotic (?:content|massage)|happy ending massage)\b|\b(?:provide|supply|send|arrange)\w* (?:girls|ladies|women|ladkiyan|models|companions|hostesses)\b.{0,20}\b(?:hotels?|rooms?|nights?|private part(?:y|ies)|clients|customers|guests|gentlemen|discreet\w*)\b|\b(?:girls|ladies|women|models|companions|hostesses)\b.{0,30}\b(?:private part(?:y|ies)|hotel rooms?|for (?:rich )?(?:men|gentlemen))\b.{0,20}\bdiscreet\w*\b|\b(?:rent|renting|rents|hire|hiring|book|booking)\b.{0,20}\b(?:girlfriends?|boyfriends?|girls|women|ladies|companions?)\b.{0,20}\b(?:for the night|overnight|by the hour|per hour|for a night|for one night|for the evening)\b/,
  },
];

/**
 * The rules by the goods' names, then those by the manner of the work, then deceptive work
 * asked of us.
 */
const RULES: readonly Rule[] = [...rules, ...MANNER_RULES, ...ASKED_WORK_RULES];

/**
 * Whether the message names a legal setting of words that also name refused things ("weed
 * killer", "hacked site to recover", "fraud prevention"): the model's reading of it as an
 * unlawful request is then not trusted.
 */
export function isLegalSetting(text: string): boolean {
  return (
    rules.some((rule) => rule.legal?.test(text)) ||
    SHARED_LEGAL.test(text) ||
    LAWFUL_CLAIM.test(text) ||
    ASKED_OF_US.test(text) ||
    OUR_TERMS_ASKED.test(text) ||
    AGAINST.test(text) ||
    SUFFERED.test(text) ||
    DISOWNED.test(text) ||
    URDU_LEGAL.test(text)
  );
}

/**
 * The visitor saying the trade keeps the law: licensed, legal, customs paid, under a permit,
 * a registered trust or clinic ("Iranian carpets, imported legally with customs paid"). Words the model learnt from
 * smuggling or fraud are then not read as those; a rule's words still are ("legally sell
 * replicas" is refused by the replica rule).
 */
const LAWFUL_CLAIM =
  /(?<!\b(?:not|no|without|never|isn't|aren't|wasn't|un)(?: (?:exactly|entirely|quite|fully|really|totally|100%))? )\b(?:licen[cs]ed|legal(?:ly)?|customs?[- ](?:cleared|clearance|paid)|duty[- ]paid|(?:government|officially)[- ](?:approved|permitted|registered)|authori[sz]ed|with (?:a |the |full |all )?(?:valid |proper |official )?(?:permits?|licen[cs]es?)|pta[- ]approved|(?<!\b(?:look|looks|looking|seem|seems|appear|appears|pose|posing|pretend\w*|like|as if|jaisa|jaisi|jaise)\b (?:to be |as |like )?(?:a |an )?)registered (?:\w+ )?(?:charity|charities|trust|ngo|non-?profit|welfare|foundation|society|company|firm|clinic|pharmacy|hospital|school|dealer|agents?|consultan\w*)|(?:pmdc|pec|secp|fbr|drap|pta|sbp|pmc)[- ](?:registered|licen[cs]ed|approved)|(?:above|over|more than|at least|beyond) (?:the )?(?:legal )?minimum wage)\b/;

/**
 * The visitor asking about us, not for something: their money back, what we do with their
 * data, whether we are real ("can we get that money back?", "do you sell that data?", "is
 * Brightwave a scam?").
 */
const ASKED_OF_US =
  /\b(?:get|have|want|need|return) (?:my|our|that|the|this|all the) (?:money|payment|fee|deposit) back\b|\b(?:can|could|will|do) (?:i|we) (?:get|have|receive) (?:a |any |my |our )?refund\b|\b(?:do|does|did|will|would) (?:you|u|your \w+|brightwave) (?:ever )?(?:sell|share|pass on|give away|leak) (?:\w+ )?(?:data|details|information|info|numbers|contacts)\b|\b(?:are you(?: guys)?|is (?:brightwave|this|it|your (?:company|agency|team))) (?:a |an )?(?:scam|fraud|fake|legit\w*|real)\b|\b(?:do|does) (?:you|u|your \w+) use (?:pirated|cracked|licensed)\b/;

/**
 * One short sentence about how we are paid or what we charge ("JazzCash ya Easypaisa se
 * payment le lete ho?", "what's your late payment fee?"): the words of money taken are ours,
 * not a scheme's. Only the model's reading is set aside; a rule's words still refuse.
 */
const OUR_TERMS_ASKED =
  /^(?=[^.!\n]{0,90}$)[^.!\n]*?\b(?:(?:your|ur) (?:\w+ ){0,2}(?:fees?|charges?|penalt(?:y|ies)|rates?)|(?:payments?|pay) (?:\w+ ){0,2}(?:le lete|lete ho|lete hain|le sakte|ho jati|ho jata|ho sakti|ho sakta|hoti|accept\w*)|(?:you|u|brightwave) (?:accept|take) (?:\w+ ){0,3}(?:payments?|cards?|transfers?|jazzcash|easypaisa|paypal|crypto|bitcoin|cash)|(?:penalty|fine|charges?|fees?|jurmana) (?:\w+ ){0,2}(?:lagti|lagta|lagte|hoti|hota|leti|lete) (?:hai|he|h|hain|ho))\b[^.!\n]{0,40}$/;

/**
 * Work against a refused thing: detecting, filtering, stopping or answering it ("machines
 * that detect counterfeit notes", "filter scam messages", "warn customers about phishing"),
 * and in Roman Urdu, where the verb follows ("jaali note pakarne ki machine"); and those who
 * face it ("tenants facing illegal eviction", "recover stolen phones").
 */
const AGAINST =
  /\b(?:stop\w*|prevent\w*|detect\w*|spot\w*|filter\w*|block\w*|warn\w*|protect\w*|fight\w*|report\w*|remov\w*|clean\w*|recover\w*|respond\w*|deal\w* with|avoid\w*|identify\w*|flag\w*|combat\w*|against|beware|facing|face|faced|victims? of|affected by|hurt by)\b(?: \S+){0,3} (?:scams?|scammers?|fraud\w*|phishing|fakes?|fake \w+|counterfeits?|counterfeit \w+|pira\w+|hack\w*|spam\w*|abus\w*|illegal \w+|stolen \w+|thefts?|evictions?|harass\w*)\b|\b(?:fake|jaali|jali|jli|nakli|naqli|scams?|fraud|hack\w*|dhok\w*|nasha|nashe|nashay)(?: \S+){0,2} (?:pak[ad]?(?:ar|r)?(?:ne|e)|pkre|pkrne|pkarne|pakadne|rok\w*|pehchan\w*|pehchaan\w*|se (?:\w+ )?bach\w*|ke khilaf|ke khilaaf)\b/;

/**
 * A refused thing said not to be there, or the goods said to be genuine ("no steroids",
 * "never bought followers", "every piece is authenticated"), and things that are fake by
 * design ("fake nails"), an act said never to be done ("we never change IMEI numbers"), goods
 * said not to be fake in Roman Urdu ("nakli nahi hain") and banned kite string said not sold.
 */
const DISOWNED =
  /\b(?:nakli|naqli|jaali|jali|duplicate|fake|chori (?:ka|ki|ke))\b (?:\w+ )?(?:nahi|nahin|nai)\b(?! (?:\w+ )?lag)|\b(?:no|never|without|zero|free of|free from|not)\b (?:\w+ ){0,2}(?:metal|glass|chemical)(?: or (?:metal|glass|chemical))? (?:\w+ )?(?:string|dor|manjha|coating|coated)\b|\b(?:never|don't|dont|do not|won't|will not|refuse to)\b (?:\w+ ){0,2}(?:change|changes|alter|alters|tamper\w*|reprint|relabel|forge|forges)\b|\b(?:never|don't|dont|do not|no|without) (?:take|taking|ask\w* for|charg\w*|collect\w*) (?:any )?(?:payments?|money|advances?|deposits?|fees?) (?:before|until|upfront|up front|in advance)\b|\b(?:no|never|not|zero|without|free of|free from|nothing) (?:\w+ )?(?:steroids|bought (?:followers|likes|reviews)|fake (?:followers|likes|reviews|accounts)|bots|replicas?|copies|counterfeits?)\b|\b(?:genuine|authentic|authenticated|certified) (?:\w+ ){0,2}(?:degrees?|bags?|watches|goods|products?|brands?|pieces?|perfumes?)\b|\b(?:every|each) (?:piece|item|product|bag|watch) is (?:authenticated|genuine|certified)\b|\bfake (?:nails|eyelashes|lashes|tan|plants|flowers|grass|snow|blood|tattoos)\b/;

/**
 * A refused thing done to the visitor ("our site got hacked", "we got fake reviews", "people
 * keep using our photos without permission", "website hack ho gayi"), or their own site failing ("our app keeps
 * crashing when traffic spikes").
 */
const SUFFERED =
  /\b(?:hack|hacked|scam|fraud|chori|chura)\w* (?:ho gay\w*|ho gai\w*|ho gya\w*|hua|hui|huwa|hogaya|hogayi|kar li\w*|kar diya|kr diya)\b|\b(?:people|someone|others|they|competitors?|other (?:sites|pages|shops|brands))\b (?:keep |keeps |are |is |have been |has been )?(?:using|use|uses|used|copying|copy|copies|copied|stealing|steal|steals|stole|reposting|reposts|reposted|selling|sells|sold) (?:our|my)\b|\b(?:my|our) (?:\w+ )?(?:apps?|site|website|server|page|store|system)s?\b.{0,40}\b(?:crash\w*|going down|goes down|slow\w*|broke\w*)\b|\b(?:was|got|has been|have been|been|were) (?:hacked|scammed|defrauded|pirated|copied|cloned|phished|stolen|robbed|snatched)\b|\b(?:got|received|getting) (?:\w+ )?(?:fake reviews|spam|scam (?:calls|messages))\b/;

/**
 * Legal settings the shared detector knows (common/chat.ts), and lawful frames of words the
 * unlawful examples use (growing a following honestly, a job applied for, an opted-in list,
 * our own login page), for the model's readings.
 */
const SHARED_LEGAL =
  /\b(?:real|genuine|organic|honest|authentic) (?:\w+ )?(?:followers|likes|reviews|ratings)\b|\b(?:girls'?|boys'?|working women'?s?|students'?) hostels?\b|\b(?:visa|immigration|study abroad|tax|legal) consultan\w*\b|\bcover letters?\b|\b(?:past|previous|old|solved) (?:exam )?papers?\b|\binspired (?:by|perfumes?|fragrances?|scents?)\b|\borganic(?:ally)?\b|\b(?:real|genuine) (?:followers|likes|reviews)\b|\b(?<!(?:unlicen[cs]ed|illegal|fake) (?:[a-z]+ )?)(?:pharmac(?:y|ies|ist|eutical)s?|rehab\w*|anti[- ]?(?!biotic|depress|histamin|psychotic|anxiety|inflammator|convuls)\w+|(?:fraud|scam) (?:prevention|detection|protection|awareness)|ethical hack\w*|cyber ?security|(?:glue|nail|paint|heat|massage|spray|water|toy) guns?|bath bombs?|weed (?:control|killer|removal)|(?:reviews|followers|likes|ratings|rankings?) (?:honestly|organically|naturally|the right way|legitimately)|(?:followers|likes|reviews|subscribers|views)\b.{0,40}\b(?:strateg(?:y|ies)|plan|tips|advice|suggest\w*)|(?:how (?:do|can|could|should) (?:we|i)|help us) (?:\w+ ){0,3}(?:get|grow|gain|earn|build)\w* (?:\w+ ){0,2}(?:followers|likes|reviews|subscribers|views|following)|(?:we are|we're|i am|i'm) (?:a |an )?(?:\w+ )?(?:bank|microfinance|fintech|wallet)|(?:login|log-in|sign[- ]?in) (?:page|screen) for our|our (?:own )?(?:customer|client|subscriber|member|patient)s?'? (?:list|lists|database|numbers|contacts)|i (?:have |just |recently |already )?(?:applied|am applying|sent my (?:cv|resume|application)) (?:for|to)|make ours|no hidden (?:fees|charges|costs|terms)|(?:who|that) opted[- ]in|opt[- ]in (?:list|subscribers|customers)|(?:ask|asking|invite|inviting|encourage|encouraging|remind|reminding)\w* (?:our |my |happy |real |satisfied |past |existing )*(?:customers|clients|patients|buyers|guests|students) to (?:leave|write|post|give|share)|(?:better|faster|nicer|cleaner|more \w+) than (?:theirs|them|our competitors?'?s?|(?:the |our |my )?(?:rival|competitor)s?'?s?)|pest (?:control|management)|fumigat\w*|termite (?:treatment|control|proofing))\b/;

/**
 * The shared detector refuses any weapon or gambling word ('gun', 'casino', 'poker',
 * 'lottery'); these say the word is a theme, a tool, a sport, teaching or a licensed trade
 * ("casino-themed party decor", "gun cleaning kits", "poker strategy classes", "a licensed
 * firearms dealer"). With one of them the shared reading is not taken, and the narrow rules
 * below and the classifier of unlawful requests (intents.ts) decide.
 */
const LAWFUL_FRAME =
  /\b(?:licen[cs]e?d|licensd|lisen[cs]e?d|where (?:it is|it's) legal|permitted|archery|air[- ]?(?:rifles?|guns?|pistols?)|shooting (?:range|club|sports?)|themed?|decor\w*|props?|costumes?|toys?|airsoft|paintball|nerf|cleaning|safes?|holsters?|museums?|antiques?|strategy|stats|statistics|notebooks?|stationery|board games?|card games?|awareness|addiction|charity|charities|fundrais\w*|raffles?|for fun)\b|\b(?:betting|gambling|alcohol)[- ]free\b|\bno (?:betting|gambling|real money|money involved)\b|\blegal (?:\w+ )?(?:lottery|lotteries|business|company|shop|store|dealer|dealership)\b|\b(?:called|named)\b.{0,25}\b(?:guns?|casino|poker|bets?)\b/;

/**
 * Refused words in work that fights or treats them: defending the accused, treatment and
 * harm reduction, security research and training done with the owner's permission ("a law
 * firm that defends fraud cases", "a needle exchange", "phishing simulations for a
 * client's staff"). No rule's reading of such a message is taken; the classifier's is
 * when the message's letters read as the unlawful request itself.
 */
const CARE_FRAME =
  /\b(?:cyber ?forensics?|forensic (?:firm|lab|labs|investigat\w*|experts?|accountants?)|investigat\w* (?:\w+ )?(?:hacking|fraud|cyber ?crimes?) (?:incidents|cases)|law (?:firm|practice|chambers)|lawyers?|attorneys?|legal aid|criminal defen[cs]e|defen[cd](?:s|ing)? (?:clients|people|the accused|those accused|cases)|harm reduction|needle (?:exchange|programme|program)|drug[- ]checking|(?:addiction|drug|de-?addiction|rehab) (?:treatment|recovery|counsell?ing|centres?|centers?|clinics?)|bug bount(?:y|ies)|penetration test\w*|pen[- ]?test(?:s|ing|ers?)?|responsible disclosure|(?:phishing|attack|breach) simulations?|security awareness|(?:with|under) (?:the )?(?:client'?s |owner'?s )?(?:written )?(?:permission|consent)|licen[cs]ed (?:medical )?(?:cannabis|marijuana|dispensar(?:y|ies)))\b/;

/** Whether a refused word of `text` stands in a lawful frame (LAWFUL_FRAME, CARE_FRAME). */
export const hasLawfulFrame = (text: string, category: RefusalCategory): boolean =>
  ((category === 'weapons' || category === 'gambling') && LAWFUL_FRAME.test(text)) ||
  CARE_FRAME.test(text);

/**
 * The refused category of a visitor message, or null. Trade words (in the message, or a trade
 * the conversation is already about: `trading`) are needed for the words with lawful senses only (street words, wild animals, "unlicensed", hiding from the
 * law: "I sell weed" is refused, "weed control" is not); a
 * hacking, fraud or adult request is refused as such.
 */
export function detectRefusal(
  message: string,
  { trading = false }: { trading?: boolean } = {},
): RefusalCategory | null {
  const text = message.toLowerCase().replace(/[’‘`]/g, "'").replace(/\s+/g, ' ');
  // A question about us, or work against a refused thing or done to the visitor, uses its
  // words without asking for it.
  if (ASKED_OF_US.test(text) || AGAINST.test(text) || SUFFERED.test(text) || DISOWNED.test(text)) {
    return null;
  }
  const shared = detectIllegalBusiness(message);
  if (shared && !hasLawfulFrame(text, shared)) return shared;
  for (const rule of RULES) {
    if (!rule.terms.test(text) || rule.legal?.test(text)) continue;
    if (CARE_FRAME.test(text)) continue;
    if (rule.traded && !trading && !TRADE.test(text)) continue;
    return rule.category;
  }
  return null;
}

/**
 * The same trades named in Urdu script. Transliteration loses most of their vowels, so the
 * written words are read as they are; a message about recovery (بحالی), awareness (آگاہی),
 * prevention, catching or telling them apart (پکڑ, پہچان) or goods said to be genuine
 * (اصلی, but not "like the genuine") is a lawful setting. "Against" (خلاف) is not: fake
 * reviews are written against a competitor.
 */
const URDU_RULES: readonly { category: RefusalCategory; terms: RegExp }[] = [
  {
    category: 'counterfeit',
    terms:
      /(?:کاپی|ریپلیکا|نقلی)\s*(?:برانڈ|برانڈڈ|گھڑی|گھڑیاں|جوتے|بیگ|کپڑے|پرفیوم)|(?:فرسٹ|ماسٹر)\s*کاپی/u,
  },
  { category: 'drugs', terms: /منشیات|چرس|ہیروئن|کوکین|افیم|گانجا|نشہ\s*آور|نشے\s*کی\s*گولی/u },
  { category: 'adult', terms: /کال\s*گرل|فحش|ایسکارٹ|جسم\s*فروشی/u },
  {
    category: 'leaked-exams',
    terms: /(?:پیپر|پرچ[ہے]|پرچا)\s*(?:لیک|آؤٹ)|لیک\s*(?:شدہ\s*)?(?:پیپر|پرچ)/u,
  },
  {
    category: 'fraud',
    terms:
      /بیوقوف\s*بنا|دھوک[ہا]|فراڈ|(?:پیسے|رقم)\s*(?:لے|لیکر|لے\s*کر).{0,20}غائب|(?:بینک|جاز\s*کیش|ایزی\s*پیسہ).{0,30}(?:جیسا|جیسی|جیسے|کی\s*طرح).{0,60}(?:پاس\s*ورڈ|پن|او\s*ٹی\s*پی)/u,
  },
  { category: 'weapons', terms: /اسلحہ|ہتھیار|پستول|بندوق|کلاشنکوف|گولیاں\s*(?:اور|آن\s*لائن)/u },
  {
    category: 'gambling',
    terms: /(?<!\p{L})(?:جوا|جوئے|جوے)(?!\p{L})|سٹہ|سٹے\s*(?:بازی|کی|والی)/u,
  },
  {
    category: 'hacking',
    terms:
      /(?<!\p{L})ہیک|فون\s*ٹیپ|(?:خفیہ|چھپ\s*کر|چپکے\s*سے).{0,30}(?:ٹیپ|ریکارڈ|ٹریک|جاسوسی)|(?:ٹیپ|ریکارڈ|ٹریک|جاسوسی).{0,30}(?:خفیہ|چپکے\s*سے)/u,
  },
  { category: 'smuggling', terms: /اسمگل|سمگل/u },
  {
    category: 'fraud',
    // A sure cure promised for an illness.
    terms:
      /(?:شوگر|کینسر|بلڈ\s*پریشر|ذیابیطس|دمہ|یرقان|ہیپاٹائٹس|جگر|گردے)\s*(?:کا|کی|کے)\s*(?:پکا|مکمل|یقینی|سو\s*فیصد|گارنٹی(?:\s*والا)?)\s*علاج/u,
  },
  {
    category: 'other',
    // The manner of the work: a meter slowed, without a permit, in other people's names, for
    // a high, sold as what it is not, a candidate's place taken.
    terms:
      /میٹر\s*(?:\S+\s+){0,1}(?:آہستہ|سلو|پیچھے|الٹا)|بغیر\s+(?:\S+\s+){0,2}(?:اجازت|لائسنس|پرمٹ|نسخ|سیمپل|نمون)|(?:دوسر|دیگر)\S*\s+(?:(?:لوگوں|افراد)\s+)?کے\s*نام\s*(?:پر|پہ)|بائیومیٹرک\s*کی\s*ضرورت\s*نہیں|نشے\s*(?:کے|کیلئے|کی)|بتا\s*کر\s+(?:\S+\s+){0,4}(?:بیچ|فروخت)|(?:امیدوار|طالب\s*علم|طلبہ|طالبعلم)\s*کی\s*جگہ/u,
  },
  {
    category: 'other',
    // Stolen goods; goods the law keeps from children, sold to them.
    terms:
      /چوری\s*(?:کے|کا|کی|شدہ)|(?:بچوں|بچے|سکول|اسکول).{0,25}(?:سگریٹ|سگرٹ|ویپ|شراب|نسوار|گٹکا)|(?:سگریٹ|سگرٹ|ویپ|شراب|نسوار|گٹکا).{0,25}(?:بچوں|بچے|سکول|اسکول)/u,
  },
  {
    category: 'fraud',
    // Aid drawn on the thumbprints of the poor and kept.
    terms: /انگوٹھ\S*.{0,30}(?:امداد|رقم)|امدادی\s*رقم.{0,15}خود/u,
  },
  {
    category: 'fraud',
    // A handset's serial (IMEI) changed: a stolen phone sold again.
    terms: /آئی\s*ایم\s*ای\s*آئی.{0,20}(?:بدل|تبدیل)|(?:بدل|تبدیل).{0,10}آئی\s*ایم\s*ای\s*آئی/u,
  },
  {
    category: 'fake-documents',
    terms: /جعلی\s*(?:ڈگری|ڈگریاں|شناختی|پاسپورٹ|سرٹیفکیٹ|دستاویز|نوٹ)/u,
  },
  { category: 'piracy', terms: /کریک\s*(?:سافٹ|سوفٹ|ونڈوز)|پائریٹڈ/u },
  {
    category: 'fake-engagement',
    terms: /فالوورز\s*خرید|لائکس\s*خرید|جعلی\s*(?:\S+\s+)?(?:ریویو|ریویوز|تبصرے)/u,
  },
];
const URDU_LEGAL =
  /بحالی|آگاہی|روک\s*تھام|بچاؤ|پکڑ|پہچان|اصلی(?!\s*(?:جیس|جیسا|جیسی|جیسے|کی\s*طرح))/u;

/** The refused category of a message's Urdu-script words, or null. */
export function detectUrduRefusal(message: string): RefusalCategory | null {
  if (!/\p{Script=Arabic}/u.test(message) || URDU_LEGAL.test(message)) return null;
  return URDU_RULES.find((rule) => rule.terms.test(message))?.category ?? null;
}
