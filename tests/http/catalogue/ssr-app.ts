import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Express } from 'express';
import pg from 'pg';
import pino from 'pino';
import { createServer, type ViteDevServer } from 'vite';
import { afterAll, beforeAll } from 'vitest';
import { createApp } from '../../../server/app.ts';
import { env } from '../../../server/config/env.ts';
import type { SsrEntry } from '../../../server/inertia/ssr.ts';
import { testDatabaseUrl } from '../../support/db.ts';

/**
 * The product app with server rendering on, for assertions on the HTML head (title, meta,
 * JSON-LD). The page components are loaded through Vite's ssrLoadModule, as in development,
 * with no HMR socket (several checkouts run tests side by side). Use after useTestApp(), which
 * installs the database client. Call at a test file's top level.
 */
export function useSsrApp(): { app: () => Express } {
  const rootDir = env().rootDir;
  const pool = new pg.Pool({ connectionString: testDatabaseUrl(), max: 2 });
  let vite: ViteDevServer | undefined;
  let app: Express | undefined;

  beforeAll(async () => {
    vite = await createServer({
      root: rootDir,
      configFile: path.join(rootDir, 'vite.config.ts'),
      // A cache of its own per test worker: two files of the suite may run this at once.
      cacheDir: path.join(rootDir, 'node_modules/.vite', `test-${process.env.VITEST_POOL_ID ?? 1}`),
      server: { middlewareMode: true, hmr: false, ws: false },
      appType: 'custom',
      logLevel: 'silent',
    });
    const server = vite;
    app = createApp({
      env: env(),
      // SSR failures are logged and the page falls back to client rendering: show them.
      logger: pino({ level: 'error' }),
      pool,
      frontend: {
        middleware: (_req, _res, next) => next(),
        template: () => readFile(path.join(rootDir, 'resources/views/app.html'), 'utf8'),
        pageTags: () => '',
        loadSsrEntry: async () => ((await server.ssrLoadModule('/resources/js/ssr.tsx')) as { default: SsrEntry }).default,
        version: 'ssr-test',
        close: async () => undefined,
      },
      ssr: true,
    });
  });

  afterAll(async () => {
    await vite?.close();
    await pool.end();
  });

  return {
    app: () => {
      if (!app) throw new Error('useSsrApp: the app is created in beforeAll');
      return app;
    },
  };
}
