import { db } from '../db/client.ts';
import { BANNER_ORIGINALS, PHOTO_ORIGINALS } from '../media/storage.ts';
import { mediaStore, type StoredKey } from '../media/store/media-store.ts';
import { enqueue } from './queue.ts';

/**
 * An original younger than this may belong to a save still under way (stored, its row not yet
 * committed), so it is never removed before.
 */
export const ORIGINAL_GRACE_MS = 60 * 60_000;

/**
 * An original whose photo or banner is still processing after this long has lost its job (its
 * retries ran out while the store or the database was down): it is queued again.
 */
export const STALLED_MS = 15 * 60_000;

/**
 * The housekeeping of uploaded originals. Those no job will ever process go: a save whose
 * process died between storing them and committing, or a job that stopped before removing its
 * own (past ORIGINAL_GRACE_MS). Those whose photo or banner is still processing stay, and are
 * queued again once stalled (past STALLED_MS; a job already waiting is not queued twice).
 */
export async function tendOriginals(now = Date.now()): Promise<{ removed: number; requeued: number }> {
  const store = mediaStore();
  const [photoKeys, bannerKeys] = await Promise.all([store.list(PHOTO_ORIGINALS), store.list(BANNER_ORIGINALS)]);
  const photoId = (key: string) => Number(key.slice(PHOTO_ORIGINALS.length));
  const processing = new Set(
    (
      await db().foto.findMany({
        select: { id: true },
        where: { id: { in: photoKeys.map((item) => photoId(item.key)).filter((id) => Number.isSafeInteger(id) && id > 0) }, width: null, error: null },
      })
    ).map((photo) => photo.id),
  );
  const waiting = new Map(
    (await db().banner.findMany({ select: { id: true, image_original: true }, where: { image_original: { in: bannerKeys.map((item) => item.key) } } })).map((banner) => [
      banner.image_original,
      banner.id,
    ]),
  );

  const age = (item: StoredKey) => now - item.modified.getTime();
  const orphans: string[] = [];
  let requeued = 0;
  for (const item of photoKeys) {
    const id = photoId(item.key);
    if (!processing.has(id)) {
      if (age(item) > ORIGINAL_GRACE_MS) orphans.push(item.key);
    } else if (age(item) > STALLED_MS) {
      await enqueue('photo-variants', { photoId: id });
      requeued++;
    }
  }
  for (const item of bannerKeys) {
    const bannerId = waiting.get(item.key);
    if (bannerId === undefined) {
      if (age(item) > ORIGINAL_GRACE_MS) orphans.push(item.key);
    } else if (age(item) > STALLED_MS) {
      await enqueue('banner-variants', { bannerId });
      requeued++;
    }
  }
  if (orphans.length > 0) await store.remove(orphans);
  return { removed: orphans.length, requeued };
}
