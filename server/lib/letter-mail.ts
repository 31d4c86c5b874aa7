import { escapeHtml } from '../inertia/html.ts';
import type { OutgoingMail } from './mail.ts';
import { mailBody } from './mail-style.ts';

/** A short letter to a visitor: a greeting, a few paragraphs and the signature, in the visitor's language. */
export interface LetterMail {
  to: string;
  subject: string;
  greeting: string;
  lines: string[];
  signature: string;
  lang: string;
}

/** A letter in plain text and simple HTML; the subject is kept to what mail clients show. */
export function letterMail(mail: LetterMail): OutgoingMail {
  const text = [mail.greeting, '', ...mail.lines, '', `— ${mail.signature}`].join('\n');
  const html = mailBody([mail.greeting, ...mail.lines, `— ${mail.signature}`].map((line) => `<p>${escapeHtml(line)}</p>`).join(''), { lang: mail.lang });
  return { to: mail.to, subject: mail.subject.slice(0, 180), text, html };
}
