import { INSPECTION_MESSAGES, type PuntoEdicion, type PuntoForm } from '../../contracts/car-history.ts';
import type { OwnPageProps } from '../../contracts/page-registry.ts';
import { NotFoundError } from '../../lib/errors.ts';
import { made, type Outcome, refused } from '../../lib/flash.ts';
import { fieldError } from '../../lib/validation.ts';
import { deleteUnusedPoint, findPoint, insertPoint, movePoint, nameTaken, setPointActive, templatePoints, updatePoint } from './inspection-template.queries.ts';

/** 'Plantilla de inspección' (Administración): the points every inspection answers, by section. */

export async function templatePage(): Promise<OwnPageProps<'PlantillaInspeccion'>> {
  return { puntos: await templatePoints() };
}

async function existing(id: number) {
  const point = await findPoint(id);
  if (!point) throw new NotFoundError('Punto no encontrado.');
  return point;
}

async function refuseTakenName(seccion: string, nombre: string, exceptId: number | null): Promise<void> {
  if (await nameTaken(seccion, nombre, exceptId)) throw fieldError('nombre', INSPECTION_MESSAGES.pointTaken);
}

export async function addPoint(form: PuntoForm): Promise<Outcome> {
  await refuseTakenName(form.seccion, form.nombre, null);
  await insertPoint(form);
  return made(INSPECTION_MESSAGES.pointAdded);
}

/** Renames a point or sets its figure; a point inspections used keeps its figure (their values were measured in it). */
export async function savePoint(id: number, form: PuntoEdicion): Promise<Outcome> {
  const point = await existing(id);
  if (point.usado && (form.medida || null) !== point.medida) throw fieldError('medida', INSPECTION_MESSAGES.measureInUse);
  await refuseTakenName(point.seccion, form.nombre, id);
  await updatePoint(id, form);
  return made(INSPECTION_MESSAGES.pointSaved);
}

/** Retires a point from the template (inspections done keep it), or puts it back. */
export async function setActive(id: number, activo: boolean): Promise<Outcome> {
  await existing(id);
  await setPointActive(id, activo);
  return made(activo ? INSPECTION_MESSAGES.pointRestored : INSPECTION_MESSAGES.pointRetired);
}

/** Deletes a point no inspection used; one that was used can only be retired. */
export async function removePoint(id: number): Promise<Outcome> {
  await existing(id);
  return (await deleteUnusedPoint(id)) ? made(INSPECTION_MESSAGES.pointDeleted) : refused(INSPECTION_MESSAGES.pointInUse);
}

export async function move(id: number, direccion: 'arriba' | 'abajo'): Promise<Outcome> {
  if (!(await existing(id)).activo) return refused(INSPECTION_MESSAGES.pointRetiredStays);
  return (await movePoint(id, direccion)) ? made(INSPECTION_MESSAGES.pointMoved) : { tone: 'yellow', message: INSPECTION_MESSAGES.pointAtEdge };
}
