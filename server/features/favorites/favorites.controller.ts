import type { Request, Response } from 'express';
import { optional } from '../../inertia/index.ts';
import { vehicleCard } from '../catalogue/catalogue.presenter.ts';
import { currentFinanceNote, currentFinanceTerms } from '../finance/finance.service.ts';
import { MAX_FAVORITES } from '../../contracts/favorites.ts';
import { inIdOrder, queryIds } from '../../lib/query-ids.ts';
import { favoriteCards } from './favorites.queries.ts';

/** The kept cars, in the order kept, with their payments from the terms in force. */
async function cards(ids: number[]) {
  const [rows, terms] = await Promise.all([favoriteCards(ids), currentFinanceTerms()]);
  return inIdOrder(ids, rows).map((row) => vehicleCard(row, terms));
}

/**
 * /favoritos: the ids live in the visitor's browser, so the page first renders without cars
 * (vehiculos: null) and then asks for them with a partial reload carrying ?ids=…; `vehiculos`
 * is an optional prop, computed only when that reload asks for it.
 */
export async function favoritos(req: Request, res: Response) {
  const ids = queryIds(req.query.ids, MAX_FAVORITES);
  await res.inertia.render('Favoritos', {
    vehiculos: ids === null ? null : optional(async () => (ids.length === 0 ? [] : cards(ids))),
    notaFinanciacion: currentFinanceNote,
  });
}
