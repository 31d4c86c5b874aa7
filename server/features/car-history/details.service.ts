import { randomBytes } from 'node:crypto';
import type { Logger } from 'pino';
import { enqueue } from '../../jobs/queue.ts';
import { checkUpload } from '../../media/decode.ts';
import { MediaError } from '../../media/errors.ts';
import { encodeUncroppedPhoto } from '../../media/photos.ts';
import { processOriginal } from '../../media/process-original.ts';
import { detailPhotoPaths } from '../../media/storage.ts';
import { mediaStore } from '../../media/store/media-store.ts';
import { fieldError } from '../../lib/validation.ts';
import { deleteDetails, findDetail, insertDetail, markDetailFailed, markDetailReady, orphanDetails } from './details.queries.ts';

/**
 * A car's close-ups: the photo of an inspection point or of an imperfection. The request checks
 * the upload's header and stores it privately; the 'detail-photo' job decodes it and writes the
 * JPEG and thumbnail the pages show, under a name with a random part.
 */

/** The multipart field a close-up arrives in. */
export const DETAIL_FIELD = 'foto';

/** Checks an uploaded temp file by content and stores it as a close-up of the car, its job queued; returns its id. */
export async function storeDetail(cocheId: number, upload: { path: string }): Promise<number> {
  try {
    await checkUpload(upload.path, DETAIL_FIELD);
  } catch (error) {
    if (error instanceof MediaError) throw fieldError(DETAIL_FIELD, error.message);
    throw error;
  }
  const clave = randomBytes(12).toString('hex');
  const id = await insertDetail(cocheId, clave);
  try {
    await mediaStore().putFile(detailPhotoPaths({ id, clave }).original, upload.path, 'application/octet-stream');
    await enqueue('detail-photo', { detalleId: id });
  } catch (error) {
    await discardDetails([id]);
    throw error;
  }
  return id;
}

/** Deletes close-ups and every file of theirs. */
export async function discardDetails(ids: number[]): Promise<void> {
  const gone = await deleteDetails(ids);
  await mediaStore().remove(gone.flatMap((detail) => Object.values(detailPhotoPaths(detail))));
}

/** The 'detail-photo' job: the JPEG and thumbnail of a close-up from its private original (media/process-original.ts). */
export async function makeDetailPhoto(detalleId: number, logger: Logger): Promise<'ready' | 'failed' | 'gone'> {
  const row = await findDetail(detalleId);
  if (!row) return 'gone';
  const paths = detailPhotoPaths(row);
  return processOriginal(
    {
      original: paths.original,
      state: () => findDetail(detalleId),
      encode: encodeUncroppedPhoto,
      write: async (encoded) => {
        await Promise.all([mediaStore().put(paths.photo, encoded.photo, 'image/jpeg'), mediaStore().put(paths.thumb, encoded.thumb, 'image/jpeg')]);
      },
      markReady: (size) => markDetailReady(detalleId, size),
      markFailed: (reason) => markDetailFailed(detalleId, reason),
      discard: () => mediaStore().remove(Object.values(paths)),
      originalLost: 'No se encontró el archivo original de la foto.',
    },
    logger,
    detalleId,
  );
}

/** The housekeeping's: removes the close-ups made before `before` that nothing shows, with their files. */
export async function discardOrphanDetails(before: Date): Promise<void> {
  await discardDetails(await orphanDetails(before));
}
