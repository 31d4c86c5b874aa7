import { IMPERFECCIONES_POR_FOTO, IMPERFECTION_MESSAGES, type ImperfeccionForm } from '../../contracts/car-history.ts';
import { NotFoundError } from '../../lib/errors.ts';
import { made, refused, type Outcome } from '../../lib/flash.ts';
import { deleteImperfection, insertImperfection, markablePhoto } from './imperfections.queries.ts';
import { discardDetails, storeDetail } from './details.service.ts';
import { staffCar } from './staff-car.ts';

/**
 * The imperfections staff mark on a car's photos: a point of the photo and a short note, shown on
 * the car page as a numbered hotspot. A photo carries at most IMPERFECCIONES_POR_FOTO of them.
 */

/** Marks one, with its close-up when one was sent (a temp file); `cocheId` is the photo's car, for the way back. */
export async function markImperfection(fotoId: number, form: ImperfeccionForm, closeUp: { path: string } | undefined): Promise<{ cocheId: number; outcome: Outcome }> {
  const photo = await markablePhoto(fotoId);
  if (!photo) throw new NotFoundError(IMPERFECTION_MESSAGES.photoGone);
  await staffCar(photo.coche_id);
  if (photo.marcadas >= IMPERFECCIONES_POR_FOTO) return { cocheId: photo.coche_id, outcome: refused(IMPERFECTION_MESSAGES.tooMany) };
  const detalle = closeUp ? await storeDetail(photo.coche_id, closeUp) : null;
  try {
    await insertImperfection({ foto_id: fotoId, x: round(form.x), y: round(form.y), nota: form.nota, detalle_id: detalle });
  } catch (error) {
    if (detalle !== null) await discardDetails([detalle]);
    throw error;
  }
  return { cocheId: photo.coche_id, outcome: made(IMPERFECTION_MESSAGES.added) };
}

export async function removeImperfection(id: number): Promise<{ cocheId: number; outcome: Outcome }> {
  const gone = await deleteImperfection(id);
  if (!gone) throw new NotFoundError('Imperfección no encontrada.');
  if (gone.detalle_id !== null) await discardDetails([gone.detalle_id]);
  return { cocheId: gone.coche_id, outcome: made(IMPERFECTION_MESSAGES.deleted) };
}

/** A position as the table keeps it, to four decimals (a sixth of a pixel across a 1600 px photo). */
const round = (value: number) => Math.round(value * 10_000) / 10_000;
