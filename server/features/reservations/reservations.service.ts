import type { z } from 'zod';
import { companySignature } from '../../contracts/company.ts';
import type { Translator } from '../../contracts/i18n.ts';
import { formatPrice } from '../../contracts/format.ts';
import { withdrawalTexts } from '../../contracts/legal.ts';
import type { SharedProps } from '../../contracts/pages.ts';
import { taxWording } from '../../contracts/price-statement.ts';
import { priceFigures } from '../../contracts/pricing.ts';
import { type DesistirEstado, type DesistirProps, RESERVA_MESSAGES, type ReservaAccion, RESERVATION_UNAVAILABLE_MESSAGE, type reservationSchema } from '../../contracts/reservations.ts';
import { route } from '../../contracts/routes.ts';
import { canaryDate } from '../../contracts/canary-date.ts';
import { type Locale, localizedPath, storedLocale } from '../../contracts/locales.ts';
import { refundDeadline } from '../../contracts/withdrawal.ts';
import { env } from '../../config/env.ts';
import { randomToken } from '../../core/tokens.ts';
import { absoluteUrl } from '../../lib/absolute-url.ts';
import { mailer } from '../../lib/mail.ts';
import { branchById } from '../../contracts/site.ts';
import { ESTADO_RESERVADO, vehicleHref, vehicleTitle } from '../../contracts/vehicle.ts';
import { type Prisma, transaction } from '../../db/client.ts';
import { enqueue } from '../../jobs/queue.ts';
import { ValidationError } from '../../lib/errors.ts';
import { made, refused, type Outcome } from '../../lib/flash.ts';
import { companyDetails } from '../../core/company-details.ts';
import { consent, createVehicleLead, type Sender } from '../leads/index.ts';
import { availablePublicCar, lockCar, publicCar } from '../catalogue/index.ts';
import { closeReservation, endedHolds, extendHold, heldBy, holdCar, insertReservation, lockReservation, markReservationMail, reservationFacts, type ReservationFacts } from './reservations.queries.ts';
import { reservationMail, withdrawalAckMail, withdrawalStaffMail } from './reservation-mail.ts';
import { translator } from '../../i18n/index.ts';

/**
 * Stores a reservation request as an enquiry about the car (source 'reserva') with its consent,
 * the branch chosen and the terms in force, and its reservation, pending: the car stays on sale
 * until staff confirm it. Only an available car can be asked for (ValidationError otherwise).
 */
export async function requestReservation(form: z.output<typeof reservationSchema>, sender: Sender): Promise<number> {
  if (!(await availablePublicCar(form.coche))) throw new ValidationError({ coche: [RESERVATION_UNAVAILABLE_MESSAGE] });
  const { reserva } = await companyDetails();
  return createVehicleLead(
    {
      source: 'reserva',
      coche_id: form.coche,
      nombre: form.nombre,
      apellidos: form.apellidos,
      telefono: form.telefono,
      email: form.email.toLowerCase(),
      // The terms the visitor accepted (their text's version is the consent's).
      payload: { sede: branchById(form.sede).name, senal: reserva.senal, horas: reserva.horas, iban: reserva.iban },
      ...consent(sender),
    },
    false,
    async (tx, leadId) => {
      const { id } = await insertReservation(tx, { lead_id: leadId, coche_id: form.coche, sede_id: form.sede, token: randomToken() });
      await enqueue('reservation-mail', { reservaId: id }, { tx });
    },
  );
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
 * The 'reservation-mail' job: the buyer's copy of the request, on a durable medium, with the
 * withdrawal information, the 'Desistir' link and the model form. Sent once (correo_at).
 */
export async function sendReservationMail(reservaId: number): Promise<boolean> {
  const facts = await reservationFacts({ id: reservaId });
  if (!facts || facts.correo_at) return false;
  const { empresa, appName, signature, senal, horas } = await mailContext(facts);
  const i18n = buyerTranslator(facts);
  const { t, locale } = i18n;
  const path = carPath(facts);
  await mailer().send(
    reservationMail(
      {
        to: facts.lead.email,
        nombre: facts.lead.nombre,
        coche: carName(facts, i18n),
        cocheUrl: path && absoluteUrl(localizedPath(path, locale)),
        precio: facts.car
          ? `${t('pricing.prices_cash', { price: formatPrice(priceFigures({ ...facts.car, cuota: null }).cash, locale) })}, ${taxWording(empresa.precio.regimen, i18n)}`
          : null,
        senal,
        horas,
        termsUrl: absoluteUrl(route('condiciones_reserva', {}, locale)),
        desistirUrl: absoluteUrl(route('reservas.desistir', { token: facts.token }, locale)),
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

/**
 * 'Desistir': the buyer withdraws from the reservation named by the mail's token. An open one
 * (pending or confirmed) is closed as 'desistida' and its car, if held, goes back on sale; the
 * acknowledgement and staff's notice are queued. Returns what the page then says.
 */
export function withdrawReservation(token: string): Promise<DesistirEstado> {
  return transaction(async (tx) => {
    const reservation = await lockReservation(tx, { token });
    if (!reservation) return 'no_existe';
    if (reservation.estado === 'desistida') return 'desistida';
    if (reservation.estado !== 'pendiente' && reservation.estado !== 'confirmada') return 'cerrada';
    await closeReservation(tx, reservation, 'desistida');
    await enqueue('reservation-withdrawal', { reservaId: reservation.id }, { tx });
    return 'desistida';
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
  const common = { nombre: facts.lead.nombre, coche: carName(facts, translator('es')), dia: canaryDate(facts.desistida_at), reembolsoHasta: refundDeadline(facts.desistida_at), signature, appName };
  // The acknowledgement once (acuse_at): a retry after staff's notice failed does not send it again.
  if (!facts.acuse_at) {
    const i18n = buyerTranslator(facts);
    await mailer().send(withdrawalAckMail({ ...common, coche: carName(facts, i18n), to: facts.lead.email }, i18n));
    await markReservationMail(reservaId, 'acuse_at');
  }
  const staffName = [facts.lead.nombre, facts.lead.apellidos].filter(Boolean).join(' ');
  await mailer().send(withdrawalStaffMail({ ...common, nombre: staffName, to: env().STAFF_EMAIL, solicitudUrl: absoluteUrl(route('solicitudes.show', { id: facts.lead_id })) }));
  return true;
}

/** The 'Desistir' page of a mail's link: the reservation and, while it is open, the button. */
export async function withdrawalPage(token: string, locale: Locale): Promise<Omit<DesistirProps, keyof SharedProps>> {
  const facts = await reservationFacts({ token });
  if (!facts) return { estado: 'no_existe', reserva: null, accion: null };
  const { senal } = await mailContext(facts);
  const open = facts.estado === 'pendiente' || facts.estado === 'confirmada';
  return {
    estado: facts.estado === 'desistida' ? 'desistida' : open ? 'abierta' : 'cerrada',
    reserva: {
      coche: carName(facts, translator(locale)),
      url: carPath(facts),
      hecha: facts.created_at.toISOString(),
      desistida: facts.desistida_at?.toISOString() ?? null,
      reembolsoHasta: facts.desistida_at ? refundDeadline(facts.desistida_at) : null,
      senal,
    },
    accion: open ? route('reservas.desistir.store', { token }) : null,
  };
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
      await closeReservation(tx, reservation, 'rechazada');
      return made(RESERVA_MESSAGES.rechazada);
    }
    if (accion === 'liberar') {
      await closeReservation(tx, reservation, 'liberada');
      return made(RESERVA_MESSAGES.liberada);
    }
    if (accion === 'ampliar') {
      const hasta = await extendHold(tx, reservation, terms.horas);
      await enqueue('reservation-expiry', { reservaId: reservation.id }, { tx, startAfter: hasta });
      return made(RESERVA_MESSAGES.ampliada);
    }
    const car = await lockCar(tx, reservation.coche_id);
    if (!car || !publicCar.holds(car) || car.estado_id > ESTADO_RESERVADO) return refused(RESERVA_MESSAGES.noDisponible);
    // A car set back on sale by a stock import while another reservation still holds it counts as held.
    if (car.estado_id === ESTADO_RESERVADO || (await heldBy(tx, reservation.coche_id))) return refused(RESERVA_MESSAGES.ocupado);
    const hasta = await holdCar(tx, reservation, terms.horas, userId);
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
    await closeReservation(tx, reservation, 'caducada');
    return true;
  });
}

/**
 * Inside a stock change of a car (an edit, a removal): when the car stops being RESERVADO, or
 * leaves the site, while a confirmed reservation holds it, the reservation is closed as
 * 'liberada' with it, so no hold outlives what staff did to the car by hand. Call before the
 * car's own lock (reservation, then car: the order every change keeps).
 */
export async function releaseHoldOnStockChange(tx: Prisma.TransactionClient, cocheId: number, stillHeld: boolean): Promise<void> {
  const hold = await lockReservation(tx, { heldCar: cocheId });
  if (hold && !stillHeld) await closeReservation(tx, hold, 'liberada');
}

/** The hourly sweep: queues the expiry of every hold that has ended (a job lost with a restored backup, say). */
export async function queueEndedHolds(): Promise<number> {
  const ids = await endedHolds();
  for (const reservaId of ids) await enqueue('reservation-expiry', { reservaId });
  return ids.length;
}
