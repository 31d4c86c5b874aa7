import type { Request, Response } from 'express';
import { route } from '../../contracts/routes.ts';
import { parseLeadFilters, LEAD_INBOX_MESSAGES } from '../../contracts/lead-inbox.ts';
import { NotFoundError } from '../../lib/errors.ts';
import { flashToast } from '../../lib/flash.ts';
import { pathId } from '../../lib/path-id.ts';
import { signedInId } from '../../core/session-user.ts';
import { assignableMembers, workflowOf } from '../lead-workflow/index.ts';
import { TIMELINE_LIMIT, TIMELINE_MAX } from '../../contracts/lead-workflow.ts';
import { leadPhotoFile } from '../trade-in/index.ts';
import { solicitudesPage, solicitudPage } from './lead-inbox.presenter.ts';
import { findLead } from './lead-inbox.queries.ts';
import { retryDelivery, leadList } from './lead-inbox.service.ts';

/** The lead id of the path; an unknown or malformed one is a 404. */
function leadId(req: Request): number {
  return pathId(req, 'Solicitud no encontrada.');
}

/** GET /dashboard/solicitudes (Solicitudes): every public form's enquiries, newest first. */
export async function index(req: Request, res: Response) {
  const filters = parseLeadFilters(req.query);
  const [list, personal] = await Promise.all([leadList(filters, await signedInId(req)), assignableMembers()]);
  await res.inertia.render('Solicitudes', solicitudesPage(filters, list, personal, req.originalUrl));
}

/** How many timeline entries to show: ?historial=N ('Ver anteriores'), TIMELINE_LIMIT by default, at most TIMELINE_MAX. */
function timelineLimit(req: Request): number {
  const asked = Number.parseInt(String(req.query.historial ?? ''), 10);
  return Number.isFinite(asked) ? Math.min(TIMELINE_MAX, Math.max(TIMELINE_LIMIT, asked)) : TIMELINE_LIMIT;
}

/** GET /dashboard/solicitudes/{id} (Solicitud): the enquiry, its workflow and timeline. */
export async function show(req: Request, res: Response) {
  const id = leadId(req);
  const [row, workflow] = await Promise.all([findLead(id), workflowOf(id, timelineLimit(req))]);
  if (!row || !workflow) throw new NotFoundError('Solicitud no encontrada.');
  await res.inertia.render('Solicitud', solicitudPage(row, workflow));
}

/** POST /dashboard/solicitudes/{id}/reintentar: back with 'Reenvío programado.', or a yellow toast when no delivery had failed. */
export async function retry(req: Request, res: Response) {
  const id = leadId(req);
  const outcome = await retryDelivery(id);
  if (outcome === 'missing') throw new NotFoundError('Solicitud no encontrada.');
  if (outcome === 'scheduled') flashToast(req, LEAD_INBOX_MESSAGES.retried);
  else flashToast(req, LEAD_INBOX_MESSAGES.nothingToRetry, 'yellow');
  res.inertia.back(route('solicitudes.show', { id }));
}

/** An enquiry photo's file name in the staff route: '12.jpg', or '12-mini.jpg' for its thumbnail. */
const LEAD_PHOTO_FILE = /^([1-9]\d{0,8})(-mini)?\.jpg$/;

/** GET /dashboard/solicitudes/fotos/{file} (staff): a ready photo of an enquiry that still exists; never cached (no-store, as every staff answer). */
export async function leadPhoto(req: Request, res: Response) {
  const match = LEAD_PHOTO_FILE.exec(String(req.params.file));
  const data = match && (await leadPhotoFile(Number(match[1]), Boolean(match[2])));
  if (!data) throw new NotFoundError();
  res.type('jpeg').send(data);
}
