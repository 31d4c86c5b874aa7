import { randomBytes } from 'node:crypto';
import type { z } from 'zod';
import {
  ALERT_FILTERS_MESSAGE,
  ALERT_SOLD_MESSAGE,
  type alertSchema,
  DIGEST_CARS,
  MAX_ALERTS_PER_EMAIL,
  MAX_PENDING_ALERTS,
} from '../../contracts/alerts.ts';
import { companySignature } from '../../contracts/company.ts';
import type { Translator } from '../../contracts/i18n.ts';
import { type Locale, localizedPath, storedLocale } from '../../contracts/locales.ts';
import { lookupName } from '../../contracts/lookup-names.ts';
import { route } from '../../contracts/routes.ts';
import { appliedFilters } from '../../contracts/search-labels.ts';
import { DEFAULT_SORT, parseSearchFilters, type SearchFilters, searchQuery } from '../../contracts/search.ts';
import type { SearchOptions, VehicleCard } from '../../contracts/pages.ts';
import { priceFigures } from '../../contracts/pricing.ts';
import { vehicleHref, vehicleTitle } from '../../contracts/vehicle.ts';
import { env } from '../../config/env.ts';
import { transaction } from '../../db/client.ts';
import { enqueue } from '../../jobs/queue.ts';
import { absoluteUrl } from '../../lib/absolute-url.ts';
import { ValidationError } from '../../lib/errors.ts';
import { mailer, type OutgoingMail } from '../../lib/mail.ts';
import { checkedSearch, searchCars, searchUrl } from '../catalogue/index.ts';
import { companyDetails } from '../../core/company-details.ts';
import { translator } from '../../i18n/index.ts';
import { consent, type Sender } from '../leads/index.ts';
import { type AlertLinks, confirmationMail, type DigestCar, digestMail } from './alert-mail.ts';
import { alertById, alertCarIds, type AlertRow, alertsOf, deleteAlertById, dueAlertIds, lockDueAlert, lockMailbox, recordDigest, saveAlert } from './alerts.queries.ts';
import { canonicalMailbox } from './mailbox.ts';

/** The longest search an alert keeps (the filtros column). */
const MAX_FILTROS = 1000;

/** A search in words, in the translator's language: its chips ('BMW · Hasta 400 €/mes'), or 'Todos los coches a la venta'. */
function inWords(filters: SearchFilters, options: SearchOptions, i18n: Translator): string {
  const words = appliedFilters(filters, options, i18n).map((chip) => chip.label);
  return words.join(' · ') || i18n.t('search.alert_every_car');
}

/**
 * The search an alert watches, as a search applies it (unknown ids dropped), in its canonical
 * query string and in Spanish words (the staff's record). Order and page do not matter to an
 * alert; the sold listing cannot have one (ValidationError).
 */
async function alertSearch(filtros: Record<string, unknown>): Promise<{ filtros: string; resumen: string }> {
  const requested = parseSearchFilters(filtros);
  if (requested.vendidos) throw new ValidationError({ filtros: [ALERT_SOLD_MESSAGE] });
  const { filters, options } = await checkedSearch({ ...requested, sort_by: DEFAULT_SORT, page: 1 });
  const query = new URLSearchParams(searchQuery(filters)).toString();
  if (query.length > MAX_FILTROS) throw new ValidationError({ filtros: [ALERT_FILTERS_MESSAGE] });
  return { filtros: query, resumen: inWords(filters, options, translator('es')).slice(0, 500) };
}

/** The filters an alert's stored query string stands for. */
const alertFilters = (filtros: string): SearchFilters => parseSearchFilters(Object.fromEntries(new URLSearchParams(filtros)));

/**
 * An alert's search in words: in Spanish as it was saved; in another language from its stored
 * filters, named as the search names them today.
 */
export async function alertSummary(alert: Pick<AlertRow, 'filtros' | 'resumen'>, locale: Locale): Promise<string> {
  if (locale === 'es') return alert.resumen;
  const { filters, options } = await checkedSearch(alertFilters(alert.filtros));
  return inWords(filters, options, translator(locale));
}

/**
 * Stores an alert with its consent, or marks the activity of the same search saved again by
 * the same address, and queues its confirmation mail when one is due (alerts.queries.ts
 * saveAlert): all or nothing. A mailbox (canonicalMailbox: 'ana+1@' and 'ana@' are one) may keep
 * MAX_PENDING_ALERTS unconfirmed alerts and MAX_ALERTS_PER_EMAIL in all; past either, nothing is
 * stored or mailed, and the answer is the same as a save's, so it says nothing of the alerts an
 * address has. The count and the save run under the mailbox's lock, so requests sent at once
 * cannot all pass the count.
 */
export async function createAlert(form: z.output<typeof alertSchema>, sender: Sender): Promise<void> {
  const email = form.email.toLowerCase();
  const buzon = canonicalMailbox(email);
  const search = await alertSearch(form.filtros);
  await transaction(async (tx) => {
    await lockMailbox(tx, buzon);
    const counts = await alertsOf(tx, buzon);
    if (counts.total >= MAX_ALERTS_PER_EMAIL || counts.pending >= MAX_PENDING_ALERTS) return;
    const alert = await saveAlert(tx, {
      email,
      buzon,
      ...search,
      token: randomBytes(32).toString('base64url'),
      ...consent(sender),
    });
    if (alert.confirm) await enqueue('alert-confirmation', { alertId: alert.id }, { tx });
  });
}

/** An alert's /buscar address (relative, Spanish: a page localizes it). */
export const alertSearchUrl = (alert: Pick<AlertRow, 'filtros'>) => searchUrl(alertFilters(alert.filtros));

/** What an alert's mails say of it, in the alert's language, their links to the pages in it. */
async function alertLinks(alert: AlertRow): Promise<AlertLinks> {
  const { APP_NAME } = env();
  const locale = storedLocale(alert.idioma);
  return {
    to: alert.email,
    i18n: translator(locale),
    resumen: await alertSummary(alert, locale),
    buscarUrl: absoluteUrl(localizedPath(alertSearchUrl(alert), locale)),
    bajaUrl: absoluteUrl(route('alertas.baja', { token: alert.token }, locale)),
    signature: companySignature(await companyDetails(), APP_NAME),
    appName: APP_NAME,
  };
}

/**
 * Sends an alert mail. An address the mail server refuses for good (5.5.x: no such mailbox) is
 * 'refused'; any other failure throws an error that names no address (the job's log and output
 * keep it), and the queue retries.
 */
async function sendAlertMail(alertId: number, mail: OutgoingMail): Promise<'sent' | 'refused'> {
  try {
    await mailer().send(mail);
    return 'sent';
  } catch (error) {
    const { responseCode, code } = error as { responseCode?: number; code?: string };
    if (responseCode !== undefined && responseCode >= 550 && responseCode < 560) return 'refused';
    // eslint-disable-next-line preserve-caught-error -- the server's answer names the visitor's address, which no log keeps
    throw new Error(`El servidor de correo no aceptó el correo de la alerta ${alertId} (${responseCode ?? code ?? 'sin código'})`);
  }
}

/** The 'alert-confirmation' job: mails the confirmation link of an alert that still waits for it; an address refused for good loses the alert. */
export async function sendConfirmation(alertId: number): Promise<boolean> {
  const alert = await alertById(alertId);
  if (!alert || alert.confirmada_at) return false;
  const mail = confirmationMail(await alertLinks(alert), absoluteUrl(route('alertas.confirmar', { token: alert.token }, storedLocale(alert.idioma))));
  if ((await sendAlertMail(alert.id, mail)) === 'sent') return true;
  await deleteAlertById(alert.id);
  return false;
}

/** When the digests go out: every day at 08:00, Canary Islands time (runner.ts schedules it). */
export const DIGEST_CRON = '0 8 * * *';

/** The 'alert-digests' job (daily): queues the digest of every alert due one. */
export async function queueDigests(): Promise<number> {
  const ids = await dueAlertIds();
  for (const alertId of ids) await enqueue('alert-digest', { alertId });
  return ids.length;
}

/** A digest's car as its mail shows it, in the alert's language, its prices as its card's (contracts/pricing.ts). */
function digestCar(card: VehicleCard, { t, locale }: Translator): DigestCar {
  const { cash, financed } = priceFigures({ precio: card.latestPrice, precio_oferta: card.precio_oferta, precioAnterior: card.precioAnterior, cuota: card.cuota });
  return {
    title: vehicleTitle(card),
    year: card.year,
    kilometros: card.kilometros,
    combustible: lookupName(t, 'combustible', card.combustible),
    cash,
    financed,
    cuota: card.cuota,
    url: absoluteUrl(localizedPath(vehicleHref(card.slug), locale)),
    photoUrl: absoluteUrl(card.thumbnailUrl),
  };
}

/** The most cars one digest read records as seen (its mail shows the first few, and how many there are). */
const MAX_READ = 200;

/**
 * The 'alert-digest' job: mails a confirmed alert the cars that entered the stock since its last
 * read (a day further back, never before its confirmation), match it and it has not had, at most
 * once a Canary Islands day; nothing when there are none. New on the site counts, whatever entry
 * date staff gave a car; one registered in the last day without a ready photo waits for the next
 * digest. The alert stays locked while the mail goes, so a twin job waits and then finds the
 * day's digest sent; a mail that fails undoes the read, and the retry finds the same cars (a
 * crash between the mail and the commit sends it again: at least once). An address refused for
 * good loses the alert. Returns how many cars were mailed.
 */
export async function sendDigest(alertId: number): Promise<number> {
  return transaction(
    async (tx) => {
      const alert = await lockDueAlert(tx, alertId);
      if (!alert) return 0;
      const selection = { newSince: alert.nuevos_desde, excluding: await alertCarIds(tx, alert.id, alert.nuevos_desde), limit: MAX_READ };
      const found = await searchCars(alertFilters(alert.filtros), selection, storedLocale(alert.idioma));
      if (found.cards.length > 0) {
        const links = await alertLinks(alert);
        const cars = found.cards.slice(0, DIGEST_CARS).map((card) => digestCar(card, links.i18n));
        const mail = digestMail(links, cars, found.total, found.financeNote);
        if ((await sendAlertMail(alert.id, mail)) === 'refused') {
          await deleteAlertById(alert.id, tx);
          return 0;
        }
      }
      await recordDigest(
        tx,
        alert.id,
        found.cards.map((card) => card.id),
      );
      return Math.min(found.cards.length, DIGEST_CARS);
    },
    { timeout: 90_000, maxWait: 10_000 },
  );
}

