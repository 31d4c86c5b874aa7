import { formatKm } from '../../contracts/format.ts';
import type { Translator } from '../../contracts/i18n.ts';
import { letterMail } from '../../lib/letter-mail.ts';
import type { OutgoingMail } from '../../lib/mail.ts';

/** What the visitor told us of the car, as the enquiry stored it. */
export interface TradeInCar {
  matricula: string;
  /** A brand of the list, or the name the visitor typed. */
  marca: { nombre: string } | string;
  year: number;
  kilometros: number;
}

export interface TradeInAckData {
  to: string;
  nombre: string;
  car: TradeInCar;
  signature: string;
  appName: string;
}

/**
 * The visitor's copy of a valuation request, in the language of the page they sent it from: which
 * car, and what happens next. The car is named by what the form checked (a brand of the list, the
 * year, the plate, the kilometres), never by text typed freely: the address is not verified, and
 * the mail must carry nothing a sender could write to a stranger.
 */
export function tradeInAckMail(data: TradeInAckData, { t, locale }: Translator): OutgoingMail {
  const { car } = data;
  const brand = typeof car.marca === 'string' ? [] : [car.marca.nombre];
  const details = [...brand, car.year, car.matricula, formatKm(car.kilometros, locale)].join(', ');
  return letterMail({
    to: data.to,
    subject: t('mail.tradein_ack_subject', { appName: data.appName }),
    greeting: t('mail.greeting', { name: data.nombre }),
    lines: [t('mail.tradein_ack_received', { details }), t('mail.tradein_ack_next')],
    signature: data.signature,
    lang: locale,
  });
}
