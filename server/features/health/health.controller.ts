import type { Request, Response } from 'express';
import { readiness } from './health.service.ts';

/** Health answers are about this instance at this moment: never cached, never a session. */
const NO_STORE = 'no-store';

/** GET /healthz: the process is alive and serving (no database round trip). */
export function healthz(_req: Request, res: Response) {
  res.set('Cache-Control', NO_STORE).json({ status: 'ok' });
}

/** GET /readyz: 200 when the database is reachable and migrated, else 503 with the reason. */
export async function readyz(_req: Request, res: Response) {
  const state = await readiness();
  res.set('Cache-Control', NO_STORE);
  if (state.ready) res.json({ status: 'ok' });
  else res.status(503).json({ status: 'unavailable', reason: state.reason, ...(state.pending ? { pending: state.pending } : {}) });
}
