import { BUSINESS_TIME_ZONE } from '../../common/constants.ts';
import { sameOriginPath } from '../../common/page-path.ts';
import { addDays, zonedInstant } from '../../common/booking.ts';
import {
  contactInfoSchema,
  footerContactSchema,
  getStartedSchema,
  type BusinessInquiry,
} from '../../common/schemas/leads.ts';
import type { LeadDto, LeadsQuery } from '../../common/schemas/admin.ts';
import { site } from '../../common/site.ts';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import {
  conversationOfKey,
  linkChatLeadToConversation,
  linkLeadToConversation,
} from '../chat/links.ts';
import { queueMail } from '../mail/outbox.ts';
import type { MailingServiceDeps } from '../mail/service.ts';
import { leadTeamMail } from '../mail/templates/lead.ts';
import { toCsv } from './csv.ts';
import * as repo from './repository.ts';
import { leadKindLabel } from '../../common/labels.ts';
import { paginationOf } from '../../common/pagination.ts';

/** What a chat knows of its visitor; a chat lead needs an e-mail or a phone. */
interface ChatLeadContact {
  name?: string;
  email?: string;
  phone?: string;
}

/** Spec §8 success texts. */
export const CONTACT_SUCCESS_MESSAGE = "Thank you for your message! We'll get back to you soon.";
export const BUSINESS_SUCCESS_MESSAGE = 'Message sent successfully!';
/** Rows an export holds at most; a bigger one is narrowed by date. */
const CSV_MAX_ROWS = 50_000;

const KIND_LABELS: Record<repo.LeadKind, string> = {
  contact: 'contact message',
  footer: 'footer message',
  chat_contact: 'chat lead',
  business: 'business inquiry',
  get_started: 'Get Started request',
  booking_refused: 'incomplete booking request',
};

/** Where the visitor was when they wrote: the path of the Referer, never its query. */
export function pageOf(referer: string | undefined): string | null {
  if (!referer) return null;
  try {
    return sameOriginPath(new URL(referer).pathname) ?? null;
  } catch {
    return null;
  }
}

/**
 * Which form sent a contact: the `source` it names, else the body's shape (spec §7): the
 * chatbot sends name, email and phone only, the panel and footer forms a message too.
 */
function contactKind(
  body: Record<string, unknown>,
  source: repo.LeadKind | undefined,
): repo.LeadKind {
  if (source) return source;
  return 'message' in body ? 'contact' : 'chat_contact';
}

function toLeadDto(row: repo.LeadListRow): LeadDto {
  return {
    _id: row.id,
    kind: row.kind,
    name: row.name,
    email: row.email,
    phone: row.phone || null,
    message: row.message || null,
    businessType: row.business_type,
    service: row.service,
    sourcePage: row.source_page,
    conversationId: row.conversation_id,
    status: row.status,
    createdAt: new Date(row.created_at).toISOString(),
  };
}

/** [start of `from`, start of the day after `to`) on the business clock. */
function dayRange(from?: string, to?: string): { from?: Date; to?: Date } {
  return {
    from: from ? zonedInstant(from, 0) : undefined,
    to: to ? zonedInstant(addDays(to, 1), 0) : undefined,
  };
}

/** Queues the team's notice of a stored lead, once per `dedupeKey`. */
export async function notifyTeam(
  tx: Db,
  config: Config,
  row: repo.LeadRow,
  dedupeKey = `lead:${row.id}`,
) {
  // Also checked here: a row stored before pages were checked may name another host.
  const page = sameOriginPath(row.sourcePage);
  const message = leadTeamMail(
    {
      kindLabel: KIND_LABELS[row.kind],
      name: row.name,
      email: row.email,
      phone: row.phone,
      businessType: row.businessType,
      service: row.service,
      sentFrom: page ? `${config.publicUrl}${page}` : null,
      message: row.message,
      conversationUrl: row.conversationId
        ? `${config.publicUrl}/admin/conversations?id=${row.conversationId}`
        : null,
    },
    { publicUrl: config.publicUrl },
  );
  await queueMail(tx, {
    kind: 'lead-notification',
    to: config.TEAM_EMAIL ?? site.email,
    subject: message.subject,
    text: message.text,
    html: message.html,
    ...(row.email ? { headers: { 'Reply-To': row.email } } : {}),
    dedupeKey,
  });
}

export function createLeadsService({ config, database, mail }: MailingServiceDeps) {
  const { db } = database;

  async function store(values: repo.NewLead, conversationKey?: string): Promise<{ id: string }> {
    const stored = await db.transaction(async (tx) => {
      const row = await repo.insertLead(tx, values);
      await notifyTeam(tx, config, row);
      if (conversationKey) await linkLeadToConversation(tx, conversationKey, row);
      return { id: row.id };
    });
    mail?.poke();
    return stored;
  }

  /**
   * The lead of a chat conversation: created on the first details, updated by later ones;
   * the team gets one notice per conversation (its dedupe key names the conversation). Runs
   * in one transaction, so when it returns the lead, the link and the notice all exist.
   */
  async function saveChatLeadIn(
    tx: Db,
    input: { conversationId: string; contact: ChatLeadContact; sourcePage: string | null },
  ): Promise<{ id: string; created: boolean }> {
    const { row, created } = await repo.upsertChatLead(tx, {
      conversationId: input.conversationId,
      ...input.contact,
      sourcePage: input.sourcePage,
    });
    await linkChatLeadToConversation(tx, input.conversationId, row);
    await notifyTeam(tx, config, row, `chat-lead:${input.conversationId}`);
    return { id: row.id, created };
  }

  return {
    /** POST /api/contact-info: panel, footer, chatbot and Get Started forms (spec §7). */
    async saveContact(body: unknown, meta: { referer?: string } = {}) {
      const raw = (body && typeof body === 'object' ? body : {}) as Record<string, unknown>;
      const input = contactInfoSchema.parse(raw);
      // The footer and Get Started forms have stricter rules of their own (spec §5).
      if (input.source === 'footer') footerContactSchema.parse(raw);
      if (input.source === 'get_started') getStartedSchema.parse(raw);
      const kind = contactKind(raw, input.source);
      // The chat's contact form, sent from a conversation the chat issued: the same lead as
      // the details typed in that conversation (one per conversation, one notice).
      if (kind === 'chat_contact' && input.conversationId) {
        const key = input.conversationId;
        const stored = await db.transaction(async (tx) => {
          const conversationId = await conversationOfKey(tx, key);
          if (!conversationId) return null;
          return saveChatLeadIn(tx, {
            conversationId,
            contact: { name: input.name, email: input.email, phone: input.phone || undefined },
            sourcePage: pageOf(meta.referer),
          });
        });
        if (stored) {
          mail?.poke();
          return { id: stored.id };
        }
      }
      return store(
        {
          kind,
          name: input.name,
          email: input.email,
          phone: input.phone || null,
          message: input.message || null,
          service: input.service || null,
          sourcePage: pageOf(meta.referer),
        },
        input.conversationId,
      );
    },

    /** Details typed in a chat message: the conversation's lead (see saveChatLeadIn). */
    async saveChatLead(input: {
      conversationId: string;
      contact: ChatLeadContact;
      sourcePage: string | null;
    }): Promise<{ id: string; created: boolean }> {
      const saved = await db.transaction((tx) => saveChatLeadIn(tx, input));
      mail?.poke();
      return saved;
    },

    /** POST /api/business-inquiry: the business form (name, email, businessType). */
    async saveBusinessInquiry(input: BusinessInquiry, meta: { referer?: string } = {}) {
      return store({
        kind: 'business',
        name: input.name,
        email: input.email,
        businessType: input.businessType,
        sourcePage: pageOf(meta.referer),
      });
    },

    async list(query: LeadsQuery) {
      const filter = { kind: query.kind, ...dayRange(query.from, query.to) };
      const { rows, total } = await repo.findLeadPage(db, filter, {
        limit: query.limit,
        offset: (query.page - 1) * query.limit,
      });
      return {
        leads: rows.map(toLeadDto),
        pagination: paginationOf(query.page, query.limit, total),
      };
    },

    /** The whole filtered list as CSV, newest first. */
    async exportCsv(query: LeadsQuery): Promise<string> {
      const filter = { kind: query.kind, ...dayRange(query.from, query.to) };
      const { rows } = await repo.findLeadPage(db, filter, { limit: CSV_MAX_ROWS, offset: 0 });
      const header = [
        'kind',
        'kind_label',
        'name',
        'email',
        'phone',
        'message',
        'business_type',
        'service',
        'status',
        'source_page',
        'created_at',
      ];
      return toCsv(
        header,
        rows
          .map(toLeadDto)
          .map((l) => [
            l.kind,
            leadKindLabel(l.kind),
            l.name,
            l.email,
            l.phone,
            l.message,
            l.businessType,
            l.service,
            l.status,
            l.sourcePage,
            l.createdAt,
          ]),
      );
    },

    countPerDay: (range: { from: Date; to: Date }) =>
      repo.countLeadsPerDay(db, range, BUSINESS_TIME_ZONE),
  };
}

export type LeadsService = ReturnType<typeof createLeadsService>;
