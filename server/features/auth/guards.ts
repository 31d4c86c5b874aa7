import type { Request, RequestHandler } from 'express';
import { route } from '../../contracts/routes.ts';
import { ROLE_FORBIDDEN_MESSAGE, type Rol } from '../../contracts/staff-roles.ts';
import { currentRole, staffStatus } from '../../core/session-user.ts';
import { isInertiaRequest } from '../../inertia/index.ts';
import { AppError, ForbiddenError, UnauthorizedError } from '../../lib/errors.ts';

declare module 'express-session' {
  interface SessionData {
    /** The staff page an anonymous visit asked for, to return to after signing in. */
    intendedUrl?: string;
    /** When (epoch ms) the signed-in user last typed their password on the confirm screen. */
    passwordConfirmedAt?: number;
  }
}

export const UNVERIFIED_MESSAGE = 'Debes verificar tu dirección de correo electrónico antes de continuar.';
export const CONFIRM_PASSWORD_MESSAGE = 'Confirma tu contraseña para continuar.';

/** How long a password confirmation opens the sensitive actions (issue 5: 3 hours). */
export const PASSWORD_CONFIRMATION_TTL_MS = 3 * 60 * 60_000;

/**
 * A page visit: the Inertia client, or a browser asking for HTML. Anything else (a script's
 * fetch with its default Accept of any type, curl, a JSON call) is an API call and gets a status, not
 * a redirect it would follow to a 200 login page.
 */
const isPageVisit = (req: Request) => isInertiaRequest(req) || /\btext\/html\b/.test(req.get('Accept') ?? '');

/** Remembers a GET page visit to come back to once the gate in front of it is passed. */
function rememberIntended(req: Request) {
  if (req.method === 'GET') req.session.intendedUrl = req.originalUrl;
}

/**
 * Staff routes (access 'staff' in the route table): a signed-in staff member whose email is
 * verified. An anonymous page visit goes to the login, which brings it back afterwards; an
 * anonymous API call gets 401 JSON. An unverified account's page visit goes to the
 * verification notice; its API calls get 403 JSON.
 */
export const requireStaff: RequestHandler = async (req, res, next) => {
  const status = await staffStatus(req);
  if (status === 'verified') return next();
  if (!isPageVisit(req)) return next(status === 'anonymous' ? new UnauthorizedError() : new ForbiddenError(UNVERIFIED_MESSAGE));
  if (status === 'anonymous') {
    rememberIntended(req);
    return res.redirect(303, route('login'));
  }
  res.redirect(303, route('verification.notice'));
};

/**
 * A staff route's `roles` (route table): the signed-in member's role must be one of them, or
 * the request is refused with 403, the Spanish error page for a page visit and JSON for an API
 * call. Put it after the staff gate.
 */
export function requireRole(roles: readonly Rol[]): RequestHandler {
  return async (req, _res, next) => {
    const rol = await currentRole(req);
    next(rol !== null && roles.includes(rol) ? undefined : new ForbiddenError(ROLE_FORBIDDEN_MESSAGE));
  };
}

/** Routes of any signed-in account, verified or not (access 'user'): the verification screens and logout. */
export const requireUser: RequestHandler = async (req, res, next) => {
  if ((await staffStatus(req)) !== 'anonymous') return next();
  if (!isPageVisit(req)) return next(new UnauthorizedError());
  res.redirect(303, route('login'));
};

/** The sign-in screens (access 'guest'): a signed-in user is sent on to the panel. */
export const guestOnly: RequestHandler = async (req, res, next) => {
  if ((await staffStatus(req)) === 'anonymous') return next();
  res.redirect(303, route('dashboard'));
};

/** Whether the session's password confirmation is recent enough for a sensitive action. */
export function passwordRecentlyConfirmed(req: Request, now = Date.now()): boolean {
  const at = req.session.passwordConfirmedAt;
  return typeof at === 'number' && now - at < PASSWORD_CONFIRMATION_TTL_MS && now >= at;
}

/**
 * Sensitive actions (managing staff accounts): the password must have been confirmed on the
 * confirm screen within 3 hours. Otherwise a page visit goes there and comes back; an API call
 * gets 423 JSON. Put it after the staff gate.
 */
export const requirePasswordConfirmed: RequestHandler = (req, res, next) => {
  if (passwordRecentlyConfirmed(req)) return next();
  if (!isPageVisit(req)) return next(new AppError(423, CONFIRM_PASSWORD_MESSAGE));
  rememberIntended(req);
  res.redirect(303, route('password.confirm'));
};

/** The staff pages a sign-in or a confirmation may return to. */
const RETURN_PREFIXES = ['/dashboard', '/register'];

/** Where a fresh sign-in (or confirmation) goes: the staff page it was asked for, else the panel. */
export function pullIntendedUrl(req: Request): string {
  const url = req.session.intendedUrl;
  delete req.session.intendedUrl;
  const allowed = url && RETURN_PREFIXES.some((prefix) => url === prefix || url.startsWith(`${prefix}/`) || url.startsWith(`${prefix}?`));
  return allowed ? url : route('dashboard');
}
