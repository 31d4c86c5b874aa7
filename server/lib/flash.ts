import { randomUUID } from 'node:crypto';
import type { Request } from 'express';
import type { FlashToast } from '../contracts/pages.ts';

declare module 'express-session' {
  interface SessionData {
    toast?: FlashToast;
  }
}

/** Queues the spec's flash toast (message, bg, id) for the next rendered page. */
export function flashToast(req: Request, message: string, bg: FlashToast['bg'] = 'green') {
  req.session.toast = { id: randomUUID(), message, bg };
}

/** Reads and removes the queued toast. */
export function pullToast(req: Request): FlashToast | null {
  const toast = req.session?.toast ?? null;
  if (toast) delete req.session.toast;
  return toast;
}
