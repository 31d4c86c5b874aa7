import type { Paginated, PaginationLink } from '../contracts/pages.ts';
import { MAX_PAGE } from '../contracts/search.ts';

const ON_EACH_SIDE = 2;

/** The last page of `total` rows at `perPage` a page: 1 when there are none. */
export function lastPage(total: number, perPage: number): number {
  return Math.max(1, Math.ceil(total / perPage));
}

/** A requested page, clamped to the last page of `total` rows. */
export function clampPage(page: number, total: number, perPage: number): number {
  return Math.min(page, lastPage(total, perPage));
}

/** A page number from a query string: anything but a positive integer is 1; at most MAX_PAGE. */
export function pageNumber(raw: unknown): number {
  const page = Number.parseInt(String(raw ?? ''), 10);
  return Number.isFinite(page) && page > 0 ? Math.min(page, MAX_PAGE) : 1;
}

function pageUrl(baseUrl: URL, page: number, param: string): string {
  const url = new URL(baseUrl);
  if (page === 1) url.searchParams.delete(param);
  else url.searchParams.set(param, String(page));
  return `${url.pathname}${url.search}`;
}

/** Page numbers to show, with null for an ellipsis: 1 … 4 5 [6] 7 8 … 20. */
function window(current: number, last: number): (number | null)[] {
  const pages: (number | null)[] = [];
  for (let page = 1; page <= last; page++) {
    const near = Math.abs(page - current) <= ON_EACH_SIDE;
    if (page === 1 || page === last || near) pages.push(page);
    else if (pages.at(-1) !== null) pages.push(null);
  }
  return pages;
}

/**
 * One page of a list from its count and its rows: the page asked for by `pageParam` in the
 * request's query, clamped to the last page, with links that keep the rest of the query.
 */
export async function loadPage<R, T>(
  req: { query: Record<string, unknown>; originalUrl: string },
  options: { perPage: number; pageParam?: string; count: () => Promise<number>; rows: (skip: number, take: number) => Promise<R[]>; present: (row: R) => T },
): Promise<Paginated<T>> {
  const pageParam = options.pageParam ?? 'page';
  const total = await options.count();
  const page = clampPage(pageNumber(req.query[pageParam]), total, options.perPage);
  const rows = await options.rows((page - 1) * options.perPage, options.perPage);
  return paginate(rows.map(options.present), { total, page, perPage: options.perPage, url: req.originalUrl, pageParam });
}

/**
 * The paginated list every page receives: data plus Laravel-style links with Spanish labels.
 * `pageParam` names the page's query parameter ('page'), for a screen with two lists.
 */
export function paginate<T>(data: T[], options: { total: number; page: number; perPage: number; url: string; pageParam?: string }): Paginated<T> {
  const param = options.pageParam ?? 'page';
  const last = lastPage(options.total, options.perPage);
  const current = clampPage(options.page, options.total, options.perPage);
  const base = new URL(options.url, 'http://localhost');
  const links: PaginationLink[] = [
    { url: current > 1 ? pageUrl(base, current - 1, param) : null, label: 'Previo', active: false },
    ...window(current, last).map((page) =>
      page === null
        ? { url: null, label: '...', active: false }
        : { url: pageUrl(base, page, param), label: String(page), active: page === current },
    ),
    { url: current < last ? pageUrl(base, current + 1, param) : null, label: 'Siguiente', active: false },
  ];
  return { data, links, current_page: current, last_page: last, per_page: options.perPage, total: options.total };
}
