import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer, { type SendMailOptions } from 'nodemailer';
import type { Config } from '../config.ts';
import { PRIVATE_DIR_MODE, PRIVATE_FILE_MODE } from '../data-dir.ts';

interface OutgoingMail {
  /** '<outbox id@host>': the same for every attempt, so receivers can drop a repeat. */
  messageId: string;
  /** Names the .eml file in file mode. */
  outboxId: string;
  from: string;
  to: string;
  subject: string;
  text: string;
  html?: string | null;
  headers?: Record<string, string> | null;
  attachments?: { filename: string; contentType: string; content: string }[] | null;
}

export interface MailTransport {
  kind: 'smtp' | 'file';
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

export interface MailLog {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

function toNodemailer(mail: OutgoingMail): SendMailOptions {
  const headers = { ...(mail.headers ?? {}) };
  // Reply-To is an address header: nodemailer encodes it properly when passed as replyTo.
  const replyTo = headers['Reply-To'];
  delete headers['Reply-To'];
  return {
    messageId: mail.messageId,
    from: mail.from,
    to: mail.to,
    replyTo,
    subject: mail.subject,
    text: mail.text,
    html: mail.html ?? undefined,
    headers,
    attachments: (mail.attachments ?? []).map((a) => ({
      filename: a.filename,
      contentType: a.contentType,
      content: Buffer.from(a.content, 'base64'),
    })),
  };
}

/** Safe file name for an outbox id (a uuid; anything else is reduced to its safe part). */
const emlName = (outboxId: string) => `${outboxId.replace(/[^A-Za-z0-9-]/g, '')}.eml`;

/**
 * SMTP_URL set: nodemailer over SMTP. Unset (the embedded default): every message is
 * written as DATA_DIR/outbox/<outbox id>.eml and its subject and recipient are logged, so
 * a newcomer sees what would have been sent. Rewriting the same id overwrites its file.
 */
export function createMailTransport(config: Config, log: MailLog): MailTransport {
  if (config.SMTP_URL) {
    const transporter = nodemailer.createTransport({
      url: config.SMTP_URL,
      // A failed attempt is retried by the delivery job; do not hang on a dead server.
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 30_000,
    });
    return {
      kind: 'smtp',
      async send(mail) {
        await transporter.sendMail(toNodemailer(mail));
      },
      close: () => transporter.close(),
    };
  }
  const directory = path.join(config.DATA_DIR, 'outbox');
  // CRLF line ends, as RFC 5322 has them and as SMTP sends them: a mail client or
  // `sendmail -t` opening the file reads the same message the SMTP transport would send.
  const composer = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: 'windows',
  });
  return {
    kind: 'file',
    async send(mail) {
      const info = (await composer.sendMail(toNodemailer(mail))) as { message: Buffer };
      await mkdir(directory, { recursive: true, mode: PRIVATE_DIR_MODE });
      const file = path.join(directory, emlName(mail.outboxId));
      // Written beside it and renamed, so the folder never shows a half-written message.
      const partial = `${file}.partial`;
      await writeFile(partial, info.message, { mode: PRIVATE_FILE_MODE });
      await rename(partial, file);
      log.info({ to: mail.to, subject: mail.subject, file }, 'mail written to the outbox folder');
    },
    close: () => composer.close(),
  };
}
