import type { Logger } from 'pino';
import { type Locale, storedLocale } from '../../contracts/locales.ts';
import { PAYMENT_WINDOW_MINUTES } from '../../contracts/payments.ts';
import type { GatewayRedirect } from '../../contracts/reservations.ts';
import { route } from '../../contracts/routes.ts';
import { ESTADO_RESERVADO, vehicleTitle } from '../../contracts/vehicle.ts';
import { companyDetails } from '../../core/company-details.ts';
import { type Prisma, transaction } from '../../db/client.ts';
import { translator } from '../../i18n/index.ts';
import { enqueue } from '../../jobs/queue.ts';
import { absoluteUrl } from '../../lib/absolute-url.ts';
import { paymentGateway, paymentProvider } from '../../payments/index.ts';
import { namedCars } from '../catalogue/index.ts';
import { sendRefundMail } from './refund-mail.ts';
import { askRefund, claimRefund, expirePendingPayments, insertPayment, lockPayment, pendingRefunds, recordNotice, recordRefund, releaseRefundClaim, reservationOfOrder, unpaidPastWindow } from './deposits.queries.ts';
import { cancelDrivesOfUnavailableCar } from '../test-drives/index.ts';
import { buyerTerms, carHoldable, closeReservation, holdCar, latestAttemptWaiting, lockReservation } from './reservations.queries.ts';

/**
 * The deposit paid online: each attempt is a payment with its own order number; the gateway's
 * notice, once its signature, amount and currency are checked, holds the car at once; a payment
 * that never completes frees the reservation after PAYMENT_WINDOW_MINUTES; a deposit whose
 * reservation ends without a sale goes back through the gateway by itself (the 'payment-refund' job).
 */

const EURO = '978';

/**
 * A new attempt at paying a reservation's deposit, in the caller's transaction: the payment row
 * and the job that frees the reservation if no payment completes in time. Returns where the
 * buyer's browser goes to pay.
 */
export async function startPayment(tx: Prisma.TransactionClient, reservation: { id: number; token: string; coche_id: number }, deposit: number, locale: Locale): Promise<GatewayRedirect> {
  const provider = paymentProvider();
  if (!provider) throw new Error('Pago online sin pasarela configurada');
  const pedido = await insertPayment(tx, reservation.id, deposit * 100);
  await enqueue('payment-expiry', { reservaId: reservation.id }, { tx, startAfter: new Date(Date.now() + PAYMENT_WINDOW_MINUTES * 60_000) });
  const car = (await namedCars([reservation.coche_id])).get(reservation.coche_id);
  const back = (resultado: 'ok' | 'ko') => absoluteUrl(route('mi_reserva.vuelta', { token: reservation.token, resultado }, locale));
  return provider.redirect({
    order: pedido,
    amountCents: deposit * 100,
    description: translator(locale).t('myreservation.payment_description', { car: car ? vehicleTitle(car) : '' }),
    locale,
    notificationUrl: absoluteUrl(route('pagos.notificacion')),
    okUrl: back('ok'),
    koUrl: back('ko'),
  });
}

/**
 * 'Pagar la señal' in 'Mi reserva': another attempt for a reservation still waiting for its
 * payment (the first was refused, or the buyer left the gateway's page) while its car can still
 * be held. Null when it cannot be paid any more.
 */
export async function payAgain(token: string): Promise<GatewayRedirect | null> {
  if (!paymentProvider()) return null;
  const { reserva: terms } = await companyDetails();
  return transaction(async (tx) => {
    const reservation = await lockReservation(tx, { token });
    if (!reservation || reservation.estado !== 'pendiente_pago') return null;
    if ((await carHoldable(tx, reservation.coche_id)) !== 'libre') return null;
    const buyer = await buyerTerms(tx, reservation.id);
    return startPayment(tx, { id: reservation.id, token, coche_id: reservation.coche_id }, buyer.senal ?? terms.senal, storedLocale(buyer.idioma));
  });
}

/** What a gateway's notice did. */
export type NoticeOutcome = 'held' | 'taken' | 'late' | 'denied' | 'repeated' | 'refused';

/**
 * POST /pagos/redsys/notificacion: the gateway's word on a payment. A notice whose signature,
 * order, amount or currency is not right is refused and logged (the order number only), and
 * changes nothing; a notice of a payment already settled changes nothing either. A refused
 * payment is recorded, and the reservation still waits (the buyer may try again). A paid one:
 * - holds the car at once, for the hold's hours, if the reservation still waits for it and the
 *   car is free; the buyer's mail and the hold's expiry are queued;
 * - is refunded at once if another buyer's payment took the car first (that reservation is
 *   turned down) or the reservation no longer waits (expired, withdrawn, or paid already).
 */
export async function receivePaymentNotice(body: Readonly<Record<string, unknown>>, logger: Logger): Promise<NoticeOutcome> {
  const notice = paymentGateway()?.readNotice(body) ?? null;
  if (!notice) {
    logger.warn('Notificación de pago rechazada: firma, comercio o campos no válidos');
    return 'refused';
  }
  const owner = await reservationOfOrder(notice.order);
  if (!owner) {
    logger.warn({ pedido: notice.order }, 'Notificación de pago rechazada: pedido desconocido');
    return 'refused';
  }
  const { reserva: terms } = await companyDetails();
  return transaction(async (tx) => {
    // Reservation, payment, car: the order every change locks them in.
    const reservation = owner.reserva_id === null ? null : await lockReservation(tx, { id: owner.reserva_id });
    const payment = (await lockPayment(tx, notice.order))!;
    if (notice.currency !== EURO || notice.amountCents !== payment.importe) {
      logger.warn({ pedido: notice.order }, 'Notificación de pago rechazada: importe o moneda distintos de los del pedido');
      return 'refused';
    }
    // Settled: paid, or refused again. A payment the gateway approves after refusing it (the buyer
    // tried again on its page) or after its window counts.
    if (payment.estado === 'pagado' || (!notice.approved && payment.estado !== 'pendiente')) return 'repeated';
    await recordNotice(tx, payment.id, notice);
    if (!notice.approved) return 'denied';
    if (!reservation || reservation.estado !== 'pendiente_pago') {
      await refund(tx, { pagoId: payment.id }, 'tardio');
      return 'late';
    }
    await expirePendingPayments(tx, reservation.id);
    if ((await carHoldable(tx, reservation.coche_id)) !== 'libre') {
      await closeReservation(tx, reservation, 'rechazada');
      await refund(tx, { pagoId: payment.id }, 'ocupado');
      return 'taken';
    }
    const hasta = await holdCar(tx, reservation, terms.horas, null);
    await cancelDrivesOfUnavailableCar(tx, reservation.coche_id, { estado_id: ESTADO_RESERVADO });
    await enqueue('reservation-expiry', { reservaId: reservation.id }, { tx, startAfter: hasta });
    await enqueue('reservation-mail', { reservaId: reservation.id }, { tx });
    return 'held';
  });
}

/** Asks for the refund of a deposit (a reservation's paid one, or one payment) and queues it. */
export async function refund(tx: Prisma.TransactionClient, by: { reservaId: number } | { pagoId: number }, motivo: Parameters<typeof askRefund>[2]): Promise<void> {
  for (const pagoId of await askRefund(tx, by, motivo)) await enqueue('payment-refund', { pagoId }, { tx });
}

/**
 * The 'payment-expiry' job: a reservation still waiting for its payment PAYMENT_WINDOW_MINUTES
 * after its last attempt started is closed as 'caducada' (its car was never held), and its
 * attempts still pending end. One started since waits its own window.
 */
export function expireUnpaid(reservaId: number): Promise<boolean> {
  return transaction(async (tx) => {
    const reservation = await lockReservation(tx, { id: reservaId });
    if (!reservation || reservation.estado !== 'pendiente_pago') return false;
    const waitUntil = await latestAttemptWaiting(tx, reservaId, PAYMENT_WINDOW_MINUTES);
    if (waitUntil) {
      await enqueue('payment-expiry', { reservaId }, { tx, startAfter: waitUntil });
      return false;
    }
    await closeReservation(tx, reservation, 'caducada');
    await expirePendingPayments(tx, reservaId);
    return true;
  });
}

/**
 * The 'payment-refund' job: asks the gateway to give back a deposit, once. The gateway's answer
 * is recorded (done, or refused with its code, which staff see); an unreachable gateway throws,
 * so the queue tries again. Then the buyer's mail, once (refund-mail.ts).
 */
export async function refundPayment(pagoId: number): Promise<boolean> {
  const claim = await claimRefund(pagoId);
  if (claim) {
    const gateway = paymentGateway();
    if (!gateway) {
      await releaseRefundClaim(pagoId);
      throw new Error('Devolución pendiente sin pasarela: configure REDSYS_MERCHANT_CODE, REDSYS_TERMINAL y REDSYS_SECRET_KEY');
    }
    try {
      await recordRefund(pagoId, await gateway.refund(claim.pedido, claim.importe));
    } catch (error) {
      await releaseRefundClaim(pagoId);
      throw error;
    }
  }
  return sendRefundMail(pagoId);
}

/** The hourly sweep's part: the expiry of reservations left waiting past their window, and the refunds whose job was lost. */
export async function queueLostPaymentJobs(): Promise<number> {
  const [unpaid, refunds] = await Promise.all([unpaidPastWindow(PAYMENT_WINDOW_MINUTES), pendingRefunds()]);
  for (const reservaId of unpaid) await enqueue('payment-expiry', { reservaId });
  for (const pagoId of refunds) await enqueue('payment-refund', { pagoId });
  return unpaid.length + refunds.length;
}
