import type { Request, RequestHandler } from 'express';
import { FIRST_ACCOUNT_CLOSED_MESSAGE, REGISTRATION_CLOSED_MESSAGE, type RegisterProps } from '../../contracts/auth.ts';
import { route } from '../../contracts/routes.ts';
import { appEnv } from '../../lib/app-config.ts';
import { ADMIN_ONLY } from '../../contracts/staff-roles.ts';
import { requirePasswordConfirmed, requireRole, requireStaff } from './guards.ts';
import { hasUsers } from './auth.queries.ts';
import { staffStatus } from '../../core/session-user.ts';
import { flashStatus } from './status.ts';
import { safeEqual, sha256 } from '../../core/tokens.ts';

/**
 * The registration policy (issue 5):
 * - 'first': the site has no account yet: in development anyone may create the first one; in
 *   production only a visitor who opened /register?token= with the INSTALL_TOKEN (kept in the
 *   session for the form), as a fresh site facing the internet is not anyone's to take;
 * - 'staff': a signed-in, verified administrator who confirmed the password within 3 hours adds a colleague;
 * - 'open': REGISTRATION_OPEN=true lets guests sign themselves up;
 * - otherwise a guest is sent to the login with a status saying registration is closed.
 */
export type RegistrationMode = RegisterProps['mode'];

declare module 'express-serve-static-core' {
  interface Locals {
    registrationMode?: RegistrationMode;
  }
}

declare module 'express-session' {
  interface SessionData {
    installTokenAccepted?: boolean;
  }
}

/** Whether a guest may open the register screen (the login shows the link then). */
export async function guestsMayRegister(req: Request): Promise<boolean> {
  return appEnv(req).REGISTRATION_OPEN || (!appEnv(req).isProduction && !(await hasUsers()));
}

/** Whether this visitor may create the site's first account (see the policy above). */
function mayCreateFirstAccount(req: Request): boolean {
  const { isProduction, INSTALL_TOKEN } = appEnv(req);
  if (!isProduction) return true;
  if (!INSTALL_TOKEN) return false;
  const given = req.query.token;
  if (typeof given === 'string' && safeEqual(sha256(given), sha256(INSTALL_TOKEN))) req.session.installTokenAccepted = true;
  return req.session.installTokenAccepted === true;
}

/** Decides the mode (res.locals.registrationMode), or turns a guest away when registration is closed. */
export const registrationPolicy: RequestHandler = async (req, res, next) => {
  if (!(await hasUsers())) {
    if (!mayCreateFirstAccount(req)) {
      flashStatus(req, FIRST_ACCOUNT_CLOSED_MESSAGE);
      return res.redirect(303, route('login'));
    }
    res.locals.registrationMode = 'first';
  } else if ((await staffStatus(req)) !== 'anonymous') res.locals.registrationMode = 'staff';
  else if (appEnv(req).REGISTRATION_OPEN) res.locals.registrationMode = 'open';
  else {
    flashStatus(req, REGISTRATION_CLOSED_MESSAGE);
    return res.redirect(303, route('login'));
  }
  next();
};

/** Applies a gate only when a staff member is adding a colleague. */
const inStaffMode =
  (gate: RequestHandler): RequestHandler =>
  (req, res, next) =>
    res.locals.registrationMode === 'staff' ? gate(req, res, next) : next();

/** The register routes' guard chain: the policy, then (staff mode) the staff gate, the administrator's role and a recent password confirmation. */
export const registrationGates: RequestHandler[] = [
  registrationPolicy,
  inStaffMode(requireStaff),
  inStaffMode(requireRole(ADMIN_ONLY)),
  inStaffMode(requirePasswordConfirmed),
];
