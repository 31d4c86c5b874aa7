import { RESULTS_PER_PAGE, parseSearchFilters } from '../../server/contracts/search.ts';
import { listingGroupsSql, searchPageSql } from '../../server/features/catalogue/index.ts';
import type { HomeVisit } from './ssr.ts';
import { explain } from './stock.ts';

/**
 * The page requests the load test measures besides the home page and the static file, each
 * checked once before it is loaded: /buscar as Inertia JSON and a vehicle page as the
 * server-rendered HTML of a first visit.
 */

export interface PageScenario {
  name: string;
  label: string;
  path: string;
  headers: Record<string, string>;
  /** For a scenario whose every request is a new URL: the next request's path. */
  nextPath?: () => string;
  /** Throws unless the response is the page expected (not an error page, not empty). */
  check(response: Response): Promise<void>;
}

/** /buscar with three filters and a sort, as the search box sends it after a change. */
export const BUSCAR_QUERY = { combustible: '1', max_precio: '60000', min_year: '2020', sort_by: 'price_asc' };

/** The headers of an Inertia visit by a returning visitor (session and XSRF cookies). */
const inertiaVisit = (visit: HomeVisit) => ({
  'X-Inertia': 'true',
  'X-Inertia-Version': visit.page.version,
  'X-Requested-With': 'XMLHttpRequest',
  accept: 'text/html, application/xhtml+xml',
  cookie: visit.cookie,
});

const buscarPath = (query: Record<string, string>) => `/buscar?${new URLSearchParams(query)}`;

/** The search as Inertia JSON: the same URL each time (the page cache answers), or a new one. */
function buscarJson(visit: HomeVisit, uncached = false): PageScenario {
  const path = buscarPath(BUSCAR_QUERY);
  // A different maximum price on each request: a URL the page cache has never seen, so the
  // search's queries run every time, as for a visitor moving the price slider.
  let price = Number(BUSCAR_QUERY.max_precio);
  const nextPath = () => buscarPath({ ...BUSCAR_QUERY, max_precio: String(--price) });
  return {
    name: uncached ? 'buscarJsonUncached' : 'buscarJson',
    label: uncached ? `GET ${buscarPath({ ...BUSCAR_QUERY, max_precio: '{n}' })} (Inertia JSON, a new URL each time)` : `GET ${path} (Inertia JSON)`,
    path,
    headers: inertiaVisit(visit),
    ...(uncached && { nextPath }),
    async check(response) {
      const page = (await response.json()) as { component?: string; props?: { entradas?: { total?: number } } };
      const total = page.props?.entradas?.total ?? 0;
      if (response.status !== 200 || page.component !== 'Buscar' || total === 0) {
        throw new Error(`${path} answered ${response.status} ${page.component ?? ''} with ${total} results`);
      }
    },
  };
}

const BROWSER_USER_AGENT = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/147.0.0.0 Safari/537.36';

/** A car's page as a returning visitor's first load: SSR HTML with its head tags. */
function vehicleHtml(visit: HomeVisit, slug: string): PageScenario {
  const path = `/vehiculo/${encodeURIComponent(slug)}`;
  return {
    name: 'vehicleHtml',
    label: `GET /vehiculo/{slug} (SSR HTML)`,
    path,
    // A browser's User-Agent, so each request is a counted visit (numbook) as in real use.
    headers: { cookie: visit.cookie, accept: 'text/html', 'user-agent': BROWSER_USER_AGENT },
    async check(response) {
      const html = await response.text();
      if (response.status !== 200 || !html.includes('data-server-rendered="true"') || !html.includes('application/ld+json')) {
        throw new Error(`${path} answered ${response.status} without the server-rendered page and its JSON-LD`);
      }
    },
  };
}

/** The scenarios; the vehicle measured is the first result of the measured search. */
export async function pageScenarios(baseUrl: string, visit: HomeVisit): Promise<PageScenario[]> {
  const search = buscarJson(visit);
  const response = await fetch(`${baseUrl}${search.path}`, { headers: search.headers });
  const page = (await response.json()) as { props?: { entradas?: { data?: { slug: string }[] } } };
  const slug = page.props?.entradas?.data?.[0]?.slug;
  if (!slug) throw new Error(`${search.path} listed no vehicle to measure`);
  return [search, buscarJson(visit, true), vehicleHtml(visit, slug)];
}

export interface PlanSummary {
  /** Execution time reported by EXPLAIN ANALYZE. */
  executionMs: number;
  planningMs: number;
  /** Index scans in the plan: "Index Only Scan using coches_facetas_idx", … */
  scans: string[];
  plan: string[];
}

function summarise(plan: string[]): PlanSummary {
  const time = (label: string) => Number(plan.find((line) => line.startsWith(label))?.match(/([\d.]+) ms/)?.[1] ?? Number.NaN);
  const scans = plan.map((line) => line.match(/((?:Bitmap |Parallel )?(?:Index(?: Only)? Scan(?: Backward)?|Bitmap Index Scan|Seq Scan)(?: using \w+)? on \w+)/)?.[1]).filter((scan): scan is string => Boolean(scan));
  return { executionMs: time('Execution Time'), planningMs: time('Planning Time'), scans, plan };
}

/** The finance terms' minimum amount to finance, which only the payment order reads. */
const REPRESENTATIVE_MINIMUM = 3000;

/**
 * EXPLAIN (ANALYZE, BUFFERS) of the search's two queries for BUSCAR_QUERY, exactly as the app
 * sends them: the results page (every search) and the listing's groups (once per stock version).
 */
export async function explainSearch(): Promise<{ page: PlanSummary; listing: PlanSummary }> {
  const filters = parseSearchFilters(BUSCAR_QUERY);
  return {
    page: summarise(await explain(searchPageSql(filters, RESULTS_PER_PAGE, REPRESENTATIVE_MINIMUM))),
    listing: summarise(await explain(listingGroupsSql(filters.vendidos))),
  };
}
