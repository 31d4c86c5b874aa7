import { access, readFile } from 'node:fs/promises';
import { processVehiclePhoto } from './photos.ts';
import { storagePath, vehiclePhotoPaths } from './storage.ts';

const exists = (relPath: string) =>
  access(storagePath(relPath)).then(
    () => true,
    () => false,
  );

/**
 * Photos processed before the pipeline wrote every variant it writes today (the AVIF widths
 * and the share image came later) would show as broken images, since pages offer those
 * variants first. This rebuilds the variants of each such photo from its compressed JPEG, one
 * photo at a time, and returns how many it rebuilt. A photo whose compressed JPEG is gone is
 * left alone (the legacy URLs answer the default image for it).
 */
export async function backfillPhotoVariants(photoIds: readonly number[], onError: (photoId: number, error: unknown) => void): Promise<number> {
  let rebuilt = 0;
  for (const id of photoIds) {
    const paths = vehiclePhotoPaths(id);
    if ((await exists(paths.share)) || !(await exists(paths.compressed))) continue;
    try {
      await processVehiclePhoto(await readFile(storagePath(paths.compressed)), id);
      rebuilt++;
    } catch (error) {
      onError(id, error);
    }
  }
  return rebuilt;
}
