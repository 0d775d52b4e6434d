import type { z } from 'zod';
import type { businessInquirySchema } from '../../../common/schemas/leads.ts';
import { postJson } from '../../lib/api.ts';

export type BusinessInquiry = z.output<typeof businessInquirySchema>;

/** Spec §8 business form texts, word for word. */
export const BUSINESS_FORM_SUCCESS = 'Message sent successfully!';
const BUSINESS_FORM_FAILURE_PREFIX = 'Failed to send message: ';

export type SubmitResult = { ok: true } | { ok: false; message: string };

/**
 * Posts the inquiry to our own API (ADR: replaces the spec's third-party mail service).
 * A failure carries the server's text, as the spec shows the service's text.
 */
export async function submitBusinessInquiry(input: BusinessInquiry): Promise<SubmitResult> {
  const result = await postJson('/api/business-inquiry', input);
  if (result.ok) return { ok: true };
  const reason = result.error || result.message || `HTTP ${result.status}`;
  return { ok: false, message: `${BUSINESS_FORM_FAILURE_PREFIX}${reason}` };
}
