import type { Request, Response } from 'express';
import { parseSearchFilters } from '../../contracts/search.ts';
import { currentFinanceNote } from '../../core/finance-terms.ts';
import { banner } from './catalogue.presenter.ts';
import { homeBanners } from './catalogue.queries.ts';
import { latestCards } from './catalogue.service.ts';
import { defaultSearchOptions, search, type SearchResult } from './search.service.ts';

export async function home(req: Request, res: Response) {
  await res.inertia.render('Welcome', {
    banners: async () => (await homeBanners()).map(banner),
    ultimas: latestCards,
    search: defaultSearchOptions,
    notaFinanciacion: () => currentFinanceNote(req.locale),
  });
}

/** /buscar: the search runs once, whichever of its props a partial reload asks for. */
export async function buscar(req: Request, res: Response) {
  let result: Promise<SearchResult> | undefined;
  const prop =
    <Key extends keyof SearchResult>(key: Key) =>
    async () => {
      result ??= search(parseSearchFilters(req.query));
      return (await result)[key];
    };
  await res.inertia.render('Buscar', {
    entradas: prop('entradas'),
    filters: prop('filters'),
    marcas: prop('marcas'),
    modelos: prop('modelos'),
    combustibles: prop('combustibles'),
    cambios: prop('cambios'),
    carrocerias: prop('carrocerias'),
    etiquetas: prop('etiquetas'),
    sedes: prop('sedes'),
    min_price: prop('min_price'),
    max_price: prop('max_price'),
    min_kilometros: prop('min_kilometros'),
    max_kilometros: prop('max_kilometros'),
    min_year: prop('min_year'),
    max_year: prop('max_year'),
    notaFinanciacion: () => currentFinanceNote(req.locale),
  });
}
