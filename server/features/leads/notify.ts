import { env } from '../../config/env.ts';
import { transaction } from '../../db/client.ts';
import { type FinanceTerms, paymentFrom } from '../../contracts/finance.ts';
import { conditionLines } from '../../contracts/car-condition.ts';
import { pricesInWords } from '../../contracts/price-statement.ts';
import { priceFigures } from '../../contracts/pricing.ts';
import { vehicleHref, vehicleTitle } from '../../contracts/vehicle.ts';
import { companySignature } from '../../contracts/company.ts';
import { enqueue } from '../../jobs/queue.ts';
import { companyDetails } from '../../core/company-details.ts';
import { currentFinanceTerms } from '../../core/finance-terms.ts';
import { absoluteUrl } from '../../lib/absolute-url.ts';
import { carCondition } from '../catalogue/index.ts';
import { type DeliveryLog, whileClaimed } from './deliveries.ts';
import { leadMail, type LeadMailData } from './lead-mail.ts';
import { leadForMail, markLeadMail, type LeadForMail } from './leads.queries.ts';
import { mailer } from '../../lib/mail.ts';
import { nextRetryAt } from './retry.ts';
import { translator } from '../../i18n/index.ts';

/** Sends of one lead's staff mail before it is given up (over about 17 hours, see retry.ts). */
export const MAIL_MAX_ATTEMPTS = 10;

async function mailData(lead: LeadForMail, appName: string, terms: FinanceTerms): Promise<LeadMailData> {
  const { coche, ...rest } = lead;
  if (!coche) return { ...rest, coche: null };
  const figures = priceFigures({ ...coche, cuota: paymentFrom(terms, coche.precio_efectivo) });
  const spanish = translator('es');
  return {
    ...rest,
    coche: {
      title: vehicleTitle(coche),
      url: absoluteUrl(vehicleHref(coche.slug)),
      prices: pricesInWords(figures, appName, spanish),
      estado: conditionLines(await carCondition(coche.id), spanish),
    },
  };
}

/**
 * The 'lead-mail' job: emails one stored lead to STAFF_EMAIL and records the outcome on it:
 * mailed_at, or mail_error with the reason and, in the same transaction, the next attempt queued
 * for its time. A lead already mailed, given up, gone, or held by another run is left alone, so a
 * job run twice, or beside its twin, sends one mail. Throws only when the outcome cannot be
 * recorded (the queue then retries the job).
 */
export async function deliverLeadMail(leadId: number, logger: DeliveryLog): Promise<'sent' | 'failed' | 'skipped'> {
  return (await whileClaimed(leadId, 'mail', () => sendLeadMail(leadId, logger))) ?? 'skipped';
}

async function sendLeadMail(leadId: number, logger: DeliveryLog): Promise<'sent' | 'failed' | 'skipped'> {
  const lead = await leadForMail(leadId);
  if (!lead) return 'skipped';
  try {
    const signature = companySignature(await companyDetails(), env().APP_NAME);
    const receipt = await mailer().send(leadMail(await mailData(lead, env().APP_NAME, await currentFinanceTerms()), env().STAFF_EMAIL, signature));
    await markLeadMail(leadId, { sent: true });
    if (receipt.via === 'file') logger.info({ leadId, file: receipt.file }, `Correo guardado en ${receipt.file}`);
    else logger.info({ leadId }, 'Correo del contacto enviado al personal');
    return 'sent';
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    const attempts = lead.mail_attempts + 1;
    const nextAt = nextRetryAt(attempts, MAIL_MAX_ATTEMPTS);
    await transaction(async (tx) => {
      await markLeadMail(leadId, { sent: false, error: reason, attempts, nextAt }, tx);
      if (nextAt) await enqueue('lead-mail', { leadId }, { tx, startAfter: nextAt });
    });
    logger.error(
      { err: error, leadId, attempts, nextAt },
      nextAt ? 'No se pudo enviar el correo del contacto; el contacto está guardado y se reintentará' : 'Correo del contacto abandonado tras los reintentos; el contacto está guardado',
    );
    return 'failed';
  }
}
