import type { Request, Response } from 'express';
import { asignacionSchema, estadoChangeSchema, notaSchema, presupuestoSchema } from '../../contracts/lead-workflow.ts';
import { NotFoundError } from '../../lib/errors.ts';
import { sendQuote } from '../quotes/index.ts';
import { route } from '../../contracts/routes.ts';
import { backWithOutcome, type Outcome } from '../../lib/flash.ts';
import { pathId } from '../../lib/path-id.ts';
import { validate } from '../../lib/validation.ts';
import { signedInId } from '../../core/session-user.ts';
import { assignEnquiry, enquiryQuote, moveEnquiry, noteEnquiry, quoteEnquiry } from './lead-workflow.service.ts';

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

/** POST /dashboard/solicitudes/{id}/presupuesto ({comprador}): a written quote for the enquiry's car, on its timeline. */
export async function presupuesto(req: Request, res: Response) {
  const id = leadId(req);
  const { comprador } = validate(presupuestoSchema, req.body);
  answer(req, res, id, await quoteEnquiry(id, await signedInId(req), comprador));
}

/** A quote's reference as the timeline links it ('S-7-15'); anything else names none. */
const REFERENCE = /^S-\d{1,10}-\d{1,10}$/;

/** GET /dashboard/solicitudes/{id}/presupuesto.pdf[?referencia=S-…]: that quote of the enquiry, or its latest, as printed. */
export async function presupuestoPdf(req: Request, res: Response) {
  const id = leadId(req);
  const asked = typeof req.query.referencia === 'string' ? req.query.referencia : null;
  if (asked !== null && !REFERENCE.test(asked)) throw new NotFoundError('Presupuesto no encontrado.');
  const quote = await enquiryQuote(id, asked);
  if (!quote) throw new NotFoundError('Presupuesto no encontrado.');
  sendQuote(req, res, quote, 'private, no-store');
}
