import type { Request, Response } from 'express';
import { parseId } from '../../contracts/search.ts';
import { NotFoundError } from '../../lib/errors.ts';
import { pageNumber } from '../../lib/pagination.ts';
import { byNombre } from './search.facets.ts';
import { brandModels } from './marca.queries.ts';
import { brandPage, findBrand } from './marca.service.ts';

/** /marca/{name}: the brand's page, or the 404 page for an unknown brand. */
export async function page(req: Request, res: Response) {
  const marca = await findBrand(String(req.params.marca ?? ''));
  if (!marca) throw new NotFoundError('Marca no encontrada.');
  await res.inertia.render('Marca', await brandPage(marca, pageNumber(req.query.page), req.locale));
}

/**
 * /list/modelos/{marca_id} and /listall/modelos/{marca_id}: the brand's models as JSON, for
 * the search box and the staff forms. Always JSON, a 404 included.
 */
export async function modelos(req: Request, res: Response) {
  const id = parseId(req.params.marca_id);
  const marca = id === null ? null : await brandModels(id);
  if (!marca) {
    res.status(404).json({ message: 'Marca no encontrada.' });
    return;
  }
  res.json({ modelos: marca.modelos.sort(byNombre) });
}
