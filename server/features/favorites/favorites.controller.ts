import type { Request, Response } from 'express';
import { optional } from '../../inertia/index.ts';
import { MAX_FAVORITES } from '../../contracts/favorites.ts';
import { currentFinanceNote } from '../../core/finance-terms.ts';
import { queryIds } from '../../lib/query-ids.ts';
import { carCards } from '../catalogue/index.ts';

/**
 * /favoritos: the ids live in the visitor's browser, so the page first renders without cars
 * (vehiculos: null) and then asks for them with a partial reload carrying ?ids=…; `vehiculos`
 * is an optional prop, computed only when that reload asks for it.
 */
export async function favoritos(req: Request, res: Response) {
  const ids = queryIds(req.query.ids, MAX_FAVORITES);
  await res.inertia.render('Favoritos', {
    vehiculos: ids === null ? null : optional(async () => (ids.length === 0 ? [] : carCards(ids))),
    notaFinanciacion: () => currentFinanceNote(req.locale),
  });
}
