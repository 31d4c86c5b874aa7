import type { Request, Response } from 'express';
import { FAILED_LOGIN_MESSAGE, LOGIN_ACCOUNT_THROTTLED_MESSAGE, LOGIN_THROTTLED_MESSAGE, loginSchema, type LoginProps } from '../../contracts/auth.ts';
import { route } from '../../contracts/routes.ts';
import { TooManyRequestsError, ValidationError } from '../../lib/errors.ts';
import { pullIntendedUrl } from './guards.ts';
import { wantsJson } from '../../lib/request.ts';
import { validate } from '../../lib/validation.ts';
import { always } from '../../inertia/index.ts';
import { verifyCredentials } from './auth.service.ts';
import { clearLoginAttempts, loginAttempt } from './login-throttle.ts';
import { guestsMayRegister } from './registration.ts';
import { forgetRememberCookie, issueRememberCookie } from './remember-me.ts';
import { endStaffSession, startStaffSession } from './session-auth.ts';
import { pullStatus } from './status.ts';

async function loginProps(req: Request): Promise<LoginProps> {
  return { status: pullStatus(req), canResetPassword: true, canRegister: await guestsMayRegister(req) };
}

/** GET /login (Auth/Login). */
export async function show(req: Request, res: Response) {
  await res.inertia.render('Auth/Login', await loginProps(req));
}

/**
 * POST /login: a new session for the right credentials (and a remember-me cookie when asked),
 * then the page asked for or the panel. An attempt over a limit (login-throttle.ts) is refused
 * with 429: the login screen with the message on the email field.
 */
export async function store(req: Request, res: Response) {
  const form = validate(loginSchema, req.body);
  const attempt = await loginAttempt(form.email, req.ip);
  if (attempt !== 'allowed') {
    const message = attempt === 'account-throttled' ? LOGIN_ACCOUNT_THROTTLED_MESSAGE : LOGIN_THROTTLED_MESSAGE;
    if (wantsJson(req)) throw new TooManyRequestsError(message);
    await res.inertia.render('Auth/Login', { ...(await loginProps(req)), errors: always({ email: message }) }, 429);
    return;
  }
  const userId = await verifyCredentials(form.email, form.password);
  if (userId === null) throw new ValidationError({ email: [FAILED_LOGIN_MESSAGE] });
  await clearLoginAttempts(form.email, req.ip);
  const intended = pullIntendedUrl(req);
  await startStaffSession(req, userId);
  if (form.remember) await issueRememberCookie(req, res, userId);
  res.redirect(303, intended);
}

/**
 * POST /logout: the session and its cookie are dropped, and so is the remember-me cookie; back to
 * the public home, which clears the browser's history of the staff pages: their props were kept
 * encrypted (routes.ts), and Back now finds them unreadable and asks the server, which says to
 * sign in.
 */
export async function destroy(req: Request, res: Response) {
  await forgetRememberCookie(req, res);
  await endStaffSession(req, res);
  res.inertia.clearHistory();
  res.redirect(303, route('home'));
}
