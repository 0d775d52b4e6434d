import type { Schedule } from '../../common/booking.ts';
import { type ChatResponse } from '../../common/chat.ts';
import { whatsappLink } from '../../common/whatsapp.ts';
import { HANDOFF_ENDED_TEXT, HANDOFF_JOINED_TEXT } from '../../common/chat-events.ts';
import { BUSINESS_TIME_ZONE } from '../../common/constants.ts';
import type { TeamReplyResult, UnreadTotals } from '../../common/schemas/conversations.ts';
import { site } from '../../common/site.ts';
import { hitRateLimit, rateLimitKey } from '../db/rate-limits.ts';
import { notFound } from '../errors.ts';
import { queueMail } from '../mail/outbox.ts';
import type { MailingServiceDeps } from '../mail/service.ts';
import { isUuid } from '../uuid.ts';
import { businessById } from './business.ts';
import { teamMessage, type HandoffHub } from './handoff-hub.ts';
import { teamNoticeMail, teamReplyMail } from './handoff-mails.ts';
import { asksForPerson, handoffAnswer, replyTimeLine, type TeamHours } from './handoff-text.ts';
import { isRomanUrdu } from './normalize.ts';
import * as repo from './repository.ts';
import { hashConversationKey, type ChatHandoff } from './service.ts';

/**
 * The hand-off to a person (ADR 033): a visitor asks for one, the team answers from the
 * admin's Conversations screen, the open chat receives it at once over server-sent events,
 * a closed one by e-mail. The bot stays quiet while a team member is in the conversation.
 */

/** What the chat service hands over about one visitor message. */
export type VisitorTurn = Parameters<ChatHandoff['visitorTurn']>[0];

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
    /**
     * The team's hours in force (the availability service's), read whenever a visitor is
     * told when to expect the team, so hours saved through any process are the ones told.
     */
    schedule: () => Promise<Schedule>;
    now?: () => Date;
  },
) {
  const { db } = deps.database;
  const { config, hub } = deps;
  const hours = async (): Promise<TeamHours> => {
    const { weekly, closures } = await deps.schedule();
    return { weekly, closures, zone: BUSINESS_TIME_ZONE };
  };
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
        hours: await hours(),
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
    async replyTime(): Promise<string> {
      return replyTimeLine(now(), await hours());
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
