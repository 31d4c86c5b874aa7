import pg from 'pg';
import { CAR_ACTIVITY_DAYS, PANEL_ACTIVITY_DAYS } from '../../server/contracts/car-activity.ts';
import { signInStaff, stockListHeaders } from './backoffice.ts';
import { measureLoad, type LoadResult } from './load.ts';
import { BASE_URL, BENCH_FEED_TOKEN, dbUrl, startServer, stopServer, waitForDemoPhotos } from './server.ts';
import { fetchHomeVisit } from './ssr.ts';
import { median } from './stats.ts';
import { countVehicles, seedVehicles, vacuumStock } from './stock.ts';

/**
 * `npm run bench -- --only operations`: the dealership-operations endpoints on a database of its
 * own (storage/bench-ops, OPERATIONS_ENV) with OPERATIONS_VEHICLES cars:
 * - the portal feed, XML and CSV: a full build (one query), median of FEED_RUNS after one
 *   warm-up: the server's query and build times (its Server-Timing header) and the client's time
 *   to the last byte (compression and transfer included), with the document's size;
 * - a portal's conditional request (If-None-Match, answered 304) under load, beside a static file
 *   served by the same process;
 * - the staff panel (GET /dashboard as Inertia JSON, signed in) under load, with an empty daily
 *   counter table and with 100,000 rows (COUNTER_CARS cars × COUNTER_DAYS days, today back), and a car's edit page with its COUNTER_DAYS days: what the per-car analytics cost.
 */

export const OPERATIONS_ENV = { BENCH_STORAGE: 'storage/bench-ops', BENCH_PG_PORT: '54342', BENCH_PORT: '3302' } as const;
export const OPERATIONS_VEHICLES = 10_000;
const FEED_RUNS = 5;
const CONNECTIONS = 10;
const COUNTER_CARS = 1_000;
const COUNTER_DAYS = 100;

export interface StaffPageLoad extends LoadResult {
  label: string;
  counterRows: number;
}

export interface FeedTiming {
  format: 'xml' | 'csv';
  vehicles: number;
  bytes: number;
  /** Request to last byte, as a portal's client sees it (compression and transfer included). */
  runsMs: number[];
  medianMs: number;
  /** The server's own figures (its Server-Timing header): the query, and building the document from its rows. */
  medianDbMs: number;
  medianBuildMs: number;
}

export interface OperationsResults {
  vehicles: number;
  feeds: FeedTiming[];
  conditional: LoadResult;
  staticFile: LoadResult;
  staffPages: StaffPageLoad[];
}

async function counterSql<T extends pg.QueryResultRow>(text: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: await dbUrl() });
  await client.connect();
  try {
    return (await client.query<T>(text)).rows;
  } finally {
    await client.end();
  }
}

/**
 * Replaces the daily counters with `cars` cars' `days` last days (a Canary day each, today
 * back), their visits and enquiries drawn at random; returns the rows in the table.
 */
async function fillCounters(cars: number, days: number): Promise<number> {
  await counterSql('TRUNCATE actividad_diaria');
  if (cars > 0) {
    await counterSql(`INSERT INTO actividad_diaria (coche_id, dia, visitas, contactos)
      SELECT c.id, (now() AT TIME ZONE 'Atlantic/Canary')::date - d, (random() * 60)::int, (random() < 0.3)::int
      FROM (SELECT id FROM coches WHERE deleted_at IS NULL ORDER BY id LIMIT ${cars}) c CROSS JOIN generate_series(0, ${days - 1}) d`);
  }
  await counterSql('VACUUM (ANALYZE) actividad_diaria');
  return (await counterSql<{ n: number }>('SELECT count(*)::int AS n FROM actividad_diaria'))[0]!.n;
}

/** Throws unless `path` answers as `component` with the analytics' days. */
async function checkStaffPage(path: string, headers: Record<string, string>, component: string, days: number): Promise<void> {
  const res = await fetch(`${BASE_URL}${path}`, { headers });
  const page = (await res.json()) as { component?: string; props?: { actividad?: { dias?: unknown[] } } };
  if (res.status !== 200 || page.component !== component || page.props?.actividad?.dias?.length !== days) {
    throw new Error(`${path} answered ${res.status} ${page.component ?? ''} without its ${days} days of activity`);
  }
}

async function timeFeed(format: FeedTiming['format']): Promise<FeedTiming> {
  const url = `${BASE_URL}/feeds/${BENCH_FEED_TOKEN}/stock.${format}`;
  const runsMs: number[] = [];
  const dbMs: number[] = [];
  const buildMs: number[] = [];
  let body = '';
  for (let run = 0; run <= FEED_RUNS; run++) {
    const started = performance.now();
    const res = await fetch(url);
    body = await res.text();
    if (res.status !== 200) throw new Error(`${url} answered ${res.status}`);
    if (run === 0) continue;
    runsMs.push(performance.now() - started);
    const timing = res.headers.get('server-timing') ?? '';
    dbMs.push(Number(/db;dur=([\d.]+)/.exec(timing)?.[1]));
    buildMs.push(Number(/build;dur=([\d.]+)/.exec(timing)?.[1]));
  }
  const vehicles = format === 'xml' ? (body.match(/<vehicle>/g) ?? []).length : body.trimEnd().split('\r\n').length - 1;
  return { format, vehicles, bytes: Buffer.byteLength(body), runsMs, medianMs: median(runsMs), medianDbMs: median(dbMs), medianBuildMs: median(buildMs) };
}

export async function operationsBench(duration: number, progress: (text: string) => void): Promise<OperationsResults> {
  progress('warm-up start of the operations database (demo data and its photos)');
  const warm = await startServer('production');
  await waitForDemoPhotos(warm.child, (pending) => progress(`waiting for the demo photos to be processed: ${pending} left`));
  const stocked = await countVehicles();
  await stopServer(warm.child);
  if (stocked < OPERATIONS_VEHICLES) {
    progress(`seeding the stock up to ${OPERATIONS_VEHICLES} vehicles (${stocked} now)`);
    await seedVehicles(OPERATIONS_VEHICLES);
  }
  const server = await startServer('production');
  try {
    await vacuumStock();
    const vehicles = await countVehicles();
    const feeds: FeedTiming[] = [];
    for (const format of ['xml', 'csv'] as const) {
      progress(`portal feed ${format}: 1 warm-up + ${FEED_RUNS} full builds`);
      feeds.push(await timeFeed(format));
    }
    const xmlUrl = `${BASE_URL}/feeds/${BENCH_FEED_TOKEN}/stock.xml`;
    const etag = (await fetch(xmlUrl, { method: 'GET' }).then(async (res) => (await res.arrayBuffer(), res.headers.get('etag')))) ?? '';
    const check = await fetch(xmlUrl, { headers: { 'if-none-match': etag } });
    if (check.status !== 304) throw new Error(`a conditional feed request answered ${check.status}, not 304`);
    progress(`autocannon conditional feed request (304) and a static file: ${duration} s each`);
    const conditional = await measureLoad({ url: xmlUrl, headers: { 'if-none-match': etag }, duration, connections: CONNECTIONS, warmupSeconds: 2 });
    const staticFile = await measureLoad({ url: `${BASE_URL}/favicon.svg`, duration, connections: CONNECTIONS, warmupSeconds: 2 });

    const visit = await fetchHomeVisit(BASE_URL);
    const headers = stockListHeaders(visit, await signInStaff(BASE_URL, visit));
    const [counted] = await counterSql<{ id: number }>('SELECT id FROM coches WHERE deleted_at IS NULL ORDER BY id LIMIT 1');
    const staffPages: StaffPageLoad[] = [];
    for (const cars of [0, COUNTER_CARS]) {
      progress(`daily counters: ${cars * COUNTER_DAYS} rows`);
      const counterRows = await fillCounters(cars, COUNTER_DAYS);
      for (const [label, path, component, days] of [
        ['panel (GET /dashboard)', '/dashboard', 'Dashboard', PANEL_ACTIVITY_DAYS],
        ['a car\'s edit page', `/dashboard/coches/edit/${counted!.id}`, 'Edit-Vehicle', CAR_ACTIVITY_DAYS],
      ] as const) {
        await checkStaffPage(path, headers, component, days);
        progress(`autocannon ${label} at ${counterRows} counter rows: ${duration} s`);
        const load = await measureLoad({ url: `${BASE_URL}${path}`, headers, duration, connections: CONNECTIONS, warmupSeconds: 2 });
        if (load.failures > 0) throw new Error(`${path} failed ${load.failures} times under load`);
        staffPages.push({ label, counterRows, ...load });
      }
    }
    return { vehicles, feeds, conditional, staticFile, staffPages };
  } finally {
    await stopServer(server.child);
  }
}

export function formatOperationsBench(results: OperationsResults): string {
  const mb = (bytes: number) => `${(bytes / 2 ** 20).toFixed(1)} MB`;
  const lines = [
    `Dealership operations on ${results.vehicles.toLocaleString('en')} cars`,
    '',
    '| request | cars listed | size | server: query + build | client: to last byte | runs (ms) |',
    '|---|---|---|---|---|---|',
    ...results.feeds.map(
      (feed) =>
        `| feed ${feed.format}, full build | ${feed.vehicles.toLocaleString('en')} | ${mb(feed.bytes)} | ${Math.round(feed.medianDbMs)} + ${Math.round(feed.medianBuildMs)} ms | ${Math.round(feed.medianMs)} ms | ${feed.runsMs.map(Math.round).join(', ')} |`,
    ),
    '',
    '| request | req/s | p50 | p99 | vs static |',
    '|---|---|---|---|---|',
    `| feed, conditional (304) | ${Math.round(results.conditional.requestsPerSecond)} | ${results.conditional.latencyP50Ms} ms | ${results.conditional.latencyP99Ms} ms | ${(results.conditional.requestsPerSecond / results.staticFile.requestsPerSecond).toFixed(2)} |`,
    ...results.staffPages.map(
      (load) =>
        `| ${load.label}, ${load.counterRows.toLocaleString('en')} counter rows | ${Math.round(load.requestsPerSecond)} | ${load.latencyP50Ms} ms | ${load.latencyP99Ms} ms | ${(load.requestsPerSecond / results.staticFile.requestsPerSecond).toFixed(2)} |`,
    ),
    `| static file | ${Math.round(results.staticFile.requestsPerSecond)} | ${results.staticFile.latencyP50Ms} ms | ${results.staticFile.latencyP99Ms} ms | 1.00 |`,
    '',
  ];
  return lines.join('\n');
}
