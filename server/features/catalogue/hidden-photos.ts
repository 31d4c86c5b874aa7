import { recentCatalogueVersion } from '../../core/catalogue-version.ts';
import { VersionedCache } from '../../core/versioned-cache.ts';
import { hiddenPhotoIds } from './cars.queries.ts';

/**
 * The photos of deleted and inactive cars are not public (their ids are sequential, so they
 * could be walked). Every instance keeps the set of hidden photo ids for the current catalogue
 * version, and reads the version at most once a CHECK_MS, so a car hidden or shown again is
 * seen by every instance within that time, without a query per image. A failed read keeps the
 * last set read.
 */
const CHECK_MS = 1_000;

const hidden = new VersionedCache<ReadonlySet<number>>(1, { keepLastOnError: true });

/** Whether a photo's car is deleted or inactive. */
export async function isHiddenPhoto(photoId: number): Promise<boolean> {
  const version = await recentCatalogueVersion(CHECK_MS);
  const ids = await hidden.get(version, 'hidden', async () => new Set(await hiddenPhotoIds()));
  return ids.has(photoId);
}
