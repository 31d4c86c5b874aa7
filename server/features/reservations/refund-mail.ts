import { companySignature } from '../../contracts/company.ts';
import { formatEuros, formatPrice } from '../../contracts/format.ts';
import { storedLocale } from '../../contracts/locales.ts';
import type { DevolucionMotivo } from '../../contracts/payments.ts';
import { route } from '../../contracts/routes.ts';
import { vehicleTitle } from '../../contracts/vehicle.ts';
import { env } from '../../config/env.ts';
import { companyDetails } from '../../core/company-details.ts';
import { translator } from '../../i18n/index.ts';
import { absoluteUrl } from '../../lib/absolute-url.ts';
import { linkMail } from '../../lib/link-mail.ts';
import { mailer, type OutgoingMail } from '../../lib/mail.ts';
import type { MessageKey } from '../../../lang/types.ts';
import { similarCarLines } from '../catalogue/index.ts';
import { markRefundTold, refundToTell } from './deposits.queries.ts';
import { reservationFacts, type ReservationFacts } from './reservations.queries.ts';

/** Why the deposit went back, as the buyer's mail says it. */
const WHY: Record<DevolucionMotivo, MessageKey> = {
  desistida: 'mail.refund_why_desistida',
  liberada: 'mail.refund_why_liberada',
  caducada: 'mail.refund_why_caducada',
  ocupado: 'mail.refund_why_ocupado',
  tardio: 'mail.refund_why_tardio',
};

/**
 * The mail once the gateway has answered a refund, sent once (devolucion_correo_at):
 * - done: the buyer's, in the language they reserved in: how much, why, and 'Mi reserva'; when
 *   another buyer paid for the car first, cars like it;
 * - refused: staff's, to check the order in Redsys's portal (a refund whose answer was lost and
 *   was asked again is refused as already made) and, if it was not made, refund by transfer.
 * Whether a mail went out.
 */
export async function sendRefundMail(pagoId: number): Promise<boolean> {
  const refund = await refundToTell(pagoId);
  if (!refund) return false;
  const facts = refund.reserva_id === null ? null : await reservationFacts({ id: refund.reserva_id });
  const signature = companySignature(await companyDetails(), env().APP_NAME);
  if (refund.devolucion_estado === 'rechazada') await mailer().send(refusedRefundMail(refund, facts, signature));
  else if (facts) await mailer().send(await buyerRefundMail(refund, facts, signature));
  await markRefundTold(pagoId);
  return refund.devolucion_estado === 'rechazada' || facts !== null;
}

type RefundFacts = NonNullable<Awaited<ReturnType<typeof refundToTell>>>;

async function buyerRefundMail(refund: RefundFacts, facts: ReservationFacts, signature: string): Promise<OutgoingMail> {
  const i18n = translator(storedLocale(facts.lead.idioma));
  const { t, locale } = i18n;
  const car = facts.car ? vehicleTitle(facts.car) : t('mail.car_fallback');
  const similar = refund.devolucion_motivo === 'ocupado' ? await similarCarLines(facts.coche_id, locale) : [];
  const lines = [
    t('mail.refund_done', { amount: formatPrice((refund.devolucion_importe ?? 0) / 100, locale), car }),
    t(WHY[refund.devolucion_motivo as DevolucionMotivo]),
    ...(similar.length > 0 ? [t('mail.refund_similar'), ...similar] : []),
  ];
  return linkMail({
    to: facts.lead.email,
    subject: t('mail.refund_subject', { car, appName: env().APP_NAME }).slice(0, 180),
    greeting: t('mail.greeting', { name: facts.lead.nombre }),
    lines,
    action: t('mail.my_reservation'),
    url: absoluteUrl(route('mi_reserva', { token: facts.token }, locale)),
    footer: t('mail.refund_footer'),
    signature,
    lang: locale,
  });
}

function refusedRefundMail(refund: RefundFacts, facts: ReservationFacts | null, signature: string): OutgoingMail {
  const buyer = facts ? [facts.lead.nombre, facts.lead.apellidos].filter(Boolean).join(' ') : 'el comprador';
  const amount = formatEuros((refund.devolucion_importe ?? 0) / 100);
  return linkMail({
    to: env().STAFF_EMAIL,
    subject: `Devolución de señal rechazada: pedido ${refund.pedido}`,
    greeting: 'Hola:',
    lines: [
      `La pasarela no ha aceptado la devolución automática de ${amount} a ${buyer} (pedido ${refund.pedido}, respuesta ${refund.devolucion_respuesta ?? 'sin código'}).`,
      'Comprueba el pedido en el portal de Redsys: si la devolución ya figura hecha, no hay que hacer nada más; si no, devuélvela por transferencia dentro de los 14 días (TRLGDCU, art. 107).',
    ],
    action: facts ? 'Ver la solicitud' : 'Ver los pagos',
    url: absoluteUrl(facts ? route('solicitudes.show', { id: facts.lead_id }) : route('pagos.index')),
    footer: 'El comprador ve en «Mi reserva» que le llamaréis para devolvérsela.',
    signature,
  });
}
