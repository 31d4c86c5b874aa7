import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import { env, type Env } from '../config/env.ts';

/** A message to send: plain text for every client, simple HTML for the others. */
export interface OutgoingMail {
  to: string;
  replyTo?: string;
  subject: string;
  text: string;
  html: string;
  /** Extra headers, e.g. List-Unsubscribe on the mails a visitor subscribed to. */
  headers?: Record<string, string>;
  /** Files sent along, e.g. a calendar invite. */
  attachments?: { filename: string; content: string; contentType: string }[];
}

/** Where a message went: the SMTP server, or an .eml file (its path relative to the project). */
export type MailReceipt = { via: 'smtp' } | { via: 'file'; file: string };

export interface Mailer {
  send(mail: OutgoingMail): Promise<MailReceipt>;
}

type MailConfig = Pick<
  Env,
  'SMTP_URL' | 'SMTP_HOST' | 'SMTP_PORT' | 'SMTP_USER' | 'SMTP_PASS' | 'SMTP_SECURE' | 'MAIL_FROM' | 'storageDir' | 'rootDir'
>;

/** Give up on an SMTP server that does not answer rather than hold a retry for minutes. */
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

/**
 * SMTP when SMTP_URL or SMTP_HOST is set; otherwise (development, tests, a server with no mail
 * relay yet) each message is written as an .eml file to {STORAGE_DIR}/mail, which any mail
 * client opens.
 */
export function createMailer(config: MailConfig): Mailer {
  if (config.SMTP_URL || config.SMTP_HOST) {
    const auth = config.SMTP_USER ? { user: config.SMTP_USER, pass: config.SMTP_PASS ?? '' } : undefined;
    const transport = config.SMTP_URL
      ? nodemailer.createTransport({ url: config.SMTP_URL, ...SMTP_TIMEOUTS }, { from: config.MAIL_FROM })
      : nodemailer.createTransport(
          { host: config.SMTP_HOST, port: config.SMTP_PORT, secure: config.SMTP_SECURE, auth, ...SMTP_TIMEOUTS },
          { from: config.MAIL_FROM },
        );
    return {
      async send(mail) {
        await transport.sendMail(mail);
        return { via: 'smtp' };
      },
    };
  }
  const outbox = path.join(config.storageDir, 'mail');
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'windows' }, { from: config.MAIL_FROM });
  return {
    async send(mail) {
      const { message } = await transport.sendMail(mail);
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomUUID().slice(0, 8)}.eml`;
      await mkdir(outbox, { recursive: true });
      await writeFile(path.join(outbox, name), message);
      return { via: 'file', file: path.relative(config.rootDir, path.join(outbox, name)) };
    },
  };
}

let current: Mailer | undefined;

/** Installs (or, with undefined, removes) the process-wide mailer; tests install their own. */
export function setMailer(mailer: Mailer | undefined): void {
  current = mailer;
}

/** The process-wide mailer, built from the environment on first use. */
export function mailer(): Mailer {
  current ??= createMailer(env());
  return current;
}
