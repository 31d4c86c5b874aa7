import type { Logger } from 'pino';
import { deleteVehiclePhotoFiles, encodeVehiclePhoto, writeVehiclePhoto } from '../../media/photos.ts';
import { processOriginal } from '../../media/process-original.ts';
import { vehiclePhotoPaths } from '../../media/storage.ts';
import { findPhotoState, markPhotoFailed, markPhotoReady } from './stock.queries.ts';

/**
 * The 'photo-variants' job: makes every variant of an uploaded photo from its private original
 * (photos.ts), records the size (the photo is then ready, and public), and removes the original,
 * as media/process-original.ts describes.
 */
export function makePhotoVariants(photoId: number, logger: Logger): Promise<'ready' | 'failed' | 'gone'> {
  return processOriginal(
    {
      original: vehiclePhotoPaths(photoId).original,
      state: () => findPhotoState(photoId),
      encode: encodeVehiclePhoto,
      write: (encoded) => writeVehiclePhoto(encoded, photoId),
      markReady: (size) => markPhotoReady(photoId, size),
      markFailed: (reason) => markPhotoFailed(photoId, reason),
      discard: () => deleteVehiclePhotoFiles(photoId),
      originalLost: 'No se encontró el archivo original de la foto. Elimínala y vuelve a subirla.',
    },
    logger,
    photoId,
  );
}
