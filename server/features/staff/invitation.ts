import { companySignature } from '../../contracts/company.ts';
import { env } from '../../config/env.ts';
import { mailer } from '../../lib/mail.ts';
import { resetLinkUrl } from '../auth/account-links.ts';
import { invitationMail } from '../auth/auth-mail.ts';
import { replaceResetToken } from '../auth/password-reset.queries.ts';
import { randomToken, sha256 } from '../auth/tokens.ts';
import { companyDetails } from '../company/company.service.ts';
import { findInvitee } from './staff.queries.ts';
import { INVITATION_TTL_MS } from './staff.service.ts';

/**
 * The 'staff-invitation' job: mails a pending account a link that sets its password (the reset
 * screen, with a token that lasts 7 days). The token is made here, so the queue never holds it;
 * a new run replaces the previous link. An account that chose its password or was deactivated
 * meanwhile gets nothing.
 */
export async function sendInvitation(userId: number): Promise<void> {
  const invitee = await findInvitee(userId);
  if (!invitee) return;
  const token = randomToken(32);
  await replaceResetToken(invitee.email, sha256(token), new Date(Date.now() + INVITATION_TTL_MS));
  const { APP_NAME } = env();
  const signature = companySignature(await companyDetails(), APP_NAME);
  await mailer().send(invitationMail(invitee, resetLinkUrl(token, invitee.email), APP_NAME, signature));
}
