import { formatDateTime, formatDay, formatPrice } from '../../contracts/format.ts';
import type { Translator } from '../../contracts/i18n.ts';
import { LOCALE_DETAILS } from '../../contracts/locales.ts';
import { escapeHtml } from '../../inertia/html.ts';
import { letterMail } from '../../lib/letter-mail.ts';
import { linkMail } from '../../lib/link-mail.ts';
import type { OutgoingMail } from '../../lib/mail.ts';
import { MAIL_BUTTON, MAIL_SMALL, mailBody } from '../../lib/mail-style.ts';

/**
 * The buyer's mails of an online reservation, on a durable medium (TRLGDCU art. 98.7), in the
 * language of the page the buyer reserved from: the request's, with the car's condition as the
 * quote states it (its inspection and known defects), the withdrawal information,
 * the link to 'Mi reserva' (where the buyer withdraws) and the model form (arts. 97.1.i, 106); and
 * the acknowledgement of a withdrawal (art. 106.4). Also staff's notice of a withdrawal, in Spanish.
 */

export interface ReservationMailData {
  to: string;
  nombre: string;
  /** 'BMW X5 xDrive30d', its page and its cash price as the page states it, in the mail's language. */
  coche: string;
  cocheUrl: string | null;
  precio: string | null;
  /** The car's inspection and known defects, as the quote and the car page state them (contracts/car-condition.ts). */
  estado: string[];
  senal: number;
  horas: number;
  termsUrl: string;
  /** 'Mi reserva': where the buyer follows the reservation and withdraws from it. */
  miReservaUrl: string;
  /** When the deposit was paid online: the hold's end (ISO); else null (staff confirm it first). */
  pagada: { hasta: string } | null;
  withdrawal: { information: string[]; form: string[] };
  signature: string;
  appName: string;
}

const paragraphs = (lines: string[], style = '') => lines.map((line) => `<p${style ? ` style="${style}"` : ''}>${escapeHtml(line)}</p>`).join('');

/** The request's mail, in the buyer's language: what was asked for, what happens next, and how to withdraw. */
export function reservationMail(data: ReservationMailData, { t, locale }: Translator): OutgoingMail {
  const car = data.precio ? `${data.coche} (${data.precio})` : data.coche;
  const deposit = formatPrice(data.senal, locale);
  const intro = data.pagada
    ? [t('mail.reservation_paid', { car, deposit, date: formatDateTime(data.pagada.hasta, locale) })]
    : [t('mail.reservation_received', { car }), t('mail.reservation_next', { deposit, hours: data.horas })];
  const greeting = t('mail.greeting', { name: data.nombre });
  const terms = t('common.link_reservation_terms');
  const withdraw = t('mail.withdrawal_prompt');
  const heading = t('mail.withdrawal_heading');
  const formHeading = t('mail.withdrawal_form_heading');
  const formNote = t('mail.withdrawal_form_note');
  // The plain text sets its headings apart in capitals; the HTML, by their size.
  const capitals = (text: string) => text.toLocaleUpperCase(LOCALE_DETAILS[locale].tag);
  const text = [
    greeting,
    '',
    ...intro,
    ...(data.estado.length > 0 ? ['', ...data.estado] : []),
    '',
    `${terms}: ${data.termsUrl}`,
    ...(data.cocheUrl ? [t('mail.reservation_car_line', { url: data.cocheUrl })] : []),
    '',
    capitals(heading),
    ...data.withdrawal.information,
    '',
    `${withdraw} ${data.miReservaUrl}`,
    '',
    capitals(formHeading),
    formNote,
    ...data.withdrawal.form.map((line) => `- ${line}`),
    '',
    `— ${data.signature}`,
  ].join('\n');
  const html = mailBody(
    [
      `<p>${escapeHtml(greeting)}</p>`,
      paragraphs(intro),
      paragraphs(data.estado),
      `<p><a href="${escapeHtml(data.termsUrl)}" style="color:#0b0b0c">${escapeHtml(terms)}</a>${data.cocheUrl ? ` · <a href="${escapeHtml(data.cocheUrl)}" style="color:#0b0b0c">${escapeHtml(t('mail.reservation_car_link'))}</a>` : ''}</p>`,
      `<h2 style="font-size:17px;margin-top:28px">${escapeHtml(heading)}</h2>`,
      paragraphs(data.withdrawal.information, MAIL_SMALL),
      `<p>${escapeHtml(withdraw)}</p>`,
      `<p><a href="${escapeHtml(data.miReservaUrl)}" style="${MAIL_BUTTON}">${escapeHtml(t('mail.withdrawal_button'))}</a></p>`,
      `<p style="${MAIL_SMALL}">${escapeHtml(data.miReservaUrl)}</p>`,
      `<h2 style="font-size:17px;margin-top:28px">${escapeHtml(formHeading)}</h2>`,
      `<p style="${MAIL_SMALL}">${escapeHtml(formNote)}</p>`,
      `<ul style="${MAIL_SMALL}">${data.withdrawal.form.map((line) => `<li>${escapeHtml(line)}</li>`).join('')}</ul>`,
      `<p>— ${escapeHtml(data.signature)}</p>`,
    ].join(''),
    { lang: locale },
  );
  return { to: data.to, subject: t('mail.reservation_subject', { car: data.coche, appName: data.appName }).slice(0, 180), text, html };
}

export interface WithdrawalMailData {
  to: string;
  /** 'Mi reserva', where the buyer follows the refund. */
  miReservaUrl: string;
  nombre: string;
  coche: string;
  /** The Canary day the buyer withdrew, and the last day of the refund (both YYYY-MM-DD). */
  dia: string;
  /** The instant the withdrawal was recorded (ISO), which the acknowledgement states (Directive 2011/83/EU art. 11a.3). */
  registrado: string;
  reembolsoHasta: string;
  signature: string;
  appName: string;
}

/** The acknowledgement of a withdrawal, sent without delay (art. 106.4), in the buyer's language. */
export function withdrawalAckMail(data: WithdrawalMailData, { t, locale }: Translator): OutgoingMail {
  const lines = [
    t('mail.withdrawal_ack_received', { car: data.coche, date: formatDay(data.dia, locale) }),
    t('mail.withdrawal_ack_time', { when: formatDateTime(data.registrado, locale) }),
    t('mail.withdrawal_ack_refund', { date: formatDay(data.reembolsoHasta, locale) }),
    t('mail.withdrawal_ack_follow', { url: data.miReservaUrl }),
  ];
  return letterMail({
    to: data.to,
    subject: t('mail.withdrawal_ack_subject', { car: data.coche, appName: data.appName }),
    greeting: t('mail.greeting', { name: data.nombre }),
    lines,
    signature: data.signature,
    lang: locale,
  });
}

/** Staff's notice of a withdrawal: who, which car, and the last day to refund the deposit. */
export function withdrawalStaffMail(data: Omit<WithdrawalMailData, 'to' | 'miReservaUrl'> & { to: string; solicitudUrl: string; pagadaOnline: boolean }): OutgoingMail {
  return linkMail({
    to: data.to,
    signature: data.signature,
    subject: `Reserva desistida: ${data.coche}`.slice(0, 180),
    greeting: 'Hola:',
    lines: [
      `${data.nombre} ha desistido de la reserva del ${data.coche}, el ${formatDay(data.dia)}, desde el enlace de su correo.`,
      data.pagadaOnline
        ? `La señal pagada online se le devuelve sola por la pasarela; la Solicitud muestra el estado de la devolución, que debe hacerse a más tardar el ${formatDay(data.reembolsoHasta)} (TRLGDCU, art. 107).`
        : `Si pagó la señal, devuélvesela por el mismo medio de pago a más tardar el ${formatDay(data.reembolsoHasta)} (TRLGDCU, art. 107).`,
    ],
    action: 'Ver la solicitud',
    url: data.solicitudUrl,
    footer: 'Su reserva ya figura como desistida en la solicitud.',
  });
}
