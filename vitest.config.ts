import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const alias = {
  '@': fileURLToPath(new URL('./resources/js', import.meta.url)),
  '@contracts': fileURLToPath(new URL('./server/contracts', import.meta.url)),
};

/**
 * unit: pure logic, no database. http: supertest against createApp() and a real PostgreSQL
 * database created for this run (tests/support/db-global-setup.ts) and dropped afterwards.
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
          env: { STORAGE_DIR: 'storage/test', LOG_LEVEL: 'silent' },
          include: ['tests/http/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/support/db-global-setup.ts'],
          fileParallelism: false,
          testTimeout: 30_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
