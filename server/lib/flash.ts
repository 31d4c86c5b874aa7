import { randomUUID } from 'node:crypto';
import type { Request, Response } from 'express';
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

/** What a staff change did, as its toast says it: made (green), refused (red), or nothing to do (yellow). */
export interface Outcome {
  tone: FlashToast['bg'];
  message: string;
}

export const made = (message: string): Outcome => ({ tone: 'green', message });
export const refused = (message: string): Outcome => ({ tone: 'red', message });

/** Back to the page the change came from (else `fallback`), with the outcome's toast. */
export function backWithOutcome(req: Request, res: Response, outcome: Outcome, fallback: string): void {
  flashToast(req, outcome.message, outcome.tone);
  res.inertia.back(fallback);
}
