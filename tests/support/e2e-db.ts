import pg from 'pg';

/** The e2e server's embedded database (playwright.config.ts: E2E_PG_PORT, database gtcars). */
const DATABASE_URL = `postgresql://postgres:postgres@127.0.0.1:${process.env.E2E_PG_PORT ?? '54339'}/gtcars`;

/** One parameterised query on the e2e database, for journeys that check what was stored. */
export async function sql<T>(text: string, values: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: DATABASE_URL });
  await client.connect();
  try {
    return (await client.query(text, values)).rows as T[];
  } finally {
    await client.end();
  }
}

/** Journeys that send forms start with no rate-limit window, so runs close together never hit 429. */
export async function clearRateLimits(): Promise<void> {
  await sql('DELETE FROM rate_limits');
}
