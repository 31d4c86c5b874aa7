import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Express } from 'express';
import pino from 'pino';
import request from 'supertest';
import { afterAll } from 'vitest';
import { createApp } from '../../server/app.ts';
import { env, type Env } from '../../server/config/env.ts';
import { setDb } from '../../server/db/client.ts';
import { silentLogger } from '../../server/db/logger.ts';
import { createPool } from '../../server/db/pool.ts';
import type { Frontend } from '../../server/inertia/frontend.ts';
import { testDatabaseUrl, useTestPrisma } from './db.ts';
import { useTestQueue } from './jobs.ts';

export const TEST_VERSION = 'test-version';

/** The real root template, no Vite and no SSR: HTTP tests assert the page object itself. */
export const testFrontend: Frontend = {
  middleware: (_req, _res, next) => next(),
  template: () => readFile(path.join(env().rootDir, 'resources/views/app.html'), 'utf8'),
  loadSsrEntry: () => Promise.reject(new Error('SSR is off in HTTP tests')),
  pageTags: () => '',
  version: TEST_VERSION,
  close: async () => undefined,
};

/**
 * The product app on this run's test database, with its job queue open for sending (see
 * tests/support/jobs.ts). Call at a test file's top level. `overrides` change settings for
 * this app only, e.g. `{ TRUST_PROXY: true }` to send X-Forwarded-For.
 */
export function useTestApp(overrides: Partial<Env> = {}): { app: Express; prisma: ReturnType<typeof useTestPrisma> } {
  const prisma = useTestPrisma();
  setDb(prisma);
  useTestQueue();
  const pool = createPool(testDatabaseUrl(), silentLogger, 2);
  afterAll(() => pool.end());
  const app = createApp({ env: { ...env(), ...overrides }, logger: pino({ level: 'silent' }), pool, frontend: testFrontend, ssr: false });
  return { app, prisma };
}

/** Headers of an Inertia visit with the test asset version. */
export const inertiaVisit = { 'X-Inertia': 'true', 'X-Inertia-Version': TEST_VERSION };

/** Visits the home page with a cookie-keeping agent: the agent and the CSRF token it was given. */
export async function sessionWithToken(app: Express) {
  const agent = request.agent(app);
  const res = await agent.get('/');
  const cookie = ([] as string[]).concat(res.headers['set-cookie'] ?? []).find((c) => c.startsWith('XSRF-TOKEN='));
  const token = decodeURIComponent(cookie?.split(';')[0]?.split('=')[1] ?? '');
  return { agent, token, html: res.text };
}
