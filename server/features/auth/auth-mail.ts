import type { Logger } from 'pino';
import { INVITATION_DAYS } from '../../contracts/staff.ts';
import { linkMail } from '../../lib/link-mail.ts';
import { mailer, type OutgoingMail } from '../../lib/mail.ts';

/** The account mails: one action link each, in plain text and simple HTML. */

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
    lines: [`Te han creado una cuenta en el panel del personal de ${appName}.`, `Elige tu contraseña con el enlace: caduca en ${INVITATION_DAYS} días y solo sirve una vez.`],
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
