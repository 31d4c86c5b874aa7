import type { Logger } from 'pino';
import { env } from '../../config/env.ts';
import { vehicleHref, vehicleTitle } from '../../contracts/vehicle.ts';
import { absoluteUrl } from '../seo/seo.ts';
import { leadMail, type LeadMailData } from './lead-mail.ts';
import { leadForMail, markLeadMail, unmailedLeadIds, type LeadForMail } from './leads.queries.ts';
import { mailer } from './mail.ts';

/** A lead younger than this may still be in its first send; the boot retry leaves it alone. */
const RETRY_AFTER_MS = 60_000;

function mailData(lead: LeadForMail): LeadMailData {
  const { coche, ...rest } = lead;
  return { ...rest, coche: coche ? { title: vehicleTitle(coche), url: absoluteUrl(vehicleHref(coche.slug)) } : null };
}

/**
 * Emails one stored lead to STAFF_EMAIL and records the outcome on it: mailed_at, or mail_error
 * with the reason. Never throws for a mail failure: the lead is already safe in the database.
 */
export async function deliverLeadMail(leadId: number, logger: Logger): Promise<'sent' | 'failed' | 'missing'> {
  const lead = await leadForMail(leadId);
  if (!lead) return 'missing';
  try {
    const receipt = await mailer().send(leadMail(mailData(lead), env().STAFF_EMAIL));
    await markLeadMail(leadId, { sent: true });
    if (receipt.via === 'file') logger.info({ leadId, file: receipt.file }, `Correo guardado en ${receipt.file}`);
    else logger.info({ leadId }, 'Correo del contacto enviado al personal');
    return 'sent';
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    await markLeadMail(leadId, { sent: false, error: reason });
    logger.error({ err: error, leadId }, 'No se pudo enviar el correo del contacto; el contacto está guardado');
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
 * At boot: mails the leads whose first send never reached an outcome (the process stopped
 * between storing and mailing), older than a minute so a send under way is not repeated.
 * Returns how many were sent.
 */
export async function retryUnmailedLeads(logger: Logger, now: Date = new Date()): Promise<number> {
  const ids = await unmailedLeadIds(new Date(now.getTime() - RETRY_AFTER_MS));
  let sent = 0;
  for (const id of ids) {
    if ((await deliverLeadMail(id, logger)) === 'sent') sent += 1;
  }
  if (ids.length > 0) logger.info({ pending: ids.length, sent }, 'Correos de contactos pendientes reenviados');
  return sent;
}
