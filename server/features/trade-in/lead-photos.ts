import { randomBytes } from 'node:crypto';
import type { Logger } from 'pino';
import { mapLimit } from '../../lib/map-limit.ts';
import { enqueue } from '../../jobs/queue.ts';
import { encodeUncroppedPhoto } from '../../media/photos.ts';
import { processOriginal } from '../../media/process-original.ts';
import { LEAD_PHOTO_ORIGINALS, leadPhotoPaths } from '../../media/storage.ts';
import { mediaStore } from '../../media/store/media-store.ts';
import type { Prisma } from '../../db/client.ts';
import { findLeadPhoto, insertLeadPhoto, markLeadPhotoFailed, markLeadPhotoReady, reserveLeadPhotoIds } from './lead-photos.queries.ts';

/**
 * The photos of an enquiry, private to staff. The visitor's request only checks each upload's
 * header (stock-photos.ts checkPhotos) and stores it; the 'lead-photo' job decodes it and writes
 * the JPEG staff see, under a name with a random part.
 */

/** An uploaded photo: its name as the visitor's device gave it, and the temp file it was written to. */
export interface IncomingFile {
  name: string;
  data: string;
}

/** A stored original, its row still to be written. */
export interface StoredLeadPhoto {
  id: number;
  clave: string;
}

/** Stores the uploads privately under reserved ids, before the enquiry's transaction; a failure removes what was stored. */
export async function storeLeadPhotoOriginals(files: IncomingFile[]): Promise<StoredLeadPhoto[]> {
  if (files.length === 0) return [];
  const ids = await reserveLeadPhotoIds(files.length);
  const stored = files.map((file, index) => ({ id: ids[index]!, clave: randomBytes(12).toString('hex'), file: file.data }));
  try {
    await mapLimit(stored, 3, (photo) => mediaStore().putFile(`${LEAD_PHOTO_ORIGINALS}${photo.id}`, photo.file, 'application/octet-stream'));
  } catch (error) {
    await discardLeadPhotos(stored);
    throw error;
  }
  return stored.map(({ id, clave }) => ({ id, clave }));
}

/** Inside the enquiry's transaction: each stored photo's row, in the order sent, and its job. */
export async function insertLeadPhotos(tx: Prisma.TransactionClient, leadId: number, photos: StoredLeadPhoto[]): Promise<void> {
  for (const [orden, photo] of photos.entries()) {
    await insertLeadPhoto(tx, { ...photo, lead_id: leadId, orden });
    await enqueue('lead-photo', { photoId: photo.id }, { tx });
  }
}

/** Removes every file of these photos (rolled back, or their enquiry gone); those already gone are fine. */
export function discardLeadPhotos(photos: StoredLeadPhoto[]): Promise<void> {
  return mediaStore().remove(photos.flatMap((photo) => Object.values(leadPhotoPaths(photo))));
}

/**
 * The 'lead-photo' job: the JPEG and thumbnail of an enquiry's photo from its private original,
 * as media/process-original.ts describes; a damaged upload is recorded on the row for staff. A
 * photo whose row is gone leaves only its original, which the housekeeping sweeps.
 */
export async function makeLeadPhoto(photoId: number, logger: Logger): Promise<'ready' | 'failed' | 'gone'> {
  const row = await findLeadPhoto(photoId);
  if (!row) {
    await mediaStore().remove([`${LEAD_PHOTO_ORIGINALS}${photoId}`]);
    return 'gone';
  }
  const paths = leadPhotoPaths(row);
  return processOriginal(
    {
      original: paths.original,
      state: () => findLeadPhoto(photoId),
      encode: encodeUncroppedPhoto,
      write: async (encoded) => {
        await Promise.all([mediaStore().put(paths.photo, encoded.photo, 'image/jpeg'), mediaStore().put(paths.thumb, encoded.thumb, 'image/jpeg')]);
      },
      markReady: (size) => markLeadPhotoReady(photoId, size),
      markFailed: (reason) => markLeadPhotoFailed(photoId, reason),
      discard: () => discardLeadPhotos([row]),
      originalLost: 'No se encontró el archivo original de la foto.',
    },
    logger,
    photoId,
  );
}

/** A ready photo's file for staff: its JPEG or thumbnail; null when the row or the file is gone. */
export async function leadPhotoFile(photoId: number, thumb: boolean): Promise<Buffer | null> {
  const row = await findLeadPhoto(photoId);
  if (!row || row.width === null) return null;
  const paths = leadPhotoPaths(row);
  return mediaStore().read(thumb ? paths.thumb : paths.photo);
}
