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
}

/** To the team, for a contact message, business inquiry, chat contact or Get Started request. */
export function leadTeamMail(lead: LeadMailData, ctx: { publicUrl: string }): RenderedMail {
  const rows: [string, string][] = [
    ['Name', lead.name],
    ['E-mail', lead.email],
    ...(lead.phone ? ([['Phone', lead.phone]] as [string, string][]) : []),
    ...(lead.businessType ? ([['Business type', lead.businessType]] as [string, string][]) : []),
    ...(lead.service ? ([['Service', lead.service]] as [string, string][]) : []),
    ...(lead.sentFrom ? ([['Sent from', lead.sentFrom]] as [string, string][]) : []),
  ];
  return renderMail({
    subject: `New ${lead.kindLabel} from ${lead.name}`,
    preheader: `${lead.name} left their details (${lead.kindLabel}).`,
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
      { kind: 'paragraph', text: 'Reply to this e-mail to answer the visitor directly.' },
      { kind: 'button', label: 'Open leads', href: `${ctx.publicUrl}/admin/leads` },
    ],
  });
}
