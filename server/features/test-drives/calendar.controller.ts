import type { Request, Response } from 'express';
import { cierreSchema, sedeHorarioSchema } from '../../contracts/agenda.ts';
import { route } from '../../contracts/routes.ts';
import { NotFoundError } from '../../lib/errors.ts';
import { backWithOutcome } from '../../lib/flash.ts';
import { pathId } from '../../lib/path-id.ts';
import { validate } from '../../lib/validation.ts';
import { calendarPage, calendarYear, closeDay, reopenDay, saveBranchHours } from './calendar.service.ts';

/** GET /dashboard/agenda/calendario[?anyo=] (Calendario, Administración). */
export async function index(req: Request, res: Response) {
  await res.inertia.render('Calendario', await calendarPage(calendarYear(req.query.anyo), req));
}

/** POST /dashboard/agenda/calendario/cierres ({dia, sede_id, motivo}). */
export async function close(req: Request, res: Response) {
  const form = validate(cierreSchema, req.body);
  backWithOutcome(req, res, await closeDay(form), route('calendario'));
}

/** DELETE /dashboard/agenda/calendario/cierres/{id}. */
export async function reopen(req: Request, res: Response) {
  const outcome = await reopenDay(pathId(req, 'Día no encontrado.'));
  if (!outcome) throw new NotFoundError('Día no encontrado.');
  backWithOutcome(req, res, outcome, route('calendario'));
}

/** POST /dashboard/agenda/calendario/sedes/{id} ({semana}). */
export async function hours(req: Request, res: Response) {
  const sede = pathId(req, 'Sede no encontrada.');
  const { semana } = validate(sedeHorarioSchema, req.body);
  const outcome = await saveBranchHours(sede, semana);
  if (!outcome) throw new NotFoundError('Sede no encontrada.');
  backWithOutcome(req, res, outcome, route('calendario'));
}
