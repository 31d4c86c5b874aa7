import { createHmac, timingSafeEqual } from 'node:crypto';
import { env } from '../config/env.ts';

/**
 * The photos of deleted and inactive cars are not public (their ids are sequential, so they
 * could be walked); staff pages carry signed URLs (?k=…) that open such a photo for them.
 */

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
