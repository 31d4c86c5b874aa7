import type { z } from 'zod';
import { conditionLines } from '../../contracts/car-condition.ts';
import { companySignature } from '../../contracts/company.ts';
import type { Translator } from '../../contracts/i18n.ts';
import { formatPrice } from '../../contracts/format.ts';
import { withdrawalTexts } from '../../contracts/legal.ts';
import { taxWording } from '../../contracts/price-statement.ts';
import { priceFigures } from '../../contracts/pricing.ts';
import { type GatewayRedirect, RESERVA_MESSAGES, type ReservaAccion, RESERVATION_UNAVAILABLE_MESSAGE, type reservationSchema } from '../../contracts/reservations.ts';
import { route } from '../../contracts/routes.ts';
import { canaryDate } from '../../contracts/canary-date.ts';
import { type Locale, localizedPath, storedLocale } from '../../contracts/locales.ts';
import { paymentProvider } from '../../payments/index.ts';
import { refundDeadline } from '../../contracts/withdrawal.ts';
import { env } from '../../config/env.ts';
import { randomToken } from '../../core/tokens.ts';
import { absoluteUrl } from '../../lib/absolute-url.ts';
import { mailer } from '../../lib/mail.ts';
import { branchById } from '../../contracts/site.ts';
import { ESTADO_RESERVADO, ESTADO_VENDIDO, vehicleHref, vehicleTitle } from '../../contracts/vehicle.ts';
import { type Prisma, transaction } from '../../db/client.ts';
import { enqueue } from '../../jobs/queue.ts';
import { ValidationError } from '../../lib/errors.ts';
import { made, refused, type Outcome } from '../../lib/flash.ts';
import { companyDetails } from '../../core/company-details.ts';
import { consent, createVehicleLead, type Sender } from '../leads/index.ts';
import { availablePublicCar, carCondition, publicCar } from '../catalogue/index.ts';
import { expirePendingPayments } from './deposits.queries.ts';
import { refund, startPayment } from './deposits.service.ts';
import { cancelDrivesOfUnavailableCar } from '../test-drives/index.ts';
import { carHoldable, type ClosedEstado, closeReservation, endedHolds, extendHold, holdCar, insertReservation, type LockedReservation, lockReservation, markReservationMail, reservationFacts, type ReservationFacts } from './reservations.queries.ts';
import { reservationMail, withdrawalAckMail, withdrawalStaffMail } from './reservation-mail.ts';
import { translator } from '../../i18n/index.ts';

/**
 * Stores a reservation request as an enquiry about the car (source 'reserva') with its consent,
 * the branch chosen and the terms in force, and its reservation. Only an available car can be
 * asked for (ValidationError otherwise).
 * - With payments online, the reservation waits for its deposit ('pendiente_pago') and the
 *   answer is where the buyer's browser goes to pay; the car stays on sale until the gateway
 *   says it is paid.
 * - Without, it waits for staff to confirm it ('pendiente') and the buyer's mail is queued.
 */
export async function requestReservation(form: z.output<typeof reservationSchema>, sender: Sender, locale: Locale): Promise<{ pago: GatewayRedirect | null }> {
  if (!(await availablePublicCar(form.coche))) throw new ValidationError({ coche: [RESERVATION_UNAVAILABLE_MESSAGE] });
  const { reserva } = await companyDetails();
  const online = paymentProvider() !== null;
  let pago: GatewayRedirect | null = null;
  await createVehicleLead(
    {
      source: 'reserva',
      coche_id: form.coche,
      nombre: form.nombre,
      apellidos: form.apellidos,
      telefono: form.telefono,
      email: form.email.toLowerCase(),
      // The terms the visitor accepted (their text's version is the consent's).
      payload: { sede: branchById(form.sede).name, senal: reserva.senal, horas: reserva.horas, iban: reserva.iban, ...(online && { pago: 'online' }) },
      ...consent(sender),
    },
    false,
    async (tx, leadId) => {
      const token = randomToken();
      const { id } = await insertReservation(tx, { lead_id: leadId, coche_id: form.coche, sede_id: form.sede, token, estado: online ? 'pendiente_pago' : 'pendiente' });
      if (online) pago = await startPayment(tx, { id, token, coche_id: form.coche }, reserva.senal, locale);
      else await enqueue('reservation-mail', { reservaId: id }, { tx });
    },
  );
  return { pago };
}

/** Why a deposit goes back when its reservation closes this way; null when it stays (a sale, or nothing paid). */
const REFUND_MOTIVE = { desistida: 'desistida', liberada: 'liberada', caducada: 'caducada', completada: null, rechazada: null } as const;

/**
 * Closes a reservation: its car back on sale if it held it, its payment attempts still pending
 * ended, and its paid deposit refunded unless the car was sold to the buyer.
 */
async function close(tx: Prisma.TransactionClient, reservation: LockedReservation, estado: ClosedEstado): Promise<void> {
  // Its payments before its car: reservation, payment, car is the order every change locks them in.
  await expirePendingPayments(tx, reservation.id);
  const motivo = REFUND_MOTIVE[estado];
  if (motivo) await refund(tx, { reservaId: reservation.id }, motivo);
  await closeReservation(tx, reservation, estado);
}

/** What the mails sign with, and the deposit and hold the buyer accepted (stored with the enquiry). */
async function mailContext(facts: ReservationFacts) {
  const empresa = await companyDetails();
  const appName = env().APP_NAME;
  const terms = (facts.lead.payload ?? {}) as { senal?: number; horas?: number };
  return { empresa, appName, signature: companySignature(empresa, appName), senal: terms.senal ?? empresa.reserva.senal, horas: terms.horas ?? empresa.reserva.horas };
}

/** The buyer's mails speak the language of the page they reserved from. */
const buyerTranslator = (facts: ReservationFacts) => translator(storedLocale(facts.lead.idioma));

const carName = (facts: ReservationFacts, { t }: Translator) => (facts.car ? vehicleTitle(facts.car) : t('mail.car_fallback'));

/** The car's page, while the public sees the car. */
const carPath = (facts: ReservationFacts) => (facts.car && publicCar.holds(facts.car) ? vehicleHref(facts.car.slug) : null);

/**
 * The 'reservation-mail' job: the buyer's copy of the request (or of the paid reservation), on a
 * durable medium, with the withdrawal information, the link to 'Mi reserva' and the model form.
 * Sent once (correo_at).
 */
export async function sendReservationMail(reservaId: number): Promise<boolean> {
  const facts = await reservationFacts({ id: reservaId });
  if (!facts || facts.correo_at) return false;
  const { empresa, appName, signature, senal, horas } = await mailContext(facts);
  const i18n = buyerTranslator(facts);
  const { t, locale } = i18n;
  const path = carPath(facts);
  const condition = facts.car ? conditionLines(await carCondition(facts.car.id), i18n) : [];
  await mailer().send(
    reservationMail(
      {
        to: facts.lead.email,
        nombre: facts.lead.nombre,
        coche: carName(facts, i18n),
        estado: condition,
        cocheUrl: path && absoluteUrl(localizedPath(path, locale)),
        precio: facts.car
          ? `${t('pricing.prices_cash', { price: formatPrice(priceFigures({ ...facts.car, cuota: null }).cash, locale) })}, ${taxWording(empresa.precio.regimen, i18n)}`
          : null,
        senal,
        horas,
        termsUrl: absoluteUrl(route('condiciones_reserva', {}, locale)),
        miReservaUrl: absoluteUrl(route('mi_reserva', { token: facts.token }, locale)),
        pagada: facts.hasta && facts.pagos.some((pago) => pago.estado === 'pagado' && pago.devolucion_motivo !== 'tardio') ? { hasta: facts.hasta.toISOString() } : null,
        withdrawal: withdrawalTexts(empresa, appName, locale),
        signature,
        appName,
      },
      i18n,
    ),
  );
  await markReservationMail(reservaId, 'correo_at');
  return true;
}

/** The states a buyer can still withdraw from: waiting for the deposit or for staff, or holding the car. */
export const WITHDRAWABLE = ['pendiente_pago', 'pendiente', 'confirmada'] as const;

/**
 * 'Desistir de la reserva' confirmed in 'Mi reserva': an open reservation is closed as
 * 'desistida', its car, if held, goes back on sale, a paid deposit is refunded, and the
 * acknowledgement and staff's notice are queued. Whether it withdrew (false: unknown or closed).
 */
export function withdrawReservation(token: string): Promise<boolean> {
  return transaction(async (tx) => {
    const reservation = await lockReservation(tx, { token });
    if (!reservation || !(WITHDRAWABLE as readonly string[]).includes(reservation.estado)) return false;
    await close(tx, reservation, 'desistida');
    await enqueue('reservation-withdrawal', { reservaId: reservation.id }, { tx });
    return true;
  });
}

/**
 * The 'reservation-withdrawal' job (queued once, by the withdrawal): the buyer's acknowledgement
 * (art. 106.4), sent once (acuse_at), and staff's notice with the refund's last day.
 */
export async function sendWithdrawalMails(reservaId: number): Promise<boolean> {
  const facts = await reservationFacts({ id: reservaId });
  if (!facts || !facts.desistida_at) return false;
  const { signature, appName } = await mailContext(facts);
  const common = { nombre: facts.lead.nombre, coche: carName(facts, translator('es')), dia: canaryDate(facts.desistida_at), registrado: facts.desistida_at.toISOString(), reembolsoHasta: refundDeadline(facts.desistida_at), signature, appName };
  // The acknowledgement once (acuse_at): a retry after staff's notice failed does not send it again.
  if (!facts.acuse_at) {
    const i18n = buyerTranslator(facts);
    const miReservaUrl = absoluteUrl(route('mi_reserva', { token: facts.token }, i18n.locale));
    await mailer().send(withdrawalAckMail({ ...common, coche: carName(facts, i18n), to: facts.lead.email, miReservaUrl }, i18n));
    await markReservationMail(reservaId, 'acuse_at');
  }
  const staffName = [facts.lead.nombre, facts.lead.apellidos].filter(Boolean).join(' ');
  const pagadaOnline = facts.pagos.some((pago) => pago.estado === 'pagado');
  await mailer().send(withdrawalStaffMail({ ...common, nombre: staffName, to: env().STAFF_EMAIL, solicitudUrl: absoluteUrl(route('solicitudes.show', { id: facts.lead_id })), pagadaOnline }));
  return true;
}

/**
 * A staff action on an enquiry's reservation, in one transaction that locks the reservation and
 * then its car:
 * - 'confirmar' (pending): the car goes RESERVADO for the hold's hours ('Datos de la empresa'),
 *   and its expiry job is queued for the end. A car that is no longer available, or already held
 *   by another reservation, refuses it; two confirmations of one car wait for each other on the
 *   car's row, and a unique index on confirmed reservations per car backs that up.
 * - 'ampliar' (confirmed): the hold ends that many hours later.
 * - 'liberar' (confirmed): the car goes back on sale now.
 * - 'rechazar' (pending): the request is turned down; the car never changed.
 * Returns what to tell staff: done, or refused (the reservation or its car changed meanwhile, and
 * nothing was written); null for an enquiry without a reservation.
 */
export async function changeReservation(leadId: number, accion: ReservaAccion, userId: number | null): Promise<Outcome | null> {
  const { reserva: terms } = await companyDetails();
  return transaction(async (tx) => {
    const reservation = await lockReservation(tx, { leadId });
    if (!reservation) return null;
    const expected = accion === 'confirmar' || accion === 'rechazar' ? 'pendiente' : 'confirmada';
    if (reservation.estado !== expected) return refused(RESERVA_MESSAGES.cambiada);
    if (accion === 'rechazar') {
      await close(tx, reservation, 'rechazada');
      return made(RESERVA_MESSAGES.rechazada);
    }
    if (accion === 'liberar') {
      await close(tx, reservation, 'liberada');
      return made(RESERVA_MESSAGES.liberada);
    }
    if (accion === 'ampliar') {
      const hasta = await extendHold(tx, reservation, terms.horas);
      await enqueue('reservation-expiry', { reservaId: reservation.id }, { tx, startAfter: hasta });
      return made(RESERVA_MESSAGES.ampliada);
    }
    const holdable = await carHoldable(tx, reservation.coche_id);
    if (holdable !== 'libre') return refused(holdable === 'ocupado' ? RESERVA_MESSAGES.ocupado : RESERVA_MESSAGES.noDisponible);
    const hasta = await holdCar(tx, reservation, terms.horas, userId);
    await cancelDrivesOfUnavailableCar(tx, reservation.coche_id, { estado_id: ESTADO_RESERVADO });
    await enqueue('reservation-expiry', { reservaId: reservation.id }, { tx, startAfter: hasta });
    return made(RESERVA_MESSAGES.confirmada);
  });
}

/**
 * The 'reservation-expiry' job, queued for the end of each hold (and again by the hourly sweep):
 * a confirmed reservation whose hold has ended is closed as 'caducada' and its car goes back on
 * sale. Idempotent: a hold extended meanwhile, or already released, is left alone.
 */
export async function expireReservation(reservaId: number): Promise<boolean> {
  return transaction(async (tx) => {
    const reservation = await lockReservation(tx, { id: reservaId });
    if (!reservation || reservation.estado !== 'confirmada') return false;
    if (!reservation.ended) {
      // Extended since this job was queued (the queue keeps one waiting job per reservation): wait for the new end.
      await enqueue('reservation-expiry', { reservaId }, { tx, startAfter: reservation.hasta! });
      return false;
    }
    await close(tx, reservation, 'caducada');
    return true;
  });
}

/**
 * Inside a stock change of a car (an edit, an import, a removal): when the car stops being
 * RESERVADO, or leaves the site, while a confirmed reservation holds it, the reservation closes
 * with it, so no hold outlives what staff did to the car by hand: 'completada' when the car was
 * sold (the deposit is part of the price), else 'liberada' (the deposit is refunded). Call
 * before the car's own lock (reservation, then car: the order every change keeps).
 */
export async function releaseHoldOnStockChange(tx: Prisma.TransactionClient, cocheId: number, after: { estado_id: number; activo?: boolean } | 'removed'): Promise<void> {
  const hold = await lockReservation(tx, { heldCar: cocheId });
  if (!hold || (after !== 'removed' && after.estado_id === ESTADO_RESERVADO && after.activo !== false)) return;
  await close(tx, hold, after !== 'removed' && after.estado_id === ESTADO_VENDIDO ? 'completada' : 'liberada');
}

/** The hourly sweep: queues the expiry of every hold that has ended (a job lost with a restored backup, say). */
export async function queueEndedHolds(): Promise<number> {
  const ids = await endedHolds();
  for (const reservaId of ids) await enqueue('reservation-expiry', { reservaId });
  return ids.length;
}
