import { site } from '../../common/site.ts';
import { renderMail } from '../mail/templates/layout.ts';

/** The hand-off's mails: the team's reply to a visitor who left, and the team's notice. */

export function teamReplyMail(input: { text: string; name: string | null; publicUrl: string }) {
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

export function teamNoticeMail(input: { who: string; message: string; url: string }) {
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
