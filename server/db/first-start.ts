import { randomBytes } from 'node:crypto';
import { resumeDemoPhotos, type SeedOptions, type SeedResult, seedDemo } from '../../prisma/seed.ts';
import type { Env } from '../config/env.ts';
import { backfillPhotoVariants } from '../media/backfill.ts';
import type { PrismaClient } from './client.ts';
import type { DbLogger } from './logger.ts';

/**
 * On a later start, in the background: the demo photos an interrupted first start left
 * unprocessed (SEED_DEMO=auto), then the variants older photos lack (server/media/backfill.ts).
 */
async function completePhotos(prisma: PrismaClient, demo: boolean, logger: DbLogger): Promise<void> {
  try {
    if (demo) await resumeDemoPhotos(prisma, { logger });
    const photos = await prisma.foto.findMany({ select: { id: true }, where: { width: { not: null } }, orderBy: { id: 'asc' } });
    const rebuilt = await backfillPhotoVariants(
      photos.map((photo) => photo.id),
      (id, error) => logger.warn(`Foto ${id}: no se pudieron crear sus variantes: ${String(error)}`),
    );
    if (rebuilt > 0) logger.info(`Variantes de ${rebuilt} fotos creadas (AVIF e imagen para compartir)`);
  } catch (error) {
    logger.warn(`Fotos interrumpidas (se reanudan al arrancar de nuevo): ${String(error)}`);
  }
}

/** Whether the site's public address is this machine (localhost), not one others reach. */
function servesLocally(appUrl: string | undefined): boolean {
  if (!appUrl) return true;
  const host = new URL(appUrl).hostname;
  return host === 'localhost' || host === '127.0.0.1' || host === '[::1]';
}

/**
 * Seeds the demo data when SEED_DEMO=auto and the database holds no vehicle yet (the first
 * start of a fresh install); on later starts, finishes the demo photos an interrupted first
 * start left unprocessed and adds the variants older photos lack. Photos are processed in the background (progress and failures are
 * logged); the returned promise resolves once the rows exist, with the seed result or null.
 */
export async function seedOnFirstStart(
  prisma: PrismaClient,
  config: Pick<Env, 'SEED_DEMO' | 'isProduction' | 'APP_URL'>,
  logger: DbLogger,
  seed: Omit<SeedOptions, 'logger' | 'staffPassword'> = {},
): Promise<SeedResult | null> {
  if ((await prisma.coche.count()) > 0) {
    void completePhotos(prisma, config.SEED_DEMO === 'auto', logger);
    return null;
  }
  if (config.SEED_DEMO === 'off') return null;
  logger.info('Primer arranque: creando los datos de demostración (vehículos, banners, usuario; fotos en segundo plano)…');
  // A production site others can reach (SEED_DEMO=auto set on purpose, e.g. a staging site)
  // must not open its back office with the published demo password; a local production build
  // (the browser tests, the benchmark) keeps it.
  const staffPassword = config.isProduction && !servesLocally(config.APP_URL) ? randomBytes(18).toString('base64url') : undefined;
  const result = await seedDemo(prisma, { ...seed, logger, ...(staffPassword ? { staffPassword } : {}) });
  result.photos.catch((error: unknown) => logger.warn(`Fotos de demostración interrumpidas (se reanudan al arrancar de nuevo): ${String(error)}`));
  logger.info(`Acceso del personal de demostración: ${result.staff.email} / ${result.staff.password}`);
  if (staffPassword) logger.warn('Datos de demostración creados en producción, con una contraseña aleatoria (la de arriba, que no se volverá a mostrar)');
  return result;
}
