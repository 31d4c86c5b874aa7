import type { Request, Response } from 'express';
import { asignacionSchema, estadoChangeSchema, notaSchema } from '../../contracts/lead-workflow.ts';
import { route } from '../../contracts/routes.ts';
import { backWithOutcome, type Outcome } from '../../lib/flash.ts';
import { pathId } from '../../lib/path-id.ts';
import { validate } from '../../lib/validation.ts';
import { signedInId } from '../../core/session-user.ts';
import { assignEnquiry, moveEnquiry, noteEnquiry } from './lead-workflow.service.ts';

const leadId = (req: Request) => pathId(req, 'Solicitud no encontrada.');

/** Back to the enquiry with the outcome's toast; a refused change shows the enquiry as it is now. */
const answer = (req: Request, res: Response, id: number, outcome: Outcome) => backWithOutcome(req, res, outcome, route('solicitudes.show', { id }));

/** POST /dashboard/solicitudes/{id}/estado ({estado, de, motivo?}). */
export async function estado(req: Request, res: Response) {
  const id = leadId(req);
  const change = validate(estadoChangeSchema, req.body);
  answer(req, res, id, await moveEnquiry(id, await signedInId(req), change));
}

/** POST /dashboard/solicitudes/{id}/asignacion ({asignado_id, de}; the own id to take it, null to leave it unassigned). */
export async function asignacion(req: Request, res: Response) {
  const id = leadId(req);
  const change = validate(asignacionSchema, req.body);
  answer(req, res, id, await assignEnquiry(id, await signedInId(req), change));
}

/** POST /dashboard/solicitudes/{id}/notas ({texto}). */
export async function nota(req: Request, res: Response) {
  const id = leadId(req);
  const { texto } = validate(notaSchema, req.body);
  answer(req, res, id, await noteEnquiry(id, await signedInId(req), texto));
}
