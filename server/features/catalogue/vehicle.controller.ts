import { paymentProvider } from '../../payments/index.ts';
import type { NextFunction, Request, Response } from 'express';
import { env } from '../../config/env.ts';
import { NotFoundError } from '../../lib/errors.ts';
import { dgtReportPath } from '../../media/storage.ts';
import { mediaStore } from '../../media/store/media-store.ts';
import { companyDetails } from '../../core/company-details.ts';
import { currentFinanceTerms } from '../../core/finance-terms.ts';
import { translator } from '../../i18n/index.ts';
import { carSlug } from './car-slug.ts';
import { isPageView } from './page-view.ts';
import { similarCars } from './catalogue.queries.ts';
import { checklist as checklistOf } from './history.presenter.ts';
import { checklistRows, publicReport } from './history.queries.ts';
import { carHistory } from './history.service.ts';
import { vehiclePage } from './vehicle.presenter.ts';
import { findPublicVehicle } from './vehicle.queries.ts';
import { recordVisit } from './visits.ts';

/**
 * Counts a real view of /vehiculo/{slug} before the page cache can answer it, once a day per
 * visitor (visitors-today.ts); the count is written in a batch (visits.ts), and only for a car
 * the public sees.
 */
export function countVisit(req: Request, _res: Response, next: NextFunction) {
  const slug = carSlug(req);
  if (slug !== null && isPageView(req)) recordVisit(slug, { ip: req.ip ?? '', userAgent: req.get('user-agent') ?? '' });
  next();
}

/** GET /vehiculo/{slug}: a public car's page (sold ones too); anything else is the 404 page. */
export async function vehiculo(req: Request, res: Response) {
  const slug = carSlug(req);
  if (slug === null) throw new NotFoundError();
  const [row, terms] = await Promise.all([findPublicVehicle(slug), currentFinanceTerms()]);
  if (!row) throw new NotFoundError();
  const [empresa, similares, history] = await Promise.all([companyDetails(), similarCars(row), carHistory(row)]);
  await res.inertia.render('Vehicle', vehiclePage(row, { appName: env().APP_NAME, empresa }, terms, similares, req.locale, { reservaOnline: paymentProvider() !== null, ...history }));
}

/** How long a browser or a CDN may keep a car's checklist: short, so a car taken off the site or inspected again is soon the same everywhere. */
const CHECKLIST_MAX_AGE_SECONDS = 60;

/**
 * GET /vehiculo/{slug}/inspeccion (JSON, in the address's language): a public car's whole
 * inspection, by section, which its page loads when the visitor asks for it. A car not public, or
 * not inspected, is a 404.
 */
export async function checklist(req: Request, res: Response) {
  const slug = carSlug(req);
  const answer = slug === null ? null : checklistOf(await checklistRows(slug), translator(req.locale));
  if (!answer) throw new NotFoundError();
  res.set('Cache-Control', `public, max-age=${CHECKLIST_MAX_AGE_SECONDS}`);
  res.json(answer);
}

/**
 * GET /vehiculo/{slug}/informe-dgt.pdf: the car's DGT report, while staff keep it public and the
 * car is on the site; otherwise a 404. Kept as briefly as the checklist, so a report made private
 * or a car taken off the site is soon gone everywhere.
 */
export async function dgtReport(req: Request, res: Response) {
  const slug = carSlug(req);
  const report = slug === null ? null : await publicReport(slug);
  const file = report && (await mediaStore().read(dgtReportPath(report)));
  if (!file) throw new NotFoundError();
  res.set({ 'Content-Type': 'application/pdf', 'Content-Disposition': 'inline; filename="informe-dgt.pdf"', 'Cache-Control': `public, max-age=${CHECKLIST_MAX_AGE_SECONDS}` });
  res.send(file);
}
