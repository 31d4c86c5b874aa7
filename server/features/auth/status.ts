import type { Request } from 'express';
import type { FlashToast } from '../../contracts/pages.ts';
import { flashToast } from '../../http/flash.ts';

declare module 'express-session' {
  interface SessionData {
    /** The account screens' status line for the next page (e.g. "the reset link was sent"). */
    authStatus?: string;
  }
}

/**
 * Queues a status for the next account screen: kept on the page as its status line and shown
 * as a toast (`toast`, else the status itself) in the one toast system.
 */
export function flashStatus(req: Request, status: string, options: { toast?: string; bg?: FlashToast['bg'] } = {}): void {
  req.session.authStatus = status;
  flashToast(req, options.toast ?? status, options.bg ?? 'green');
}

export function pullStatus(req: Request): string | null {
  const status = req.session.authStatus ?? null;
  delete req.session.authStatus;
  return status;
}
