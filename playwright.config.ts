import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumExecutable } from './tests/support/chromium.ts';
import { E2E_STAFF } from './tests/support/e2e.ts';
import { LIVE_ENV, LIVE_STORAGE, LIVE_URL } from './tests/support/e2e-live.ts';
import { REDSYS_ENV, REDSYS_URL } from './tests/support/e2e-redsys.ts';

/** E2E_PORT and E2E_PG_PORT let two checkouts run their journeys side by side. */
const PORT = Number(process.env.E2E_PORT ?? 3100);
const PG_PORT = process.env.E2E_PG_PORT ?? '54339';
const executablePath = await chromiumExecutable();

/**
 * Browser journeys against the production build, served by the real server on its own
 * embedded PostgreSQL and storage dir (storage/e2e), seeded with the demo data, taking deposits
 * online through a local Redsys of its own (tests/support/e2e-redsys.ts); and the go-live
 * journey against a second one on an empty database (tests/support/e2e-live.ts).
 */
export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results',
  fullyParallel: false,
  // The axe suite beside the journeys: each project keeps to one worker, in file order.
  workers: 2,
  retries: 0,
  reporter: [['list']],
  timeout: 30_000,
  use: {
    baseURL: `http://localhost:${PORT}`,
    trace: 'retain-on-failure',
    launchOptions: { executablePath, args: CHROMIUM_ARGS },
  },
  // The journeys are a Spanish visitor's unless they say otherwise (an English one sets en-GB):
  // the browser's languages decide the language suggestion.
  // The axe suite scans rows made before either starts (tests/support/e2e-axe-fixtures.ts), so
  // neither sees the other's rows appear in a list it counts.
  projects: [
    { name: 'axe-fixtures', testMatch: /axe-fixtures\.setup\.ts$/ },
    {
      name: 'chromium',
      use: { ...devices['Desktop Chrome'], locale: 'es-ES' },
      testIgnore: /accessibility\.spec\.ts$/,
      dependencies: ['axe-fixtures'],
      workers: 1,
    },
    {
      name: 'axe',
      use: { ...devices['Desktop Chrome'], locale: 'es-ES' },
      testMatch: /accessibility\.spec\.ts$/,
      dependencies: ['axe-fixtures'],
      workers: 1,
    },
  ],
  webServer: [
    {
      command: 'node --import tsx tests/support/e2e-redsys.ts',
      url: `${REDSYS_URL}/`,
      timeout: 60_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      command: 'node --import tsx server/main.ts',
      url: `http://localhost:${PORT}/`,
      timeout: 600_000,
      reuseExistingServer: false,
      // SIGTERM lets the server shut down gracefully, which also stops its embedded PostgreSQL.
      gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
      // Errors only, and shown: a server that cannot start says why in the run's output.
      stdout: 'pipe',
      stderr: 'pipe',
      env: {
        NODE_ENV: 'production',
        PORT: String(PORT),
        STORAGE_DIR: 'storage/e2e',
        EMBEDDED_PG_PORT: PG_PORT,
        SESSION_SECRET: 'e2e-session-secret-0123456789abcdef0123',
        APP_URL: `http://localhost:${PORT}`,
        LOG_LEVEL: 'error',
        SEED_DEMO: 'auto',
        // The journeys render the demo photos they look at (tests/support/e2e-photos.ts): the
        // other few hundred would only compete with them for the CPU.
        SEED_DEMO_PHOTOS: 'off',
        SEED_DEMO_PASSWORD: E2E_STAFF.password,
        ...REDSYS_ENV,
      },
    },
    {
      command: `rm -rf ${LIVE_STORAGE} && node --import tsx server/main.ts`,
      url: `${LIVE_URL}/readyz`,
      timeout: 600_000,
      reuseExistingServer: false,
      gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
      stdout: 'pipe',
      stderr: 'pipe',
      env: LIVE_ENV,
    },
  ],
});
