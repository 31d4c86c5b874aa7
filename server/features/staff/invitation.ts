import { companySignature } from '../../contracts/company.ts';
import { env } from '../../config/env.ts';
import { mailer } from '../../lib/mail.ts';
import { invitationMail, replaceResetToken, resetLinkUrl } from '../auth/index.ts';
import { hmacSha256, sha256 } from '../../core/tokens.ts';
import { companyDetails } from '../../core/company-details.ts';
import { findInvitee } from './staff.queries.ts';
import { INVITATION_TTL_MS } from './staff.service.ts';

/**
 * An invitation's token: an HMAC of the account and its invitation count under the app's secret,
 * so every run of one invitation's job makes the same token, and a new invitation a new one.
 */
function invitationToken(secret: string, invitee: { id: number; invitaciones: number }): string {
  return Buffer.from(hmacSha256(secret, `invitacion:${invitee.id}:${invitee.invitaciones}`), 'hex').toString('base64url');
}

/**
 * The 'staff-invitation' job: mails a pending account a link that sets its password (the reset
 * screen, with a token that lasts 7 days). The token is made here, from the invitation's count,
 * so the queue never holds it and a job that runs twice mails the same working link; the
 * invitation before it stops working. An account that chose its password or was deactivated
 * meanwhile gets nothing.
 */
export async function sendInvitation(userId: number): Promise<void> {
  const invitee = await findInvitee(userId);
  if (!invitee) return;
  const { APP_NAME, sessionSecret } = env();
  const token = invitationToken(sessionSecret, invitee);
  await replaceResetToken(invitee.email, sha256(token), new Date(Date.now() + INVITATION_TTL_MS));
  const signature = companySignature(await companyDetails(), APP_NAME);
  await mailer().send(invitationMail(invitee, resetLinkUrl(token, invitee.email), APP_NAME, signature));
}
