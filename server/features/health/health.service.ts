import { readdirSync } from 'node:fs';
import { MIGRATIONS_DIR } from '../../db/schema-engine.ts';
import { appliedMigrationNames } from './health.queries.ts';

/** How long /readyz waits for the database before it answers "not ready". */
const DATABASE_TIMEOUT_MS = 2_000;

export type Readiness = { ready: true } | { ready: false; reason: 'database' | 'migrations'; pending?: number };

let shipped: readonly string[] | undefined;

/** The migrations this build ships (prisma/migrations folders), read once per process. */
function shippedMigrations(): readonly string[] {
  shipped ??= readdirSync(MIGRATIONS_DIR, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
  return shipped;
}

function timeout(ms: number): Promise<never> {
  return new Promise((_resolve, reject) => setTimeout(() => reject(new Error('timeout')), ms).unref());
}

/** Ready when the database answers within the timeout and every shipped migration is applied. */
export async function readiness(): Promise<Readiness> {
  let applied: string[];
  try {
    applied = await Promise.race([appliedMigrationNames(), timeout(DATABASE_TIMEOUT_MS)]);
  } catch {
    return { ready: false, reason: 'database' };
  }
  const done = new Set(applied);
  const pending = shippedMigrations().filter((name) => !done.has(name)).length;
  return pending === 0 ? { ready: true } : { ready: false, reason: 'migrations', pending };
}
