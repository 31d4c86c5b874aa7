import { PrismaPg } from '@prisma/adapter-pg';
import { type Prisma, PrismaClient } from './generated/client.ts';
import type { DbLogger } from './logger.ts';
import { connectionLost } from './pool.ts';

export { Prisma, PrismaClient } from './generated/client.ts';

/**
 * Prisma Client over node-postgres (@prisma/adapter-pg): no native engine.
 *
 * The app holds one client for the process: boot code calls `setDb(createPrisma(url))`, and
 * `*.queries.ts` files call `db()`. Tests and scripts may create their own with createPrisma.
 */

export interface PrismaOptions {
  /** Pool size; keep it modest, several instances may share one server. */
  max?: number;
  /** Told when the server ends a connection (the adapter drops the client and opens another). */
  logger?: DbLogger;
}

export function createPrisma(connectionString: string, options: PrismaOptions = {}): PrismaClient {
  const lost = connectionLost(options.logger);
  const adapter = new PrismaPg({ connectionString, max: options.max ?? 10, idleTimeoutMillis: 30_000 }, { onPoolError: lost, onConnectionError: lost });
  return new PrismaClient({ adapter });
}

let current: PrismaClient | undefined;

/** Installs (or, with undefined, removes) the process-wide client. */
export function setDb(client: PrismaClient | undefined): void {
  current = client;
}

/** The process-wide client; throws if boot code has not installed one. */
export function db(): PrismaClient {
  if (!current) throw new Error('Base de datos no inicializada: llame a setDb(createPrisma(url)) al arrancar');
  return current;
}

/**
 * Runs `work` in one transaction of the process-wide client: its writes and its jobs commit
 * together. `limits` lengthens Prisma's 5 s for a transaction that writes files.
 */
export function transaction<T>(work: (tx: Prisma.TransactionClient) => Promise<T>, limits?: { timeout: number; maxWait: number }): Promise<T> {
  return db().$transaction(work, limits);
}
