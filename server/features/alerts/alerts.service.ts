import { randomBytes } from 'node:crypto';
import type { z } from 'zod';
import {
  ALERT_FILTERS_MESSAGE,
  ALERT_PENDING_MESSAGE,
  ALERT_SOLD_MESSAGE,
  ALERT_TOO_MANY_MESSAGE,
  type alertSchema,
  DIGEST_CARS,
  MAX_ALERTS_PER_EMAIL,
  MAX_PENDING_ALERTS,
} from '../../contracts/alerts.ts';
import { companySignature } from '../../contracts/company.ts';
import { listingFinanceNote } from '../../contracts/finance-disclosure.ts';
import { LEGAL_TEXT_VERSION } from '../../contracts/lead-forms.ts';
import { route } from '../../contracts/routes.ts';
import { appliedFilters } from '../../contracts/search-labels.ts';
import { DEFAULT_SORT, parseSearchFilters, type SearchFilters, searchQuery } from '../../contracts/search.ts';
import { vehicleHref, vehicleTitle } from '../../contracts/vehicle.ts';
import { env } from '../../config/env.ts';
import { transaction } from '../../db/client.ts';
import { enqueue } from '../../jobs/queue.ts';
import { absoluteUrl } from '../../lib/absolute-url.ts';
import { ValidationError } from '../../lib/errors.ts';
import { mailer } from '../../lib/mail.ts';
import { vehicleCard } from '../catalogue/catalogue.presenter.ts';
import { catalogueLookups } from '../catalogue/catalogue-lookups.ts';
import { currentCatalogueVersion } from '../catalogue/catalogue-version.ts';
import { pricedFilters } from '../catalogue/search.facets.ts';
import { cardRows, checkedSearch, searchUrl } from '../catalogue/search.service.ts';
import { companyDetails } from '../company/company.service.ts';
import { currentFinanceTerms } from '../finance/finance.service.ts';
import type { Sender } from '../leads/leads.service.ts';
import { type AlertLinks, confirmationMail, type DigestCar, digestMail } from './alert-mail.ts';
import { alertById, alertOf, type AlertRow, alertsOf, dueAlertIds, lockDueAlert, newMatches, recordDigest, saveAlert } from './alerts.queries.ts';

/** What an alert with no filter is called. */
const EVERY_CAR = 'Todos los coches a la venta';

/** The longest search an alert keeps (the filtros column). */
const MAX_FILTROS = 1000;

/**
 * The search an alert watches, as a search applies it (unknown ids dropped), in its canonical
 * query string and in words. Order and page do not matter to an alert; the sold listing cannot
 * have one (ValidationError).
 */
async function alertSearch(filtros: Record<string, unknown>): Promise<{ filtros: string; resumen: string }> {
  const requested = parseSearchFilters(filtros);
  if (requested.vendidos) throw new ValidationError({ filtros: [ALERT_SOLD_MESSAGE] });
  const { filters, options } = await checkedSearch({ ...requested, sort_by: DEFAULT_SORT, page: 1 });
  const query = new URLSearchParams(searchQuery(filters)).toString();
  if (query.length > MAX_FILTROS) throw new ValidationError({ filtros: [ALERT_FILTERS_MESSAGE] });
  const words = appliedFilters(filters, options).map((chip) => chip.label);
  return { filtros: query, resumen: (words.join(' · ') || EVERY_CAR).slice(0, 500) };
}

/** The filters an alert's stored query string stands for. */
const alertFilters = (filtros: string): SearchFilters => parseSearchFilters(Object.fromEntries(new URLSearchParams(filtros)));

/**
 * Stores an alert (or renews the same search saved again by the same address) with its consent,
 * and queues its confirmation mail unless it is confirmed already: both or neither. An address
 * may keep MAX_PENDING_ALERTS unconfirmed alerts and MAX_ALERTS_PER_EMAIL in all, so nobody can
 * flood someone else's mailbox with confirmations.
 */
export async function createAlert(form: z.output<typeof alertSchema>, sender: Sender): Promise<void> {
  const email = form.email.toLowerCase();
  const search = await alertSearch(form.filtros);
  const [existing, counts] = await Promise.all([alertOf(email, search.filtros), alertsOf(email)]);
  if (!existing && counts.total >= MAX_ALERTS_PER_EMAIL) throw new ValidationError({ email: [ALERT_TOO_MANY_MESSAGE] });
  if (!existing && counts.pending >= MAX_PENDING_ALERTS) throw new ValidationError({ email: [ALERT_PENDING_MESSAGE] });
  await transaction(async (tx) => {
    const alert = await saveAlert(tx, {
      email,
      ...search,
      token: randomBytes(32).toString('base64url'),
      consent_at: new Date(),
      consent_version: LEGAL_TEXT_VERSION,
      ip: sender.ip?.slice(0, 45),
      user_agent: sender.userAgent?.slice(0, 500),
    });
    if (alert.pending) await enqueue('alert-confirmation', { alertId: alert.id }, { tx });
  });
}

/** An alert's /buscar address (relative). */
export const alertSearchUrl = (alert: Pick<AlertRow, 'filtros'>) => searchUrl(alertFilters(alert.filtros));

async function alertLinks(alert: AlertRow): Promise<AlertLinks> {
  const { APP_NAME } = env();
  return {
    to: alert.email,
    resumen: alert.resumen,
    buscarUrl: absoluteUrl(alertSearchUrl(alert)),
    bajaUrl: absoluteUrl(route('alertas.baja', { token: alert.token })),
    signature: companySignature(await companyDetails(), APP_NAME),
    appName: APP_NAME,
  };
}

/** The 'alert-confirmation' job: mails the confirmation link of an alert that still waits for it. */
export async function sendConfirmation(alertId: number): Promise<boolean> {
  const alert = await alertById(alertId);
  if (!alert || alert.confirmada_at) return false;
  await mailer().send(confirmationMail(await alertLinks(alert), absoluteUrl(route('alertas.confirmar', { token: alert.token }))));
  return true;
}

/** The 'alert-digests' job (daily): queues the digest of every alert due one. */
export async function queueDigests(): Promise<number> {
  const ids = await dueAlertIds();
  for (const alertId of ids) await enqueue('alert-digest', { alertId });
  return ids.length;
}

/**
 * The 'alert-digest' job: mails a confirmed alert the cars listed since its last read that match
 * it and it has not had, at most once a Canary Islands day; nothing when there are none. The
 * alert stays locked while the mail goes, so a twin job finds it done; a mail that fails undoes
 * the read, and the retry finds the same cars. Returns how many cars were mailed.
 */
export async function sendDigest(alertId: number): Promise<number> {
  const version = await currentCatalogueVersion();
  const [terms, lookups] = await Promise.all([currentFinanceTerms(version), catalogueLookups(version)]);
  return transaction(
    async (tx) => {
      const alert = await lockDueAlert(tx, alertId);
      if (!alert?.visto_hasta) return 0;
      const rows = await newMatches(tx, alert.id, pricedFilters(alertFilters(alert.filtros), terms), alert.visto_hasta, DIGEST_CARS);
      if (rows.length > 0) {
        const cars = cardRows(rows, lookups).map((row): DigestCar => {
          const card = vehicleCard(row, terms);
          return {
            title: vehicleTitle(card),
            year: card.year,
            kilometros: card.kilometros,
            combustible: card.combustible.nombre,
            precio: card.effectivePrice,
            cuota: card.cuota,
            url: absoluteUrl(vehicleHref(card.slug)),
            photoUrl: absoluteUrl(card.thumbnailUrl),
          };
        });
        await mailer().send(digestMail(await alertLinks(alert), cars, rows[0]!.total, listingFinanceNote(terms)));
      }
      await recordDigest(
        tx,
        alert.id,
        rows.map((row) => row.id),
      );
      return rows.length;
    },
    { timeout: 90_000, maxWait: 10_000 },
  );
}
