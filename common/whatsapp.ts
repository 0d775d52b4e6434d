import { site } from './site.ts';

/**
 * A WhatsApp click-to-chat link (https://wa.me/<digits>?text=...) with a short summary
 * prefilled: the visitor's business and last question, never the whole conversation.
 * Null without a number.
 */
export function whatsappLink(
  number: string | null | undefined,
  summary: { business?: string | null; question?: string | null } = {},
): string | null {
  const digits = (number ?? '').replace(/\D/g, '');
  if (!digits) return null;
  const clip = (text: string, max: number) =>
    text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text;
  const parts = [`Hi ${site.name}!`];
  const business = summary.business?.replace(/\s+/g, ' ').trim();
  const question = summary.question?.replace(/\s+/g, ' ').trim();
  if (business) parts.push(`My business: ${clip(business, 60)}.`);
  if (question) parts.push(`My question: ${clip(question, 200)}`);
  return `https://wa.me/${digits}?text=${encodeURIComponent(parts.join(' '))}`;
}
