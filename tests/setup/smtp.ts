import { SMTPServer } from 'smtp-server';
import { freePort } from './server-process.ts';

/** One MIME part, decoded: headers by lower-case name, body as text (or bytes as text). */
interface MimePart {
  headers: Record<string, string>;
  contentType: string;
  body: string;
  parts: MimePart[];
}

export interface CapturedMail {
  /** Envelope recipients (RCPT TO). */
  envelopeTo: string[];
  raw: string;
  headers: Record<string, string>;
  messageId: string;
  subject: string;
  to: string;
  root: MimePart;
  /** Every leaf part, depth first. */
  leaves: MimePart[];
  text: string | undefined;
  html: string | undefined;
  /** The text/calendar part, decoded. */
  ics: string | undefined;
}

function splitHead(raw: string): [head: string, body: string] {
  const at = raw.search(/\r?\n\r?\n/);
  if (at < 0) return [raw, ''];
  const gap = raw.slice(at).match(/^\r?\n\r?\n/)![0].length;
  return [raw.slice(0, at), raw.slice(at + gap)];
}

/** RFC 2047 encoded words (=?utf-8?Q?...?= / ?B?) as nodemailer writes them. */
function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?([^?]+)\?([QqBb])\?([^?]*)\?=/g, (_m, _charset, enc: string, text: string) =>
      enc.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : Buffer.from(
            text
              .replace(/_/g, ' ')
              .replace(/=([0-9A-Fa-f]{2})/g, (_x, h: string) =>
                String.fromCharCode(parseInt(h, 16)),
              ),
            'latin1',
          ).toString('utf8'),
    );
}

function parseHeaders(head: string): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon <= 0) continue;
    const name = line.slice(0, colon).trim().toLowerCase();
    headers[name] = decodeWords(line.slice(colon + 1).trim());
  }
  return headers;
}

function decodeBody(body: string, encoding: string | undefined): string {
  switch ((encoding ?? '').toLowerCase()) {
    case 'base64':
      return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
    case 'quoted-printable':
      return Buffer.from(
        body
          .replace(/=\r?\n/g, '')
          .replace(/=([0-9A-Fa-f]{2})/g, (_m, h: string) => String.fromCharCode(parseInt(h, 16))),
        'latin1',
      ).toString('utf8');
    default:
      return body;
  }
}

/** Enough of RFC 2045/2046 for what nodemailer writes: nested multiparts, QP and base64. */
function parseMime(raw: string): MimePart {
  const [head, body] = splitHead(raw);
  const headers = parseHeaders(head);
  const contentType = headers['content-type'] ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(contentType)?.[1];
  if (/^multipart\//i.test(contentType) && boundary) {
    const pieces = body.split(`--${boundary}`);
    const parts = pieces
      .slice(1)
      .filter((piece) => !piece.startsWith('--'))
      .map((piece) => parseMime(piece.replace(/^\r?\n/, '').replace(/\r?\n$/, '')));
    return { headers, contentType, body: '', parts };
  }
  return {
    headers,
    contentType,
    body: decodeBody(body, headers['content-transfer-encoding']),
    parts: [],
  };
}

const leavesOf = (part: MimePart): MimePart[] =>
  part.parts.length ? part.parts.flatMap(leavesOf) : [part];

function parseMail(raw: string, envelopeTo: string[] = []): CapturedMail {
  const root = parseMime(raw);
  const leaves = leavesOf(root);
  const find = (type: RegExp) => leaves.find((p) => type.test(p.contentType))?.body;
  return {
    envelopeTo,
    raw,
    headers: root.headers,
    messageId: root.headers['message-id'] ?? '',
    subject: root.headers.subject ?? '',
    to: root.headers.to ?? '',
    root,
    leaves,
    text: leaves.find(
      (p) =>
        /^text\/plain/i.test(p.contentType) &&
        !/attachment/i.test(p.headers['content-disposition'] ?? ''),
    )?.body,
    html: find(/^text\/html/i),
    ics: find(/^text\/calendar/i),
  };
}

export interface SmtpReceiver {
  port: number;
  url: string;
  messages: CapturedMail[];
  /** Stops listening (an outage); captured messages are kept. */
  stop(): Promise<void>;
  /** Listens again on the same port. */
  start(): Promise<void>;
  close(): Promise<void>;
  /** Waits until `predicate` holds for the captured messages. */
  waitFor(predicate: (messages: CapturedMail[]) => boolean, timeoutMs?: number): Promise<void>;
}

/** A real SMTP server on a loopback port that keeps every message it accepts. */
export async function startSmtpReceiver(): Promise<SmtpReceiver> {
  const port = await freePort();
  const messages: CapturedMail[] = [];
  let server: SMTPServer | null = null;

  const listen = async () => {
    const instance = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          const raw = Buffer.concat(chunks).toString('utf8');
          messages.push(
            parseMail(
              raw,
              session.envelope.rcptTo.map((r) => r.address),
            ),
          );
          callback();
        });
      },
    });
    await new Promise<void>((resolve, reject) => {
      instance.once('error', reject);
      instance.listen(port, '127.0.0.1', () => resolve());
    });
    server = instance;
  };
  const stop = () =>
    new Promise<void>((resolve) => {
      const instance = server;
      server = null;
      if (!instance) return resolve();
      instance.close(() => resolve());
    });

  await listen();
  return {
    port,
    url: `smtp://127.0.0.1:${port}`,
    messages,
    stop,
    start: listen,
    close: stop,
    async waitFor(predicate, timeoutMs = 20_000) {
      const deadline = Date.now() + timeoutMs;
      while (!predicate(messages)) {
        if (Date.now() > deadline) {
          throw new Error(
            `Timed out waiting for mail; captured: ${messages.map((m) => `${m.to} | ${m.subject}`).join('; ') || 'none'}`,
          );
        }
        await new Promise((r) => setTimeout(r, 100));
      }
    },
  };
}
