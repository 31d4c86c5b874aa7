import type { Request, Response } from 'express';
import { parseSearchFilters } from '../../contracts/search.ts';
import { banner, vehicleCard } from './catalogue.presenter.ts';
import { homeBanners, latestAvailable } from './catalogue.queries.ts';
import { defaultSearchOptions, search, type SearchResult } from './search.service.ts';

/** The newest cars on the home pages. */
export const LATEST_ON_HOME = 8;

export async function home(_req: Request, res: Response) {
  await res.inertia.render('Welcome', {
    banners: async () => (await homeBanners()).map(banner),
    ultimas: async () => (await latestAvailable(LATEST_ON_HOME)).map(vehicleCard),
    search: defaultSearchOptions,
  });
}

/** The props of /buscar, each read from the one search the response computes. */
const SEARCH_PROPS = [
  'entradas', 'filters', 'marcas', 'modelos', 'combustibles', 'cambios', 'carrocerias',
  'min_price', 'max_price', 'min_kilometros', 'max_kilometros', 'min_year', 'max_year',
] as const satisfies readonly (keyof SearchResult)[];

/** /buscar: the search runs once, whichever of its props a partial reload asks for. */
export async function buscar(req: Request, res: Response) {
  let result: Promise<SearchResult> | undefined;
  const prop = (key: (typeof SEARCH_PROPS)[number]) => async () => {
    result ??= search(parseSearchFilters(req.query));
    return (await result)[key];
  };
  await res.inertia.render('Buscar', Object.fromEntries(SEARCH_PROPS.map((key) => [key, prop(key)])));
}
