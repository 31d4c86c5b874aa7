import { INSPECTION_MESSAGES, type PlantillaInspeccionProps, type PuntoForm } from '../../contracts/car-history.ts';
import type { OwnPageProps } from '../../contracts/page-registry.ts';
import { NotFoundError } from '../../lib/errors.ts';
import { made, type Outcome, refused } from '../../lib/flash.ts';
import { fieldError } from '../../lib/validation.ts';
import { deleteUnusedPoint, findPoint, insertPoint, movePoint, nameTaken, setPointActive, templatePoints, updatePoint } from './inspection-template.queries.ts';

/** 'Plantilla de inspección' (Administración): the points every inspection answers, by section. */

export async function templatePage(): Promise<OwnPageProps<'PlantillaInspeccion'>> {
  const puntos = await templatePoints();
  return { puntos: puntos.map(({ clave: _clave, ...point }) => point) satisfies PlantillaInspeccionProps['puntos'] };
}

async function existing(id: number) {
  const point = await findPoint(id);
  if (!point) throw new NotFoundError('Punto no encontrado.');
  return point;
}

async function refuseTakenName(form: PuntoForm, exceptId: number | null): Promise<void> {
  if (await nameTaken(form.seccion, form.nombre, exceptId)) throw fieldError('nombre', INSPECTION_MESSAGES.pointTaken);
}

export async function addPoint(form: PuntoForm): Promise<Outcome> {
  await refuseTakenName(form, null);
  await insertPoint(form);
  return made(INSPECTION_MESSAGES.pointAdded);
}

export async function savePoint(id: number, form: PuntoForm): Promise<Outcome> {
  await existing(id);
  await refuseTakenName(form, id);
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
  return (await deleteUnusedPoint(id)) ? made(INSPECTION_MESSAGES.pointDeleted) : refused('Este punto ya se usó en alguna inspección: retíralo en lugar de eliminarlo.');
}

export async function move(id: number, direccion: 'arriba' | 'abajo'): Promise<Outcome> {
  await existing(id);
  return (await movePoint(id, direccion)) ? made('Orden guardado.') : { tone: 'yellow', message: 'El punto ya está en ese extremo de su sección.' };
}
