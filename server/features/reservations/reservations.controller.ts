import type { Request, Response } from 'express';
import { reservationActionSchema, reservationSchema } from '../../contracts/reservations.ts';
import { route } from '../../contracts/routes.ts';
import { NotFoundError } from '../../lib/errors.ts';
import { backWithOutcome } from '../../lib/flash.ts';
import { pathId } from '../../lib/path-id.ts';
import { linkToken } from '../../lib/link-token.ts';
import { validate } from '../../lib/validation.ts';
import { changeReservation, requestReservation, withdrawalPage, withdrawReservation } from './reservations.service.ts';
import { senderOf } from '../leads/index.ts';
import { translator } from '../../i18n/index.ts';

/** The answer of a stored request: also what a robot caught by the honeypot gets. */
export function answerSent(req: Request, res: Response) {
  res.status(201).json({ message: translator(req.locale).t('vehicle.reservation_sent') });
}

/** POST /reservas: 'Reservar'. "Sent" only once the enquiry, its reservation and its staff mail's job are stored. */
export async function store(req: Request, res: Response) {
  const form = validate(reservationSchema, req.body);
  await requestReservation(form, senderOf(req));
  answerSent(req, res);
}

/** POST /dashboard/solicitudes/{id}/reserva (staff): confirm, extend, release or turn down; back to the Solicitud with a toast. */
export async function change(req: Request, res: Response) {
  const id = pathId(req, 'Solicitud no encontrada.');
  const { accion } = validate(reservationActionSchema, req.body);
  const outcome = await changeReservation(id, accion, req.session.userId ?? null);
  if (outcome === null) throw new NotFoundError('Esta solicitud no es una reserva.');
  backWithOutcome(req, res, outcome, route('solicitudes.show', { id }));
}

/**
 * GET /reservas/desistir/{token}: the reservation mail's 'Desistir' link shows the reservation and
 * a button; only the button withdraws. Never stored by a cache: the token is the reservation's key.
 */
export async function desistirPage(req: Request, res: Response) {
  const token = linkToken(req);
  res.set('Cache-Control', 'no-store');
  await res.inertia.render('Desistir', token ? await withdrawalPage(token, req.locale) : { estado: 'no_existe', reserva: null, accion: null });
}

/** POST /reservas/desistir/{token}: withdraws from the reservation (once), then back to its page, which says so. */
export async function desistir(req: Request, res: Response) {
  const token = linkToken(req);
  if (token) await withdrawReservation(token);
  res.redirect(303, route('reservas.desistir', { token: String(req.params.token) }, req.locale));
}
