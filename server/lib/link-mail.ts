import { escapeHtml } from '../inertia/html.ts';
import type { OutgoingMail } from './mail.ts';
import { MAIL_BUTTON, MAIL_SMALL, mailBody } from './mail-style.ts';

/** What a link mail says. */
export interface LinkMail {
  to: string;
  /** The closing line: companySignature (contracts/company.ts). */
  signature: string;
  subject: string;
  greeting: string;
  lines: string[];
  action: string;
  url: string;
  footer: string;
  /** The language of a mail to a visitor (its HTML's lang); staff mails are in Spanish. */
  lang?: string;
}

/** A mail with one action link (account links, an assigned enquiry, a reservation's page), in plain text and simple HTML. */
export function linkMail(mail: LinkMail): OutgoingMail {
  const text = [mail.greeting, '', ...mail.lines, '', `${mail.action}: ${mail.url}`, '', mail.footer, '', `— ${mail.signature}`].join('\n');
  const paragraphs = mail.lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('');
  const html = mailBody(
    [
      `<p>${escapeHtml(mail.greeting)}</p>${paragraphs}`,
      `<p><a href="${escapeHtml(mail.url)}" style="${MAIL_BUTTON}">${escapeHtml(mail.action)}</a></p>`,
      `<p style="${MAIL_SMALL}">${escapeHtml(mail.footer)}<br>${escapeHtml(mail.url)}</p>`,
      `<p>— ${escapeHtml(mail.signature)}</p>`,
    ].join(''),
    { maxWidth: 560, ...(mail.lang && { lang: mail.lang }) },
  );
  return { to: mail.to, subject: mail.subject, text, html };
}

