import type { NextFunction, Request, Response } from 'express';
import { z } from 'zod';
import { env } from '../../config/env.ts';
import { NotFoundError } from '../../lib/errors.ts';
import { companyDetails } from '../../core/company-details.ts';
import { currentFinanceTerms } from '../../core/finance-terms.ts';
import { isPageView } from './page-view.ts';
import { similarCars } from './catalogue.queries.ts';
import { vehiclePage } from './vehicle.presenter.ts';
import { findPublicVehicle } from './vehicle.queries.ts';
import { recordVisit } from './visits.ts';

/** Slugs are at most 200 characters (coches.slug); anything else cannot name a car. */
const slugParam = z.string().trim().min(1).max(200);

/**
 * Counts a real view of /vehiculo/{slug} before the page cache can answer it, once a day per
 * visitor (visitors-today.ts); the count is written in a batch (visits.ts), and only for a car
 * the public sees.
 */
export function countVisit(req: Request, _res: Response, next: NextFunction) {
  const slug = slugParam.safeParse(req.params.slug);
  if (slug.success && isPageView(req)) recordVisit(slug.data, { ip: req.ip ?? '', userAgent: req.get('user-agent') ?? '' });
  next();
}

/** GET /vehiculo/{slug}: a public car's page (sold ones too); anything else is the 404 page. */
export async function vehiculo(req: Request, res: Response) {
  const slug = slugParam.safeParse(req.params.slug);
  if (!slug.success) throw new NotFoundError();
  const [row, terms] = await Promise.all([findPublicVehicle(slug.data), currentFinanceTerms()]);
  if (!row) throw new NotFoundError();
  const [empresa, similares] = await Promise.all([companyDetails(), similarCars(row)]);
  await res.inertia.render('Vehicle', vehiclePage(row, { appName: env().APP_NAME, empresa }, terms, similares));
}
