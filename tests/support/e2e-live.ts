/**
 * The second server of the browser tests: a new dealership's install, in production mode on an
 * empty database of its own (storage/e2e-live, wiped at each start) with SEED_DEMO=off, as
 * docs/going-live.md describes. Only the go-live journey uses it.
 */
const PORT = Number(process.env.E2E_LIVE_PORT ?? 3101);
const PG_PORT = process.env.E2E_LIVE_PG_PORT ?? '54338';

export const LIVE_STORAGE = 'storage/e2e-live';
export const LIVE_URL = `http://localhost:${PORT}`;

export const LIVE_ENV = {
  NODE_ENV: 'production',
  PORT: String(PORT),
  STORAGE_DIR: LIVE_STORAGE,
  EMBEDDED_PG_PORT: PG_PORT,
  SESSION_SECRET: 'e2e-live-session-secret-0123456789abcdef',
  APP_URL: LIVE_URL,
  LOG_LEVEL: 'error',
  SEED_DEMO: 'off',
} as const;
