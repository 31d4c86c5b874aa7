import type { Logger } from 'pino';
import { mapLimit } from '../../lib/map-limit.ts';
import { enqueue } from '../../jobs/queue.ts';
import { encodeLeadPhoto } from '../../media/photos.ts';
import { processOriginal } from '../../media/process-original.ts';
import { leadPhotoPaths } from '../../media/storage.ts';
import { mediaStore } from '../../media/store/media-store.ts';
import type { Prisma } from '../../db/client.ts';
import { findLeadPhoto, insertLeadPhoto, markLeadPhotoFailed, markLeadPhotoReady, reserveLeadPhotoIds } from './lead-photos.queries.ts';

/**
 * The photos of an enquiry, private to staff. The visitor's request only checks each upload's
 * header (stock-photos.ts checkPhotos) and stores it; the 'lead-photo' job decodes it and writes
 * the JPEG staff see.
 */

export interface IncomingFile {
  name: string;
  data: Buffer;
}

/** Stores the uploads privately under reserved ids, before the enquiry's transaction; a failure removes what was stored. */
export async function storeLeadPhotoOriginals(files: IncomingFile[]): Promise<number[]> {
  if (files.length === 0) return [];
  const ids = await reserveLeadPhotoIds(files.length);
  try {
    await mapLimit(
      files.map((file, index) => ({ id: ids[index]!, data: file.data })),
      3,
      (file) => mediaStore().put(leadPhotoPaths(file.id).original, file.data, 'application/octet-stream'),
    );
  } catch (error) {
    await discardLeadPhotos(ids);
    throw error;
  }
  return ids;
}

/** Inside the enquiry's transaction: each stored photo's row, in the order sent, and its job. */
export async function insertLeadPhotos(tx: Prisma.TransactionClient, leadId: number, ids: number[]): Promise<void> {
  for (const [orden, id] of ids.entries()) {
    await insertLeadPhoto(tx, { id, lead_id: leadId, orden });
    await enqueue('lead-photo', { photoId: id }, { tx });
  }
}

/** Removes every file of these photos (rolled back, or their enquiry gone); those already gone are fine. */
export function discardLeadPhotos(ids: number[]): Promise<void> {
  return mediaStore().remove(ids.flatMap((id) => Object.values(leadPhotoPaths(id))));
}

/**
 * The 'lead-photo' job: the JPEG and thumbnail of an enquiry's photo from its private original,
 * as media/process-original.ts describes; a damaged upload is recorded on the row for staff.
 */
export function makeLeadPhoto(photoId: number, logger: Logger): Promise<'ready' | 'failed' | 'gone'> {
  const paths = leadPhotoPaths(photoId);
  return processOriginal(
    {
      original: paths.original,
      state: () => findLeadPhoto(photoId),
      encode: encodeLeadPhoto,
      write: async (encoded) => {
        await Promise.all([mediaStore().put(paths.photo, encoded.photo, 'image/jpeg'), mediaStore().put(paths.thumb, encoded.thumb, 'image/jpeg')]);
      },
      markReady: (size) => markLeadPhotoReady(photoId, size),
      markFailed: (reason) => markLeadPhotoFailed(photoId, reason),
      discard: () => discardLeadPhotos([photoId]),
      originalLost: 'No se encontró el archivo original de la foto.',
    },
    logger,
    photoId,
  );
}
