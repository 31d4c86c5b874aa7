import type { Request, Response } from 'express';
import { RESERVATION_UNAVAILABLE_MESSAGE } from '../../contracts/reservations.ts';
import { route } from '../../contracts/routes.ts';
import { companyDetails } from '../../core/company-details.ts';
import { NotFoundError, ValidationError } from '../../lib/errors.ts';
import { linkToken } from '../../lib/link-token.ts';
import { translator } from '../../i18n/index.ts';
import { paymentProvider } from '../../payments/index.ts';
import { payAgain } from './deposits.service.ts';
import { myReservationPage } from './my-reservation.presenter.ts';
import { reservationFacts } from './reservations.queries.ts';
import { withdrawReservation } from './reservations.service.ts';

/**
 * 'Mi reserva' and what it posts. Its token is the reservation's key, so nothing here is stored
 * by a cache, and an unknown token is a plain 404 that tells nothing.
 */

const tokenOf = (req: Request) => {
  const token = linkToken(req);
  if (!token) throw new NotFoundError();
  return token;
};

const myReservation = (req: Request) => route('mi_reserva', { token: tokenOf(req) }, req.locale);

/** GET /mi-reserva/{token} (MiReserva). */
export async function show(req: Request, res: Response) {
  const facts = await reservationFacts({ token: tokenOf(req) });
  if (!facts) throw new NotFoundError();
  const empresa = await companyDetails();
  const accepted = (facts.lead.payload ?? {}) as { senal?: number; horas?: number };
  const terms = { senal: accepted.senal ?? empresa.reserva.senal, horas: accepted.horas ?? empresa.reserva.horas, online: paymentProvider() !== null };
  res.set('Cache-Control', 'no-store');
  await res.inertia.render('MiReserva', myReservationPage(facts, terms, req.locale, new Date()));
}

/** GET /reservas/desistir/{token}: the 'Desistir' link of mails sent before 'Mi reserva', which now does what that page did. */
export function formerWithdrawalLink(req: Request, res: Response) {
  res.redirect(301, myReservation(req));
}

/** GET /mi-reserva/{token}/pago/{ok|ko}: the gateway sends the buyer back here; the page reads the outcome from the database, never from the address. */
export function backFromGateway(req: Request, res: Response) {
  if (req.params.resultado !== 'ok' && req.params.resultado !== 'ko') throw new NotFoundError();
  res.set('Cache-Control', 'no-store');
  res.redirect(303, myReservation(req));
}

/** POST /mi-reserva/{token}/desistir: the confirmed withdrawal (once), then back to the page, which says so. */
export async function withdraw(req: Request, res: Response) {
  await withdrawReservation(tokenOf(req));
  res.redirect(303, myReservation(req));
}

/** POST /mi-reserva/{token}/pago (JSON): another attempt at paying the deposit: where the browser goes, or 422 when the car can no longer be held. */
export async function pay(req: Request, res: Response) {
  const pago = await payAgain(tokenOf(req));
  if (!pago) throw new ValidationError({ coche: [RESERVATION_UNAVAILABLE_MESSAGE] });
  res.status(201).json({ message: translator(req.locale).t('vehicle.reservation_to_payment'), pago });
}
