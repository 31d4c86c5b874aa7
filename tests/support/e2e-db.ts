import { expect } from '@playwright/test';
import pg from 'pg';
import { LEGAL_TEXT_VERSION } from '../../server/contracts/lead-forms';

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

/**
 * The consent record (GDPR) of the newest lead from `email`: when, which legal text, from
 * which address and browser. Asserts it is complete and recent.
 */
export async function expectConsentRecord(email: string): Promise<void> {
  const [lead] = await sql<{ consent_at: Date; consent_version: string; ip: string | null; user_agent: string | null }>(
    'SELECT consent_at, consent_version, ip, user_agent FROM leads WHERE email = $1 ORDER BY id DESC LIMIT 1',
    [email],
  );
  expect(lead?.consent_version).toBe(LEGAL_TEXT_VERSION);
  expect(Date.now() - (lead?.consent_at.getTime() ?? 0)).toBeLessThan(10 * 60_000);
  expect(lead?.ip).toBeTruthy();
  expect(lead?.user_agent).toContain('Chrome');
}
