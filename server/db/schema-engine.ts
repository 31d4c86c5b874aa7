import { readdir, readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { bindMigrationAwareSqlAdapterFactory } from '@prisma/driver-adapter-utils';
import type { MigrationList, SchemaEngine } from '@prisma/schema-engine-wasm';
import type * as SchemaEngineBindings from '@prisma/schema-engine-wasm/schema_engine_bg';
import { engineAdapterFactory } from './engine-adapter.ts';
import { silentLogger, type DbLogger } from './logger.ts';

/**
 * Prisma's schema engine compiled to WebAssembly (@prisma/schema-engine-wasm), driven through
 * @prisma/adapter-pg. It replaces the native engine that the Prisma CLI would download.
 * Migrations stay in Prisma's folder format and are recorded in `_prisma_migrations`, so
 * `prisma migrate deploy` remains interchangeable wherever the native engine exists.
 */

export const SCHEMA_PATH = path.resolve(import.meta.dirname, '../../prisma/schema.prisma');
export const MIGRATIONS_DIR = path.resolve(import.meta.dirname, '../../prisma/migrations');

type Bindings = typeof SchemaEngineBindings;

declare global {
  // The wasm glue reports a Rust panic's message here before it traps.
  var PRISMA_WASM_PANIC_REGISTRY: { set_message(message: string): void } | undefined;
}

let lastPanic = '';

let loading: Promise<Bindings> | undefined;

/**
 * The engine arms timers (e.g. its 10 s advisory-lock timeout) and never clears them; unref them
 * so that they cannot hold a finished process open.
 */
function withUnrefTimers(glue: WebAssembly.ModuleImports): WebAssembly.ModuleImports {
  const unref = (callback: () => void, ms: number) => setTimeout(callback, ms >>> 0).unref();
  return Object.fromEntries(
    Object.entries(glue).map(([name, value]) => [name, name.startsWith('__wbg_setTimeout_') ? unref : value]),
  );
}

/**
 * The wasm-bindgen glue, with its .wasm instantiated here rather than through an ESM
 * `import … from '*.wasm'`, which Node 20 only allows behind --experimental-wasm-modules.
 */
function loadBindings(): Promise<Bindings> {
  loading ??= (async () => {
    const glue = createRequire(import.meta.url).resolve('@prisma/schema-engine-wasm/schema_engine_bg');
    const bindings: Bindings = await import('@prisma/schema-engine-wasm/schema_engine_bg');
    globalThis.PRISMA_WASM_PANIC_REGISTRY ??= { set_message: (message) => void (lastPanic = message) };
    const bytes = await readFile(path.join(path.dirname(glue), 'schema_engine_bg.wasm'));
    const imports = { './schema_engine_bg.js': withUnrefTimers(bindings as unknown as WebAssembly.ModuleImports) };
    const { instance } = await WebAssembly.instantiate(bytes, imports);
    bindings.__wbg_set_wasm(instance.exports);
    (instance.exports.__wbindgen_start as () => void)();
    return bindings;
  })();
  return loading;
}

/** The migrations folder as the engine expects it (the same walk the Prisma CLI does). */
export async function readMigrationsList(baseDir = MIGRATIONS_DIR): Promise<MigrationList> {
  const lockPath = 'migration_lock.toml';
  const lockContent = await readFile(path.join(baseDir, lockPath), 'utf8').catch(() => null);
  const entries = await readdir(baseDir, { withFileTypes: true }).catch(() => []);
  const names = entries.filter((entry) => entry.isDirectory()).map((entry) => entry.name).sort((a, b) => a.localeCompare(b));
  const migrationDirectories = await Promise.all(
    names.map(async (name) => {
      const content = await readFile(path.join(baseDir, name, 'migration.sql'), 'utf8').then(
        (value) => ({ tag: 'ok' as const, value }),
        (error: Error) => ({ tag: 'error' as const, value: error.message }),
      );
      return { path: name, migrationFile: { path: 'migration.sql', content } };
    }),
  );
  return { baseDir, lockfile: { path: lockPath, content: lockContent }, shadowDbInitScript: '', migrationDirectories };
}

export const NO_FILTERS = { externalTables: [], externalEnums: [] };

/** Runs `work` with a schema engine connected to `connectionString` and frees it afterwards. */
export async function withSchemaEngine<T>(
  connectionString: string,
  work: (engine: SchemaEngine) => Promise<T>,
  logger: DbLogger = silentLogger,
): Promise<T> {
  const { SchemaEngine } = await loadBindings();
  const datamodel = await readFile(SCHEMA_PATH, 'utf8');
  const factory = engineAdapterFactory(connectionString, logger);
  const adapter = bindMigrationAwareSqlAdapterFactory(factory);
  const log = (message: unknown) => logger.debug(`schema-engine: ${String(message)}`);
  const engine = await SchemaEngine.new({ datamodels: [[SCHEMA_PATH, datamodel]] }, log, adapter);
  try {
    return await work(engine);
  } catch (error) {
    if (!lastPanic) throw error;
    const message = lastPanic;
    lastPanic = '';
    throw new Error(`schema engine panic: ${message}`, { cause: error });
  } finally {
    engine.free();
    await factory.close();
  }
}
