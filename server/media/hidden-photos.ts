import { createHmac, timingSafeEqual } from 'node:crypto';
import { env } from '../config/env.ts';
import { catalogueVersion, hiddenPhotoIds } from './hidden-photos.queries.ts';

/**
 * The photos of deleted and inactive cars are not public (their ids are sequential, so they
 * could be walked). Every instance keeps the set of hidden photo ids for the current catalogue
 * version, and reads the version at most once a CHECK_MS, so a car hidden or shown again is
 * seen by every instance within that time, without a query per image. Staff pages carry
 * signed URLs (?k=…) that open a hidden photo for them.
 */
const CHECK_MS = 1_000;

let state: { version: string | null; hidden: ReadonlySet<number>; checkedAt: number } | null = null;
let refreshing: Promise<ReadonlySet<number>> | null = null;

async function refresh(): Promise<ReadonlySet<number>> {
  const version = await catalogueVersion();
  const hidden = state && state.version === version ? state.hidden : new Set(await hiddenPhotoIds());
  state = { version, hidden, checkedAt: Date.now() };
  return hidden;
}

/** Whether a photo's car is deleted or inactive. A failed check keeps the last known set. */
export async function isHiddenPhoto(photoId: number): Promise<boolean> {
  if (!state || Date.now() - state.checkedAt >= CHECK_MS) {
    refreshing ??= refresh().finally(() => {
      refreshing = null;
    });
    try {
      await refreshing;
    } catch (error) {
      if (!state) throw error;
    }
  }
  return state!.hidden.has(photoId);
}

/** The key that opens one photo for staff (HMAC of its id, with a key derived from SESSION_SECRET). */
export function staffPhotoKey(photoId: number): string {
  const key = createHmac('sha256', env().sessionSecret).update('gtcars:fotos-personal').digest();
  return createHmac('sha256', key).update(String(photoId)).digest('base64url').slice(0, 22);
}

export function validStaffPhotoKey(photoId: number, given: unknown): boolean {
  if (typeof given !== 'string') return false;
  const expected = Buffer.from(staffPhotoKey(photoId));
  const presented = Buffer.from(given);
  return presented.length === expected.length && timingSafeEqual(presented, expected);
}
