import { andList } from '../text.ts';
import { z } from '../zod.ts';
import { parseEmail } from './email.ts';
import { normalisePhone } from './fields.ts';

/**
 * A visitor's request for their data (docs/decisions/056): the admin finds everything held
 * about one e-mail address or phone number, exports it, or erases it.
 */

export const DATA_REQUEST_MESSAGES = {
  query: 'Enter the e-mail address (such as name@example.com) or the phone number the person gave.',
  changed:
    'What is held about this person changed since you looked. Review the new list and confirm again.',
  nothing: 'Nothing is held about this person.',
} as const;

/** Who a request is about: the canonical address (ADR 051) or the phone's international form. */
export type DataSubject = { kind: 'email'; value: string } | { kind: 'phone'; value: string };

/** The person named by what the admin typed, or null when it is neither an address nor a phone. */
export function parseDataSubject(text: string): DataSubject | null {
  const trimmed = text.trim();
  const email = trimmed.includes('@') ? parseEmail(trimmed) : undefined;
  if (email) return { kind: 'email', value: email };
  const phone = trimmed.includes('@') ? null : normalisePhone(trimmed);
  return phone ? { kind: 'phone', value: phone } : null;
}

export const dataRequestQuerySchema = z.object({
  query: z
    .string({ message: DATA_REQUEST_MESSAGES.query })
    .max(320, { message: DATA_REQUEST_MESSAGES.query })
    .refine((v) => parseDataSubject(v) !== null, { message: DATA_REQUEST_MESSAGES.query }),
});

/** How many records of each kind are held about the person. */
const dataHoldingsSchema = z.object({
  appointments: z.number(),
  leads: z.number(),
  conversations: z.number(),
  messages: z.number(),
  subscriptions: z.number(),
  /** Mails kept in the outbox that were sent to or name the person. */
  mails: z.number(),
  /** Of those, mails not yet sent: cancelled by an erasure. */
  queuedMails: z.number(),
});
export type DataHoldings = z.infer<typeof dataHoldingsSchema>;

const DATA_ERASE_MODES = ['delete', 'anonymise'] as const;
export type DataEraseMode = (typeof DATA_ERASE_MODES)[number];

export const dataEraseSchema = z.object({
  query: dataRequestQuerySchema.shape.query,
  mode: z.enum(DATA_ERASE_MODES, { message: 'Choose to delete or to anonymise.' }),
  /** The holdings the admin confirmed: refused with 409 when they no longer match. */
  expected: dataHoldingsSchema,
});

export const dataRequestAnswerSchema = z.object({
  success: z.literal(true),
  subject: z.object({ kind: z.enum(['email', 'phone']), value: z.string() }),
  holdings: dataHoldingsSchema,
});
export type DataRequestAnswer = z.infer<typeof dataRequestAnswerSchema>;

export const dataErasedSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  erased: dataHoldingsSchema,
});

const auditEntrySchema = z.object({
  at: z.string(),
  actor: z.string(),
  action: z.string(),
  subject: z.string(),
  details: z.record(z.string(), z.unknown()),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditLogAnswerSchema = z.object({
  success: z.literal(true),
  entries: z.array(auditEntrySchema),
});

const KIND_NAMES: Record<Exclude<keyof DataHoldings, 'mails' | 'queuedMails'>, [string, string]> = {
  appointments: ['appointment', 'appointments'],
  leads: ['lead', 'leads'],
  conversations: ['chat conversation', 'chat conversations'],
  messages: ['chat message', 'chat messages'],
  subscriptions: ['newsletter subscription', 'newsletter subscriptions'],
};

/**
 * `2 appointments, 1 lead and 3 e-mails in the outbox (1 not yet sent)`: what an erasure
 * will touch; '' for nothing.
 */
export function describeHoldings(holdings: DataHoldings): string {
  const parts = (Object.keys(KIND_NAMES) as (keyof typeof KIND_NAMES)[])
    .filter((k) => holdings[k] > 0)
    .map((k) => `${holdings[k]} ${KIND_NAMES[k][holdings[k] === 1 ? 0 : 1]}`);
  if (holdings.mails > 0) {
    const queued = holdings.queuedMails > 0 ? ` (${holdings.queuedMails} not yet sent)` : '';
    parts.push(
      `${holdings.mails} ${holdings.mails === 1 ? 'e-mail' : 'e-mails'} in the outbox${queued}`,
    );
  }
  return andList(parts);
}

export const isEmptyHoldings = (holdings: DataHoldings) =>
  Object.values(holdings).every((n) => n === 0);

/** The person as the audit log names them: enough to recognise, not to contact. */
export function maskSubject(subject: DataSubject): string {
  if (subject.kind === 'phone') {
    return subject.value.replace(/\d(?=(?:\D*\d){4})/g, '•');
  }
  const [local = '', domain = ''] = subject.value.split('@');
  return `${local.slice(0, 2)}${'•'.repeat(Math.max(1, local.length - 2))}@${domain}`;
}
