import type { Request, Response } from 'express';
import {
  EMAIL_VERIFIED_MESSAGE,
  INVALID_VERIFICATION_LINK_MESSAGE,
  VERIFICATION_LINK_SENT_MESSAGE,
} from '../../contracts/auth.ts';
import { route } from '../../contracts/routes.ts';
import { appEnv } from '../../lib/app-config.ts';
import { ForbiddenError } from '../../lib/errors.ts';
import { flashToast } from '../../lib/flash.ts';
import { sendVerificationLink } from './account-links.ts';
import { findUserById } from '../../core/session-user.queries.ts';
import { markEmailVerified } from './auth.queries.ts';
import { emailHash, verificationSignatureValid } from './verification-link.ts';
import { flashStatus } from './status.ts';

/** GET /verify-email (Auth/VerifyEmail): for a signed-in account whose address is not verified yet. */
export async function notice(req: Request, res: Response) {
  const user = await findUserById(req.session.userId ?? 0);
  if (user?.email_verified_at) return res.redirect(303, route('dashboard'));
  await res.inertia.render('Auth/VerifyEmail', {});
}

/** POST /email/verification-notification: a new link, and §8's green 'verification-link-sent' toast. */
export async function send(req: Request, res: Response) {
  const user = await findUserById(req.session.userId ?? 0);
  if (!user || user.email_verified_at) return res.redirect(303, route('dashboard'));
  sendVerificationLink(req, user);
  flashToast(req, VERIFICATION_LINK_SENT_MESSAGE);
  res.redirect(303, route('verification.notice'));
}

/**
 * GET /verify-email/{id}/{hash}?expires=&signature=: the signed link proves the address, with
 * or without a session (the mail may be opened on another device). A tampered or expired link,
 * or one for an address the account no longer has, is refused with 403.
 */
export async function verify(req: Request, res: Response) {
  const id = String(req.params.id);
  const hash = String(req.params.hash);
  const link = { id, hash, expires: req.query.expires, signature: req.query.signature };
  if (!verificationSignatureValid(link, appEnv(req).sessionSecret)) throw new ForbiddenError(INVALID_VERIFICATION_LINK_MESSAGE);
  const user = await findUserById(Number(id));
  if (!user || emailHash(user.email) !== hash) throw new ForbiddenError(INVALID_VERIFICATION_LINK_MESSAGE);
  await markEmailVerified(user.id);
  if (req.session.userId === user.id) {
    flashToast(req, EMAIL_VERIFIED_MESSAGE);
    return res.redirect(303, route('dashboard'));
  }
  flashStatus(req, `${EMAIL_VERIFIED_MESSAGE} Ya puedes iniciar sesión.`);
  res.redirect(303, route('login'));
}
