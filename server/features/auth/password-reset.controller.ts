import type { Request, Response } from 'express';
import { z } from 'zod';
import {
  forgotPasswordSchema,
  INVALID_RESET_TOKEN_MESSAGE,
  PASSWORD_RESET_MESSAGE,
  RESET_LINK_SENT_MESSAGE,
  resetPasswordSchema,
  type ResetPasswordProps,
} from '../../contracts/auth.ts';
import { route } from '../../contracts/routes.ts';
import { ValidationError } from '../../lib/errors.ts';
import { flashToast } from '../../lib/flash.ts';
import { validate } from '../../lib/validation.ts';
import { requestPasswordReset, resetPassword } from './password-reset.service.ts';
import { flashStatus } from './status.ts';

/** GET /forgot-password (Auth/ForgotPassword). */
export async function request(_req: Request, res: Response) {
  await res.inertia.render('Auth/ForgotPassword', {});
}

/** POST /forgot-password: the same green toast whether or not the address has an account. */
export function email(req: Request, res: Response) {
  const form = validate(forgotPasswordSchema, req.body);
  requestPasswordReset(req, form.email).catch((error: unknown) => req.log.error({ err: error }, 'Restablecer contraseña: no se pudo crear el enlace'));
  flashToast(req, RESET_LINK_SENT_MESSAGE);
  res.redirect(303, route('password.request'));
}

const resetQuery = z.object({ email: z.string().max(254).catch('') }).catch({ email: '' });

/** GET /reset-password/{token}?email= (Auth/ResetPassword), token and email prefilled. */
export async function reset(req: Request, res: Response) {
  const props: ResetPasswordProps = { token: String(req.params.token ?? '').slice(0, 100), email: resetQuery.parse(req.query).email };
  await res.inertia.render('Auth/ResetPassword', props);
}

/** POST /reset-password: a valid token sets the password and leads to the login with a status. */
export async function update(req: Request, res: Response) {
  const form = validate(resetPasswordSchema, req.body);
  if (!(await resetPassword(form))) throw new ValidationError({ email: [INVALID_RESET_TOKEN_MESSAGE] });
  flashStatus(req, PASSWORD_RESET_MESSAGE);
  res.redirect(303, route('login'));
}
