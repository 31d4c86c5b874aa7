import type { Request, Response } from 'express';
import { route } from '../../contracts/routes.ts';
import { parseSolicitudesFilters, SOLICITUD_MESSAGES } from '../../contracts/solicitudes.ts';
import { NotFoundError } from '../../lib/errors.ts';
import { flashToast } from '../../lib/flash.ts';
import { pathId } from '../../lib/path-id.ts';
import { solicitudesPage, solicitudPage } from './solicitudes.presenter.ts';
import { findSolicitud } from './solicitudes.queries.ts';
import { retryDelivery, solicitudesList } from './solicitudes.service.ts';

/** The lead id of the path; an unknown or malformed one is a 404. */
function leadId(req: Request): number {
  return pathId(req, 'Solicitud no encontrada.');
}

/** GET /dashboard/solicitudes (Solicitudes): every public form's enquiries, newest first. */
export async function index(req: Request, res: Response) {
  const filters = parseSolicitudesFilters(req.query);
  await res.inertia.render('Solicitudes', solicitudesPage(filters, await solicitudesList(filters), req.originalUrl));
}

/** GET /dashboard/solicitudes/{id} (Solicitud). */
export async function show(req: Request, res: Response) {
  const row = await findSolicitud(leadId(req));
  if (!row) throw new NotFoundError('Solicitud no encontrada.');
  await res.inertia.render('Solicitud', solicitudPage(row));
}

/** POST /dashboard/solicitudes/{id}/reintentar: back with 'Reenvío programado.', or a yellow toast when no delivery had failed. */
export async function retry(req: Request, res: Response) {
  const id = leadId(req);
  const outcome = await retryDelivery(id, req.log);
  if (outcome === 'missing') throw new NotFoundError('Solicitud no encontrada.');
  if (outcome === 'scheduled') flashToast(req, SOLICITUD_MESSAGES.retried);
  else flashToast(req, SOLICITUD_MESSAGES.nothingToRetry, 'yellow');
  res.inertia.back(route('solicitudes.show', { id }));
}
