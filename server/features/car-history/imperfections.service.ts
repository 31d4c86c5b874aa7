import { IMPERFECCIONES_POR_FOTO, IMPERFECTION_MESSAGES, type ImperfeccionForm } from '../../contracts/car-history.ts';
import { NotFoundError } from '../../lib/errors.ts';
import { made, refused, type Outcome } from '../../lib/flash.ts';
import { deleteImperfection, insertImperfection, markablePhoto } from './imperfections.queries.ts';
import { staffCar } from './staff-car.ts';

/**
 * The imperfections staff mark on a car's photos: a point of the photo and a short note, shown on
 * the car page as a numbered hotspot. A photo carries at most IMPERFECCIONES_POR_FOTO of them.
 */

/** Marks one; `cocheId` is the photo's car, for the way back. */
export async function markImperfection(fotoId: number, form: ImperfeccionForm): Promise<{ cocheId: number; outcome: Outcome }> {
  const photo = await markablePhoto(fotoId);
  if (!photo) throw new NotFoundError(IMPERFECTION_MESSAGES.photoGone);
  await staffCar(photo.coche_id);
  if (photo.marcadas >= IMPERFECCIONES_POR_FOTO) return { cocheId: photo.coche_id, outcome: refused(IMPERFECTION_MESSAGES.tooMany) };
  await insertImperfection({ foto_id: fotoId, x: round(form.x), y: round(form.y), nota: form.nota });
  return { cocheId: photo.coche_id, outcome: made(IMPERFECTION_MESSAGES.added) };
}

export async function removeImperfection(id: number): Promise<{ cocheId: number; outcome: Outcome }> {
  const cocheId = await deleteImperfection(id);
  if (cocheId === null) throw new NotFoundError('Imperfección no encontrada.');
  return { cocheId, outcome: made(IMPERFECTION_MESSAGES.deleted) };
}

/** A position as the table keeps it, to four decimals (a sixth of a pixel across a 1600 px photo). */
const round = (value: number) => Math.round(value * 10_000) / 10_000;
