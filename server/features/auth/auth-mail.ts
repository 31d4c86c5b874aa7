import type { Logger } from 'pino';
import { escapeHtml } from '../../inertia/html.ts';
import { mailer, type OutgoingMail } from '../../lib/mail.ts';

/** The account mails: one action link each, in plain text and simple HTML. */

interface LinkMail {
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

function linkMail(mail: LinkMail): OutgoingMail {
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

export function resetPasswordMail(to: { name: string; email: string }, url: string, appName: string, signature: string): OutgoingMail {
  return linkMail({
    to: to.email,
    signature,
    subject: `Restablecer la contraseña - ${appName}`,
    greeting: `Hola, ${to.name}:`,
    lines: ['Hemos recibido una solicitud para restablecer la contraseña de tu cuenta del panel.', 'El enlace caduca en 60 minutos y solo sirve una vez.'],
    action: 'Restablecer la contraseña',
    url,
    footer: 'Si no lo has pedido tú, ignora este correo: tu contraseña no cambia.',
  });
}

/** An administrator's invitation to the panel: the link sets the first password (and proves the address). */
export function invitationMail(to: { name: string; email: string }, url: string, appName: string, signature: string): OutgoingMail {
  return linkMail({
    to: to.email,
    signature,
    subject: `Tu cuenta del panel - ${appName}`,
    greeting: `Hola, ${to.name}:`,
    lines: [`Te han creado una cuenta en el panel del personal de ${appName}.`, 'Elige tu contraseña con el enlace: caduca en 7 días y solo sirve una vez.'],
    action: 'Elegir mi contraseña',
    url,
    footer: 'Si no esperabas esta invitación, ignora este correo: la cuenta no se podrá usar.',
  });
}

export function verificationMail(to: { name: string; email: string }, url: string, appName: string, signature: string): OutgoingMail {
  return linkMail({
    to: to.email,
    signature,
    subject: `Verifica tu correo - ${appName}`,
    greeting: `Hola, ${to.name}:`,
    lines: ['Confirma que esta dirección es tuya para acceder al panel del personal.', 'El enlace caduca en 60 minutos.'],
    action: 'Verificar mi correo',
    url,
    footer: 'Si no has creado esta cuenta, ignora este correo.',
  });
}

/**
 * Sends an account mail without keeping the visitor waiting (the answer must not reveal, by its
 * timing, whether an account exists). A failure is logged.
 */
export function sendInBackground(mail: Promise<OutgoingMail>, logger: Logger, what: string): void {
  mail
    .then((ready) => mailer().send(ready))
    .then(
      (receipt) => logger.info(receipt.via === 'file' ? { file: receipt.file } : {}, receipt.via === 'file' ? `${what}: correo guardado en ${receipt.file}` : `${what}: correo enviado`),
      (error: unknown) => logger.error({ err: error }, `${what}: no se pudo enviar el correo`),
    );
}
