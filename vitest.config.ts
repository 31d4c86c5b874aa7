import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const alias = {
  '@': fileURLToPath(new URL('./resources/js', import.meta.url)),
  '@contracts': fileURLToPath(new URL('./server/contracts', import.meta.url)),
};

/** The HTTP suite's files run two at a time: what this 2-core machine gains most from. */
const HTTP_WORKERS = 2;

/**
 * unit: pure logic, no database. http: supertest against createApp() and a real PostgreSQL,
 * HTTP_WORKERS files at a time, each worker on a database and a storage folder of its own created
 * for this run (tests/support/db-global-setup.ts, file-setup.ts) and dropped afterwards. A
 * worker's files share its modules (isolate: false); file-setup.ts starts each file afresh.
 * scale: several server and worker processes of the production build on loopback (npm run
 * test:scale, after npm run build).
 */
export default defineConfig({
  test: {
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.{ts,tsx}'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'scale',
          env: { LOG_LEVEL: 'silent' },
          include: ['tests/scale/**/*.test.ts'],
          environment: 'node',
          testTimeout: 240_000,
          hookTimeout: 300_000,
        },
      },
      {
        test: {
          name: 'http',
          env: { LOG_LEVEL: 'silent' },
          include: ['tests/http/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/support/db-global-setup.ts'],
          setupFiles: ['tests/support/file-setup.ts'],
          maxWorkers: HTTP_WORKERS,
          isolate: false,
          // Its own group, after the others: a plain `vitest run` may not mix worker counts in one.
          sequence: { groupOrder: 1 },
          testTimeout: 30_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
