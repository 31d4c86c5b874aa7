import { formatDay, formatPrice } from '../../contracts/format.ts';
import { escapeHtml } from '../../inertia/html.ts';
import { linkMail } from '../../lib/link-mail.ts';
import type { OutgoingMail } from '../../lib/mail.ts';
import { MAIL_BUTTON, MAIL_SMALL, mailBody } from '../../lib/mail-style.ts';

/**
 * The buyer's mails of an online reservation, on a durable medium (TRLGDCU art. 98.7): the
 * request's, with the withdrawal information, the 'Desistir' link and the model form (arts. 97.1.i,
 * 106); and the acknowledgement of a withdrawal (art. 106.4). Also staff's notice of a withdrawal.
 */

export interface ReservationMailData {
  to: string;
  nombre: string;
  /** 'BMW X5 xDrive30d', its page and its cash price as the page states it. */
  coche: string;
  cocheUrl: string | null;
  precio: string | null;
  senal: number;
  horas: number;
  termsUrl: string;
  desistirUrl: string;
  withdrawal: { information: string[]; form: string[] };
  signature: string;
  appName: string;
}

const paragraphs = (lines: string[], style = '') => lines.map((line) => `<p${style ? ` style="${style}"` : ''}>${escapeHtml(line)}</p>`).join('');

/** The request's mail: what was asked for, what happens next, and how to withdraw. */
export function reservationMail(data: ReservationMailData): OutgoingMail {
  const car = data.precio ? `${data.coche} (${data.precio})` : data.coche;
  const intro = [
    `Hemos recibido tu solicitud de reserva del ${car}.`,
    `Te llamaremos en horario comercial para confirmarla y explicarte cómo pagar la señal de ${formatPrice(data.senal)}, que se descuenta del precio. Hasta que te la confirmemos, el coche sigue a la venta; una vez confirmada, lo apartamos para ti ${data.horas} horas.`,
  ];
  const withdraw = 'Puedes desistir de la reserva con este botón, sin dar explicaciones:';
  const text = [
    `Hola, ${data.nombre}:`,
    '',
    ...intro,
    '',
    `Condiciones de la reserva: ${data.termsUrl}`,
    ...(data.cocheUrl ? [`El coche: ${data.cocheUrl}`] : []),
    '',
    'DERECHO DE DESISTIMIENTO',
    ...data.withdrawal.information,
    '',
    `${withdraw} ${data.desistirUrl}`,
    '',
    'MODELO DE FORMULARIO DE DESISTIMIENTO',
    '(Solo debes cumplimentar y enviar este formulario si deseas desistir de la reserva.)',
    ...data.withdrawal.form.map((line) => `- ${line}`),
    '',
    `— ${data.signature}`,
  ].join('\n');
  const html = mailBody(
    [
      `<p>Hola, ${escapeHtml(data.nombre)}:</p>`,
      paragraphs(intro),
      `<p><a href="${escapeHtml(data.termsUrl)}" style="color:#0b0b0c">Condiciones de la reserva</a>${data.cocheUrl ? ` · <a href="${escapeHtml(data.cocheUrl)}" style="color:#0b0b0c">Ver el coche</a>` : ''}</p>`,
      '<h2 style="font-size:17px;margin-top:28px">Derecho de desistimiento</h2>',
      paragraphs(data.withdrawal.information, MAIL_SMALL),
      `<p>${escapeHtml(withdraw)}</p>`,
      `<p><a href="${escapeHtml(data.desistirUrl)}" style="${MAIL_BUTTON}">Desistir</a></p>`,
      `<p style="${MAIL_SMALL}">${escapeHtml(data.desistirUrl)}</p>`,
      '<h2 style="font-size:17px;margin-top:28px">Modelo de formulario de desistimiento</h2>',
      `<p style="${MAIL_SMALL}">(Solo debes cumplimentar y enviar este formulario si deseas desistir de la reserva.)</p>`,
      `<ul style="${MAIL_SMALL}">${data.withdrawal.form.map((line) => `<li>${escapeHtml(line)}</li>`).join('')}</ul>`,
      `<p>— ${escapeHtml(data.signature)}</p>`,
    ].join(''),
  );
  return { to: data.to, subject: `Tu solicitud de reserva: ${data.coche} - ${data.appName}`.slice(0, 180), text, html };
}

export interface WithdrawalMailData {
  to: string;
  nombre: string;
  coche: string;
  /** The Canary day the buyer withdrew, and the last day of the refund (both YYYY-MM-DD). */
  dia: string;
  reembolsoHasta: string;
  signature: string;
  appName: string;
}

/** The acknowledgement of a withdrawal, sent without delay (art. 106.4). */
export function withdrawalAckMail(data: WithdrawalMailData): OutgoingMail {
  const lines = [
    `Hemos recibido tu desistimiento de la reserva del ${data.coche}, el ${formatDay(data.dia)}. La reserva queda anulada.`,
    `Si nos pagaste la señal, te la devolvemos en dinero, por el mismo medio de pago que usaste, a más tardar el ${formatDay(data.reembolsoHasta)}. No tendrás ningún gasto por ello.`,
  ];
  const text = [`Hola, ${data.nombre}:`, '', ...lines, '', `— ${data.signature}`].join('\n');
  const html = mailBody([`<p>Hola, ${escapeHtml(data.nombre)}:</p>`, paragraphs(lines), `<p>— ${escapeHtml(data.signature)}</p>`].join(''));
  return { to: data.to, subject: `Desistimiento recibido: ${data.coche} - ${data.appName}`.slice(0, 180), text, html };
}

/** Staff's notice of a withdrawal: who, which car, and the last day to refund the deposit. */
export function withdrawalStaffMail(data: Omit<WithdrawalMailData, 'to'> & { to: string; solicitudUrl: string }): OutgoingMail {
  return linkMail({
    to: data.to,
    signature: data.signature,
    subject: `Reserva desistida: ${data.coche}`.slice(0, 180),
    greeting: 'Hola:',
    lines: [
      `${data.nombre} ha desistido de la reserva del ${data.coche}, el ${formatDay(data.dia)}, desde el enlace de su correo.`,
      `Si pagó la señal, devuélvesela por el mismo medio de pago a más tardar el ${formatDay(data.reembolsoHasta)} (TRLGDCU, art. 107).`,
    ],
    action: 'Ver la solicitud',
    url: data.solicitudUrl,
    footer: 'Su reserva ya figura como desistida en la solicitud.',
  });
}
