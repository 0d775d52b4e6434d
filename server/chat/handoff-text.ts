import type { Closure, WeeklyHours } from '../../common/booking.ts';
import { BUSINESS_TIME_ZONE } from '../../common/constants.ts';
import { site } from '../../common/site.ts';
import { describeOpening, teamAvailability } from './handoff-hours.ts';
import { normalize } from './normalize.ts';

/**
 * What the hand-off to a person reads and says (ADR 033): whether a message asks for one,
 * and what the visitor is told of when the team replies.
 */

/**
 * Whether a message asks for a person, in English or Roman Urdu ("can I talk to a human",
 * "insaan se baat karni hai"). Asking how to reach us ("your phone number") or whether
 * this is a bot is not asking for one.
 */
const PERSON =
  '(?:human|humans|person|people|someone|somebody|agent|representative|rep|operator|manager|staff|team|team member|member of (?:your|the) team|sales team|support team|your team|the team|real one)';
const ASKS_FOR_PERSON = [
  new RegExp(
    ` (?:talk|speak|chat|connect|get through|put me through|transfer me) (?:me )?(?:to|with) (?:a |an |the |your |some |real |actual |live |one of your )*${PERSON} `,
  ),
  / (?:real|live|actual) (?:human|person|agent|people) /,
  / (?:human|live) (?:agent|support|help|please|being) /,
  new RegExp(
    ` (?:want|need|get me|give me|request|prefer|looking for) (?:to talk to |to speak to |to speak with |to talk with )?(?:a |an |the |real |live |actual )*(?:human|person|agent|representative) `,
  ),
  / (?:insaan|insan|insano|banda|bande|banday|bandy|admi|aadmi|kisi|team|agent|staff|human|person|representative) (?:\w+ ){0,2}(?:se|say|sy) (?:\w+ ){0,1}(?:baat|bat|baath)/,
  / (?:insaan|insan|banda|bande|banday|aadmi|admi) (?:chahiye|chaiye|chahye)/,
];
export function asksForPerson(message: string): boolean {
  const text = normalize(message).replace(/\s+/g, ' ');
  return ASKS_FOR_PERSON.some((pattern) => pattern.test(text));
}

/** The zone as the visitor reads it ("Pakistan time" for the business's own). */
const zoneName = (zone: string) => (zone === BUSINESS_TIME_ZONE ? 'Pakistan time' : zone);

export interface TeamHours {
  weekly: readonly WeeklyHours[];
  zone: string;
  closures?: readonly Closure[];
}

/**
 * The answer to a request for a person: the team is told, and the visitor learns when to
 * expect a reply and where (here, or by e-mail). Keeps the team's e-mail and phone.
 */
export function handoffAnswer(input: {
  now: Date;
  hours: TeamHours;
  email: string | undefined;
  already: boolean;
  romanUrdu: boolean;
}): string {
  const { weekly, zone, closures } = input.hours;
  const availability = teamAvailability(input.now, weekly, zone, closures);
  const parts: string[] = [];
  if (availability.open) {
    parts.push(
      input.already
        ? 'Our team already has your request and will reply here as soon as they can.'
        : "I've asked our team to join this chat. A team member will reply here shortly, so please keep this window open.",
    );
  } else {
    const back = availability.opensAt
      ? ` and back ${describeOpening(availability.opensAt, input.now, input.hours.zone)} (${zoneName(input.hours.zone)})`
      : '';
    parts.push(
      `Our team is offline right now${back}. ${input.already ? 'They already have your request' : "I've passed your request on"} and a team member will reply here then.`,
    );
  }
  parts.push(
    input.email
      ? `If you close the chat, we'll answer at ${input.email}.`
      : "If you have to go, type your e-mail and we'll answer there.",
  );
  parts.push(
    `You can reach our team at ${site.email} or ${site.phone}, and we reply within 24 hours.`,
  );
  if (input.romanUrdu) parts.push('Hamari team jald yahin aap ko jawab degi.');
  return parts.join(' ');
}

/**
 * When the team usually replies, from its hours: within minutes while open, else within
 * the hours or days until it opens again, and when that is ("Usually replies within
 * 9 hours, back today at 6:00 PM (Pakistan time)").
 */
export function replyTimeLine(now: Date, hours: TeamHours): string {
  const availability = teamAvailability(now, hours.weekly, hours.zone, hours.closures);
  if (availability.open) return 'Usually replies within a few minutes';
  if (!availability.opensAt) return 'Usually replies within 24 hours';
  const wait = Math.ceil((availability.opensAt.getTime() - now.getTime()) / 3_600_000);
  const within =
    wait <= 1 ? 'an hour' : wait <= 48 ? `${wait} hours` : `${Math.ceil(wait / 24)} days`;
  const back = describeOpening(availability.opensAt, now, hours.zone);
  return `Usually replies within ${within}, back ${back} (${zoneName(hours.zone)})`;
}
