import { WEEKLY_HOURS, type Closure, type WeeklyHours } from '../../common/booking.ts';
import { whatsappLink, type ChatResponse } from '../../common/chat.ts';
import {
  HANDOFF_ENDED_TEXT,
  HANDOFF_JOINED_TEXT,
  type TeamChatMessage,
} from '../../common/chat-events.ts';
import { BUSINESS_TIME_ZONE } from '../../common/constants.ts';
import type { TeamReplyResult, UnreadTotals } from '../../common/schemas/conversations.ts';
import { site } from '../../common/site.ts';
import type { Changes } from '../db/changes.ts';
import type { Database, Db } from '../db/client.ts';
import { hitRateLimit, rateLimitKey } from '../db/rate-limits.ts';
import { notFound } from '../errors.ts';
import { queueMail } from '../mail/outbox.ts';
import type { MailingServiceDeps } from '../mail/service.ts';
import { renderMail } from '../mail/templates/layout.ts';
import { isUuid } from '../uuid.ts';
import { businessById } from './business.ts';
import { describeOpening, teamAvailability } from './handoff-hours.ts';
import { isRomanUrdu, normalize } from './normalize.ts';
import * as repo from './repository.ts';
import { hashConversationKey, type ChatHandoff } from './service.ts';

/**
 * The hand-off to a person (ADR 033): a visitor asks for one, the team answers from the
 * admin's Conversations screen, the open chat receives it at once over server-sent events,
 * a closed one by e-mail. The bot stays quiet while a team member is in the conversation.
 */

/** What a hand-off stream receives: a state change or a team message. */
export type HandoffEvent =
  | { type: 'state'; handoff: 'requested' | 'joined' | null }
  | { type: 'message'; message: TeamChatMessage };

type Listener = (event: HandoffEvent) => void;

/**
 * How long a stream's mark on its conversation lasts unless renewed: a process that dies
 * with a stream open leaves a mark that lapses after this, and team replies are mailed again.
 */
const STREAM_MARK_MS = 45_000;

/**
 * The open chat streams of this process, by stored conversation id, fed through the
 * database (db/changes.ts): a change to a conversation's hand-off is published with it, and
 * every process holding a stream on that conversation reads its state and new team messages
 * afresh, so a reply reaches the visitor whichever process the stream and the reply went
 * through. While a stream is open its process marks the conversation as watched
 * (`stream_until`), so a reply through any process knows whether the visitor sees it.
 */
export function createHandoffHub({ database, changes }: { database: Database; changes: Changes }) {
  const { db } = database;
  interface Watched {
    listeners: Set<Listener>;
    /** The last team message these streams were given. */
    after: number;
    /** Reads in order, so events go out in the order of the changes. */
    reading: Promise<void>;
    stop: () => void;
  }
  const watched = new Map<string, Watched>();

  const emit = (entry: Watched, event: HandoffEvent) => {
    for (const listener of [...entry.listeners]) listener(event);
  };
  const readNews = (conversationId: string, entry: Watched) => {
    entry.reading = entry.reading
      .then(async () => {
        const handoff = await repo.findHandoffState(db, conversationId);
        if (handoff === undefined) return;
        const rows = await repo.findTeamMessagesAfter(db, conversationId, entry.after);
        emit(entry, { type: 'state', handoff });
        for (const row of rows) {
          entry.after = Math.max(entry.after, row.id);
          emit(entry, { type: 'message', message: teamMessage(row) });
        }
      })
      // A read that failed (the database away) is made again by the next notice, or by the
      // visitor's reconnection, which replays what was missed.
      .catch(() => undefined);
  };
  const mark = (conversationId: string, open: boolean) =>
    repo
      .setStreamUntil(db, conversationId, open ? new Date(Date.now() + STREAM_MARK_MS) : null)
      .catch(() => undefined);

  return {
    /**
     * Calls `listener` with each change of the conversation's hand-off from now on: its state,
     * and the team's messages after `after` (a message id). Answers how to stop.
     */
    async subscribe(
      conversationId: string,
      after: number,
      listener: Listener,
    ): Promise<() => void> {
      let entry = watched.get(conversationId);
      if (!entry) {
        const created: Watched = {
          listeners: new Set(),
          after,
          reading: Promise.resolve(),
          stop: () => undefined,
        };
        const unsubscribe = changes.subscribe(`conversation:${conversationId}`, () =>
          readNews(conversationId, created),
        );
        // A lease renewed while the stream lasts, not a cache: it only says a chat is open.
        const renew = setInterval(() => void mark(conversationId, true), STREAM_MARK_MS / 3);
        renew.unref();
        created.stop = () => {
          unsubscribe();
          clearInterval(renew);
        };
        watched.set(conversationId, created);
        entry = created;
        // Marked before the stream answers, so a reply sent once it is open finds the mark.
        await mark(conversationId, true);
      }
      entry.after = Math.min(entry.after, after);
      const current = entry;
      current.listeners.add(listener);
      return () => {
        current.listeners.delete(listener);
        if (current.listeners.size === 0 && watched.get(conversationId) === current) {
          watched.delete(conversationId);
          current.stop();
          void mark(conversationId, false);
        }
      };
    },
    /** Tells every process that the conversation's hand-off changed when `tx` commits. */
    changed(tx: Db, conversationId: string): Promise<void> {
      return changes.publish(tx, `conversation:${conversationId}`);
    },
  };
}
export type HandoffHub = ReturnType<typeof createHandoffHub>;

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

/** What the chat service hands over about one visitor message. */
export type VisitorTurn = Parameters<ChatHandoff['visitorTurn']>[0];

const teamMessage = (row: repo.MessageRow): TeamChatMessage => {
  const meta = row.meta as { marker?: unknown; author?: unknown } | null;
  const marker = meta?.marker;
  return {
    id: row.id,
    text: row.text,
    marker: marker === 'joined' || marker === 'ended' ? marker : null,
    author: typeof meta?.author === 'string' ? meta.author : null,
    createdAt: row.createdAt.toISOString(),
  };
};

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

function teamReplyMail(input: { text: string; name: string | null; publicUrl: string }) {
  const greeting = input.name ? `Hi ${input.name},` : 'Hi,';
  return renderMail({
    subject: `${site.name}: a reply from our team about your chat`,
    preheader: input.text.slice(0, 90),
    heading: 'A reply from our team',
    blocks: [
      { kind: 'paragraph', text: greeting },
      {
        kind: 'paragraph',
        text: `You asked to talk to a person in the chat on our website. Here is our team's reply:`,
      },
      { kind: 'paragraph', text: input.text },
      {
        kind: 'paragraph',
        text: 'Reply to this e-mail to answer us, or open the chat on our website again.',
      },
      { kind: 'button', label: `Visit ${site.name}`, href: input.publicUrl },
    ],
  });
}

function teamNoticeMail(input: { who: string; message: string; url: string }) {
  return renderMail({
    subject: `A visitor asks for a person in the chat: ${input.who}`,
    preheader: input.message.slice(0, 90),
    heading: 'A visitor asks for a person',
    blocks: [
      { kind: 'paragraph', text: `${input.who} asked to talk to a person in the chat:` },
      { kind: 'paragraph', text: input.message },
      { kind: 'button', label: 'Open the conversation', href: input.url },
    ],
  });
}

/**
 * Team notices of new hand-off requests per client address: past this many in the window,
 * a request is still stored and flagged in Conversations, but no mail is sent, so one
 * client cannot flood the team's inbox with new conversations. Counted in the shared
 * rate-limit table, so the limit holds across app processes.
 */
export const HANDOFF_NOTICE_LIMIT = { name: 'handoff-notice', max: 3, windowMs: 60 * 60_000 };

export function createHandoffService(
  deps: MailingServiceDeps & {
    hub: HandoffHub;
    now?: () => Date;
  },
) {
  const { db } = deps.database;
  const { config, hub } = deps;
  // The team's hours: the spec's until the saved availability arrives (setHours).
  let teamHours: TeamHours = { weekly: WEEKLY_HOURS, zone: BUSINESS_TIME_ZONE };
  const hours = () => teamHours;
  const now = deps.now ?? (() => new Date());
  const teamEmail = config.TEAM_EMAIL ?? site.email;

  async function notifyTeam(turn: VisitorTurn, askedId: number) {
    const who = turn.contact.name || turn.contact.email || turn.contact.phone || 'A visitor';
    const mail = teamNoticeMail({
      who,
      message: turn.message,
      url: `${config.publicUrl}/admin/conversations?id=${turn.storedId}`,
    });
    await queueMail(db, {
      kind: 'chat-handoff-notice',
      to: teamEmail,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      // One notice per hand-off (its asking message), however often it is retried.
      dedupeKey: `chat-handoff:${turn.storedId}:${askedId}`,
    });
    deps.mail?.poke();
  }

  return {
    hub,

    /** The team's hours as saved: when a visitor is told to expect the team. */
    setHours(schedule: { weekly: readonly WeeklyHours[]; closures: readonly Closure[] }): void {
      teamHours = {
        weekly: schedule.weekly,
        closures: schedule.closures,
        zone: BUSINESS_TIME_ZONE,
      };
    },

    /**
     * A visitor's message, as far as the hand-off decides it: while a team member is in,
     * the message is stored and the bot stays quiet; a request for a person is answered
     * here. Null: the assistant answers as usual.
     */
    async visitorTurn(turn: VisitorTurn): Promise<ChatResponse | null> {
      const base = {
        show_appointment_form: false,
        context: turn.contact,
        conversation_id: turn.conversationId,
      };
      if (turn.handoff === 'joined') {
        await repo.saveVisitorMessage(db, {
          conversationId: turn.storedId,
          userText: turn.message,
          contact: turn.contact,
          sourcePage: turn.sourcePage,
        });
        return {
          ...base,
          response: '',
          show_contact_form: false,
          intent: 'human',
          handoff: 'joined',
          quiet: true,
        };
      }
      if (!turn.asked && !asksForPerson(turn.message)) return null;
      const text = handoffAnswer({
        now: now(),
        hours: hours(),
        email: turn.contact.email,
        already: turn.handoff === 'requested',
        romanUrdu: isRomanUrdu(turn.message),
      });
      // A new request is counted against its client's team notices before it is stored,
      // so the stored answer says whether the team was mailed.
      const noticeHeld =
        turn.handoff === null &&
        (
          await hitRateLimit(
            db,
            rateLimitKey(HANDOFF_NOTICE_LIMIT.name, turn.client ?? 'unknown'),
            HANDOFF_NOTICE_LIMIT.windowMs,
          )
        ).count > HANDOFF_NOTICE_LIMIT.max;
      const askedId = await repo.saveHandoffRequest(db, {
        conversationId: turn.storedId,
        userText: turn.message,
        botText: text,
        botMeta: {
          intent: 'human',
          offeredBooking: false,
          provider: 'builtin',
          handoff: true,
          ...(noticeHeld ? { noticeHeld: true } : {}),
        },
        contact: turn.contact,
        sourcePage: turn.sourcePage,
      });
      if (turn.handoff === null && !noticeHeld) {
        try {
          await notifyTeam(turn, askedId);
        } catch {
          // The flag in the Conversations screen is the team's notice; the mail is extra.
        }
      }
      return {
        ...base,
        response: text,
        show_contact_form: !turn.contact.email,
        intent: 'human',
        handoff: 'requested',
      };
    },

    /** When the team usually replies now (the hand-off stream's state event). */
    replyTime(): string {
      return replyTimeLine(now(), hours());
    },

    /** The conversation of an issued id and its hand-off; null for an id never issued. */
    async conversationOf(issuedId: string) {
      const state = await repo.findConversationState(db, hashConversationKey(issuedId));
      return state ? { id: state.conversation.id, handoff: state.conversation.handoff } : null;
    },

    /** The team's messages after `afterId`: what a reconnecting chat missed. */
    async teamMessagesAfter(conversationId: string, afterId: number) {
      return (await repo.findTeamMessagesAfter(db, conversationId, afterId)).map(teamMessage);
    },

    /**
     * A team member's reply: the first one of a hand-off adds the "joined" marker. The open
     * chat gets it at once; with none open, the visitor gets it by e-mail when one is known.
     */
    async teamReply(id: string, text: string, author?: string): Promise<TeamReplyResult> {
      if (!isUuid(id)) throw notFound('Conversation not found.');
      const result = await db.transaction(async (tx) => {
        const conversation = await repo.lockConversation(tx, id);
        if (!conversation) throw notFound('Conversation not found.');
        const rows = await repo.appendTeamMessages(
          tx,
          id,
          [
            ...(conversation.handoff === 'joined'
              ? []
              : [{ text: HANDOFF_JOINED_TEXT, marker: 'joined' as const, author }]),
            { text, author },
          ],
          'joined',
        );
        const live = conversation.streamUntil !== null && conversation.streamUntil > now();
        let delivery: TeamReplyResult['delivery'] = live ? 'live' : 'stored';
        if (!live && conversation.email) {
          const mail = teamReplyMail({
            text,
            name: conversation.name,
            publicUrl: config.publicUrl,
          });
          await queueMail(tx, {
            kind: 'chat-team-reply',
            to: conversation.email,
            subject: mail.subject,
            text: mail.text,
            html: mail.html,
            headers: { 'Reply-To': teamEmail },
            dedupeKey: `chat-team-reply:${rows[rows.length - 1]!.id}`,
          });
          delivery = 'email';
        }
        await hub.changed(tx, id);
        return { rows, delivery };
      });
      if (result.delivery === 'email') deps.mail?.poke();
      const reply = result.rows[result.rows.length - 1]!;
      return {
        message: {
          id: reply.id,
          sender: 'team',
          text: reply.text,
          intent: null,
          provider: null,
          marker: null,
          createdAt: reply.createdAt.toISOString(),
        },
        delivery: result.delivery,
      };
    },

    /** The team ends the hand-off: a marker, and the bot answers again. */
    async end(id: string): Promise<void> {
      if (!isUuid(id)) throw notFound('Conversation not found.');
      await db.transaction(async (tx) => {
        const conversation = await repo.lockConversation(tx, id);
        if (!conversation) throw notFound('Conversation not found.');
        if (conversation.handoff === null) return;
        await repo.appendTeamMessages(
          tx,
          id,
          [{ text: HANDOFF_ENDED_TEXT, marker: 'ended' }],
          null,
        );
        await hub.changed(tx, id);
      });
    },

    /** The team read the conversation. */
    async markRead(id: string): Promise<void> {
      if (!isUuid(id) || !(await repo.markTeamRead(db, id))) {
        throw notFound('Conversation not found.');
      }
    },

    unreadTotals(): Promise<UnreadTotals> {
      return repo.findUnreadTotals(db);
    },

    /**
     * The WhatsApp click-to-chat link (WHATSAPP_NUMBER), its text a short summary of the
     * conversation of `issuedId` (the visitor's business and last question); null unset.
     */
    async whatsapp(issuedId: string | undefined): Promise<string | null> {
      if (!config.WHATSAPP_NUMBER) return null;
      const summary = issuedId
        ? await repo.findConversationSummary(db, hashConversationKey(issuedId))
        : null;
      const business = summary?.business ? businessById(summary.business)?.label : null;
      return whatsappLink(config.WHATSAPP_NUMBER, {
        business,
        question: summary?.question ?? null,
      });
    },
  };
}
