import pino from 'pino';
import { afterAll, beforeAll } from 'vitest';
import { silentLogger } from '../../server/db/logger.ts';
import { closeQueue, JOB_NAMES, jobQueue, openQueue, type JobName } from '../../server/jobs/queue.ts';
import { runJob } from '../../server/jobs/runner.ts';
import { testDatabaseUrl } from './db.ts';

/**
 * The job queue in HTTP tests: open on the test database for sending (the app queues its jobs as
 * in production), with no runner, so a test runs what was queued when it chooses to, through the
 * same handlers, with runQueuedJobs().
 */
export function useTestQueue(): void {
  beforeAll(() => openQueue(testDatabaseUrl(), silentLogger, { supervise: false }));
  afterAll(() => closeQueue(1_000));
}

const silent = pino({ level: 'silent' });

/**
 * Takes every due job of `names` (all queues by default), as a runner would, and runs it; a job
 * whose handler throws is failed, so the queue retries it later. Jobs those jobs queue are run
 * too once due. Resolves with how many jobs ran.
 */
export async function runQueuedJobs(...names: JobName[]): Promise<number> {
  const boss = jobQueue();
  let ran = 0;
  for (;;) {
    let batch = 0;
    for (const name of names.length > 0 ? names : JOB_NAMES) {
      for (const job of await boss.fetch<never>(name, { batchSize: 50 })) {
        batch++;
        await runJob(name, job.data, silent).then(
          () => boss.complete(name, job.id),
          (error: unknown) => boss.fail(name, job.id, { message: String(error) }),
        );
      }
    }
    if (batch === 0) return ran;
    ran += batch;
  }
}

/** The jobs of a queue still waiting to run (created or retrying), oldest first: their data and start time. */
export async function waitingJobs(name: JobName): Promise<{ data: unknown; startAfter: Date }[]> {
  const rows = await jobQueue()
    .getDb()
    .executeSql(`SELECT data, start_after FROM pgboss.job WHERE name = $1 AND state IN ('created', 'retry') ORDER BY created_on, id`, [name]);
  return (rows.rows as { data: unknown; start_after: Date }[]).map((row) => ({ data: row.data, startAfter: row.start_after }));
}

/** Empties the queue, for a test that counts what it queues. */
export async function clearJobs(): Promise<void> {
  await jobQueue().getDb().executeSql('TRUNCATE pgboss.job', []);
}
