import { serviceLabel } from '../../../common/labels.ts';
import { renderMail, type RenderedMail } from './layout.ts';

/** A stored lead as the team notice shows it. */
export interface LeadMailData {
  /** 'contact message', 'business inquiry', 'chat contact', ... */
  kindLabel: string;
  name: string;
  email: string;
  phone: string | null;
  businessType: string | null;
  service: string | null;
  /** Full URL of the page the visitor wrote from. */
  sentFrom: string | null;
  message: string | null;
  /** Chat leads: the admin page of the conversation the details came from. */
  conversationUrl?: string | null;
}

/** To the team, for a contact message, business inquiry, chat contact or Get Started request. */
export function leadTeamMail(lead: LeadMailData, ctx: { publicUrl: string }): RenderedMail {
  const rows: [string, string][] = [
    ['Name', lead.name || 'Not given'],
    ...(lead.email ? ([['E-mail', lead.email]] as [string, string][]) : []),
    ...(lead.phone ? ([['Phone', lead.phone]] as [string, string][]) : []),
    ...(lead.businessType ? ([['Business type', lead.businessType]] as [string, string][]) : []),
    ...(lead.service ? ([['Service', serviceLabel(lead.service)]] as [string, string][]) : []),
    ...(lead.sentFrom ? ([['Sent from', lead.sentFrom]] as [string, string][]) : []),
  ];
  const who = lead.name || lead.email || lead.phone || 'a visitor';
  return renderMail({
    subject: `New ${lead.kindLabel} from ${who}`,
    preheader: `${who} left their details (${lead.kindLabel}).`,
    heading: `New ${lead.kindLabel}`,
    blocks: [
      { kind: 'paragraph', text: `A visitor left their details (${lead.kindLabel}).` },
      { kind: 'details', rows },
      ...(lead.message
        ? [
            { kind: 'heading' as const, text: 'Message' },
            { kind: 'paragraph' as const, text: lead.message },
          ]
        : []),
      ...(lead.email
        ? [
            {
              kind: 'paragraph' as const,
              text: 'Reply to this e-mail to answer the visitor directly.',
            },
          ]
        : []),
      lead.conversationUrl
        ? { kind: 'button' as const, label: 'Open the conversation', href: lead.conversationUrl }
        : { kind: 'button' as const, label: 'Open leads', href: `${ctx.publicUrl}/admin/leads` },
    ],
  });
}
