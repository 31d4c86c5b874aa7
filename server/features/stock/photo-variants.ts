import type { Logger } from 'pino';
import { deleteVehiclePhotoFiles, encodeVehiclePhoto, MediaError, writeVehiclePhoto } from '../../media/photos.ts';
import { vehiclePhotoPaths } from '../../media/storage.ts';
import { mediaStore } from '../../media/store/media-store.ts';
import { findPhotoState, markPhotoFailed, markPhotoReady } from './stock.queries.ts';

/** What the staff see when the original of a processing photo is gone (it cannot be made again). */
const ORIGINAL_LOST = 'No se encontró el archivo original de la foto. Elimínala y vuelve a subirla.';

/**
 * The 'photo-variants' job: makes every variant of an uploaded photo from its private original
 * (photos.ts), records the size (the photo is then ready, and public), and removes the original.
 * Idempotent: a photo already ready only loses a leftover original; a photo deleted meanwhile
 * loses whatever was written for it, so no object outlives its row. A damaged file is recorded
 * on the photo with the reason, for staff; any other failure throws, and the queue retries.
 */
export async function makePhotoVariants(photoId: number, logger: Logger): Promise<'ready' | 'failed' | 'gone'> {
  const store = mediaStore();
  const paths = vehiclePhotoPaths(photoId);
  const photo = await findPhotoState(photoId);
  if (!photo) {
    await deleteVehiclePhotoFiles(photoId);
    return 'gone';
  }
  if (photo.width !== null || photo.error !== null) {
    await store.remove([paths.original]);
    return photo.error === null ? 'ready' : 'failed';
  }
  const original = await store.read(paths.original);
  if (!original) {
    await markPhotoFailed(photoId, ORIGINAL_LOST);
    return 'failed';
  }
  let encoded;
  try {
    encoded = await encodeVehiclePhoto(original);
  } catch (error) {
    if (!(error instanceof MediaError)) throw error;
    await markPhotoFailed(photoId, error.message);
    await store.remove([paths.original]);
    logger.warn({ photoId, code: error.code }, 'Foto subida que no se puede procesar');
    return 'failed';
  }
  await writeVehiclePhoto(encoded, photoId);
  if (!(await markPhotoReady(photoId, { width: encoded.width, height: encoded.height }))) {
    await deleteVehiclePhotoFiles(photoId);
    return 'gone';
  }
  await store.remove([paths.original]);
  return 'ready';
}
