import path from 'node:path';
import sharp from 'sharp';
import { env } from '../../server/config/env.ts';
import { processVehiclePhoto } from '../../server/media/photos.ts';
import { sql } from './e2e-db.ts';

/** The e2e server's storage (playwright.config.ts), where the photo pipeline must write. */
const E2E_STORAGE = 'storage/e2e';

/** A plain studio-grey image whose shade tells one photo from another. */
const fixtureImage = (photoId: number) =>
  sharp({ create: { width: 1200, height: 800, channels: 3, background: { r: 90 + (photoId % 120), g: 96, b: 104 } } })
    .jpeg({ quality: 80 })
    .toBuffer();

/**
 * Processes now, through the real photo pipeline and with fixture images, the photos of these
 * demo cars that the e2e server has not processed yet (a fresh database processes them in the
 * background, over minutes): their first `perCar` photos, or all. Processed ones are left alone.
 */
export async function processPhotosNow(slugs: string[], perCar?: number): Promise<void> {
  process.env.STORAGE_DIR ??= E2E_STORAGE;
  if (env().storageDir !== path.resolve(E2E_STORAGE)) throw new Error(`The photo pipeline writes to ${env().storageDir}, not to ${E2E_STORAGE}`);
  const pending = await sql<{ id: number }>(
    'SELECT f.id FROM fotos f JOIN coches c ON c.id = f.coche_id WHERE c.slug = ANY($1) AND f.width IS NULL AND ($2::int IS NULL OR f.orden <= $2) ORDER BY f.id',
    [slugs, perCar ?? null],
  );
  for (const { id } of pending) {
    const { width, height } = await processVehiclePhoto(await fixtureImage(id), id);
    await sql('UPDATE fotos SET width = $1, height = $2 WHERE id = $3 AND width IS NULL', [width, height, id]);
  }
}
