import { createHash, randomBytes } from 'node:crypto';
import {
  CHAT_LIMIT_DETAILS_KEPT,
  CHAT_REPLY_LIMIT_REACHED_MESSAGE,
  normalizeBusinessProfile,
  type ChatBooking,
  type ChatContact,
  type ChatContactSave,
  type ChatRequest,
  type ChatResponse,
  type ChatSettings,
} from '../../common/chat.ts';
import { CHAT_MAX_BOT_REPLIES } from '../../common/constants.ts';
import type {
  ConversationSummaryDto,
  ConversationThreadDto,
} from '../../common/schemas/conversations.ts';
import { notFound } from '../errors.ts';
import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import { analyze, builtinReply, finish, offersBooking, type Analysis } from './assistant.ts';
import { mergeContact } from './contact.ts';
import { ModelFailure, createChatModel, type ChatModel } from './llm.ts';
import { createIntentModel, type IntentModel } from './intent-model.ts';
import type { ChatHours } from './knowledge.ts';
import { lookupAnswer, lookupFor, type Found } from './lookups.ts';
import { MODEL_HISTORY_MESSAGES, buildModelMessages } from './prompt.ts';
import { createBlogKnowledge, type BlogSource } from './retrieval.ts';
import {
  TOOL_DEFINITIONS,
  chatBookingOf,
  createToolbox,
  refusedDate,
  type SlotLookup,
} from './tools.ts';
import * as repo from './repository.ts';
import { isUuid } from '../uuid.ts';
import { paginationOf } from '../../common/pagination.ts';

/** Where fallbacks are reported: the request's logger. */
export interface ChatLogger {
  warn(details: Record<string, unknown>, message: string): void;
}

/**
 * Conversation ids are issued by the server (CONVERSATION_ID_BYTES random bytes, base64url)
 * and handed only to the browser that started the conversation, which sends it back: an
 * issued id is a bearer secret. The database keeps only a hash of it, so a leaked table
 * holds no id that could be replayed. The hash is namespaced to issued ids: an id the
 * server never issued (a client-made one, or one from before ids were issued) matches no
 * conversation and starts a new one.
 */
const CONVERSATION_ID_BYTES = 16;
const newConversationId = () => randomBytes(CONVERSATION_ID_BYTES).toString('base64url');
export const hashConversationKey = (id: string) =>
  createHash('sha256').update(`chat-conversation:issued:${id}`).digest('hex');

const PREVIEW_CHARS = 140;

function conversationDto(row: repo.ConversationRow, unread: number) {
  return {
    handoff: row.handoff,
    handoffRequestedAt: row.handoffRequestedAt?.toISOString() ?? null,
    unread,
    id: row.id,
    businessProfile: row.businessProfile,
    sourcePage: row.sourcePage,
    name: row.name,
    email: row.email,
    phone: row.phone,
    leadId: row.leadId,
    appointmentId: row.appointmentId,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * Where the details a visitor types are stored as the conversation's lead (the leads
 * service; passed in, so the chat does not import it). Resolves once the lead, its link to
 * the conversation and the team's notice are committed.
 */
export interface ChatLeadSink {
  saveChatLead(input: {
    conversationId: string;
    contact: ChatContact;
    sourcePage: string | null;
  }): Promise<unknown>;
}

/** What one visitor message comes to: a reply, or a refusal past the chat's reply limit. */
export type ChatOutcome =
  | { kind: 'reply'; response: ChatResponse }
  | { kind: 'refused'; text: string; conversationId: string };

interface Prepared {
  conversationId: string;
  storedId: string;
  analysis: Analysis;
  request: ChatRequest;
  sourcePage: string | null;
  /** The hand-off to a person (ADR 033) the conversation is in, if any. */
  handoff: 'requested' | 'joined' | null;
  /** The bot's replies so far that count against a reply limit. */
  limitedReplies: number;
}

/**
 * The hand-off to a person (handoff.ts, passed in): answers a request for one and keeps
 * the bot quiet while a team member is in; null lets the assistant answer.
 */
export interface ChatHandoff {
  visitorTurn(turn: {
    storedId: string;
    conversationId: string;
    message: string;
    /** Sent with the "Talk to a person" control. */
    asked: boolean;
    handoff: 'requested' | 'joined' | null;
    contact: ChatContact;
    sourcePage: string | null;
    /** The client address the message came from: what the team notices are limited by. */
    client?: string;
  }): Promise<ChatResponse | null>;
}

/**
 * The model asked to open the booking form (tool open_booking_form): the reply carries the
 * widget's usual action (`action: 'open_form'`). The name, e-mail and phone it passed only
 * prefill the form (the reply's `booking`, chatBookingOf): contact details come from what
 * the visitor typed or saved, never from a model, so a model's address never becomes the
 * conversation's contact nor receives the team's reply.
 */
function opensBookingForm(analysis: Analysis): Analysis {
  return {
    ...analysis,
    intent: { ...analysis.intent, intent: 'booking' },
    show_appointment_form: true,
    show_contact_form: false,
    action: 'open_form',
  };
}

export function createChatService(deps: {
  config: Config;
  database: Database;
  leads?: ChatLeadSink;
  /** The booking service's slot states of a date (availability questions, tools). */
  availability?: SlotLookup;
  /** Published blog posts the assistant searches. */
  blog?: BlogSource;
  /** The team's hours in force, read for each message (the spec's when not given). */
  hours?: () => Promise<ChatHours>;
  /** The clock; tests pass a fixed one. */
  now?: () => Date;
  handoff?: ChatHandoff;
}) {
  const { db } = deps.database;
  const now = deps.now ?? (() => new Date());
  const blogKnowledge = deps.blog ? createBlogKnowledge(deps.blog) : null;
  /**
   * What visitors mean, learnt from example utterances once per service (ADR 053), when
   * the first message comes: training takes a moment that an app which never chats (a
   * test of bookings, a process serving pages only) need not spend.
   */
  let intentModel: IntentModel | undefined;
  const understanding = () => (intentModel ??= createIntentModel());

  /**
   * Stores the details typed in this message as the conversation's lead, before any reply
   * is written: a lead needs an e-mail or a phone (a name alone stays on the conversation).
   * Sets `analysis.contactStored`; a failure is logged and the reply then says so.
   */
  async function storeTypedContact(prepared: Prepared, log: ChatLogger): Promise<void> {
    const { analysis } = prepared;
    const typed = analysis.newContact;
    if (!deps.leads || !(typed.name || typed.email || typed.phone)) return;
    if (!analysis.contact.email && !analysis.contact.phone) return;
    try {
      await deps.leads.saveChatLead({
        conversationId: prepared.storedId,
        contact: analysis.contact,
        sourcePage: prepared.sourcePage,
      });
      analysis.contactStored = true;
    } catch (error) {
      log.warn({ err: error }, 'storing the contact typed in the chat failed');
      analysis.contactStored = false;
    }
  }
  const model: ChatModel | null = createChatModel(deps.config);

  /**
   * The conversation of an issued id. Only an id this server issued continues one; any
   * other starts a new one under a fresh id, so nothing stored for one visitor reaches a
   * visitor who guessed, copied or made up an id.
   */
  async function conversationFor(
    issuedId: string | undefined,
    context: { business_profile?: string; source?: string },
  ) {
    let conversationId = issuedId;
    let state = conversationId
      ? await repo.findConversationState(db, hashConversationKey(conversationId))
      : null;
    if (!state || !conversationId) {
      conversationId = newConversationId();
      state = await repo.createConversation(db, {
        clientKeyHash: hashConversationKey(conversationId),
        businessProfile: normalizeBusinessProfile(context.business_profile),
        sourcePage: context.source ?? null,
      });
    }
    const stored = state.conversation;
    return {
      conversationId,
      state,
      stored,
      sourcePage: context.source ?? stored.sourcePage ?? null,
    };
  }

  async function prepare(request: ChatRequest): Promise<Prepared> {
    const context = request.user_context;
    const { conversationId, state, stored, sourcePage } = await conversationFor(
      request.conversation_id,
      context,
    );
    const profile = normalizeBusinessProfile(
      context.business_profile ?? stored.businessProfile ?? undefined,
    );
    const knownContact = mergeContact(
      {
        name: stored.name ?? undefined,
        email: stored.email ?? undefined,
        phone: stored.phone ?? undefined,
      },
      { name: request.user_name },
      { name: context.name, email: context.email, phone: context.phone },
    );
    const userTurn = Math.max(
      state.userMessages + 1,
      (context.conversationLength ?? 0) + 1,
      context.conversation_context === 'continuing' ? 2 : 1,
    );
    const hours = deps.hours ? await deps.hours() : undefined;
    const analysis = analyze({
      message: request.message,
      ...(hours ? { hours } : {}),
      profile,
      knownContact,
      userTurn,
      lastBotOfferedBooking: state.lastBot?.offeredBooking ?? false,
      previousTopic: state.lastBot?.topic,
      visitorTimeZone: request.time_zone,
      model: understanding(),
      now: now(),
    });
    return {
      conversationId,
      storedId: stored.id,
      analysis,
      request,
      sourcePage,
      handoff: stored.handoff,
      limitedReplies: state.limitedReplies,
    };
  }

  async function complete(
    prepared: Prepared,
    text: string,
    offeredBooking: boolean,
    meta: Pick<repo.BotMeta, 'provider' | 'fallback'>,
    /** What the booking form opens with (a date, slot or services the visitor named). */
    booking?: ChatBooking | null,
  ): Promise<ChatResponse> {
    const { analysis, request } = prepared;
    const out = finish(analysis, text, offeredBooking);
    await repo.saveExchange(db, {
      conversationId: prepared.storedId,
      userText: request.message,
      botText: out.text,
      botMeta: {
        intent: out.intent,
        offeredBooking: out.offeredBooking,
        confidence: out.confidence,
        topic: out.topic,
        ...meta,
      },
      contact: out.contact,
      sourcePage: request.user_context.source ?? null,
    });
    return {
      response: out.text,
      show_contact_form: out.show_contact_form,
      show_appointment_form: out.show_appointment_form,
      ...(out.action ? { action: out.action } : {}),
      context: out.contact,
      ...(booking && out.show_appointment_form ? { booking } : {}),
      conversation_id: prepared.conversationId,
      intent: out.intent,
      ...(prepared.handoff ? { handoff: prepared.handoff } : {}),
    };
  }

  /** Published posts that match the message; none when the blog cannot be read now. */
  async function searchBlog(message: string, log: ChatLogger) {
    if (!blogKnowledge) return [];
    try {
      return await blogKnowledge.search(message);
    } catch (error) {
      log.warn({ err: error }, 'reading the blog posts for the chat failed');
      return [];
    }
  }

  /**
   * The built-in answers that need a look-up (ADR 034): the slot states of a date the
   * visitor asks about, the blog post on a topic. Null when the message asks neither (or
   * the look-up failed: the rules' answer then stands), with the intent it is stored under.
   */
  async function lookupReply(prepared: Prepared, log: ChatLogger) {
    const { analysis, request } = prepared;
    const lookup = lookupFor(analysis.intent.intent, request.message, now());
    if (!lookup) return null;
    let found: Found | null = null;
    if (lookup.kind === 'article') {
      if (blogKnowledge) found = { posts: await searchBlog(request.message, log) };
    } else if (deps.availability) {
      try {
        found = { slots: await deps.availability(lookup.date) };
      } catch (error) {
        // A date the booking rules refuse is an answer; any other failure is logged.
        if (!refusedDate(error)) {
          log.warn({ err: error, date: lookup.date }, 'looking up the slots of a date failed');
          return null;
        }
        found = { error };
      }
    }
    return found && lookupAnswer(lookup, analysis, request.message, found, deps.config.publicUrl);
  }

  /** The built-in assistant's answer: a look-up's when the message asks for one. */
  async function builtinAnswer(
    prepared: Prepared,
    log: ChatLogger,
    meta: Pick<repo.BotMeta, 'provider' | 'fallback'>,
  ): Promise<ChatResponse> {
    const looked = await lookupReply(prepared, log);
    if (looked) {
      const { analysis, reply } = looked;
      return complete(
        { ...prepared, analysis },
        reply.text,
        reply.offeredBooking,
        meta,
        reply.booking,
      );
    }
    const reply = builtinReply(prepared.analysis);
    return complete(prepared, reply.text, reply.offeredBooking, meta);
  }

  async function modelMessages(prepared: Prepared, log: ChatLogger) {
    const [history, posts] = await Promise.all([
      repo.recentMessages(db, prepared.storedId, MODEL_HISTORY_MESSAGES),
      searchBlog(prepared.request.message, log),
    ]);
    return buildModelMessages({
      persona: prepared.analysis.persona,
      intent: prepared.analysis.intent,
      confidence: prepared.analysis.confidence,
      passages: [...prepared.analysis.passages(), ...posts.map((p) => p.passage)],
      hours: prepared.analysis.hours,
      history,
      message: prepared.request.message,
      contact: prepared.analysis.contact,
      today: now(),
      siteUrl: deps.config.publicUrl,
      tools: deps.availability !== undefined,
    });
  }

  /** The model's answer, after the tools it called; opens the booking form if it asked to. */
  async function modelAnswer(prepared: Prepared, log: ChatLogger): Promise<ChatResponse> {
    const toolbox = createToolbox(deps.availability);
    const text = await model!.complete(
      await modelMessages(prepared, log),
      deps.availability ? { definitions: TOOL_DEFINITIONS, run: toolbox.run } : undefined,
    );
    const booking = toolbox.booking;
    const analysis = booking ? opensBookingForm(prepared.analysis) : prepared.analysis;
    return complete(
      { ...prepared, analysis },
      text,
      offersBooking(text),
      { provider: 'model' },
      chatBookingOf(booking),
    );
  }

  const usesModel = (prepared: Prepared) =>
    model !== null && prepared.analysis.intent.intent !== 'refusal';

  function reportFallback(log: ChatLogger, error: unknown) {
    const failure =
      error instanceof ModelFailure ? error : new ModelFailure('error', String(error), error);
    log.warn(
      { reason: failure.reason, err: failure.cause ?? failure, model: model?.model },
      `chat model failed (${failure.message}); the built-in assistant answered`,
    );
    return failure.reason;
  }

  /** The replies the chat of this request allows per conversation; null: no limit. */
  async function replyLimitOf(request: ChatRequest): Promise<number | null> {
    if (request.chat === 'main') {
      return (await repo.readReplyLimitSetting(db)) ? CHAT_MAX_BOT_REPLIES : null;
    }
    return request.reply_limit ?? null;
  }

  /** The assistant's answer: the model's when configured and well, else the built-in one. */
  async function answer(prepared: Prepared, log: ChatLogger): Promise<ChatResponse> {
    if (usesModel(prepared) && prepared.analysis.contactStored !== false) {
      try {
        return await modelAnswer(prepared, log);
      } catch (error) {
        const reason = reportFallback(log, error);
        return builtinAnswer(prepared, log, { provider: 'builtin', fallback: reason });
      }
    }
    return builtinAnswer(prepared, log, { provider: 'builtin' });
  }

  /** The refusal past the reply limit, stored with the message it refuses. */
  async function refuse(prepared: Prepared): Promise<ChatOutcome> {
    const text =
      prepared.analysis.contactStored === true
        ? `${CHAT_REPLY_LIMIT_REACHED_MESSAGE} ${CHAT_LIMIT_DETAILS_KEPT}`
        : CHAT_REPLY_LIMIT_REACHED_MESSAGE;
    await repo.saveExchange(db, {
      conversationId: prepared.storedId,
      userText: prepared.request.message,
      botText: text,
      botMeta: { intent: 'reply_limit', offeredBooking: true, provider: 'builtin' },
      contact: prepared.analysis.contact,
      sourcePage: prepared.sourcePage,
    });
    return { kind: 'refused', text, conversationId: prepared.conversationId };
  }

  return {
    /** Whether a model provider is configured. */
    usesModelProvider: model !== null,

    /**
     * Trains the intent model now and reads one message with it, thrown away: the rules'
     * expressions are compiled and the content's searches built on their first use, which
     * would otherwise be the first visitor's wait (and a pause for every other request).
     */
    warm(): void {
      const analysis = analyze({
        message: 'hello, what do you offer?',
        profile: 'general',
        knownContact: {},
        userTurn: 1,
        lastBotOfferedBooking: false,
        model: understanding(),
      });
      builtinReply(analysis);
    },

    /**
     * One message of a visitor: a person's turn in a hand-off, else the model's reply when
     * configured and well, else the built-in assistant's; or, past the chat's reply limit,
     * a refusal (spec §4). The limit is the conversation's: the landing chats' `reply_limit`,
     * the floating chatbot's owner setting read now (so every app process agrees at once);
     * a conversation with a person in it is never limited. Nothing typed at the limit is
     * lost: the message and the refusal are stored, details in it become the lead, and the
     * refusal then says they were kept.
     */
    async reply(
      request: ChatRequest,
      log: ChatLogger,
      client?: { address: string },
    ): Promise<ChatOutcome> {
      const prepared = await prepare(request);
      await storeTypedContact(prepared, log);
      // A request for a person, or a team member in the conversation (ADR 033).
      const person = await deps.handoff?.visitorTurn({
        storedId: prepared.storedId,
        conversationId: prepared.conversationId,
        message: request.message,
        asked: request.handoff === true,
        handoff: prepared.handoff,
        contact: prepared.analysis.contact,
        sourcePage: prepared.sourcePage,
        client: client?.address,
      });
      if (person) return { kind: 'reply', response: person };
      const max = prepared.handoff ? null : await replyLimitOf(request);
      const replied = prepared.limitedReplies;
      if (max && replied >= max) return refuse(prepared);
      const response = await answer(prepared, log);
      return {
        kind: 'reply',
        response: max && replied + 1 >= max ? { ...response, limit_reached: true } : response,
      };
    },

    /**
     * The contact bubble's details (a phone alone is enough): stored on the conversation and
     * as its lead before the visitor is thanked. Starts a conversation when none was named.
     */
    async saveContact(input: ChatContactSave): Promise<{ conversationId: string }> {
      const { conversationId, stored, sourcePage } = await conversationFor(
        input.conversation_id,
        {},
      );
      const contact = {
        name: input.name || undefined,
        email: input.email || undefined,
        phone: input.phone || undefined,
      };
      await repo.saveConversationContact(db, stored.id, contact);
      if (deps.leads)
        await deps.leads.saveChatLead({ conversationId: stored.id, contact, sourcePage });
      return { conversationId };
    },

    /** The owner's chat settings (admin). */
    async settings(): Promise<ChatSettings> {
      return { replyLimit: await repo.readReplyLimitSetting(db) };
    },

    async saveSettings(settings: ChatSettings): Promise<ChatSettings> {
      await repo.writeReplyLimitSetting(db, settings.replyLimit);
      return settings;
    },

    async listConversations({ page, limit }: { page: number; limit: number }) {
      const { rows, total } = await repo.findConversationPage(db, {
        limit,
        offset: (page - 1) * limit,
      });
      const conversations: ConversationSummaryDto[] = rows.map((row) => ({
        ...conversationDto(row, row.unread),
        messageCount: row.messageCount,
        lastMessage:
          row.lastMessageText !== null && row.lastMessageSender !== null
            ? {
                sender: row.lastMessageSender,
                text:
                  row.lastMessageText.length > PREVIEW_CHARS
                    ? `${row.lastMessageText.slice(0, PREVIEW_CHARS)}...`
                    : row.lastMessageText,
              }
            : null,
      }));
      return {
        conversations,
        pagination: paginationOf(page, limit, total),
      };
    },

    async getConversation(id: string): Promise<ConversationThreadDto> {
      const found = isUuid(id) ? await repo.findConversationWithMessages(db, id) : null;
      if (!found) throw notFound('Conversation not found.');
      return {
        conversation: {
          ...conversationDto(
            found.conversation,
            found.conversation.handoff === null
              ? 0
              : found.messages.filter(
                  (m) => m.sender === 'user' && m.id > found.conversation.teamReadMessageId,
                ).length,
          ),
          messageCount: found.messages.length,
        },
        messages: found.messages.map((m) => {
          const meta = (m.meta ?? null) as
            (Partial<repo.BotMeta> & { marker?: 'joined' | 'ended' }) | null;
          return {
            id: m.id,
            sender: m.sender,
            text: m.text,
            intent: meta?.intent ?? null,
            provider: meta?.provider ?? null,
            marker: meta?.marker ?? null,
            createdAt: m.createdAt.toISOString(),
          };
        }),
      };
    },
  };
}
