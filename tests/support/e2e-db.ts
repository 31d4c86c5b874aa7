import { expect } from '@playwright/test';
import path from 'node:path';
import pg from 'pg';
import PgBoss from 'pg-boss';
import { embeddedAppUrl } from '../../server/db/app-role.ts';
import { LEGAL_TEXT_VERSION } from '../../server/contracts/lead-forms.ts';
import type { JobName, JobPayloads } from '../../server/jobs/queue.ts';

/** One parameterised query on the e2e server's embedded database (playwright.config.ts), as the app's role. */
export function sql<T>(text: string, values: unknown[] = []): Promise<T[]> {
  return sqlOn({ storage: 'storage/e2e', port: Number(process.env.E2E_PG_PORT ?? 54339) }, text, values);
}

/** The same on another server's embedded database: its storage dir and port. */
export async function sqlOn<T>(database: { storage: string; port: number }, text: string, values: unknown[] = []): Promise<T[]> {
  const url = await embeddedAppUrl(path.resolve(database.storage), database.port);
  const client = new pg.Client({ connectionString: url });
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

/**
 * Queues a job on the e2e server's queue, as its schedule would (e.g. the daily 'alert-digests'),
 * for the server's runner to take.
 */
export async function queueJob(name: { [N in JobName]: JobPayloads[N] extends Record<string, never> ? N : never }[JobName]): Promise<void> {
  const url = await embeddedAppUrl(path.resolve('storage/e2e'), Number(process.env.E2E_PG_PORT ?? 54339));
  const boss = new PgBoss({ connectionString: url, supervise: false, schedule: false, max: 1 });
  await boss.start();
  try {
    await boss.send(name, {}, { singletonKey: JSON.stringify({}) });
  } finally {
    await boss.stop({ graceful: false, wait: true });
  }
}
