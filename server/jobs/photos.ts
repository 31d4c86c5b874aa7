import type { Logger } from 'pino';
import { db } from '../db/client.ts';
import { backfillPhotoVariants } from '../media/backfill.ts';
import { mediaStore } from '../media/store/media-store.ts';
import { enqueue } from './queue.ts';

/** Demo photos one job renders: a short job, so a stopped runner hands little back. */
const DEMO_BATCH = 24;

/**
 * The 'demo-photos' job: renders and processes a batch of the demo cars' photos that have no
 * files yet (a first start's, or those an interrupted run left), then queues the next batch.
 * Photos staff uploaded to a demo car are theirs to process (photo-variants), never rendered.
 * Queued only when the demo is on, and the seed and its renderer are loaded only here, so a
 * production runner never loads them.
 */
export async function completeDemoPhotos(logger: Logger): Promise<number> {
  const { resumeDemoPhotos } = await import('../../prisma/seed.ts');
  const done = await resumeDemoPhotos(db(), { logger, concurrency: 1, limit: DEMO_BATCH });
  // Another batch while this one found work; the one that finds none ends the chain.
  if (done > 0) await enqueue('demo-photos', {});
  return done;
}

/**
 * The mark of a finished backfill, in the media store (never served). Photos processed since
 * have every variant, so a start finding it checks no photo again: on a bucket a check is one
 * request per photo. A pipeline that adds a variant takes a new mark.
 */
export const BACKFILL_MARK = 'estado/variantes-avif-og';

/**
 * The 'photo-backfill' job: the variants that photos processed by older versions lack, once
 * (BACKFILL_MARK); a pass with a photo it could not rebuild leaves no mark, so the next start
 * tries again.
 */
export async function backfillAllPhotos(logger: Logger): Promise<number> {
  const store = mediaStore();
  if (await store.exists(BACKFILL_MARK)) return 0;
  const photos = await db().foto.findMany({ select: { id: true }, where: { width: { not: null } }, orderBy: { id: 'asc' } });
  let failed = 0;
  const rebuilt = await backfillPhotoVariants(
    photos.map((photo) => photo.id),
    (id, error) => {
      failed++;
      logger.warn({ err: error, photoId: id }, 'No se pudieron crear las variantes de una foto');
    },
  );
  if (rebuilt > 0) logger.info({ rebuilt }, 'Variantes de fotos antiguas creadas (AVIF e imagen para compartir)');
  if (failed === 0) await store.put(BACKFILL_MARK, Buffer.from(new Date().toISOString()), 'text/plain');
  return rebuilt;
}
