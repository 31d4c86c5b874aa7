import type { Request, Response } from 'express';
import { reservationActionSchema, reservationSchema } from '../../contracts/reservations.ts';
import { route } from '../../contracts/routes.ts';
import { NotFoundError } from '../../lib/errors.ts';
import { backWithOutcome } from '../../lib/flash.ts';
import { pathId } from '../../lib/path-id.ts';
import { validate } from '../../lib/validation.ts';
import { changeReservation, requestReservation } from './reservations.service.ts';
import { senderOf } from '../leads/index.ts';
import { translator } from '../../i18n/index.ts';

/** The answer of a stored request: also what a robot caught by the honeypot gets. */
export function answerSent(req: Request, res: Response) {
  res.status(201).json({ message: translator(req.locale).t('vehicle.reservation_sent') });
}

/**
 * POST /reservas: 'Reservar'. "Sent" only once the enquiry, its reservation and its jobs are
 * stored; with the deposit paid online, the answer also says where the browser goes to pay.
 */
export async function store(req: Request, res: Response) {
  const form = validate(reservationSchema, req.body);
  const { pago } = await requestReservation(form, senderOf(req), req.locale);
  if (!pago) return answerSent(req, res);
  res.status(201).json({ message: translator(req.locale).t('vehicle.reservation_to_payment'), pago });
}

/** POST /dashboard/solicitudes/{id}/reserva (staff): confirm, extend, release or turn down; back to the Solicitud with a toast. */
export async function change(req: Request, res: Response) {
  const id = pathId(req, 'Solicitud no encontrada.');
  const { accion } = validate(reservationActionSchema, req.body);
  const outcome = await changeReservation(id, accion, req.session.userId ?? null);
  if (outcome === null) throw new NotFoundError('Esta solicitud no es una reserva.');
  backWithOutcome(req, res, outcome, route('solicitudes.show', { id }));
}
