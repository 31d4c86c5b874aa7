import { processVehiclePhoto } from './photos.ts';
import { vehiclePhotoPaths } from './storage.ts';
import { mediaStore } from './store/media-store.ts';

/**
 * Photos processed before the pipeline wrote every variant it writes today (the AVIF widths
 * and the share image came later) would show as broken images, since pages offer those
 * variants first. This rebuilds the variants of each such photo from its compressed JPEG, one
 * photo at a time, and returns how many it rebuilt. A photo whose compressed JPEG is gone is
 * left alone (the legacy URLs answer the default image for it).
 */
export async function backfillPhotoVariants(photoIds: readonly number[], onError: (photoId: number, error: unknown) => void): Promise<number> {
  const store = mediaStore();
  let rebuilt = 0;
  for (const id of photoIds) {
    const paths = vehiclePhotoPaths(id);
    if (await store.exists(paths.share)) continue;
    const compressed = await store.read(paths.compressed);
    if (!compressed) continue;
    try {
      await processVehiclePhoto(compressed, id);
      rebuilt++;
    } catch (error) {
      onError(id, error);
    }
  }
  return rebuilt;
}
