import type { z } from 'zod';
import type { businessInquirySchema } from '../../../common/schemas/leads.ts';

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
  let response: Response;
  try {
    response = await fetch('/api/business-inquiry', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(input),
    });
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return { ok: false, message: `${BUSINESS_FORM_FAILURE_PREFIX}${reason}` };
  }
  const body = (await response.json().catch(() => null)) as {
    success?: boolean;
    error?: string;
    message?: string;
  } | null;
  if (response.ok && body?.success !== false) return { ok: true };
  const reason = body?.error || body?.message || response.statusText || `HTTP ${response.status}`;
  return { ok: false, message: `${BUSINESS_FORM_FAILURE_PREFIX}${reason}` };
}
