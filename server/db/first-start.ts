import { randomBytes } from 'node:crypto';
import type { SeedOptions, SeedResult } from '../../prisma/seed.ts';
import type { Env } from '../config/env.ts';
import type { PrismaClient } from './client.ts';
import type { DbLogger } from './logger.ts';

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
 * start of a fresh install). The cars' photos get their rows only: the 'demo-photos' job every
 * start queues (jobs/start.ts) processes them. Resolves once the rows exist, with the seed result or null.
 */
export async function seedOnFirstStart(
  prisma: PrismaClient,
  config: Pick<Env, 'SEED_DEMO' | 'isProduction' | 'APP_URL' | 'SEED_DEMO_PASSWORD'>,
  logger: DbLogger,
  seed: Omit<SeedOptions, 'logger' | 'staffPassword'> = {},
): Promise<SeedResult | null> {
  if ((await prisma.coche.count()) > 0 || config.SEED_DEMO === 'off') return null;
  logger.info('Primer arranque: creando los datos de demostración (vehículos, banners, usuario; fotos en segundo plano)…');
  const [{ seedDemo }, { DEMO_STAFF }] = await Promise.all([import('../../prisma/seed.ts'), import('../../prisma/seed/staff.ts')]);
  const staffPassword = demoStaffPassword(config, logger, DEMO_STAFF.password);
  const result = await seedDemo(prisma, { ...seed, logger, processPhotos: false, ...(staffPassword ? { staffPassword } : {}) });
  if (staffPassword === config.SEED_DEMO_PASSWORD) logger.info(`Acceso del personal de demostración: ${result.staff.email} con SEED_DEMO_PASSWORD`);
  else if (!config.isProduction) logger.info(`Acceso del personal de demostración: ${result.staff.email} / ${result.staff.password}`);
  else logger.warn(`Datos de demostración creados en producción; acceso: ${result.staff.email} / ${staffPassword} (contraseña aleatoria, no se volverá a mostrar)`);
  return result;
}
