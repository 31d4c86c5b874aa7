import { db } from '../db/client.ts';

/**
 * The rate limiter's counters in PostgreSQL, so every instance counts the same submissions.
 * One row per key; its window starts at the first hit and lasts `windowMs` (database clock).
 */

/** Counts one hit, atomically: a new window when there is none or it has ended. */
export async function hitRateLimit(key: string, windowMs: number): Promise<{ hits: number; resetAt: Date }> {
  const [row] = await db().$queryRaw<{ hits: number; reset_at: Date }[]>`
    INSERT INTO rate_limits AS r (key, window_start, hits) VALUES (${key}, now(), 1)
    ON CONFLICT (key) DO UPDATE SET
      hits = CASE WHEN r.window_start > now() - ${windowMs}::int * interval '1 millisecond' THEN r.hits + 1 ELSE 1 END,
      window_start = CASE WHEN r.window_start > now() - ${windowMs}::int * interval '1 millisecond' THEN r.window_start ELSE now() END
    RETURNING hits, window_start + ${windowMs}::int * interval '1 millisecond' AS reset_at`;
  if (!row) throw new Error('rate_limits: el contador no devolvió fila');
  return { hits: row.hits, resetAt: row.reset_at };
}

/** Gives a hit back (a request the limiter was told not to count). */
export async function unhitRateLimit(key: string): Promise<void> {
  await db().$executeRaw`UPDATE rate_limits SET hits = greatest(hits - 1, 0) WHERE key = ${key}`;
}

export async function clearRateLimit(key: string): Promise<void> {
  await db().$executeRaw`DELETE FROM rate_limits WHERE key = ${key}`;
}

/** Deletes the counters whose window ended more than `olderThanMs` ago. Returns how many. */
export async function pruneRateLimits(olderThanMs: number): Promise<number> {
  return db().$executeRaw`DELETE FROM rate_limits WHERE window_start < now() - ${olderThanMs}::int * interval '1 millisecond'`;
}
