import { ValidationError } from '../../lib/errors.ts';
import { deleteVehiclePhotoFiles, encodeVehiclePhoto, type EncodedPhoto, MediaError, PHOTO_FIELD, PHOTO_FILE_NAME, writeVehiclePhoto } from '../../media/photos.ts';
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
 * Runs each photo through the pipeline's checks and encoders, one at a time (each already
 * encodes its variants in parallel). Every rejected photo is reported under 'fotos', named.
 */
export async function encodePhotos(photos: IncomingPhoto[]): Promise<(EncodedPhoto & { order: number })[]> {
  const encoded: (EncodedPhoto & { order: number })[] = [];
  const problems: string[] = [];
  for (const photo of photos) {
    try {
      encoded.push({ ...(await encodeVehiclePhoto(photo.data)), order: photo.order });
    } catch (error) {
      if (!(error instanceof MediaError)) throw error;
      problems.push(`${photo.name.slice(0, 100)}: ${error.message}`);
    }
  }
  if (problems.length > 0) throw new ValidationError({ [PHOTO_FIELD]: problems });
  return encoded;
}

/**
 * Inside a car's transaction: one row per photo, then its files. `written` collects the ids
 * whose files may exist, so the caller can remove them if the transaction fails.
 */
export async function storePhotos(tx: Prisma.TransactionClient, cocheId: number, photos: (EncodedPhoto & { order: number })[], written: number[]): Promise<void> {
  for (const photo of photos) {
    const row = await insertPhotoRow(tx, { coche_id: cocheId, orden: photo.order, width: photo.width, height: photo.height });
    written.push(row.id);
    await writeVehiclePhoto(photo, row.id);
  }
}

/** Removes the files of photos whose rows were rolled back. */
export async function discardPhotoFiles(ids: number[]): Promise<void> {
  await Promise.allSettled(ids.map((id) => deleteVehiclePhotoFiles(id)));
}
