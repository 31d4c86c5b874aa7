import type { Request } from 'express';

declare module 'express-session' {
  interface SessionData {
    /** The login screen's status line for its next visit (e.g. "your password was reset"). */
    authStatus?: string;
  }
}

/** Queues a status line for the login screen's next visit (shown on the card, not as a toast). */
export function flashStatus(req: Request, status: string): void {
  req.session.authStatus = status;
}

export function pullStatus(req: Request): string | null {
  const status = req.session.authStatus ?? null;
  delete req.session.authStatus;
  return status;
}
