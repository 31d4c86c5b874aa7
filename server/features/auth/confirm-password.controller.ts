import type { Request, Response } from 'express';
import { confirmPasswordSchema, WRONG_PASSWORD_MESSAGE } from '../../contracts/auth.ts';
import { ValidationError } from '../../lib/errors.ts';
import { pullIntendedUrl } from './guards.ts';
import { validate } from '../../lib/validation.ts';
import { findPasswordHash } from './auth.queries.ts';
import { passwordMatches } from './passwords.ts';

/** GET /confirm-password (Auth/ConfirmPassword). */
export async function show(_req: Request, res: Response) {
  await res.inertia.render('Auth/ConfirmPassword', {});
}

/** POST /confirm-password: the right password opens the sensitive actions for 3 hours, then back to the page asked for. */
export async function store(req: Request, res: Response) {
  const form = validate(confirmPasswordSchema, req.body);
  const hash = req.session.userId ? await findPasswordHash(req.session.userId) : null;
  if (!(await passwordMatches(form.password, hash))) throw new ValidationError({ password: [WRONG_PASSWORD_MESSAGE] });
  req.session.passwordConfirmedAt = Date.now();
  res.redirect(303, pullIntendedUrl(req));
}
