import { escapeHtml } from '../inertia/html.ts';
import type { OutgoingMail } from './mail.ts';

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
}

/** A staff mail with one action link (account links, an assigned enquiry), in plain text and simple HTML. */
export function linkMail(mail: LinkMail): OutgoingMail {
  const text = [mail.greeting, '', ...mail.lines, '', `${mail.action}: ${mail.url}`, '', mail.footer, '', `— ${mail.signature}`].join('\n');
  const paragraphs = mail.lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('');
  const html = [
    `<div style="font-family:Arial,sans-serif;font-size:15px;line-height:1.5;color:#0b0b0c;max-width:560px">`,
    `<p>${escapeHtml(mail.greeting)}</p>${paragraphs}`,
    `<p><a href="${escapeHtml(mail.url)}" style="display:inline-block;background:#b3121b;color:#fff;padding:12px 24px;border-radius:999px;text-decoration:none;font-weight:600">${escapeHtml(mail.action)}</a></p>`,
    `<p style="color:#5f5b55;font-size:13px">${escapeHtml(mail.footer)}<br>${escapeHtml(mail.url)}</p>`,
    `<p>— ${escapeHtml(mail.signature)}</p></div>`,
  ].join('');
  return { to: mail.to, subject: mail.subject, text, html };
}

