import { randomUUID } from 'node:crypto';
import { PrismaPg } from '@prisma/adapter-pg';
import {
  ColumnTypeEnum,
  DriverAdapterError,
  type SqlDriverAdapter,
  type SqlMigrationAwareDriverAdapterFactory,
} from '@prisma/driver-adapter-utils';
import pg from 'pg';
import { dropDatabase, ensureDatabase, withDatabase } from './database.ts';
import type { DbLogger } from './logger.ts';

/**
 * The driver adapter the wasm schema engine talks through: @prisma/adapter-pg 7.10 with three
 * fixes that make it behave like the native engine's PostgreSQL connector.
 *
 * 1. `"char"` columns. The schema describer reads pg_catalog columns of PostgreSQL's one-byte
 *    `"char"` type (OID 18) as Character values; adapter-pg rejects that type ("Column type
 *    'char' could not be deserialized"). pg returns those values as strings, so the pg client
 *    re-labels them as text for the adapter and remembers which columns they were (keyed by the
 *    rows array, which the adapter passes through); queryRaw then declares them Character.
 * 2. Migration scripts. adapter-pg splits a script on every ';' (in comments, strings and
 *    function bodies too). Here the script goes to PostgreSQL whole, as one simple-protocol
 *    query, so it also runs atomically, as with the native engine.
 * 3. Shadow databases (diff from migrations) are created here: adapter-pg's own builds
 *    `{...config, database}`, where a connection string overrides the shadow's name with the
 *    main database's, and it leaves that pool without an error listener.
 */

const PG_CHAR = 18;
const PG_TEXT = 25;

interface FieldsResult {
  fields?: { dataTypeID: number }[];
  rows?: unknown[];
}

const charColumns = new WeakMap<object, number[]>();

function charAsText<T>(result: T): T {
  const { fields = [], rows } = result as FieldsResult;
  const indexes = fields.flatMap((field, index) => (field.dataTypeID === PG_CHAR ? [index] : []));
  if (indexes.length === 0 || !rows) return result;
  for (const index of indexes) fields[index]!.dataTypeID = PG_TEXT;
  charColumns.set(rows, indexes);
  return result;
}

type Callback = (error: Error | null, result: unknown) => void;

class CharAsTextClient extends pg.Client {
  // pg's query() has many overloads: pg-pool calls it with a trailing callback, other callers
  // get a promise. Both paths re-label the result fields.
  override query(...args: unknown[]): never {
    const last = args.at(-1);
    if (typeof last === 'function') {
      const callback = last as Callback;
      args[args.length - 1] = (error: Error | null, result: unknown) => callback(error, error ? result : charAsText(result));
    }
    const result = (super.query as (...a: unknown[]) => unknown)(...args);
    return (result instanceof Promise ? result.then(charAsText) : result) as never;
  }
}

function scriptError(error: unknown): DriverAdapterError {
  const e = error as pg.DatabaseError;
  return new DriverAdapterError({
    kind: 'postgres',
    code: e.code ?? 'UNKNOWN',
    severity: e.severity ?? 'ERROR',
    message: e.message,
    detail: e.detail,
    column: e.column,
    hint: e.hint,
  });
}

async function patched(connecting: Promise<SqlDriverAdapter & { underlyingDriver(): pg.Pool }>): Promise<SqlDriverAdapter> {
  const adapter = await connecting;
  const queryRaw = adapter.queryRaw.bind(adapter);
  adapter.queryRaw = async (query) => {
    const result = await queryRaw(query);
    for (const index of charColumns.get(result.rows) ?? []) result.columnTypes[index] = ColumnTypeEnum.Character;
    return result;
  };
  adapter.executeScript = async (script) => {
    await adapter.underlyingDriver().query(script).catch((error: unknown) => {
      throw scriptError(error);
    });
  };
  return adapter;
}

export interface EngineAdapterFactory extends SqlMigrationAwareDriverAdapterFactory {
  /** Closes the pools of every connection handed to the engine (it never disposes them). */
  close(): Promise<void>;
}

export function engineAdapterFactory(connectionString: string, logger: DbLogger): EngineAdapterFactory {
  const onPoolError = (error: Error) => logger.debug(`schema-engine pool: ${error.message}`);
  const options = { onPoolError, onConnectionError: onPoolError };
  const adapter = (url: string) => new PrismaPg({ connectionString: url, max: 2, Client: CharAsTextClient }, options);
  const main = adapter(connectionString);
  const open = new Set<SqlDriverAdapter>();
  return {
    provider: main.provider,
    adapterName: main.adapterName,
    async connect() {
      const connection = await patched(main.connect());
      open.add(connection);
      return connection;
    },
    async connectToShadowDb() {
      const shadowUrl = withDatabase(connectionString, `prisma_migrate_shadow_db_${randomUUID()}`);
      await ensureDatabase(shadowUrl);
      const shadow = await patched(adapter(shadowUrl).connect());
      const dispose = shadow.dispose.bind(shadow);
      shadow.dispose = async () => {
        await dispose();
        await dropDatabase(shadowUrl);
      };
      return shadow;
    },
    async close() {
      await Promise.all([...open].map((connection) => connection.dispose()));
      open.clear();
    },
  };
}
