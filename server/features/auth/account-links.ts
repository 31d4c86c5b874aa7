import type { Request } from 'express';
import { route } from '../../contracts/routes.ts';
import { appEnv } from '../../lib/app-config.ts';
import { companySignature } from '../../contracts/company.ts';
import { companyDetails } from '../../core/company-details.ts';
import { absoluteUrl } from '../../lib/absolute-url.ts';
import { resetPasswordMail, sendInBackground, verificationMail } from './auth-mail.ts';
import { verificationPath } from './verification-link.ts';

const signature = async (appName: string) => companySignature(await companyDetails(), appName);

/** Mails a fresh verification link (60 minutes) to `user`, in the background. */
export function sendVerificationLink(req: Request, user: { id: number; name: string; email: string }): void {
  const config = appEnv(req);
  const url = absoluteUrl(verificationPath(user, config.sessionSecret));
  const mail = signature(config.APP_NAME).then((signed) => verificationMail(user, url, config.APP_NAME, signed));
  sendInBackground(mail, req.log, 'Verificación de correo');
}

/** The reset screen's address for `token` (the clear token; the database keeps its hash), the email filled in. */
export function resetLinkUrl(token: string, email: string): string {
  return absoluteUrl(`${route('password.reset', { token })}?email=${encodeURIComponent(email)}`);
}

/** Mails the reset link for `token`, in the background. */
export function sendResetLink(req: Request, user: { name: string; email: string }, token: string): void {
  const url = resetLinkUrl(token, user.email);
  const { APP_NAME } = appEnv(req);
  const mail = signature(APP_NAME).then((signed) => resetPasswordMail(user, url, APP_NAME, signed));
  sendInBackground(mail, req.log, 'Restablecer contraseña');
}
