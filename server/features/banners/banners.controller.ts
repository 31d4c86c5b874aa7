import type { Request, Response } from 'express';
import { BANNER_FILE_FIELDS, BANNER_MESSAGES } from '../../contracts/banners.ts';
import { AppError } from '../../lib/errors.ts';
import { pathId } from '../../lib/path-id.ts';
import { staffBanner } from './banners.presenter.ts';
import { allBanners } from './banners.queries.ts';
import * as service from './banners.service.ts';

/** The Banners screen and its JSON calls (back-office §7): a write answers the banner as the screen shows it. */

type UploadedFiles = Partial<Record<string, Express.Multer.File[]>>;

/** The request's temp files (the upload layer removes them once answered). */
function uploadedFiles(req: Request): service.BannerFiles {
  const files = (req.files ?? {}) as UploadedFiles;
  return { image: files[BANNER_FILE_FIELDS.image]?.[0]?.path, video: files[BANNER_FILE_FIELDS.video]?.[0]?.path };
}

function bannerId(req: Request): number {
  return pathId(req, 'Banner no encontrado.');
}

/** GET /dashboard/banners (Banners): every banner in the home's order. */
export async function index(_req: Request, res: Response) {
  await res.inertia.render('Banners', { banners: (await allBanners()).map(staffBanner) });
}

/** POST /dashboard/banners (multipart): 201 with the created banner. */
export async function store(req: Request, res: Response) {
  const row = await service.createBanner(req.body, uploadedFiles(req));
  res.status(201).json(staffBanner(row));
}

/** POST /dashboard/banners/{id} with _method=PUT (multipart): the updated banner. */
export async function update(req: Request, res: Response) {
  const override = (req.body as { _method?: unknown } | undefined)?._method;
  if (override !== undefined && String(override).toUpperCase() !== 'PUT') throw new AppError(405, 'Método no permitido.');
  const row = await service.updateBanner(bannerId(req), req.body, uploadedFiles(req));
  res.json(staffBanner(row));
}

/** DELETE /dashboard/banners/{id}. */
export async function destroy(req: Request, res: Response) {
  await service.deleteBanner(bannerId(req));
  res.json({ message: BANNER_MESSAGES.deleted });
}
