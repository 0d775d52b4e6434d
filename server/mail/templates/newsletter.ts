import { site } from '../../../common/site.ts';
import { renderMail, type RenderedMail } from './layout.ts';

/** Double opt-in: the link opens a page whose button confirms (a POST), never the GET itself. */
export function newsletterConfirmMail(links: {
  confirm: string;
  unsubscribe: string;
}): RenderedMail {
  return renderMail({
    subject: `Please confirm your subscription to the ${site.name} newsletter`,
    preheader: 'One click to confirm your subscription.',
    heading: 'Please confirm your subscription',
    blocks: [
      { kind: 'paragraph', text: `Thank you for subscribing to the ${site.name} newsletter.` },
      { kind: 'paragraph', text: 'Please confirm your address by opening this link:' },
      { kind: 'button', label: 'Confirm my subscription', href: links.confirm },
      {
        kind: 'paragraph',
        text: 'If you did not subscribe, ignore this e-mail and you will not hear from us.',
      },
    ],
    footer: [{ text: 'Unsubscribe at any time', href: links.unsubscribe }],
  });
}

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  '#39': "'",
  apos: "'",
  nbsp: ' ',
};

/** The plain-text part of a (sanitised) newsletter: block ends become line breaks, links keep their URL. */
export function htmlToText(html: string): string {
  return html
    .replace(
      /<a\s[^<>]*href="([^"<>]*)"[^<>]*>([\s\S]*?)<\/a>/gi,
      (_m, href: string, label: string) =>
        label.replace(/<[^<>]+>/g, '').trim() === href ? href : `${label} (${href})`,
    )
    .replace(/<li[^<>]*>/gi, '\n- ')
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/(p|div|h[1-6]|ul|ol|blockquote|pre|table|tr)>/gi, '\n\n')
    .replace(/<[^<>]+>/g, '')
    .replace(/&(#?\w+);/g, (m, name: string) => ENTITIES[name] ?? m)
    .replace(/(?<![ \t])[ \t]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** One issue of the newsletter to one confirmed subscriber. */
export function newsletterIssueMail(
  issue: { subject: string; content: string },
  links: { unsubscribe: string },
): RenderedMail {
  return renderMail({
    subject: issue.subject,
    preheader: issue.subject,
    heading: issue.subject,
    blocks: [{ kind: 'html', html: issue.content, text: htmlToText(issue.content) }],
    footer: [
      `You receive this e-mail because you subscribed to the ${site.name} newsletter.`,
      { text: 'Unsubscribe', href: links.unsubscribe },
    ],
  });
}
