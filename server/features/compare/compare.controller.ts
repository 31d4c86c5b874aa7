import type { Request, Response } from 'express';
import { compareUrl, MAX_COMPARE } from '../../contracts/compare.ts';
import { inIdOrder, queryIds } from '../../lib/query-ids.ts';
import { vehicleDetail } from '../catalogue/vehicle.presenter.ts';
import { findPublicVehicles } from '../catalogue/vehicle.queries.ts';
import { currentFinanceNote, currentFinanceTerms } from '../finance/finance.service.ts';

/**
 * /comparar: without ?ids= an empty page, which then asks for the browser's list; with them, the
 * public cars among the first MAX_COMPARE ids, in their order. An address naming anything else
 * (a removed car, a repeat, a fourth id, junk) is sent on to the address of what it shows, so a
 * shared comparison always reads the same.
 */
export async function comparar(req: Request, res: Response) {
  const asked = queryIds(req.query.ids, MAX_COMPARE);
  const [rows, terms, notaFinanciacion] = await Promise.all([asked?.length ? findPublicVehicles(asked) : [], currentFinanceTerms(), currentFinanceNote()]);
  const coches = asked ? inIdOrder(asked, rows).map((row) => vehicleDetail(row, terms)) : [];
  const ids = asked && coches.map((coche) => coche.id);
  if (ids && ids.length > 0 && req.originalUrl !== compareUrl(ids)) {
    res.redirect(302, compareUrl(ids));
    return;
  }
  await res.inertia.render('Comparar', { ids, coches, notaFinanciacion });
}
