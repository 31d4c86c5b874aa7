import type { Request, Response } from 'express';
import { route } from '../../contracts/routes.ts';
import { NotFoundError } from '../../lib/errors.ts';
import { pageNumber } from '../../lib/pagination.ts';
import { findBrand } from './marca.service.ts';
import { findIsland, findModel, islandPage, modelPage } from './segunda-mano.service.ts';

/** /coches-segunda-mano/{marca}/{modelo}: a model's landing page, or the 404 page. */
export async function modelo(req: Request, res: Response) {
  const found = await findModel(String(req.params.marca ?? ''), String(req.params.modelo ?? ''));
  if (!found) throw new NotFoundError('Modelo no encontrado.');
  await res.inertia.render('SegundaMano', await modelPage(found, pageNumber(req.query.page), req.locale));
}

/**
 * /coches-segunda-mano/{isla}: an island's landing page. A brand in its place is sent on to
 * the brand's page, where its cars already are.
 */
export async function isla(req: Request, res: Response) {
  const segment = String(req.params.isla ?? '');
  const island = findIsland(segment);
  if (island) {
    await res.inertia.render('SegundaMano', await islandPage(island, pageNumber(req.query.page), req.locale));
    return;
  }
  const marca = await findBrand(segment);
  if (!marca) throw new NotFoundError();
  res.redirect(301, route('marca', { marca: marca.nombre }, req.locale));
}
