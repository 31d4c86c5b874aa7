import type { Logger } from 'pino';
import { env } from '../../config/env.ts';
import { vehicleHref, vehicleTitle } from '../../contracts/vehicle.ts';
import { companySignature } from '../../contracts/company.ts';
import { companyDetails } from '../company/company.service.ts';
import { absoluteUrl } from '../../lib/absolute-url.ts';
import { leadMail, type LeadMailData } from './lead-mail.ts';
import { claimDueMail, leadForMail, markLeadMail, type LeadForMail } from './leads.queries.ts';
import { mailer } from '../../lib/mail.ts';
import { nextRetryAt } from './retry.ts';

/** Sends of one lead's staff mail before it is given up (over about 17 hours, see retry.ts). */
export const MAIL_MAX_ATTEMPTS = 10;

function mailData(lead: LeadForMail): LeadMailData {
  const { coche, ...rest } = lead;
  return { ...rest, coche: coche ? { title: vehicleTitle(coche), url: absoluteUrl(vehicleHref(coche.slug)) } : null };
}

/**
 * Emails one stored lead to STAFF_EMAIL and records the outcome on it: mailed_at, or mail_error
 * with the reason and when to try again. Never throws for a mail failure: the lead is already
 * safe in the database.
 */
export async function deliverLeadMail(leadId: number, logger: Logger): Promise<'sent' | 'failed' | 'missing'> {
  const lead = await leadForMail(leadId);
  if (!lead) return 'missing';
  try {
    const signature = companySignature(await companyDetails(), env().APP_NAME);
    const receipt = await mailer().send(leadMail(mailData(lead), env().STAFF_EMAIL, signature));
    await markLeadMail(leadId, { sent: true });
    if (receipt.via === 'file') logger.info({ leadId, file: receipt.file }, `Correo guardado en ${receipt.file}`);
    else logger.info({ leadId }, 'Correo del contacto enviado al personal');
    return 'sent';
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    const attempts = lead.mail_attempts + 1;
    const nextAt = nextRetryAt(attempts, MAIL_MAX_ATTEMPTS);
    await markLeadMail(leadId, { sent: false, error: reason, attempts, nextAt });
    logger.error(
      { err: error, leadId, attempts, nextAt },
      nextAt ? 'No se pudo enviar el correo del contacto; el contacto está guardado y se reintentará' : 'Correo del contacto abandonado tras los reintentos; el contacto está guardado',
    );
    return 'failed';
  }
}

/**
 * For controllers, once the visitor's answer is decided: starts the staff mail and returns at
 * once. Nothing is awaited, nothing is thrown; a failure is logged and kept on the lead.
 */
export function notifyStaff(leadId: number, logger: Logger): void {
  deliverLeadMail(leadId, logger).catch((error: unknown) => {
    logger.error({ err: error, leadId }, 'No se pudo registrar el envío del correo del contacto');
  });
}

/**
 * Sends the staff mails that are due (failed ones whose retry time has come, first sends that
 * never ended), one after another, up to `max`. Each lead is claimed just before its send, so
 * another instance never sends it too. Returns how many were sent.
 */
export async function sendDueMails(logger: Logger, max = 50): Promise<number> {
  let tried = 0;
  let sent = 0;
  while (tried < max) {
    const id = await claimDueMail();
    if (id === null) break;
    tried += 1;
    if ((await deliverLeadMail(id, logger)) === 'sent') sent += 1;
  }
  if (tried > 0) logger.info({ due: tried, sent }, 'Correos de contactos pendientes reenviados');
  return sent;
}
