import { existsSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../../../prisma/seed.ts';
import { DEMO_SALESPEOPLE, DEMO_STAFF } from '../../../prisma/seed/staff.ts';
import { createPrisma, type PrismaClient } from '../../../server/db/client.ts';
import { dropDatabase, ensureDatabase, withDatabase } from '../../../server/db/database.ts';
import { migrate } from '../../../server/db/migrate.ts';
import { bcryptCost } from '../../../server/features/auth/passwords.ts';
import { MIGRATIONS_DIR } from '../../../server/db/schema-engine.ts';
import { storagePath, vehiclePhotoPaths } from '../../../server/media/storage.ts';
import { startTestServer, type TestServer, testDatabaseName } from '../../support/db-server.ts';
import { useTemporaryStorage } from '../media/fixtures.ts';

/** Against a real PostgreSQL: its own test server (slot 2) and a fresh database per test. */

useTemporaryStorage();
const bcrypt = createRequire(import.meta.url)('bcrypt') as { compare(plain: string, hash: string): Promise<boolean> };

let server: TestServer;
const databases: string[] = [];
const clients: PrismaClient[] = [];

async function freshDatabase(): Promise<string> {
  const url = withDatabase(server.serverUrl, `${testDatabaseName()}_${databases.length}`);
  databases.push(url);
  await ensureDatabase(url);
  return url;
}

async function migratedPrisma(): Promise<PrismaClient> {
  const url = await freshDatabase();
  await migrate(url);
  const prisma = createPrisma(url, { max: 2 });
  clients.push(prisma);
  return prisma;
}

async function counts(prisma: PrismaClient) {
  return {
    marcas: await prisma.marca.count(),
    modelos: await prisma.modelo.count(),
    combustibles: await prisma.combustible.count(),
    coches: await prisma.coche.count(),
    fotos: await prisma.foto.count(),
    banners: await prisma.banner.count(),
    users: await prisma.user.count(),
    precios: await prisma.precioHistorial.count(),
  };
}

beforeAll(async () => {
  server = await startTestServer(2);
}, 60_000);

afterAll(async () => {
  await Promise.all(clients.map((client) => client.$disconnect()));
  for (const url of databases) await dropDatabase(url);
  await server.stop();
});

describe('migrate', () => {
  it('applies every migration once; a second run applies nothing', async () => {
    const url = await freshDatabase();
    const folders = readdirSync(MIGRATIONS_DIR, { withFileTypes: true }).filter((entry) => entry.isDirectory()).map((entry) => entry.name).sort();
    expect(folders.length).toBeGreaterThan(0);
    expect((await migrate(url)).applied).toEqual(folders);
    expect((await migrate(url)).applied).toEqual([]);
  }, 60_000);

  it('installs the CHECK constraints written by hand in the migration', async () => {
    const prisma = await migratedPrisma();
    await expect(prisma.$executeRaw`INSERT INTO "banners" ("type", "button_text", "button_link", "updated_at") VALUES ('gif', 'x', '/', now())`).rejects.toThrow(/banners_type_check/);
    await expect(prisma.$executeRaw`INSERT INTO "users" ("name", "email", "password", "updated_at") VALUES ('x', 'Admin@GTCars.es', 'x', now())`).rejects.toThrow(/users_email_lower_check/);
  }, 60_000);
});

describe('seedDemo', () => {
  it('seeds lookups with the spec ids, stock, a staff user and the salespeople with their hours; a second run adds nothing', async () => {
    const prisma = await migratedPrisma();
    const first = await seedDemo(prisma, { vehicles: 12, photos: false });
    expect(first.created.coches).toBe(12);
    const after = await counts(prisma);
    expect(after).toMatchObject({ coches: 12, banners: 3, users: 1 + DEMO_SALESPEOPLE.length, fotos: 0 });
    // Each salesperson works the hours of their branch: Monday to Friday.
    expect(await prisma.vendedorHorario.count()).toBe(DEMO_SALESPEOPLE.length * 5);
    const fuels = await prisma.combustible.findMany({ select: { id: true, nombre: true }, orderBy: { id: 'asc' } });
    expect(fuels).toEqual([{ id: 1, nombre: 'Gasolina' }, { id: 2, nombre: 'Diesel' }, { id: 4, nombre: 'Eléctrico' }, { id: 9, nombre: 'Híbrido Enchufable' }]);

    const second = await seedDemo(prisma, { vehicles: 12, photos: false });
    expect(second.created).toEqual({ coches: 0, banners: 0, precios: 0 });
    expect(await counts(prisma)).toEqual(after);

    const staff = await prisma.user.findUniqueOrThrow({ where: { email: DEMO_STAFF.email }, select: { password: true, email_verified_at: true } });
    // Hashed at the app's cost: 12, or bcrypt's least under the test runner (tests/unit/auth/passwords.test.ts).
    expect(staff.password.startsWith(`$2b$${String(bcryptCost(process.env)).padStart(2, '0')}$`)).toBe(true);
    expect(await bcrypt.compare(first.staff.password, staff.password)).toBe(true);
    expect(staff.email_verified_at).not.toBeNull();
  }, 60_000);

  it('stores photos and banner images through the real pipelines', async () => {
    const prisma = await migratedPrisma();
    const result = await seedDemo(prisma, { vehicles: 1 });
    expect(await result.photos).toBe(3);
    const fotos = await prisma.foto.findMany({ select: { id: true, orden: true, width: true }, orderBy: { orden: 'asc' } });
    expect(fotos.map((foto) => foto.orden)).toEqual([1, 2, 3]);
    for (const foto of fotos) {
      expect(foto.width).toBeGreaterThan(0);
      expect(existsSync(storagePath(vehiclePhotoPaths(foto.id).thumb))).toBe(true);
    }
    const banners = await prisma.banner.findMany({ select: { image_path: true, order: true }, orderBy: { order: 'asc' } });
    expect(banners.map((banner) => banner.order)).toEqual([0, 1, 2]);
    for (const banner of banners) expect(existsSync(storagePath(banner.image_path!))).toBe(true);
  }, 60_000);
});
