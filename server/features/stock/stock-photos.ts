import { ValidationError } from '../../lib/errors.ts';
import { enqueue } from '../../jobs/queue.ts';
import { checkUpload } from '../../media/decode.ts';
import { deleteVehiclePhotoFiles, type EncodedPhoto, MediaError, PHOTO_FIELD, PHOTO_FILE_NAME, writeVehiclePhoto } from '../../media/photos.ts';
import { vehiclePhotoPaths } from '../../media/storage.ts';
import { mediaStore } from '../../media/store/media-store.ts';
import { mapLimit } from '../../lib/map-limit.ts';
import { insertPhotoRow, reservePhotoIds } from './stock.queries.ts';
import type { Prisma } from '../../db/client.ts';

/**
 * The photos of a vehicle form: fotos[i][file] with fotos[i][order] (or fotos[][file] with
 * fotos[][order], paired by position). A missing or malformed order takes the default the
 * form would have sent: `firstOrder` plus the photo's position.
 */

export interface IncomingPhoto {
  name: string;
  data: Buffer;
  order: number;
}

const MAX_ORDER = 10_000;

/** body.fotos as multer's append-field builds it: an array, or an object keyed by index. */
function orderEntries(fotos: unknown): unknown[] {
  if (Array.isArray(fotos)) return fotos;
  if (typeof fotos !== 'object' || fotos === null) return [];
  const entries: unknown[] = [];
  for (const [key, value] of Object.entries(fotos)) if (/^\d{1,3}$/.test(key)) entries[Number(key)] = value;
  return entries;
}

function orderOf(entry: unknown): number | null {
  const raw = typeof entry === 'object' && entry !== null ? (entry as { order?: unknown }).order : undefined;
  const value = typeof raw === 'string' && /^\d{1,5}$/.test(raw.trim()) ? Number(raw) : NaN;
  return Number.isInteger(value) && value <= MAX_ORDER ? value : null;
}

export function incomingPhotos(files: Express.Multer.File[] | undefined, body: unknown, firstOrder: number): IncomingPhoto[] {
  const fields = (body ?? {}) as { fotos?: unknown; 'fotos[][order]'?: unknown };
  const indexed = orderEntries(fields.fotos);
  // append-field keeps repeated 'fotos[][order]' fields as they came, under that literal name.
  const positional = [fields['fotos[][order]']].flat().map((order) => ({ order }));
  return (files ?? [])
    .filter((file) => PHOTO_FILE_NAME.test(file.fieldname))
    .map((file, position) => {
      const index = PHOTO_FILE_NAME.exec(file.fieldname)?.[1];
      const entry = index ? indexed[Number(index)] : positional[position];
      return { name: file.originalname, data: file.buffer, order: orderOf(entry) ?? Math.min(firstOrder + position, MAX_ORDER) };
    });
}

/**
 * Checks each photo of a form (staff's, or the trade-in's) by its content, reading headers only (JPEG, PNG or WebP,
 * at most 50 MP), so the request answers in milliseconds, not seconds per photo. Every rejected
 * photo is reported under 'fotos', named.
 */
export async function checkPhotos(photos: readonly { name: string; data: Buffer | string }[]): Promise<void> {
  const problems: string[] = [];
  for (const photo of photos) {
    try {
      await checkUpload(photo.data, PHOTO_FIELD);
    } catch (error) {
      if (!(error instanceof MediaError)) throw error;
      problems.push(`${photo.name.slice(0, 100)}: ${error.message}`);
    }
  }
  if (problems.length > 0) throw new ValidationError({ [PHOTO_FIELD]: problems });
}

/** A checked upload whose original is stored under its photo's reserved id, its row still to be written. */
export interface StoredPhoto {
  id: number;
  order: number;
}

/** How many originals are stored at once (each a write to the media store). */
const STORE_CONCURRENCY = 4;

/**
 * Before a car's transaction, for checked uploads: takes an id for each photo and stores its
 * original privately under it, so the transaction writes rows only. A failure removes what was
 * stored. The caller removes them (discardPhotoFiles) if the transaction then fails; an original
 * a crash leaves without a row is swept by the housekeeping (jobs/uploads.ts).
 */
export async function storePhotoOriginals(photos: IncomingPhoto[]): Promise<StoredPhoto[]> {
  if (photos.length === 0) return [];
  const ids = await reservePhotoIds(photos.length);
  const stored = photos.map((photo, index) => ({ id: ids[index]!, order: photo.order, data: photo.data }));
  try {
    await mapLimit(stored, STORE_CONCURRENCY, (photo) => mediaStore().put(vehiclePhotoPaths(photo.id).original, photo.data, 'application/octet-stream'));
  } catch (error) {
    await discardPhotoFiles(ids);
    throw error;
  }
  return stored.map(({ id, order }) => ({ id, order }));
}

/** Inside the car's transaction: each stored photo's row, processing (no size yet), and its 'photo-variants' job. */
export async function insertStoredPhotos(tx: Prisma.TransactionClient, cocheId: number, photos: StoredPhoto[]): Promise<void> {
  for (const photo of photos) {
    await insertPhotoRow(tx, { id: photo.id, coche_id: cocheId, orden: photo.order });
    await enqueue('photo-variants', { photoId: photo.id }, { tx });
  }
}

/**
 * Inside an import's transaction: one row per encoded photo, then its variants. `written`
 * collects the ids whose files may exist, so the caller can remove them if the transaction fails.
 */
export async function storeEncodedPhotos(tx: Prisma.TransactionClient, cocheId: number, photos: (EncodedPhoto & { order: number })[], written: number[]): Promise<void> {
  for (const photo of photos) {
    const row = await insertPhotoRow(tx, { coche_id: cocheId, orden: photo.order, width: photo.width, height: photo.height });
    written.push(row.id);
    await writeVehiclePhoto(photo, row.id);
  }
}

/** Removes the files (and originals) of photos whose rows were rolled back. */
export async function discardPhotoFiles(ids: number[]): Promise<void> {
  await Promise.allSettled(ids.map((id) => deleteVehiclePhotoFiles(id)));
}
