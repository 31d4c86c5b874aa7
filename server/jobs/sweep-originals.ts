import { db } from '../db/client.ts';
import { BANNER_ORIGINALS, PHOTO_ORIGINALS } from '../media/storage.ts';
import { mediaStore } from '../media/store/media-store.ts';

/**
 * An original younger than this may belong to a save still under way (stored, its row not yet
 * committed), so the sweep leaves it.
 */
export const ORIGINAL_GRACE_MS = 60 * 60_000;

/**
 * Removes the uploaded originals no job will ever process: those whose save failed without
 * cleaning up (its process died between storing them and committing), and any left by a job
 * that stopped before removing its own. A photo's original stays while its photo is still
 * processing, a banner's while the banner names it. Returns how many went.
 */
export async function sweepOriginals(now = Date.now()): Promise<number> {
  const store = mediaStore();
  const old = (keys: { key: string; modified: Date }[]) => keys.filter((item) => now - item.modified.getTime() > ORIGINAL_GRACE_MS).map((item) => item.key);
  const [photoKeys, bannerKeys] = await Promise.all([store.list(PHOTO_ORIGINALS).then(old), store.list(BANNER_ORIGINALS).then(old)]);

  const photoIds = photoKeys.map((key) => Number(key.slice(PHOTO_ORIGINALS.length))).filter((id) => Number.isSafeInteger(id) && id > 0);
  const processing = new Set(
    (await db().foto.findMany({ select: { id: true }, where: { id: { in: photoIds }, width: null, error: null } })).map((photo) => photo.id),
  );
  const named = new Set(
    (await db().banner.findMany({ select: { image_original: true }, where: { image_original: { in: bannerKeys } } })).map((banner) => banner.image_original),
  );
  const orphans = [
    ...photoKeys.filter((key) => !processing.has(Number(key.slice(PHOTO_ORIGINALS.length)))),
    ...bannerKeys.filter((key) => !named.has(key)),
  ];
  if (orphans.length > 0) await store.remove(orphans);
  return orphans.length;
}
