import { carImperfections, hasUnexplainedReading } from '../car-history/index.ts';
import type { Request, Response } from 'express';
import { CAR_ACTIVITY_DAYS } from '../../contracts/car-activity.ts';
import { route } from '../../contracts/routes.ts';
import { parseStockFilters, type VehicleCreatedAnswer } from '../../contracts/stock.ts';
import { createVehicleSchema, editVehicleSchema, VEHICLE_CREATED_MESSAGE, VEHICLE_UPDATED_MESSAGE } from '../../contracts/stock-forms.ts';
import { NotFoundError } from '../../lib/errors.ts';
import { flashToast } from '../../lib/flash.ts';
import { wantsJson } from '../../lib/request.ts';
import { validate } from '../../lib/validation.ts';
import { pathId } from '../../lib/path-id.ts';
import { activity, dailyActivity } from '../analytics/index.ts';
import { incomingPhotos } from './stock-photos.ts';
import { addVehiclePage, editVehiclePage, vehiculosPage } from './stock.presenter.ts';
import { findEditableVehicle, renewVehicle } from './stock.queries.ts';
import { cachedStockLookups, createVehicle, removeVehicle, stockListing, updateVehicle } from './stock.service.ts';
import { writeStockCsv } from './stock-export.ts';

export const VEHICLE_DELETED_MESSAGE = 'Vehículo eliminado.';
export const VEHICLE_RENEWED_MESSAGE = 'Fecha del vehículo renovada.';

/** The car id of the path, or the 404 page. */
const carId = (req: Request) => pathId(req, 'Vehículo no encontrado.');

const userId = (req: Request) => req.session.userId ?? null;

/**
 * How every staff write of this feature answers: a JSON caller (Accept: application/json, not
 * Inertia) gets `{success: true, message}`; an Inertia visit is redirected (303) with the
 * message as a flash toast, to `to` or back to the page it came from.
 */
function answerWrite(req: Request, res: Response, message: string, to?: string) {
  if (wantsJson(req)) {
    res.json({ success: true, message });
    return;
  }
  flashToast(req, message);
  if (to) res.redirect(303, to);
  else res.inertia.back(route('vehiculos.index'));
}

/** GET /dashboard/vehiculos (Vehiculos). */
export async function index(req: Request, res: Response) {
  const filters = parseStockFilters(req.query);
  const { list, lookups, names } = await stockListing(filters);
  await res.inertia.render('Vehiculos', vehiculosPage(filters, list, lookups, names, req.originalUrl));
}

/** GET /dashboard/vehiculos/exportar: the list's filtered rows, all of them, as the import's CSV. */
export async function exportCsv(req: Request, res: Response) {
  await writeStockCsv(res, parseStockFilters(req.query));
}

/** GET /dashboard/coches/add (Add-Vehicle). */
export async function create(_req: Request, res: Response) {
  await res.inertia.render('Add-Vehicle', addVehiclePage(await cachedStockLookups()));
}

/** POST /dashboard/coches/add (multipart): 201 {message, vehID}; the client then opens the edit page. */
export async function store(req: Request, res: Response) {
  const form = validate(createVehicleSchema, req.body);
  const id = await createVehicle(form, incomingPhotos(req.files as Express.Multer.File[] | undefined, req.body, 0), userId(req));
  const answer: VehicleCreatedAnswer = { message: VEHICLE_CREATED_MESSAGE, vehID: id };
  res.status(201).json(answer);
}

/** GET /dashboard/coches/edit/{id} (Edit-Vehicle), with the car's last 90 days of visits and enquiries. */
export async function edit(req: Request, res: Response) {
  const id = carId(req);
  const [row, lookups, km_sin_explicar, imperfecciones] = await Promise.all([findEditableVehicle(id), cachedStockLookups(), hasUnexplainedReading(id), carImperfections(id)]);
  if (!row) throw new NotFoundError('Vehículo no encontrado.');
  // Lazy: the photo poll's and the save's partial reloads do not ask for it.
  const actividad = () => dailyActivity(CAR_ACTIVITY_DAYS, id).then(activity);
  await res.inertia.render('Edit-Vehicle', { ...editVehiclePage(row, lookups), actividad, km_sin_explicar, imperfecciones });
}

/** POST /dashboard/coches/edit/{id} (multipart): back to the edit page with '¡Vehículo actualizado correctamente!'. */
export async function update(req: Request, res: Response) {
  const id = carId(req);
  const form = validate(editVehicleSchema, req.body);
  const files = req.files as Express.Multer.File[] | undefined;
  await updateVehicle(id, form, (firstOrder) => incomingPhotos(files, req.body, firstOrder), userId(req));
  answerWrite(req, res, VEHICLE_UPDATED_MESSAGE, route('coches.edit', { id }));
}

/** DELETE /dashboard/coches/delete/{id}: a soft delete; the public page answers 404 from now on. */
export async function destroy(req: Request, res: Response) {
  if (!(await removeVehicle(carId(req)))) throw new NotFoundError('Vehículo no encontrado.');
  answerWrite(req, res, VEHICLE_DELETED_MESSAGE);
}

/** PUT /dashboard/coches/renew/{id}: created_at becomes now, the top of the public 'newest' order. */
export async function renew(req: Request, res: Response) {
  if (!(await renewVehicle(carId(req)))) throw new NotFoundError('Vehículo no encontrado.');
  answerWrite(req, res, VEHICLE_RENEWED_MESSAGE);
}
