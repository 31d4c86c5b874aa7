import { parseArgs } from 'node:util';
import { DEMO_VEHICLES, seedDemo } from '../../prisma/seed.ts';
import { DEMO_STAFF } from '../../prisma/seed/staff.ts';
import { env } from '../../server/config/env.ts';
import { createPrisma } from '../../server/db/client.ts';
import { demoStaffPassword } from '../../server/db/first-start.ts';
import { startDatabase } from '../../server/db/index.ts';
import { cliLogger, print, runCli } from './cli.ts';

/**
 * npm run db:seed [-- --vehicles N] [-- --no-photos]
 *
 * Migrates, then tops the demo data up to N vehicles (default 120). The first 120 get their own
 * photos from the real pipeline; further (benchmark) vehicles share those files. Safe to re-run.
 * A demo staff account it creates gets the same password as at a first start (never the
 * published one in production).
 */
async function main(): Promise<void> {
  const { values } = parseArgs({
    options: { vehicles: { type: 'string', default: String(DEMO_VEHICLES) }, 'no-photos': { type: 'boolean', default: false } },
  });
  const vehicles = Number(values.vehicles);
  if (!Number.isSafeInteger(vehicles) || vehicles < 0) throw new Error(`--vehicles debe ser un entero ≥ 0: ${values.vehicles}`);
  const database = await startDatabase(cliLogger);
  const prisma = createPrisma(database.connectionString);
  try {
    const staffPassword = demoStaffPassword(env(), cliLogger, DEMO_STAFF.password);
    const result = await seedDemo(prisma, { vehicles, photos: !values['no-photos'], logger: cliLogger, ...(staffPassword ? { staffPassword } : {}) });
    const fotos = await result.photos;
    const { coches, banners, precios } = result.created;
    print(`Añadidos: ${coches} vehículos, ${fotos} fotos, ${banners} banners, ${precios} precios históricos.`);
    print(`Acceso del personal: ${result.staff.email} / ${result.staff.password}`);
  } finally {
    await prisma.$disconnect();
    await database.stop();
  }
}

runCli(main);
