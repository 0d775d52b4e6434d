import { site } from '../../../common/site.ts';

/**
 * The frame every e-mail shares: the brand from common/site.ts around a list of blocks,
 * rendered twice, as HTML (inline styles, table layout for old clients) and as plain text.
 * Every value is escaped here, so templates pass raw strings.
 */
export type Block =
  | { kind: 'paragraph'; text: string }
  | { kind: 'heading'; text: string }
  | { kind: 'list'; items: readonly string[] }
  | { kind: 'details'; rows: readonly (readonly [label: string, value: string])[] }
  | { kind: 'button'; label: string; href: string }
  /** Already-sanitised HTML (a newsletter) with its plain-text rendering. */
  | { kind: 'html'; html: string; text: string };

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

export interface MailBody {
  subject: string;
  /** Shown by mail clients next to the subject. */
  preheader: string;
  heading: string;
  blocks: readonly Block[];
  /** Extra footer lines, e.g. why the reader got this mail and how to unsubscribe. */
  footer?: readonly (string | { text: string; href: string })[];
}

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]!);
}

/** Only http(s) and mailto links are written into a mail; anything else becomes '#'. */
const isSafeHref = (href: string) => /^(https?:|mailto:)/i.test(href);

function safeHref(href: string): string {
  return isSafeHref(href) ? escapeHtml(href) : '#';
}

export const brandAddress = () =>
  `${site.address.street}, ${site.address.city} ${site.address.postalCode}, ${site.address.country}`;

const FONT = "font-family:-apple-system,'Segoe UI',Roboto,Helvetica,Arial,sans-serif";

function blockHtml(block: Block): string {
  switch (block.kind) {
    case 'paragraph':
      return `<p style="margin:0 0 16px;line-height:1.6">${escapeHtml(block.text).replace(/\n/g, '<br>')}</p>`;
    case 'heading':
      return `<h2 style="margin:24px 0 8px;font-size:17px;color:#0f172a">${escapeHtml(block.text)}</h2>`;
    case 'list':
      return `<ul style="margin:0 0 16px;padding-left:20px;line-height:1.6">${block.items
        .map((item) => `<li>${escapeHtml(item)}</li>`)
        .join('')}</ul>`;
    case 'details':
      return `<table role="presentation" style="margin:0 0 16px;border-collapse:collapse;width:100%">${block.rows
        .map(
          ([label, value]) =>
            `<tr><th scope="row" style="text-align:left;vertical-align:top;padding:6px 12px 6px 0;color:#475569;font-weight:600;white-space:nowrap">${escapeHtml(label)}</th><td style="padding:6px 0;color:#0f172a">${escapeHtml(value).replace(/\n/g, '<br>')}</td></tr>`,
        )
        .join('')}</table>`;
    case 'button': {
      // The address is shown too, for clients that hide buttons; only when it is a safe link.
      const shown = isSafeHref(block.href)
        ? `<p style="margin:0 0 16px;font-size:13px;color:#475569;word-break:break-all">${escapeHtml(block.href)}</p>`
        : '';
      return `<p style="margin:8px 0 24px"><a href="${safeHref(block.href)}" style="display:inline-block;background:#2563eb;color:#ffffff;text-decoration:none;padding:12px 20px;border-radius:8px;font-weight:600">${escapeHtml(block.label)}</a></p>${shown}`;
    }
    case 'html':
      return `<div style="line-height:1.6">${block.html}</div>`;
  }
}

function blockText(block: Block): string {
  switch (block.kind) {
    case 'paragraph':
      return block.text;
    case 'heading':
      return `${block.text}\n${'-'.repeat(Math.min(block.text.length, 60))}`;
    case 'list':
      return block.items.map((item) => `- ${item}`).join('\n');
    case 'details':
      return block.rows.map(([label, value]) => `${label}: ${value}`).join('\n');
    case 'button':
      return `${block.label}:\n${block.href}`;
    case 'html':
      return block.text;
  }
}

interface FooterLine {
  text: string;
  href?: string;
}

function footerLines(body: MailBody): FooterLine[] {
  const extra: FooterLine[] = (body.footer ?? []).map((line) =>
    typeof line === 'string' ? { text: line } : line,
  );
  const brand: FooterLine[] = [
    { text: `${site.legalName} · ${brandAddress()}` },
    { text: site.email, href: `mailto:${site.email}` },
    { text: site.phone },
  ];
  return [...extra, ...brand];
}

export function renderMail(body: MailBody): RenderedMail {
  const footer = footerLines(body);
  const html = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="color-scheme" content="light">
<title>${escapeHtml(body.subject)}</title>
</head>
<body style="margin:0;padding:0;background:#f1f5f9;${FONT};color:#0f172a">
<div style="display:none;max-height:0;overflow:hidden">${escapeHtml(body.preheader)}</div>
<table role="presentation" width="100%" style="border-collapse:collapse;background:#f1f5f9">
<tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="100%" style="max-width:600px;border-collapse:collapse;background:#ffffff;border-radius:12px">
<tr><td style="padding:24px 32px;border-bottom:1px solid #e2e8f0">
<p style="margin:0;font-size:20px;font-weight:700;color:#2563eb">${escapeHtml(site.name)}</p>
<p style="margin:4px 0 0;font-size:13px;color:#475569">${escapeHtml(site.tagline)}</p>
</td></tr>
<tr><td style="padding:24px 32px;font-size:15px">
<h1 style="margin:0 0 16px;font-size:22px;color:#0f172a">${escapeHtml(body.heading)}</h1>
${body.blocks.map(blockHtml).join('\n')}
</td></tr>
<tr><td style="padding:16px 32px 24px;border-top:1px solid #e2e8f0;font-size:12px;color:#475569;line-height:1.6">
${footer
  .map((line) =>
    line.href
      ? `<a href="${safeHref(line.href)}" style="color:#475569">${escapeHtml(line.text)}</a>`
      : escapeHtml(line.text),
  )
  .join('<br>\n')}
</td></tr>
</table>
</td></tr>
</table>
</body>
</html>
`;
  const text = [
    site.name,
    '',
    body.heading,
    '',
    ...body.blocks.flatMap((block) => [blockText(block), '']),
    '--',
    ...footer.map((line) =>
      line.href && !line.href.startsWith('mailto:') ? `${line.text}: ${line.href}` : line.text,
    ),
    '',
  ].join('\n');
  return { subject: body.subject, text, html };
}
