import { paymentProvider } from '../../payments/index.ts';
import type { NextFunction, Request, Response } from 'express';
import { env } from '../../config/env.ts';
import { NotFoundError } from '../../lib/errors.ts';
import { companyDetails } from '../../core/company-details.ts';
import { currentFinanceTerms } from '../../core/finance-terms.ts';
import { translator } from '../../i18n/index.ts';
import { carSlug } from './car-slug.ts';
import { isPageView } from './page-view.ts';
import { similarCars } from './catalogue.queries.ts';
import { checklist as checklistOf } from './history.presenter.ts';
import { checklistRows, inspectionSummary } from './history.queries.ts';
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
  const [empresa, similares, inspeccion] = await Promise.all([companyDetails(), similarCars(row), inspectionSummary(row.id)]);
  await res.inertia.render('Vehicle', vehiclePage(row, { appName: env().APP_NAME, empresa }, terms, similares, req.locale, { reservaOnline: paymentProvider() !== null, inspeccion }));
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
