import type { Request } from 'express';
import { route } from '../../contracts/routes.ts';
import { appEnv } from '../../http/app-config.ts';
import { absoluteUrl } from '../seo/seo.ts';
import { resetPasswordMail, sendInBackground, verificationMail } from './auth-mail.ts';
import { verificationPath } from './verification-link.ts';

/** Mails a fresh verification link (60 minutes) to `user`, in the background. */
export function sendVerificationLink(req: Request, user: { id: number; name: string; email: string }): void {
  const config = appEnv(req);
  const url = absoluteUrl(verificationPath(user, config.sessionSecret));
  sendInBackground(verificationMail(user, url, config.APP_NAME), req.log, 'Verificación de correo');
}

/** Mails the reset link for `token` (the clear token; the database keeps its hash), in the background. */
export function sendResetLink(req: Request, user: { name: string; email: string }, token: string): void {
  const url = absoluteUrl(`${route('password.reset', { token })}?email=${encodeURIComponent(user.email)}`);
  sendInBackground(resetPasswordMail(user, url, appEnv(req).APP_NAME), req.log, 'Restablecer contraseña');
}
