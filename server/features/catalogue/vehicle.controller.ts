import type { Request, Response } from 'express';
import { z } from 'zod';
import { env } from '../../config/env.ts';
import { NotFoundError } from '../../http/errors.ts';
import { companyDetails } from '../company/company.service.ts';
import { isPageView } from './page-view.ts';
import { vehiclePage } from './vehicle.presenter.ts';
import { countVisit, findPublicVehicle } from './vehicle.queries.ts';

/** Slugs are at most 200 characters (coches.slug); anything else cannot name a car. */
const slugParam = z.string().trim().min(1).max(200);

/** A visit that must not cost the visitor their page: failures are logged, never thrown. */
async function countVisitSafely(req: Request, slug: string): Promise<void> {
  try {
    await countVisit(slug);
  } catch (error) {
    req.log.warn({ err: error, slug }, 'No se pudo contar la visita del vehículo');
  }
}

/** GET /vehiculo/{slug}: a public car's page (sold ones too); anything else is the 404 page. */
export async function vehiculo(req: Request, res: Response) {
  const slug = slugParam.safeParse(req.params.slug);
  if (!slug.success) throw new NotFoundError();
  // Both statements use the slug index; counting alongside the read costs no extra round trip.
  const [row] = await Promise.all([findPublicVehicle(slug.data), isPageView(req) ? countVisitSafely(req, slug.data) : undefined]);
  if (!row) throw new NotFoundError();
  await res.inertia.render('Vehicle', vehiclePage(row, { appName: env().APP_NAME, empresa: await companyDetails() }));
}
