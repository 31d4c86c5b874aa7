import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { afterAll, inject } from 'vitest';
import { createPrisma, type PrismaClient } from '../../server/db/client.ts';
import { forgetCompanyDetails } from '../../server/core/company-details.ts';

/**
 * Database helpers for HTTP tests. Each worker of the suite has a database of its own
 * (db-global-setup.ts), shared by the files it runs one after the other. In a test file:
 *
 *   const prisma = useTestPrisma();          // at the top level: disconnected after the file
 *   beforeAll(() => resetDatabase(prisma));  // start from empty tables, then seed what you need
 */

/** Connection string of this worker's migrated test database. */
export function testDatabaseUrl(): string {
  const urls = inject('databaseUrls');
  const url = urls[Number(process.env.VITEST_POOL_ID ?? 1) - 1];
  if (!url) throw new Error(`No test database for worker ${process.env.VITEST_POOL_ID}: the suite made ${urls.length}`);
  return url;
}

/** A Prisma client on the test database. Call at a file's top level: it registers its own afterAll. */
export function useTestPrisma(): PrismaClient {
  const client = createPrisma(testDatabaseUrl(), { max: 4 });
  afterAll(() => client.$disconnect());
  return client;
}

/** The SQL of a migration that installs fixed rows: the lookups (combustibles, cambios, …), the branches' calendar, the inspection template. */
function migrationSql(suffix: '_lookups_fijos' | '_sede_calendario' | '_inspeccion_plantilla'): string {
  const migrations = path.resolve(import.meta.dirname, '../../prisma/migrations');
  const folder = readdirSync(migrations).find((name) => name.endsWith(suffix));
  if (!folder) throw new Error(`No ${suffix} migration in prisma/migrations`);
  return readFileSync(path.join(migrations, folder, 'migration.sql'), 'utf8');
}

/**
 * Empties every table (sessions included) except Prisma's migration history, and the job
 * queue (db-global-setup.ts made its schema); ids restart at 1.
 * The fixed lookups, the branches' calendar, the inspection template, the empty row of empresa and the default finance
 * terms go back in as the migrations installed them, as a fresh database has them, and the app's cached company details
 * are dropped.
 */
export async function resetDatabase(client: PrismaClient): Promise<void> {
  const tables = await client.$queryRaw<{ tablename: string }[]>`
    SELECT tablename FROM pg_tables WHERE schemaname = 'public' AND tablename <> '_prisma_migrations'`;
  if (tables.length === 0) return;
  const list = tables.map(({ tablename }) => `"${tablename.replaceAll('"', '""')}"`).join(', ');
  await client.$executeRawUnsafe(`TRUNCATE ${list} RESTART IDENTITY CASCADE`);
  await client.$executeRaw`TRUNCATE pgboss.job, pgboss.archive`;
  await client.$executeRaw`INSERT INTO "empresa" ("id") VALUES (1)`;
  await client.$executeRaw`INSERT INTO "financiacion" ("id") VALUES (1)`;
  forgetCompanyDetails();
  await installFixedLookups();
  await runSql(migrationSql('_sede_calendario'));
  await runSql(migrationSql('_inspeccion_plantilla'));
}

/** Runs the fixed lookups' migration SQL on the test database again (it is idempotent). */
export function installFixedLookups(): Promise<void> {
  return runSql(migrationSql('_lookups_fijos'));
}

async function runSql(sql: string): Promise<void> {
  const connection = new pg.Client({ connectionString: testDatabaseUrl() });
  await connection.connect();
  try {
    await connection.query(sql);
  } finally {
    await connection.end();
  }
}
