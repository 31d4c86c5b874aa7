import { ValidationError } from '../../lib/errors.ts';
import { enqueue } from '../../jobs/queue.ts';
import { checkUpload } from '../../media/decode.ts';
import { deleteVehiclePhotoFiles, type EncodedPhoto, MediaError, PHOTO_FIELD, PHOTO_FILE_NAME, writeVehiclePhoto } from '../../media/photos.ts';
import { vehiclePhotoPaths } from '../../media/storage.ts';
import { mediaStore } from '../../media/store/media-store.ts';
import { insertPhotoRow } from './stock.queries.ts';
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
 * Checks each photo of a staff form by its content, reading headers only (JPEG, PNG or WebP,
 * at most 50 MP), so the request answers in milliseconds, not seconds per photo. Every rejected
 * photo is reported under 'fotos', named.
 */
export async function checkPhotos(photos: IncomingPhoto[]): Promise<void> {
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

/**
 * Inside a car's transaction, for checked uploads: one row per photo, processing (no size
 * yet), its original stored privately, and its 'photo-variants' job queued in the same
 * transaction (photo-variants.ts makes the variants). `written` collects the ids whose original
 * may be stored, so the caller can remove them if the transaction fails.
 */
export async function storeUploadedPhotos(tx: Prisma.TransactionClient, cocheId: number, photos: IncomingPhoto[], written: number[]): Promise<void> {
  for (const photo of photos) {
    const row = await insertPhotoRow(tx, { coche_id: cocheId, orden: photo.order });
    written.push(row.id);
    await mediaStore().put(vehiclePhotoPaths(row.id).original, photo.data, 'application/octet-stream');
    await enqueue('photo-variants', { photoId: row.id }, { tx });
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
