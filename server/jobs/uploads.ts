import { db } from '../db/client.ts';
import { removeStaleEntries } from '../lib/stale-files.ts';
import { markBannerImageFailed } from '../features/banners/index.ts';
import { markPhotoFailed } from '../features/stock/index.ts';
import { discardOrphanDetails, markDetailFailed, processingDetails } from '../features/car-history/index.ts';
import { existingLeadPhotos, markLeadPhotoFailed, processingLeadPhotos } from '../features/trade-in/index.ts';
import { BANNER_ORIGINALS, bannerImageOf, DETAIL_ORIGINALS, DGT_REPORTS, dgtReportPath, LEAD_PHOTO_ORIGINALS, LEAD_PHOTOS, PHOTO_ORIGINALS } from '../media/storage.ts';
import { mediaStore, type StoredKey } from '../media/store/media-store.ts';
import { uploadTempDir } from '../media/videos.ts';
import { enqueue } from './queue.ts';

/**
 * A file younger than this may belong to a save or a job still under way (stored, its row not
 * yet committed), so it is never removed before.
 */
export const UPLOAD_GRACE_MS = 60 * 60_000;

/**
 * An original whose photo or banner is still processing after this long has lost its job (its
 * retries ran out while the store or the database was down): it is queued again.
 */
export const STALLED_MS = 15 * 60_000;

/** Past this, a processing image is given up: staff see why and upload it again. */
export const GIVE_UP_MS = 24 * 60 * 60_000;

const GAVE_UP = 'No se pudo procesar la imagen tras varios intentos. Vuelve a subirla.';
/** The same for a visitor's photo, which staff cannot upload again. */
const LEAD_PHOTO_GAVE_UP = 'No se pudo procesar esta foto tras varios intentos. Pide al cliente que la envíe de nuevo.';

/**
 * Removes the upload temp files older than UPLOAD_GRACE_MS: a request removes its own before it
 * answers (http/upload-guards.ts), so only a process that died mid-request leaves any. Returns
 * how many went.
 */
export function sweepTempUploads(now = Date.now()): Promise<number> {
  return removeStaleEntries(uploadTempDir(), UPLOAD_GRACE_MS, now);
}

/**
 * The housekeeping of uploads (car photos, banner images, enquiry photos, close-ups, DGT reports,
 * and the temp files of uploads under way). Originals no job will ever process go, and so do banner image
 * files no banner names and report files no car's report names: a save whose process died between storing them and committing, or a
 * job that stopped before removing its own (past UPLOAD_GRACE_MS). The originals of photos
 * and banners still processing stay, and are queued again once stalled (past STALLED_MS; a job
 * already waiting is not queued twice), until GIVE_UP_MS, when they are marked failed.
 */
export async function tendUploads(now = Date.now()): Promise<{ removed: number; requeued: number }> {
  const store = mediaStore();
  const [photoKeys, bannerKeys, bannerFiles, leadPhotoKeys, leadPhotoFiles, reportFiles, detailKeys] = await Promise.all([
    store.list(PHOTO_ORIGINALS),
    store.list(BANNER_ORIGINALS),
    store.list('banners/'),
    store.list(LEAD_PHOTO_ORIGINALS),
    store.list(LEAD_PHOTOS),
    store.list(DGT_REPORTS),
    store.list(DETAIL_ORIGINALS),
  ]);
  const photoId = (key: string) => Number(key.slice(PHOTO_ORIGINALS.length));
  const leadPhotoId = (key: string) => Number(key.slice(LEAD_PHOTO_ORIGINALS.length));
  const leadPhotosProcessing = await processingLeadPhotos(leadPhotoKeys.map((item) => leadPhotoId(item.key)).filter((id) => Number.isSafeInteger(id) && id > 0));
  const processing = new Set(
    (
      await db().foto.findMany({
        select: { id: true },
        where: { id: { in: photoKeys.map((item) => photoId(item.key)).filter((id) => Number.isSafeInteger(id) && id > 0) }, width: null, error: null },
      })
    ).map((photo) => photo.id),
  );
  const banners = await db().banner.findMany({ select: { id: true, image_path: true, image_original: true } });
  const waiting = new Map(banners.map((banner) => [banner.image_original, banner.id]));
  const named = new Set(banners.map((banner) => banner.image_path));

  const age = (item: StoredKey) => now - item.modified.getTime();
  const orphans: string[] = [];
  let requeued = 0;
  /** An upload still processing: queued again once stalled, given up once too old. */
  const tend = async (item: StoredKey, requeue: () => Promise<void>, giveUp: () => Promise<void>) => {
    if (age(item) > GIVE_UP_MS) await giveUp();
    else if (age(item) > STALLED_MS) {
      await requeue();
      requeued++;
    }
  };
  for (const item of photoKeys) {
    const id = photoId(item.key);
    if (processing.has(id)) await tend(item, () => enqueue('photo-variants', { photoId: id }), () => markPhotoFailed(id, GAVE_UP));
    else if (age(item) > UPLOAD_GRACE_MS) orphans.push(item.key);
  }
  for (const item of leadPhotoKeys) {
    const id = leadPhotoId(item.key);
    if (leadPhotosProcessing.has(id)) await tend(item, () => enqueue('lead-photo', { photoId: id }), () => markLeadPhotoFailed(id, LEAD_PHOTO_GAVE_UP));
    else if (age(item) > UPLOAD_GRACE_MS) orphans.push(item.key);
  }
  // An enquiry's photo files outlive neither the enquiry nor its photo.
  const fileId = (key: string) => Number(/^(\d+)-/.exec(key.slice(LEAD_PHOTOS.length))?.[1]);
  const withRow = await existingLeadPhotos(leadPhotoFiles.map((item) => fileId(item.key)).filter((id) => Number.isSafeInteger(id) && id > 0));
  for (const item of leadPhotoFiles) if (!withRow.has(fileId(item.key)) && age(item) > UPLOAD_GRACE_MS) orphans.push(item.key);
  for (const item of bannerKeys) {
    const bannerId = waiting.get(item.key);
    if (bannerId !== undefined) await tend(item, () => enqueue('banner-variants', { bannerId }), () => markBannerImageFailed(bannerId, item.key, GAVE_UP));
    else if (age(item) > UPLOAD_GRACE_MS) orphans.push(item.key);
  }
  for (const item of bannerFiles) {
    const image = bannerImageOf(item.key);
    if (image && !named.has(image) && age(item) > UPLOAD_GRACE_MS) orphans.push(item.key);
  }
  // A car's close-ups: the originals still to make, and the close-ups nothing shows any more.
  const detailId = (key: string) => Number(key.slice(DETAIL_ORIGINALS.length));
  const detailsProcessing = await processingDetails(detailKeys.map((item) => detailId(item.key)).filter((id) => Number.isSafeInteger(id) && id > 0));
  for (const item of detailKeys) {
    const id = detailId(item.key);
    if (detailsProcessing.has(id)) await tend(item, () => enqueue('detail-photo', { detalleId: id }), () => markDetailFailed(id, GAVE_UP));
    else if (age(item) > UPLOAD_GRACE_MS) orphans.push(item.key);
  }
  await discardOrphanDetails(new Date(now - UPLOAD_GRACE_MS));
  const reports = new Set((await db().informeDgt.findMany({ select: { coche_id: true, clave: true } })).map(dgtReportPath));
  for (const item of reportFiles) if (!reports.has(item.key) && age(item) > UPLOAD_GRACE_MS) orphans.push(item.key);
  if (orphans.length > 0) await store.remove(orphans);
  return { removed: orphans.length + (await sweepTempUploads(now)), requeued };
}
