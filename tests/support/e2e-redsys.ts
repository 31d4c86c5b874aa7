/**
 * The browser tests' Redsys: the local gateway (server/payments/fake-redsys.ts) in a process of
 * its own, as the real one is another site, at E2E_REDSYS_PORT. The production server of the
 * journeys pays through it (REDSYS_URL), with Redsys's public test key.
 */
import express from 'express';
import { fakeRedsysRouter } from '../../server/payments/fake-redsys.ts';

export const REDSYS_PORT = Number(process.env.E2E_REDSYS_PORT ?? 3102);
export const REDSYS_URL = `http://localhost:${REDSYS_PORT}`;

/** The journeys' merchant: Redsys's test merchant and public test key. */
export const REDSYS_ENV = {
  PAYMENTS_PROVIDER: 'redsys',
  REDSYS_MERCHANT_CODE: '999008881',
  REDSYS_TERMINAL: '1',
  REDSYS_SECRET_KEY: 'sq7HjrUOBfKmC576ILgskD5srU870gJ7',
  REDSYS_ENV: 'test',
  REDSYS_URL,
} as const;

if (process.argv[1] === import.meta.filename) {
  const app = express();
  app.get('/', (_req, res) => res.type('text').send('Redsys local'));
  app.use(fakeRedsysRouter(REDSYS_ENV.REDSYS_SECRET_KEY));
  app.listen(REDSYS_PORT, 'localhost');
}
