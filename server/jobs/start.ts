import type { Logger } from 'pino';
import type { Env } from '../config/env.ts';
import { startImportJobs } from '../features/import/index.ts';
import { closeQueue, enqueue, openQueue } from './queue.ts';
import { startJobRunner, type RunnerOptions } from './runner.ts';

/**
 * Opens this process's job queue and, when `run` is given, runs its jobs here too, and the stock
 * imports (features/import/import-jobs.ts, claimed with a heartbeat of their own). Returns the
 * function that stops them: running jobs get a few seconds to finish, then go back to the queue.
 */
export async function startJobs(connectionString: string, logger: Logger, run: RunnerOptions | null): Promise<() => Promise<void>> {
  const boss = await openQueue(connectionString, logger, { supervise: run !== null });
  if (!run) return () => closeQueue();
  await startJobRunner(boss, logger, run);
  const stopImports = startImportJobs(logger);
  return async () => {
    await stopImports();
    await closeQueue();
  };
}

/**
 * Queues the photo jobs of every start (each is idempotent, and one already waiting is not
 * queued again): with the demo and its photos on, the demo photos that have no files yet (a first
 * start's, or those an interrupted one left); always, the variants that photos of older versions
 * lack.
 */
export async function queueStartJobs(config: Pick<Env, 'SEED_DEMO' | 'SEED_DEMO_PHOTOS'>): Promise<void> {
  if (config.SEED_DEMO === 'auto' && config.SEED_DEMO_PHOTOS === 'auto') await enqueue('demo-photos', {});
  await enqueue('photo-backfill', {});
}
