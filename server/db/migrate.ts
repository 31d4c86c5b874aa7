import { silentLogger, type DbLogger } from './logger.ts';
import { MIGRATIONS_DIR, NO_FILTERS, readMigrationsList, withSchemaEngine } from './schema-engine.ts';

export interface MigrateOptions {
  logger?: DbLogger;
  /** Defaults to prisma/migrations. */
  migrationsDir?: string;
}

export interface MigrateResult {
  /** Names of the migrations applied by this call, oldest first; empty when up to date. */
  applied: string[];
}

/**
 * Applies every pending migration of prisma/migrations to the database of `connectionString`
 * (the equivalent of `prisma migrate deploy`, without the native engine). Safe to call on
 * every boot and from several processes at once: the engine serialises runs with
 * PostgreSQL's advisory lock, and a second run applies nothing.
 */
export async function migrate(connectionString: string, options: MigrateOptions = {}): Promise<MigrateResult> {
  const logger = options.logger ?? silentLogger;
  const migrationsList = await readMigrationsList(options.migrationsDir ?? MIGRATIONS_DIR);
  const applied = await withSchemaEngine(
    connectionString,
    async (engine) => (await engine.applyMigrations({ migrationsList, filters: NO_FILTERS })).appliedMigrationNames,
    logger,
  );
  for (const name of applied) logger.info(`Migración aplicada: ${name}`);
  return { applied };
}
