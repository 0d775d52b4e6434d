import type { Rule } from './refusal-rule.ts';

/**
 * Unlawful trades read by the manner of the work rather than by the goods' names: whatever
 * is sold, it is unlawful when it is done without the check or permit the law asks for,
 * passed off as what it is not, forced on people, bought from an official, taken from
 * someone's private life or identity, or taken from what the law protects. A visitor
 * describing a trade no list names ("lab reports without a sample", "a second CNIC with a
 * different name", "they can't leave until delivery") still tells one of these. Each holds
 * only where something is traded or promoted, and the lawful sides of the same words (a
 * refurbished phone sold as refurbished, a detector of hidden cameras, a pen test with the
 * owner's consent) are let through.
 */
export const MANNER_RULES: readonly Rule[] = [
  {
    category: 'other',
    // Done without the sample, permit, prescription or consent the work legally needs.
    terms:
      /\b(?:without|bina|baghair|bagher|bagair|begair|baghayr)\b (?:\w+ ){0,3}(?:samples?|permits?|permission|ijazat|izn|lease|prescriptions?|parchi|nocs?|biometric\w*|consent)\b|\bno (?:\w+ )?(?:samples?|prescriptions?|biometric\w*|permits?) (?:needed|required|necessary|asked|taken|zaroori)\b|\b(?:samples?|prescriptions?|biometric\w*|permits?|ijazat) (?:ki|ke) (?:zaroorat|zarurat|zaroorat hi) (?:nahi|nahin)\b/,
    legal:
      /\b(?:our|my) (?:\w+ ){0,3}(?:without (?:our|my) (?:permission|consent))\b|\b(?:used|using|copied|copying|stole|stolen|took|taken|posted|posting|shared|sharing)\b.{0,40}\bwithout (?:our|my|their|your) (?:permission|consent)\b|\bnever (?:\w+ ){0,3}without\b|\bonly (?:with|after)\b.{0,30}\b(?:prescriptions?|consent|permission|permits?|samples?)\b|\bwithout (?:a )?prescription (?:medicines?|drugs|products|remedies|items)\b|\bover[- ]the[- ]counter\b|\b(?:vitamins?|supplements?|otc|herbal|cosmetics?|skin ?care)\b/,
    traded: true,
  },
  {
    category: 'fraud',
    // Goods passed off as what they are not: a new date on old stock, a reading turned back,
    // water for weight, one meat told as another.
    terms: new RegExp(
      [
        String.raw`\b(?:sell|sells|selling|sold|pass|passes|passing|passed|label\w*|present\w*|advertis\w*|market\w*)\b (?:\w+ ){0,3}(?:off )?as (?:fresh|new|brand new|genuine|original|real|pure|full|unused|low[- ]mileage|mutton|beef|lamb|goat|halal)\b(?! or\b)`,
        String.raw`\b(?:bata|batake|bta|bata ke|bata kar|bata k|bol ke|bol kar|keh kar|keh ke|kah ke|kah kar)\b (?:\w+ ){0,2}(?:bech\w*|baich\w*|bikta|bikti|dete|de dete|supply)\b`,
        String.raw`\b(?:new|fresh|fake|changed|later|different)\b (?:expiry |expiration |manufactur\w* |mfg |best[- ]before )?(?:date|dates|expiry)\b (?:stickers?|labels?|stamps?|prints?)\b`,
        String.raw`\b(?:change|changes|changing|wash|washes|washing|scratch|scratches|scratching|rub|rubbing|remove|removing|erase|erasing|alter|altering|tamper\w*|reprint\w*|re-?label\w*)\b (?:off |away )?(?:the |their |its )?(?:real |original |old |printed )?(?:expiry|expiration|best[- ]before|manufacturing|mfg|imei|chassis|engine number)\b`,
        String.raw`\bnot for sale\b`,
        // Made elsewhere and sold under the maker's name, or medicines copied.
        String.raw`\b(?:under|with|in) (?:the|a|their) (?:original|real|famous|big|known|genuine|company'?s?|brand'?s?) (?:brand|brand name|brand's name|label|labels|name|packaging|logo|packing)\b`,
        String.raw`\bcopies of (?:\w+ ){0,2}(?:medicines?|drugs|tablets|injections|vaccines|insulin|dawai\w*)\b`,
        String.raw`\b(?:turn|turns|turning|roll|rolls|rolling|wind|winds|winding|set|sets|setting)\b (?:\w+ ){0,2}back (?:the )?(?:odometers?|odo|mileage|meters?|readings?|clocks?)\b|\b(?:odometers?|mileage)\b.{0,40}\b(?:turned back|rolled back|wound back|reduc\w*|lower\w*|from [0-9,]+ (?:km )?to [0-9,]+)`,
        // Something mixed in that the buyer pays for as the real thing.
        String.raw`\b(?:formalin|urea|detergent|surf|chalk|sawdust|brick (?:dust|powder)|dyes?|starch|kerosene)\b.{0,40}\b(?:milk|doodh|honey|shehad|ghee|cooking oil|tea|chai|spices?|masala|mirch|chilli|flour|atta|medicines?|dawai|meat|gosht|sweets|mithai)\b`,
        String.raw`\b(?:milk|doodh|honey|shehad|ghee|cooking oil|tea leaves|chai ki patti|spices?|masala|mirch|chilli|flour|atta|meat|gosht|medicines?|tablets|capsules|strips|dawai)\b.{0,30}\b(?:formalin|urea|detergent|surf|chalk|sawdust|brick (?:dust|powder)|kerosene)\b`,
        String.raw`\b(?:water|paani|pani)\b.{0,30}\b(?:bhar|fill|mix|mila|dal|daal|add)\w*\b.{0,40}\b(?:wazan|weight|full|pura|poora)\b|\b(?:cylinders?|petrol|diesel|fuel|milk|doodh)\b (?:\w+ ){0,2}(?:mein|me|main|in|into) (?:\w+ ){0,1}(?:water|paani|pani)\b (?:\w+ ){0,2}(?:bhar|fill|mix|mila|dal|daal|add)\w*`,
      ].join('|'),
    ),
    legal:
      /\b(?:clearly|honestly|openly) (?:\w+ ){0,3}(?:labelled|labeled|marked|sold|described)\b|\b(?:not|never|don't|do not|nothing) (?:\w+ ){0,2}(?:sold|sell|pass\w*|label\w*) (?:\w+ ){0,2}as new\b|\bas good as new\b|\b(?:restored|refurbished|repaired|renovated|reconditioned|polished|repainted|serviced|cleaned) (?:\w+ )?as new\b|\b(?:test|tests|testing|detect\w*|check\w*|lab\w*)\b.{0,30}\b(?:adulterat\w*|formalin|urea|detergent)\b|\b(?:authori[sz]ed|official|licensed) (?:distributors?|dealers?|resellers?|retailers?|partners?|franchise\w*|stockists?)\b/,
    traded: true,
  },
  {
    category: 'other',
    // People forced: threatened, beaten, held until they have worked or paid.
    terms: new RegExp(
      [
        String.raw`\b(?:threaten|threatens|threatened|threatening (?:them|him|her|their|borrowers|tenants|families|people)|intimidat\w*|blackmail\w*|dhamka\w*|dhamki\w*|goons|maar peet|marpeet)\b`,
        String.raw`\b(?:can't|cannot|can not|aren't allowed to|are not allowed to|not allowed to|never allowed to|nahi ja sakt\w*|ja nahi sakt\w*)\b (?:\w+ ){0,1}(?:leave|go home|go out|quit|ghar ja\w*)\b.{0,30}\b(?:until|till|unless|jab tak)\b (?:\w+ ){0,3}(?:delivery|deliver\w*|birth|paid|pay\w*|debts?|loans?|qarz\w*|contracts?|finish\w*|work\w* off|return\w*)\b`,
        String.raw`\b(?:our|hamare|humare|hamaray) (?:boys|larke|ladke|larkay|ladkay|bande|men|guys)\b.{0,40}\b(?:throw|phenk|phaink|beat|maar|nikal|uthal|force|drag)\w*`,
        String.raw`\b(?:buy|buys|bought|buying|purchas\w*|kharid\w*)\b (?:\w+ ){0,2}(?:children|kids|girls|boys|babies|bachay|bachon|bachche|women|brides)\b (?:from|of|se) `,
      ].join('|'),
    ),
    legal:
      /\bhelp\w* (?:\w+ ){0,2}(?:families|people|victims|borrowers|tenants|women|workers|children|girls)\b (?:when|who|whose|if|against|facing)\b|\b(?:victims?|survivors?|helplines?|shelters?|protect\w* (?:women|children|tenants|borrowers|people)|rescue\w*|awareness|counsell?ing|bullying)\b|\b(?:can't|cannot) leave (?:a |their |your )?(?:review|comment|message|feedback)|\bcan't leave (?:the )?(?:house|home) (?:to|for)\b/,
    traded: true,
  },
  {
    category: 'fraud',
    // An official paid, or a man inside an office, to get what the rules would not give.
    terms: new RegExp(
      [
        String.raw`\bsomeone (?:inside|in|at|from|within) (?:the )?(?:nadra|passport office|passport|customs|fbr|police|excise|embassy|consulate|bank|board|hospital|telecom|pta|court|registry|land record\w*|tax office|municipal\w*|excise office|licensing office)\b`,
        String.raw`\b(?:hamara|humara|apna|hamaray) (?:banda|aadmi|admi|bnda) (?:\w+ ){0,2}(?:andar|nadra|office|customs|police|court|passport|embassy|board|hospital)\b`,
        String.raw`\b(?:pay|pays|paying|paid|bribe\w*|grease|tip|tips|tipping)\b (?:the |a |an |some |off )?(?:\w+ ){0,2}(?:clerks?|officers?|officials?|inspectors?|patwaris?|police\w*|examiners?|judges?|assessors?|invigilators?)\b.{0,60}\b(?:so|to|taake|taki|and)\b`,
        String.raw`\b(?:rishwat|rishvat|rishwt|upar ke paise|oopar ke paise|chai pani)\b`,
        String.raw`\b(?:jump|skip|cut|bypass)\w* (?:the )?(?:\w+ )?(?:waiting list|queue|line|merit list)\b`,
        // A fee taken for a visa, job or plot that is never there.
        String.raw`\b(?:advance|fees?|deposits?|paise|payment|money|charge)\b.{0,60}\b(?:asal mein |actually |really |even )?(?:hota hi nahi|hoti hi nahi|hote hi nahi|exists? hi nahi|doesn't (?:even )?exist|does not (?:even )?exist|don't (?:even )?exist|never (?:even )?exist\w*|(?:is|are) never (?:issued|delivered|given)|never (?:comes?|arrives?))\b`,
      ].join('|'),
    ),
    legal:
      /\b(?:report\w*|expos\w*|fight\w*|against|stop\w*|end\w*)\b (?:\w+ ){0,2}(?:corrupt\w*|brib\w*|rishwat)\b|\b(?:anti[- ]?corruption|whistle-?blow\w*|transparen\w*)\b|\bskip the (?:queue|line) (?:at|in|with) (?:our|the) (?:shop|store|restaurant|cafe|clinic|counter|bakery)\b|\bskip[- ]the[- ](?:queue|line)\b|\b(?:online|advance|pre-?)(?:booking|ordering|order)s?\b.{0,40}\b(?:skip|jump)\w* the (?:queue|line)\b/,
    traded: true,
  },
  {
    category: 'hacking',
    // Someone's private life or messages taken and sold: hidden cameras, anyone's chats.
    terms: new RegExp(
      [
        String.raw`\bhidden (?:cameras?|cams?|mics?|microphones?|recorders?)\b`,
        String.raw`\b(?:secretly|covertly|quietly) (?:\w+ ){0,2}(?:record\w*|film\w*|track\w*|read\w*|monitor\w*|watch\w*|listen\w*)\b`,
        String.raw`\b(?:record\w*|film\w*|track\w*|read\w*|monitor\w*|listen\w*)\b (?:\w+ ){0,4}without (?:them|him|her|their|the (?:\w+ )?(?:owner|user|person|wife|husband|employee|guest|girl)s?) (?:knowing|knowledge|consent)\b`,
        String.raw`\b(?:any ?(?:one|1)'?s|any ?body'?s|some ?(?:one|1)'?s|someone else'?s|other people's|others'|any person's|any number's|any user's|strangers')\b (?:\w+ ){0,1}(?:whatsapp|chats?|messages|call (?:records|logs|history)|locations?|sms|inbox|photos|pictures|data|cnic)\b`,
        String.raw`\b(?:shows?|gives?|pulls?|gets?|reads?|opens?)\b (?:any ?(?:one|1)'?s|any ?body'?s|some ?one'?s|any) (?:\w+ ){0,1}(?:whatsapp|chats?|messages|call records|location)\b`,
        String.raw`\b(?:aimbots?|aim bots?|wall ?hacks?|esp hacks?|mod menus?|game (?:hacks?|cheats?)|cheats? (?:for|in) (?:pubg|valorant|free fire|fortnite|cod|call of duty|cs2|csgo|apex|online games?))\b`,
      ].join('|'),
    ),
    legal:
      /\b(?:detect\w*|find\w*|sweep\w*|scan\w*|spot\w*|locat\w*|alert\w*|warn\w*|tells? (?:you|users|them) (?:if|when))\b.{0,45}\b(?:hidden (?:cameras?|cams?|mics?|microphones?|recorders?)|spy\w*|secretly|covertly)\b|\banti[- ]?cheat\w*\b|\b(?:with|after) (?:\w+ )?(?:consent|permission)\b|\b(?:their|his|her|your|my|our) own (?:\w+ )?(?:whatsapp|chats?|messages|data|photos|location)\b/,
    traded: true,
  },
  {
    category: 'fake-documents',
    // Papers in other people's names, a second identity, reports with no test behind them,
    // witnesses and footage that say what is paid for.
    terms: new RegExp(
      [
        String.raw`\b(?:sims?|sim cards?|accounts?|bank accounts?|cards?|connections?|numbers?)\b.{0,40}\b(?:in|on|under) (?:other|others'|other people's|someone else's|strangers'|different|another person's|random people's) (?:names?|cnics?|ids?)\b`,
        String.raw`\b(?:dusron|doosron|dusre logon|doosre logon|kisi aur|kisi or) (?:ke|k) (?:naam|nam|cnic|shanakhti card) (?:par|pe|pr|se)\b`,
        String.raw`\b(?:second|another|extra|duplicate|dusra|doosra|dosra)\b (?:\w+ ){0,1}(?:cnic|id card|shanakhti card|passport|identity)\b.{0,40}\b(?:different|another|new|alag|dusre|doosre|fake) (?:name|naam|identity)\b`,
        String.raw`\b(?:negative|clean|fit|fitness|medical|lab|drug[- ]test|pcr|covid|blood|health)\b (?:\w+ ){0,2}(?:reports?|results?|certificates?)\b.{0,60}\b(?:without|no|bina|baghair) (?:\w+ ){0,3}(?:samples?|tests?|testing|check-?ups?|examination|seeing (?:a |the )?doctor)\b`,
        String.raw`\b(?:false|fake|paid|hired|kiraye ke|jhoot[ae]|jhute|jhoote|jhootay)\b (?:\w+ )?(?:witness\w*|gawah\w*)\b|\b(?:witness\w*|gawah\w*)\b.{0,60}\b(?:kuch bhi bol\w*|jo bhi (?:kahen|kaho|bole)|say anything|say whatever|whatever (?:you|they|the client) (?:want|need)s?)\b`,
        String.raw`\b(?:edit|edits|editing|cut|cuts|cutting|alter\w*|doctor\w*|reorder\w*|tamper\w*|splic\w*|delet\w*)\b (?:\w+ ){0,3}(?:cctv|footage|clips?|recordings?|evidence|frames?)\b.{0,80}\b(?:insur\w*|police|court|claims?|judges?|whatever (?:version|they want|you want))\b`,
        String.raw`\b(?:copied|cloned|duplicated?|fake|forged|copy)\b (?:\w+ ){0,1}(?:qr codes?|barcodes?|tickets?|entry passes|match passes)\b`,
      ].join('|'),
    ),
    legal:
      /\b(?:detect\w*|verif\w*|check\w*|spot\w*|catch\w*|flag\w*|prevent\w*|scan\w*|authenticat\w*|restor\w*|recover\w*|forensic\w*|secur\w*)\b.{0,30}\b(?:fake|forged|duplicate|copied|cloned|tickets?|qr codes?|footage|identity|identities)\b|\b(?:witness\w*)\b.{0,20}\b(?:protection|support|statements? recorded)\b|\bvideo edit\w*\b|\bcut (?:the )?(?:clips?|footage|frames?) (?:for|into) (?:reels?|shorts|ads?|promos?|trailers?)\b/,
    traded: true,
  },
  {
    category: 'other',
    // What the law protects taken for sale: protected forests and wildlife, antiquities,
    // fish killed with explosives, human organs, kite string that cuts throats.
    terms: new RegExp(
      [
        String.raw`\bprotected (?:forests?|areas?|land|reserves?|species|animals?|birds?|trees?|wildlife|sites?)\b`,
        String.raw`\b(?:dynamite|explosives?|blasting|poison|electric current|current laga\w*)\b.{0,50}\b(?:fish\w*|machli\w*|machhli\w*)\b|\bfish\w* (?:\w+ )?with (?:dynamite|explosives?|poison|electricity|current)\b`,
        String.raw`\b(?:ancient|archaeological|archeological|gandhara|buddhist|mohenjo[- ]?daro|harappan?|taxila|old sites?|ruins|graves?|tombs?)\b.{0,60}\b(?:statues?|coins|relics|artefacts?|artifacts?|idols?|antiquities|sculptures?)\b.{0,60}\b(?:sell\w*|sold|collectors?|buyers?|export\w*|smuggl\w*)\b|\b(?:dig|digs|digging|dug)\b (?:\w+ ){0,3}(?:at|in|near|around) (?:the )?(?:old|ancient|archaeological|historic) (?:sites?|ruins|graves|tombs|mounds?)\b`,
        String.raw`\b(?:kidneys?|gurd[ae]y?|human organs?|organ trade|paid (?:kidney |organ )?donors?)\b.{0,50}\b(?:sell\w*|sold|buy\w*|bought|for (?:money|cash|a fee)|bech\w*|kharid\w*|lakh|rupees|dollars|\$|pay\w*)\b|\b(?:sell\w*|buy\w*|bech\w*|kharid\w*)\b.{0,30}\b(?:kidneys?|gurd[ae]y?|human organs?)\b`,
        String.raw`\b(?:metal|metallic|glass|chemical|chemically coated|sheeshay|sheeshe|sheesha|shisha|dhaati|dhati|tandi|nylon) ?(?:wali |coated |ki |ka )?(?:dor|door|string|manjha|manja|kite thread)\b`,
        String.raw`\b(?:stolen|chori ka|chori ke|chori ki|chura\w*|snatch\w*)\b (?:\w+ ){0,3}(?:bech\w*|sell\w*|sold|resell\w*|market\w*|supply\w*|kharid\w*|buy\w*)\b|\b(?:sell\w*|resell\w*|bech\w*)\b (?:\w+ ){0,3}(?:stolen|chori (?:ka|ke|ki))\b`,
        String.raw`\b(?:hundi|hawala)\b|\b(?:without|outside) (?:the |any )?banks\b|\boutside (?:the )?banking (?:system|channels?)\b|\bbank ke (?:baghair|bagair|begair|bina|baghayr)\b|\bbina bank\b(?! account)`,
      ].join('|'),
    ),
    legal:
      /\b(?:not|never|no|without|free of|free from|zero)\b (?:\w+ ){0,2}(?:metal|glass|chemical|stolen|explosives?|dynamite)\b|\b(?:conserv\w*|rescue\w*|rehabilitat\w*|protect(?:s|ing)? (?:the|our|wild|endangered)|replicas?|museums?|licen[cs]ed|permitted|legal\w*|permits?|permission|transplant (?:centre|center|hospital|surgeons?|unit)|donation (?:awareness|drive|campaign)|organ donors? (?:registry|awareness|card)|recover\w* stolen|report\w* (?:stolen|theft|thefts)|track\w* stolen|find\w* stolen|insur\w*|forensic\w*)\b|\bstolen (?:cars?|phones?|bikes?|vehicles?|goods) (?:tracking|recovery|reports?)\b/,
    traded: true,
  },
  {
    category: 'drugs',
    // Medicines sold to be taken for a high.
    terms:
      /\b(?:cough ?syrups?|cuff ?syrps?|cuff ?syrups?|codeine|syrups?|sharbat|tablets|pills|goliyan|injections?|inhalers?|solution|glue)\b.{0,50}\b(?:to get high|get(?:ting)? high|for (?:a |the )?high|for (?:fun|kicks|nasha|nashe|nashay)|nash[ae]y? (?:ke|k|kay) (?:liye|lye|leye|liay)|(?:drink|take|sniff)s? it (?:4|for) (?:fun|kicks)|to feel high|jhoomne)\b/,
    traded: true,
  },
  {
    category: 'piracy',
    // Keys taken from someone else's licences, resold as if bought.
    terms:
      /\b(?:keys?|licen[cs]es?|serials?)\b.{0,30}\b(?:pulled|taken|extracted|ripped|leaked|stolen|scraped|lifted)\b (?:\w+ ){0,2}(?:from|out of|off)\b|\b(?:other (?:companies'|people's|firms')|someone else's|corporate|volume) licen[cs]es?\b.{0,40}\b(?:sell\w*|resell\w*|keys)\b/,
    legal: /\b(?:authori[sz]ed|official|licen[cs]ed) (?:reseller|dealer|partner|distributor)\b/,
    traded: true,
  },
  {
    category: 'smuggling',
    // People taken across borders by boat, container or on foot for a fee; goods brought over
    // the border past customs.
    terms:
      /\b(?:across|over|from across) the border\b|\b(?:border|sarhad|bardar)\b (?:\w+ ){0,2}(?:se|par|paar|pe)\b (?:\w+ ){0,3}(?:la|laa|lay|lana|late|laate|mangwa)\w*|\b(?:iran|irani|iranian)\b (?:ka |ki |ke |se )?(?:diesel|petrol|tel|fuel)\b|\bnon[- ]?customs?[- ]paid\b|\bncp (?:cars?|vehicles?|gaari|gari|gaariyan)\b|\bbina (?:custom|duty)\b|\b(?:boats?|kashti|containers?|trucks?|dunki|donkey route|on foot|paidal)\b.{0,40}\b(?:italy|greece|europe|spain|turkey|iran|libya|uk|england|germany)\b.{0,60}\b(?:per (?:banda|bandah|person|head|aadmi)|lakh|larke|ladke|log|people|boys|men|passengers|clients)\b|\b(?:libya|iran|turkey|greece|mexico)\b (?:ke raste|ke rastay|ke zariye|via|through|by way of)\b.{0,40}\b(?:italy|europe|greece|spain|uk|usa|america)\b/,
    legal:
      /\b(?:tours?|tourists?|holidays?|cruises?|visas? (?:approved|issued)|legal\w*|licen[cs]ed|freight|cargo|shipping (?:goods|containers)|awareness|victims?|customs? (?:cleared|clearance|paid)|duty[- ]paid)\b/,
    traded: true,
  },
];

/**
 * Deceptive or harmful work asked of the agency itself, for a business that may be lawful:
 * reviews and followers made rather than earned, claims in ads the advertiser knows to be
 * false, costs hidden from buyers, someone else's account opened, a bank's or a rival's site
 * copied, messages sent to numbers bought, goods the law keeps from children advertised to
 * them, phones recorded or tracked without the owner knowing. No trade words are needed:
 * the request is the work.
 */
export const ASKED_WORK_RULES: readonly Rule[] = [
  {
    category: 'fake-engagement',
    terms: new RegExp(
      [
        // A number of reviews wanted fast or five-starred, or written as someone else.
        String.raw`\b(?:\d+|a bunch of|lots of|dozens of|hundreds of)\+? (?:\w+ ){0,2}(?:reviews|ratings|testimonials)\b.{0,40}\b(?:5[- ]?stars?|five[- ]stars?|fast|quick\w*|asap|by (?:tomorrow|tmrw|tonight)|overnight|as if|pretending|posing)\b`,
        String.raw`\b(?:reviews?|ratings?|testimonials?)\b.{0,60}\b(?:as if (?:they|it) (?:came|come|were|was) from|pretending to be|posing as)\b`,
        String.raw`\b(?:patients|customers|clients|buyers|students|guests|users) (?:ban ke|ban kar|banke|bankar|bn ke)\b`,
        String.raw`\b(?:1|one|low|negative|bad|fake|jhoot\w*|jhoot?i|jhuti)[- ]?(?:star )?(?:reviews?|ratings?)\b.{0,40}\b(?:rival\w*|competitor\w*|dushman)\b|\b(?:rival\w*|competitor\w*|dushman)\b.{0,60}\b(?:1|one)[- ]?stars?\b`,
        String.raw`\b(?:made[- ]up|fake|invented|imaginary|jhoot?i|jhoote|jhuti|jhute|nakli)\b (?:\w+ ){0,1}(?:customers?|clients?|testimonials?|patients?|before[- ](?:and[- ])?after)\b`,
        // Followers, installs and views by the thousand overnight, or from bots.
        String.raw`\b\d+k?\s+(?:\w+ )?(?:followers|likes|views|subscribers|installs|downloads)\b.{0,25}\b(?:by|in|within) (?:tmrw|tomorrow|tonight|\d+ (?:hours?|days?)|a day|one day|a week|overnight)\b`,
        String.raw`\b(?:bot|fake|paid) (?:installs|downloads|traffic|clicks|sign-?ups|accounts|profiles|ids)\b|\b(?:installs|downloads|traffic|clicks)\b.{0,15}\bfrom bots\b`,
      ].join('|'),
    ),
    legal:
      /\b(?:real|genuine|honest|actual|happy|satisfied|verified) (?:\w+ )?(?:customers|clients|patients|buyers|guests|reviews|followers)\b|\b(?:detect\w*|spot\w*|report\w*|remov\w*|respond\w*|reply\w*|answer\w*|handl\w*|fight\w*|flag\w*)\b.{0,30}\b(?:fake|bot|1[- ]star|one[- ]star|negative|bad) (?:\w+ )?(?:reviews?|accounts|profiles|installs|traffic|followers)\b/,
  },
  {
    category: 'fraud',
    terms: new RegExp(
      [
        // A cure promised in an ad, which no honest maker can promise.
        String.raw`\b(?:cures?|cured|heals?|reverses?|eliminates?|ilaj|ilaaj|khatam kar (?:deti|deta|dega|degi|dete))\b.{0,40}\b(?:diabetes|sugar|bp|blood pressure|cancer|eczema|hepatitis|asthma|arthritis|covid|hiv|thyroid|psoriasis|infertility|baldness)\b|\b(?:diabetes|sugar|bp|blood pressure|cancer|eczema|hepatitis|asthma|arthritis|covid|hiv|thyroid|psoriasis|infertility|baldness)\b.{0,40}\b(?:cures?|cured|heals?|ilaj|ilaaj|bilkul khatam|khatam kar (?:deti|deta|dega|degi|dete)|gone (?:for good|forever)|permanently)\b`,
        // Awards, approvals and endorsements the advertiser knows it does not have.
        String.raw`\bphotoshop\w*\b.{0,40}\b(?:awards?|certificates?|certifications?|badges?|logos?|licen[cs]es?|degrees?)\b`,
        String.raw`\b(?:she|he|they|it|we|the (?:actress|actor|star|celebrity|cricketer|government|ministry))\b (?:\w+ )?(?:never|didn't|did not|haven't|hasn't|aren't|are not|isn't|is not|weren't|wasn't)\b (?:\w+ ){0,2}(?:endorsed|approved|won|win|certified|accredited|awarded|featured|partnered|licen[cs]ed)\b(?:(?!\byet\b).){0,30}\b(?:but|anyway|still)\b.{0,40}\b(?:say|says|claim\w*|put|add|show|write|display|mention|use|nobody checks|no one checks|who cares|converts)\b|\b(?:we|it) (?:aren't|are not|isn't|is not)\b.{0,20}\b(?:but|anyway)\b.{0,20}\b(?:converts|sells|works|looks good)\b`,
        String.raw`\bbefore[- ](?:and[- ]|&[- ]?)?after (?:\w+ )?(?:photos?|pictures?|pics|images|shots)\b.{0,60}\b(?:stock|models?|photoshop\w*|edit\w*|fake|jhoot\w*|jhuti|not (?:real|ours|our (?:customers|clients|patients)))\b`,
        String.raw`\bas seen on\b.{0,40}\b(?:never|weren't|were not|wasn't|was not|fake|even though)\b`,
        // Money promised back twice over: the next investors pay the first.
        String.raw`\b(?:invest|deposit|put in|lagao|laga)\w*\b.{0,20}\b\d+k?\b.{0,25}\b(?:get|milenge|wapas|back|return\w*)\b.{0,15}\b\d+k?\b.{0,25}\b(?:month|week|day|mahin\w*|hafte|din)\b`,
        // Costs, rates and renewals kept from the buyer's eye.
        String.raw`\b(?:hide|hides|hidden|hiding|bury|burying|chhupa\w*|chupa\w*|conceal\w*)\b (?:\w+ ){0,4}(?:interest|apr|rates?|charges?|fees?|costs?|terms|subscriptions?|renewals?)\b|\b(?:interest|apr|rates?|charges?|fees?|costs?|subscriptions?)\b.{0,60}\b(?:(?:won't|will not|don't|do not|never|can't|cannot) (?:notice|see|find|read)|not notice|pata na chal\w*|nazar na aa\w*|chhupa\w*)\b`,
        // A bank's or a government's login copied, where the visitor's money goes to us.
        String.raw`\b(?:login|log-in|sign[- ]?in) (?:page|screen|form)\b.{0,30}\blooks? (?:exactly |just )?like\b.{0,30}\b(?:bank|jazzcash|easypaisa|paypal|government|fbr|nadra|gmail|facebook|instagram|meezan|hbl|ubl|mcb|allied)\w*`,
        String.raw`\b(?:hubahu|exact|bilkul same|same to same|identical)\b (?:\w+ ){0,1}(?:copy|clone)\b.{0,60}\b(?:account|paise|fees?|payments?|login|password)\b|\b(?:fbr|nadra|bank|government|sarkari)\b.{0,25}\b(?:ki|ka|ke)\b (?:\w+ ){0,1}(?:hubahu|exact|bilkul same) (?:copy|clone)\b`,
        // Messages sent to numbers bought from whoever sells them.
        String.raw`\b(?:numbers?|lists?|database|data|contacts|emails?|leads)\b (?:\w+ ){0,3}(?:i |we )?(?:bought|purchased|khareed\w*|kharid\w*)\b|\b(?:bought|purchased)\b (?:\w+ ){0,2}(?:numbers|lists?|database|data|contacts|emails)\b|\b(?:from|off) a data (?:seller|dealer|broker|vendor)\b`,
      ].join('|'),
    ),
    legal:
      /\bno hidden (?:fees|charges|costs|terms)\b|\bwithout hidden\b|\b(?:show|display|list|state)\w* (?:all |every |our )?(?:fees|charges|costs|rates|terms)\b|\b(?:opted[- ]in|opt[- ]in|subscribed|consent\w*|our own customers)\b|\b(?:manage|help\w* (?:manage|control)|treat\w*|living with|support\w* (?:people|patients) with)\b.{0,20}\b(?:diabetes|sugar|bp|blood pressure|cancer|eczema|asthma|arthritis|thyroid)\b|\b(?:detect\w*|spot\w*|report\w*|warn\w*|protect\w*)\b.{0,30}\b(?:fake|phishing|copied|clone)\w*/,
  },
  {
    category: 'hacking',
    terms: new RegExp(
      [
        // Someone else's account opened.
        String.raw`\b(?:get|gt|break|hack|log)\w* (?:me |us )?in(?:to)? (?:my |his |her |their |a )?(?:ex|ex-wife|ex-husband|ex-partner|gf|bf|girlfriend|boyfriend|wife|husband|partner|spouse|someone|competitor|rival|boss|sister|brother|friend|neighbou?r)\w*'?s?\b.{0,20}\b(?:acc|account|accounts|insta|instagram|snap|snapchat|facebook|fb|whatsapp|gmail|email|phone|messages|chats|tiktok)\b`,
        String.raw`\b(?:ex|ex-wife|ex wife|biwi|wife|gf|girlfriend|bf|boyfriend|shohar|husband|boss|dushman|competitor|kisi|uski|uska|us ki|us ka)\b.{0,15}\b(?:ka|ki|ke)?\b ?(?:\w+ )?(?:instagram|insta|facebook|fb|account|whatsapp|gmail|email|phone|snap)\b.{0,25}\b(?:khol|hack|password|access)\w*`,
        String.raw`\b(?:uska|uski|us ka|us ki|unka|unki|kisi ka|kisi ki|mere (?:dushman|competitor) ka)\b (?:\w+ )?(?:password|pin|otp)\b`,
        // Phones recorded or tracked without their owner knowing.
        String.raw`\b(?:record|track|tracker|monitor|spy)\w*\b.{0,50}\b(?:pata na chal\w*|khabar na ho\w*|bina bataye|without telling (?:them|him|her|the other (?:person|side)|anyone)|so (?:they|he|she|the other (?:person|side)) (?:don't|doesn't|won't|never) (?:know|find out|notice))\b|\b(?:chupke se|chup ke|chupkay se)\b.{0,30}\b(?:tracker|record|track|monitor|app|software|daal|install|dekh|sun|parh)\w*`,
        String.raw`\b(?:people's|peoples|citizens'?|customers') (?:\w+ )?(?:cnics?|cnic numbers|id card numbers|call records|phone records)\b`,
      ].join('|'),
    ),
    legal:
      /\b(?:(?:my|our) own|with (?:their|his|her|the user'?s|the owner'?s)? ?(?:consent|permission|knowledge)|recover\w*|locked out|forgot\w*|reset\w*|notif\w* (?:both|the other|everyone)|company (?:laptops?|phones?|devices?) (?:with|under) (?:a )?(?:signed )?policy)\b/,
  },
  {
    category: 'counterfeit',
    // A rival's site, logo or brand copied as ours.
    terms:
      /\b(?:clone|copy|copies|replicate|duplicate)\w*\b (?:\w+ ){0,2}(?:rival'?s?|competitor'?s?|their|his|her)\b (?:\w+ ){0,2}(?:site|website|page|app|logo|brand|branding|design|packaging)\b(?!.{0,30}\b(?:better|improve|inspir|ideas?)\b)|\b(?:rival|competitor)\w*'?s? (?:\w+ ){0,2}(?:site|website|logo|brand|packaging)\b.{0,20}\b(?:exactly|as it is|logo and all|word for word|hubahu)\b/,
    legal: /\b(?:inspired by|better than|different from|not (?:a )?cop(?:y|ies))\b/,
  },
  {
    category: 'other',
    // Goods the law keeps from children, advertised to them.
    terms:
      /\b(?:vapes?|vaping|e-?cig\w*|cigarettes?|sigret\w*|tobacco|nicotine|alcohol|liquor|beer|sharab|shisha|hookah|naswar|gutka|betting|gambling|casino|jua)\b.{0,40}\b(?:at|target\w*|aimed at|for)\b (?:\w+ ){0,2}(?:teens|teenagers|kids|children|minors|under[- ]?18s?|school ?(?:kids|children|students|boys|girls)|aged 1[0-7]|1[0-7] (?:year|yr)s?)\b|\b(?:bachon|bachay|bacho|bachchon|larkon|ladkon|teenagers|students)\b (?:ko )?target\w*\b.{0,40}\b(?:vape|cigarette|sigret|nasha|alcohol|sharab|betting|jua|shisha|naswar)\w*|\b(?:vape|cigarette|sigret|nasha|alcohol|sharab|betting|jua|shisha|naswar)\w*\b.{0,40}\b(?:bachon|bachay|school ke bach\w*)\b (?:ko )?target\w*/,
    legal:
      /\b(?:stop\w*|prevent\w*|protect\w*|keep\w* (?:away|out)|awareness|quit\w*|chhura\w*|against|ban\w*|never (?:sell|serve)\w*|(?:over|above) (?:18|21)|adults? only|18\+|21\+)\b|\b(?:vape|vaping|cigarette|tobacco|nicotine|alcohol|liquor|smoke|smoking|betting|gambling)[- ]free\b/,
  },
  {
    category: 'other',
    // The visitor saying in Roman Urdu that the trade is banned, fake or arranged through
    // someone: "ban hai par demand hai", "tickets nakli hain", "setting hai apni".
    terms: new RegExp(
      [
        String.raw`\b(?:ban|banned|pabandi|ghair ?qanooni|gair ?kanooni|ghair ?kanooni|illegal)\b (?:\w+ ){0,1}(?:hai|he|h|hain|lagi|lag gayi)\b.{0,20}\b(?:par|pr|lekin|magar|phir bhi|but|demand|chalta|bikta)\b`,
        String.raw`\b(?:tickets?|maal|products?|goods|items|notes?|documents?|degrees?|certificates?|kagzat|kaghzat|parchi)\b.{0,20}\b(?:nakli|naqli|jaali|jali|fake|duplicate|jhoote|jhooti) (?:hain|hai|he|h|hoti|hote|hota)\b`,
        String.raw`\bsetting (?:hai|he|h|hy) (?:apni|hamari|meri|humari)\b|\b(?:apni|hamari|meri|humari) setting (?:hai|he|h|hy) (?:\w+ ){0,2}(?:andar|nadra|office|excise|police|board|passport|customs|court|daftar)\b`,
        String.raw`\b(?:licen[cs]es?|lisens|degrees?|certificates?|diplomas?)\b.{0,30}\b(?:bina|without|baghair|bagair) (?:\w+ )?(?:test|tests|exam|exams|imtihan|parhe|padhe)\b`,
        String.raw`\b(?:kunda|kundi|kunde)\b (?:\w+ )?(?:connection|lagate|laga|lagwa|lagana|bijli)\w*|\bmeter\b (?:\w+ ){0,2}(?:slow|peeche|peechay|ulta|ghuma)\w*`,
        String.raw`\b(?:pudi|puri|pudiyan|pudiyon) (?:ka|ki|ke) (?:dhanda|kaam|business|karobar|supply)\b|\bice (?:ka|ki) (?:maal|pudi|packet)\b`,
      ].join('|'),
    ),
    legal:
      /\b(?:awareness|against|khilaf|khilaaf|rok\w*|pakar\w*|pakad\w*|pehchan\w*|bach\w*|ice cream)\b|\bno (?:ban|pabandi)\b|\b(?:maal|pudi|packet|nakli|naqli|jaali|fake) (?:nahi|nahin|not)\b/,
    traded: true,
  },
  {
    category: 'fraud',
    // Facts invented to be paid for them: dependants, expenses or accidents that never were,
    // losses staged for an insurer, news made up about people, and an honest cause named for
    // money that goes elsewhere ("asal mein koi masjid nahi ban rahi").
    terms: new RegExp(
      [
        String.raw`(?<!\b(?:no|never|not|without|against|avoid\w*|stop\w*|detect\w*|spot\w*|flag\w*|catch\w*|check\w*|verif\w*|audit\w*)\b (?:\w+ ){0,2})\b(?:made[- ]up|invented|fictitious|bogus|ghost|non-?existent|imaginary|jhooti|jhoothi|jhoote|jhuti|jhooth[ie]|farzi)\b (?:\w+ ){0,2}(?:dependants?|dependents?|expenses?|invoices?|receipts?|bills?|claims?|employees|staff|workers|patients|students|beneficiar\w*|accidents?|injur\w*|deaths?|damages?|losses|income|sales|news|khabr\w*|stories|allegations?|donors?)\b`,
        String.raw`\bstag(?:e|es|ed|ing)\b (?:\w+ ){0,2}(?:car )?(?:crash\w*|accidents?|collisions?|thefts?|burglar\w*|robber\w*|break-?ins?|fires?)\b.{0,60}\b(?:claim\w*|insur\w*|payouts?|compensation)\b`,
        String.raw`\b(?:asal|asl|darasal|haqeeqat|haqiqat) (?:mein|me|main|men) (?:koi|koi bhi|kuch|kuch bhi) (?:\w+ ){0,2}(?:nahi|nahin|nai)\b`,
        String.raw`\bthere (?:is|are|will be) no (?:actual|real) (?:\w+ )?(?:job|jobs|vacanc\w*|mosque|masjid|madrasa|hospital|school|charity|orphanage|project|product|products|plot|plots|flat|flats|trip|visa|visas|company|goods|delivery)\b|\bno (?:actual|real) (?:job|jobs|vacanc\w*|product|goods|delivery|charity|orphans?|patients?)\b`,
        String.raw`\b(?:donations?|chanda|charity|zakat|funds)\b.{0,40}\b(?:money|funds|paisa|paise|it)\b (?:\w+ ){0,2}(?:comes? to|goes? to|go to|goes into|comes into) (?:me|my|us|our own|my own|mere|hamare)\b`,
        String.raw`\b(?:claim\w*|get|gets|getting|draw\w*|receiv\w*|collect\w*|tak(?:e|es|ing))\b (?:\w+ ){0,3}(?:unemployment|disability|welfare|jobseeker'?s?|sickness|bisp|income support|zakat|state)\b (?:\w+ ){0,2}(?:benefits?|allowances?|support|payments?|money|aid)?\b.{0,40}\bwhile (?:\w+ ){0,2}(?:working|employed|earning|paid)\b`,
        String.raw`\b(?:angoothe|angothe|anguthe|angootha|thumbs?|thumbprints?)\b.{0,30}\b(?:imdadi|imdad|aid|grants?|benefits?|raqam|payments?)\b.{0,30}\b(?:khud|ourselves|nikal|withdraw|keep)\w*`,
      ].join('|'),
    ),
    legal:
      /\b(?:fraud|scam|claims?) (?:detection|prevention|investigat\w*|verification|adjust\w*|handling|management)\b|\b(?:help\w*|support\w*|assist\w*) (?:\w+ ){0,3}(?:file|claim|apply)\w* (?:\w+ ){0,2}(?:genuine|real|honest|lawful)\b|\b(?:stage|stages|staged|staging) (?:play|plays|show|shows|drama|dramas|scene|scenes|productions?|events?|props?)\b|\bfilm\w*\b|\bmovies?\b|\bfake news (?:detect\w*|check\w*)\b/,
  },
  {
    category: 'other',
    // Hidden from the office that would stop it: so the tax office, the benefits office, the
    // police or a sanctions list never sees it, through a front company or a name not one's
    // own.
    terms: new RegExp(
      [
        String.raw`\bso (?:that )?(?:the |my |our |any |their )?(?:\w+ ){0,2}(?:tax (?:office|man|department|authorit\w*|people)|taxman|fbr|irs|hmrc|benefits? (?:office|agency|department|people)|dwp|police|customs|authorit\w*|government|sarkar|regulators?|inspectors?|auditors?|sanctions?|courts?|immigration|nadra|fia|secp|excise|wapda)\b (?:\w+ ){0,2}(?:never|doesn't|does not|don't|do not|won't|will not|can't|cannot|cant|wont|na|nahi|nahin)\b (?:\w+ ){0,2}(?:see|sees|find|finds|know|knows|catch|catches|notice|notices|trace|traces|track|tracks|detect|detects|find out|learn|check|spot|pakar\w*|pakad\w*|pata)\b`,
        String.raw`\b(?:(?:two|2|double|a second) sets? of (?:books|ledgers|accounts|registers)|(?:do|2) (?:register|registers|khate|khaate|hisaab|ledger))\b.{0,60}\b(?:tax|fbr|irs|hmrc|auditors?|dikhane|dikhane wala|real|asli)\b`,
        String.raw`\b(?:hide|hiding|hidden|conceal\w*|chhupa\w*|chupa\w*)\b (?:\w+ ){0,4}(?:from|se) (?:the |our |my )?(?:tax (?:office|man|department|authorit\w*)|taxman|fbr|irs|hmrc|benefits? (?:office|agency|department)|dwp|police|customs|regulators?|inspectors?|auditors?|sanctions?|immigration|nadra|fia|secp|excise|wapda)\b`,
        String.raw`\b(?:evad\w*|bypass\w*|get around|getting around|dodg\w*|avoid\w*|beat|beating|skirt\w*|escape|escaping|break|breaking|circumvent\w*)\b (?:the )?(?:\w+ )?sanctions\b|\bfront (?:company|companies|firm|firms|business|businesses)\b`,
      ].join('|'),
    ),
    legal:
      /\bsanctions? (?:compliance|screening|checks?|lawyers?|advice|consult\w*)\b|\b(?:comply|complying|compliance|compliant)\b|\b(?:help\w*|protect\w*)\b (?:\w+ ){0,3}(?:victims?|survivors?|women|families|whistle-?blowers?)\b/,
  },
  {
    category: 'other',
    // Work the law keeps for the qualified, done without the qualification: treatment,
    // injections, extractions or court work by people who say they are not doctors,
    // dentists or lawyers.
    terms: new RegExp(
      [
        String.raw`\b(?:none of us (?:is|are)|no one (?:here |of us )?is|nobody (?:here |of us )?is|neither of us is|we are not|we're not|we aren't|i am not|i'm not|without being|not (?:a |an )?(?:qualified|licensed|registered|real|trained))\b (?:a |an |qualified |licensed |registered |real |trained )*(?:doctors?|dentists?|surgeons?|physicians?|pharmacists?|lawyers?|advocates?|nurses?|dermatologists?|medical (?:doctors?|practitioners?))\b.{0,80}\b(?:botox|fillers?|inject\w*|surger\w*|operat\w*|treat\w*|prescrib\w*|extract\w*|pull\w* teeth|fillings?|root canals?|abortions?|diagnos\w*|represent\w*|cases|court|medicines?|drips?|ivs?)\b`,
        // Someone else's exam sat for them.
        String.raw`\b(?:sit|sits|sitting|sat|take|takes|taking|write|writes|writing|appear\w*|de|dete|deta)\b (?:\w+ ){0,3}(?:exams?|tests?|papers?|imtihan|paper)\b (?:\w+ ){0,2}(?:in (?:the )?place of|instead of|on behalf of|ki jagah) (?:the |a |other |their )?(?:students?|candidates?|applicants?|people|others|them|clients?)\b|\b(?:students?|candidates?|applicants?)\b (?:\w+ ){0,2}(?:ki jagah|ke badle|in whose place)\b`,
        String.raw`\b(?:doctor|dentist|daktar|daaktar|dr|mbbs|bds|medical|vakeel|wakeel|wakil|lawyer|pharmacist|nurse|surgeon)\w*(?: ki| ka)? (?:degree|dgree|license|licence|lisens|registration|qualification)\b (?:\w+ )?(?:nahi|nahin|nai|nhi)\b (?:\w+ ){0,1}(?:lekin|magar|par|pr|phir bhi|fir bhi|but)\b`,
      ].join('|'),
    ),
    legal:
      /\b(?:book\w*|appointments?|schedul\w*|directory|find (?:a|the) (?:doctor|dentist|lawyer)|refer\w*|our (?:doctors|dentists|lawyers|surgeons) (?:are|is))\b(?!.{0,40}\b(?:botox|fillers?|inject\w*|surger\w*|extract\w*|fillings?)\b)/,
  },
  {
    category: 'other',
    // Workers not free or not grown: children put to work, wages under the legal minimum,
    // papers held so that people cannot leave.
    terms: new RegExp(
      [
        String.raw`\b(?:employ\w*|hire\w*|hiring|us(?:e|es|ing))\b (?:(?:young|small|little|local|village|poor) )?(?:kids|children|child|boys|girls|bachay|bachon|bache|bachche)\b (?:aged |of |between |who are )?(?:[4-9]|1[0-3])\b`,
        String.raw`\b(?:kids|children|boys|girls|bachay|bachon|bache|bachche)\b (?:aged |of |between )?(?:[4-9]|1[0-3])(?: (?:to|and|-) (?:[4-9]|1[0-4]))?(?: years?| yrs?| saal)?\b.{0,50}\b(?:cheap|sasta|sastay|wages?|shifts?|tankhwa\w*|mazdoori|employ\w*|work (?:for|in|at) (?:us|our|my)|kaam (?:karte|karti|pe))\b`,
        String.raw`(?<!\b(?:no|never|not|nobody|no one|none)\b (?:\w+ ){0,3})\b(?:below|under|less than|half(?: of)?|a third of|half the)\b (?:the |about )?(?:legal )?minimum wage\b`,
        String.raw`\b(?:hold|holds|keep|keeps|take|takes|took|confiscat\w*|withhold\w*|rakh\w*|le lete)\b (?:the |their |our |all )?(?:workers'?|employees'?|staff'?s?|maids?'?|labou?rers'?|their|unke|un ke)? ?(?:id cards?|cnics?|passports?|documents|papers|shanakhti cards?)\b.{0,40}\b(?:so (?:they|he|she)|can't|cannot|won't|don't|na|nahi)\b (?:\w+ )?(?:quit|leave|run|go|escape|bhaag\w*|chhor\w*|ja)\b`,
      ].join('|'),
    ),
    legal:
      /\b(?:against|stop\w*|end\w*|rescue\w*|awareness|campaign\w*|protect\w*|school\w*|classes|camp|camps|academy|coaching|tuition|learn\w*|teach\w*|coding|sports?|cricket|football|toys?|books?|clothes|clothing|wear)\b(?!.{0,30}\b(?:cheap|wages?|shifts?|employ\w*|mazdoori)\b)/,
  },
  {
    category: 'hacking',
    // People's private lives taken: leaked or stolen data sold, a photo of anyone turned
    // into a nude, a person's home and children found and posted.
    terms: new RegExp(
      [
        String.raw`\b(?:leak\w*|stolen|hacked|breach\w*|scraped|chori (?:ka|ki|kiya))\b (?:\w+ ){0,3}(?:data|database|databases|records|cnics?|numbers|details|dumps?)\b.{0,60}\b(?:sell\w*|sale|bech\w*|buyers?|market\w*|customers)\b|\b(?:sell\w*|bech\w*)\b (?:\w+ ){0,4}(?:leaked|stolen|hacked|breached)\b (?:\w+ ){0,2}(?:data|database|records|cnics?|numbers|details)\b|\b(?:data|database)\b (?:\w+ ){0,2}(?:leak|leaked) (?:hua|hui|howa)\b`,
        String.raw`\b(?:undress\w*|nudif\w*|strip\w* (?:her|them|women|girls)|without (?:her |their )?clothes|kapde utar\w*)\b|\b(?:photo|picture|pic|image)s? of (?:any|a|some|every) (?:woman|women|girl|girls|person|one)\b.{0,60}\b(?:nude|naked|undress\w*)\b|\bdeep ?fakes?\b (?:\w+ ){0,3}(?:porn\w*|nudes?|of (?:my|a|her|his|real|actual|famous|celebrit\w*|politician\w*|ex|any))\b`,
        String.raw`\b(?:his|her|their|uske|us ke|uski|us ki|unke|un ke)\b (?:\w+ ){0,2}(?:home address|ghar ka (?:address|pata)|address|ghar)\b.{0,80}\b(?:post|share|publish|expose|leak|sab jagah|everywhere|phaila\w*|daal\w*|viral)\b|\b(?:post|share|publish|expose|leak|spread)\w* (?:\w+ ){0,2}(?:his|her|their) (?:home |house )?address\b|\bdox(?:x)?(?:ing|ed|es)?\b`,
      ].join('|'),
    ),
    legal:
      /\b(?:protect\w*|secur\w*|detect\w*|spot\w*|report\w*|remov\w*|monitor\w* for|breach (?:response|notification)|incident response|victims?|were (?:hacked|leaked|breached)|our own (?:customers|data|database)|opted[- ]in)\b/,
  },
];
