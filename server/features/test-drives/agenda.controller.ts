import type { Request, Response } from 'express';
import { agendaBlockSchema, agendaMoveSchema, agendaOutcomeSchema, agendaReassignSchema } from '../../contracts/agenda.ts';
import { route } from '../../contracts/routes.ts';
import { signedInId, signedInUser } from '../../core/session-user.ts';
import { NotFoundError } from '../../lib/errors.ts';
import { backWithOutcome, type Outcome } from '../../lib/flash.ts';
import { pathId } from '../../lib/path-id.ts';
import { validate } from '../../lib/validation.ts';
import { namespaceMessages } from '../../i18n/index.ts';
import { staffBranch } from './agenda.queries.ts';
import { agendaPage, blockTime, cancelFromAgenda, closeDrive, moveFromAgenda, reassignDrive, unblockTime } from './agenda.service.ts';

/** Back to the Agenda as it was (its day, branch and view) with the change's toast. */
const back = (req: Request, res: Response, outcome: Outcome) => backWithOutcome(req, res, outcome, route('agenda'));

const driveId = (req: Request) => pathId(req, 'Prueba no encontrada.');

/** GET /dashboard/agenda[?sede=&vendedor=&fecha=&vista=dia|semana] (Agenda). */
export async function index(req: Request, res: Response) {
  const user = await signedInUser(req);
  const page = await agendaPage({ ...user, sede_id: await staffBranch(user.id) }, req.query);
  await res.inertia.render('Agenda', { ...page, textos: namespaceMessages('es', 'slots') });
}

/** POST /dashboard/agenda/pruebas/{id}/mover ({inicio}). */
export async function mover(req: Request, res: Response) {
  const id = driveId(req);
  const { inicio } = validate(agendaMoveSchema, req.body);
  back(req, res, await moveFromAgenda(id, inicio, await signedInId(req)));
}

/** POST /dashboard/agenda/pruebas/{id}/cancelar. */
export async function cancelar(req: Request, res: Response) {
  back(req, res, await cancelFromAgenda(driveId(req), await signedInId(req)));
}

/** POST /dashboard/agenda/pruebas/{id}/asignar ({user_id}). */
export async function asignar(req: Request, res: Response) {
  const id = driveId(req);
  const { user_id } = validate(agendaReassignSchema, req.body);
  back(req, res, await reassignDrive(id, user_id, await signedInId(req)));
}

/** POST /dashboard/agenda/pruebas/{id}/resultado ({estado: hecha|no_presentado}). */
export async function resultado(req: Request, res: Response) {
  const id = driveId(req);
  const { estado } = validate(agendaOutcomeSchema, req.body);
  back(req, res, await closeDrive(id, estado, await signedInId(req)));
}

/** POST /dashboard/agenda/bloqueos ({user_id, dia, desde, hasta, motivo}). */
export async function bloquear(req: Request, res: Response) {
  const form = validate(agendaBlockSchema, req.body);
  back(req, res, await blockTime(await signedInUser(req), form));
}

/** DELETE /dashboard/agenda/bloqueos/{id}. */
export async function desbloquear(req: Request, res: Response) {
  const outcome = await unblockTime(await signedInUser(req), pathId(req, 'Bloqueo no encontrado.'));
  if (!outcome) throw new NotFoundError('Bloqueo no encontrado.');
  back(req, res, outcome);
}
