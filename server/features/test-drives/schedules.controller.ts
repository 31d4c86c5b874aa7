import type { Request, Response } from 'express';
import { ausenciaSchema, horarioSchema } from '../../contracts/agenda.ts';
import { route } from '../../contracts/routes.ts';
import { signedInUser } from '../../core/session-user.ts';
import { backWithOutcome } from '../../lib/flash.ts';
import { pathId } from '../../lib/path-id.ts';
import { validate } from '../../lib/validation.ts';
import { addAbsence, horariosPage, saveHours } from './schedules.service.ts';

const personId = (req: Request) => pathId(req, 'Persona no encontrada.');

/** GET /dashboard/horarios[?persona=ID] (Horarios): the viewer's own; anyone's for Administración. */
export async function index(req: Request, res: Response) {
  const asked = Number(req.query.persona);
  await res.inertia.render('Horarios', await horariosPage(await signedInUser(req), Number.isSafeInteger(asked) && asked > 0 ? asked : null, req));
}

/** POST /dashboard/horarios/{id} ({semana, sede_id}). */
export async function update(req: Request, res: Response) {
  const id = personId(req);
  const form = validate(horarioSchema, req.body);
  backWithOutcome(req, res, await saveHours(await signedInUser(req), id, form), route('horarios'));
}

/** POST /dashboard/horarios/{id}/ausencias ({desde, hasta, motivo}). */
export async function ausencia(req: Request, res: Response) {
  const id = personId(req);
  const form = validate(ausenciaSchema, req.body);
  backWithOutcome(req, res, await addAbsence(await signedInUser(req), id, form), route('horarios'));
}
