import type { Request, Response } from 'express';
import { FAILED_LOGIN_MESSAGE, loginSchema, type LoginProps } from '../../contracts/auth.ts';
import { route } from '../../contracts/routes.ts';
import { ValidationError } from '../../http/errors.ts';
import { pullIntendedUrl } from '../../http/middleware/auth.ts';
import { validate } from '../../http/validation.ts';
import { verifyCredentials } from './auth.service.ts';
import { endStaffSession, startStaffSession } from './session-auth.ts';

/** GET /login (Auth/Login). */
export async function show(_req: Request, res: Response) {
  const props: LoginProps = { status: null, canResetPassword: false, canRegister: false };
  await res.inertia.render('Auth/Login', props);
}

/** POST /login: a new session for the right credentials, then the page asked for or the panel. */
export async function store(req: Request, res: Response) {
  const form = validate(loginSchema, req.body);
  const userId = await verifyCredentials(form.email, form.password);
  if (userId === null) throw new ValidationError({ email: [FAILED_LOGIN_MESSAGE] });
  const intended = pullIntendedUrl(req);
  await startStaffSession(req, userId);
  res.redirect(303, intended);
}

/** POST /logout: the session ends and a fresh one starts; back to the public home. */
export async function destroy(req: Request, res: Response) {
  await endStaffSession(req);
  res.redirect(303, route('home'));
}
