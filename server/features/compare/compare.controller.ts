import type { Request, Response } from 'express';
import { compareUrl, MAX_COMPARE } from '../../contracts/compare.ts';
import { localizedPath } from '../../contracts/locales.ts';
import { route } from '../../contracts/routes.ts';
import { currentFinanceNote } from '../../core/finance-terms.ts';
import { queryIds } from '../../lib/query-ids.ts';
import { carDetails } from '../catalogue/index.ts';

/** The most ids of an address read: a few more than are shown, so hidden ones make room for the next. */
const MAX_ASKED = MAX_COMPARE * 4;

/**
 * /comparar: without ?ids= an empty page, which then asks for the browser's list; with them, the
 * first MAX_COMPARE public cars among the ids (sold ones too), in their order. An address naming
 * anything else (a hidden or removed car, a repeat, a fourth car, junk) is sent on to the
 * address of what it shows, so a shared comparison always reads the same; one naming no id at
 * all goes to /comparar, in the page's language. Cars that are all gone leave `ids: []`: the page says so.
 */
export async function comparar(req: Request, res: Response) {
  const asked = queryIds(req.query.ids, MAX_ASKED);
  if (asked !== null && asked.length === 0) {
    res.redirect(302, route('comparar', {}, req.locale));
    return;
  }
  const [found, notaFinanciacion] = await Promise.all([asked ? carDetails(asked) : [], currentFinanceNote(req.locale)]);
  const coches = found.slice(0, MAX_COMPARE);
  const ids = asked && coches.map((coche) => coche.id);
  const canonical = ids && localizedPath(compareUrl(ids), req.locale);
  if (canonical && ids.length > 0 && req.originalUrl !== canonical) {
    res.redirect(302, canonical);
    return;
  }
  await res.inertia.render('Comparar', { ids, coches, notaFinanciacion });
}
