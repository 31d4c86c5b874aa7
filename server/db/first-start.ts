import { randomBytes } from 'node:crypto';
import type { SeedOptions, SeedResult } from '../../prisma/seed.ts';
import type { Env } from '../config/env.ts';
import { backfillPhotoVariants } from '../media/backfill.ts';
import type { PrismaClient } from './client.ts';
import type { DbLogger } from './logger.ts';

/**
 * On a later start, in the background: the demo photos an interrupted first start left
 * unprocessed (SEED_DEMO=auto), then the variants older photos lack (server/media/backfill.ts).
 * The seed and its image renderer are loaded only here and on a demo first start, so a start
 * without the demo never loads them.
 */
async function completePhotos(prisma: PrismaClient, demo: boolean, logger: DbLogger): Promise<void> {
  try {
    if (demo) {
      const { resumeDemoPhotos } = await import('../../prisma/seed.ts');
      await resumeDemoPhotos(prisma, { logger });
    }
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

/**
 * The demo staff account's password: SEED_DEMO_PASSWORD when set (the browser tests, the
 * benchmark), else the published one in development; in production never the published one
 * (DEMO_STAFF.password, passed in by the caller that has loaded the seed), which anyone can
 * read in the README, but a random one, logged once.
 */
export function demoStaffPassword(config: Pick<Env, 'isProduction' | 'SEED_DEMO_PASSWORD'>, logger: DbLogger, published: string): string | undefined {
  const chosen = config.SEED_DEMO_PASSWORD;
  if (!config.isProduction) return chosen;
  if (chosen && chosen !== published) return chosen;
  if (chosen) logger.warn('SEED_DEMO_PASSWORD es la contraseña de demostración publicada: se usa una aleatoria');
  return randomBytes(18).toString('base64url');
}

/**
 * Seeds the demo data when SEED_DEMO=auto and the database holds no vehicle yet (the first
 * start of a fresh install); on later starts, finishes the demo photos an interrupted first
 * start left unprocessed and adds the variants older photos lack. Photos are processed in the background (progress and failures are
 * logged); the returned promise resolves once the rows exist, with the seed result or null.
 */
export async function seedOnFirstStart(
  prisma: PrismaClient,
  config: Pick<Env, 'SEED_DEMO' | 'isProduction' | 'APP_URL' | 'SEED_DEMO_PASSWORD'>,
  logger: DbLogger,
  seed: Omit<SeedOptions, 'logger' | 'staffPassword'> = {},
): Promise<SeedResult | null> {
  if ((await prisma.coche.count()) > 0) {
    void completePhotos(prisma, config.SEED_DEMO === 'auto', logger);
    return null;
  }
  if (config.SEED_DEMO === 'off') return null;
  logger.info('Primer arranque: creando los datos de demostración (vehículos, banners, usuario; fotos en segundo plano)…');
  const [{ seedDemo }, { DEMO_STAFF }] = await Promise.all([import('../../prisma/seed.ts'), import('../../prisma/seed/staff.ts')]);
  const staffPassword = demoStaffPassword(config, logger, DEMO_STAFF.password);
  const result = await seedDemo(prisma, { ...seed, logger, ...(staffPassword ? { staffPassword } : {}) });
  result.photos.catch((error: unknown) => logger.warn(`Fotos de demostración interrumpidas (se reanudan al arrancar de nuevo): ${String(error)}`));
  if (staffPassword === config.SEED_DEMO_PASSWORD) logger.info(`Acceso del personal de demostración: ${result.staff.email} con SEED_DEMO_PASSWORD`);
  else if (!config.isProduction) logger.info(`Acceso del personal de demostración: ${result.staff.email} / ${result.staff.password}`);
  else logger.warn(`Datos de demostración creados en producción; acceso: ${result.staff.email} / ${staffPassword} (contraseña aleatoria, no se volverá a mostrar)`);
  return result;
}
