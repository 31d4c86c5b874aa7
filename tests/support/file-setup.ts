import { afterAll, vi } from 'vitest';
import { forgetEnv } from '../../server/config/env.ts';
import { forgetVisits } from '../../server/features/catalogue/visits.ts';
import { forgetDownloads } from '../../server/http/middleware/rate-limit.ts';
import { setMailer } from '../../server/lib/mail.ts';
import { setMediaStore } from '../../server/media/store/media-store.ts';

/**
 * vitest setupFiles of the HTTP suite, run before each test file. The files of a worker share
 * one process and its modules (isolate: false, much faster than a fresh module graph per file),
 * so each file starts from the state a new process has:
 * - the environment as the worker started, read again on first use (a file may set its own, e.g.
 *   CRM_WEBHOOK_URL, before it makes the app), and put back after the file;
 * - the environment's mailer and media store, no visits or downloads remembered, real timers.
 * Each worker keeps its media, uploads and mails under a STORAGE_DIR of its own
 * (storage/test-<worker>), as it has a database of its own, so files that run at once never see
 * each other's files.
 */
const started = { ...process.env, STORAGE_DIR: `storage/test-${process.env.VITEST_POOL_ID ?? 1}` };

async function startAfresh(): Promise<void> {
  for (const name of Object.keys(process.env)) if (!(name in started)) delete process.env[name];
  Object.assign(process.env, started);
  forgetEnv();
  setMailer(undefined);
  setMediaStore(undefined);
  forgetVisits();
  await forgetDownloads();
  vi.useRealTimers();
}

await startAfresh();
afterAll(startAfresh);
