import type { Request, RequestHandler } from 'express';
import { route } from '../../contracts/routes.ts';
import { staffStatus } from '../../features/auth/current-user.ts';
import { isInertiaRequest } from '../../inertia/index.ts';
import { ForbiddenError, UnauthorizedError } from '../errors.ts';

declare module 'express-session' {
  interface SessionData {
    /** The staff page an anonymous visit asked for, to return to after signing in. */
    intendedUrl?: string;
  }
}

/** A page visit (the browser or the Inertia client) rather than an API call from a script. */
const isPageVisit = (req: Request) => isInertiaRequest(req) || req.accepts(['html', 'json']) === 'html';

/**
 * Staff routes (access 'staff' in the route table): a signed-in staff member whose email is
 * verified. An anonymous page visit goes to the login, which brings it back afterwards; an
 * anonymous API call gets 401 JSON.
 */
export const requireStaff: RequestHandler = async (req, res, next) => {
  const status = await staffStatus(req);
  if (status === 'verified') return next();
  if (status === 'anonymous') {
    if (!isPageVisit(req)) return next(new UnauthorizedError());
    if (req.method === 'GET') req.session.intendedUrl = req.originalUrl;
    return res.redirect(303, route('login'));
  }
  next(new ForbiddenError('Debes verificar tu dirección de correo electrónico antes de continuar.'));
};

/** The sign-in screens (access 'guest'): a signed-in user is sent on to the panel. */
export const guestOnly: RequestHandler = async (req, res, next) => {
  if ((await staffStatus(req)) === 'anonymous') return next();
  res.redirect(303, route('dashboard'));
};

/** Where a fresh sign-in goes: the staff page it was asked for, else the panel. */
export function pullIntendedUrl(req: Request): string {
  const url = req.session.intendedUrl;
  delete req.session.intendedUrl;
  return url?.startsWith('/dashboard') ? url : route('dashboard');
}
