import { db } from '../../db/client.ts';

/** Names of the migrations recorded as applied (finished, not rolled back) in the database. */
export async function appliedMigrationNames(): Promise<string[]> {
  const rows = await db().$queryRaw<{ migration_name: string }[]>`
    SELECT "migration_name" FROM "_prisma_migrations" WHERE "finished_at" IS NOT NULL AND "rolled_back_at" IS NULL`;
  return rows.map((row) => row.migration_name);
}
