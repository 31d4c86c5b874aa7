import { measureLoad, type LoadResult } from './load.ts';
import { BASE_URL, BENCH_FEED_TOKEN, startServer, stopServer, waitForDemoPhotos } from './server.ts';
import { median } from './stats.ts';
import { countVehicles, seedVehicles, vacuumStock } from './stock.ts';

/**
 * `npm run bench -- --only operations`: the dealership-operations endpoints on a database of its
 * own (storage/bench-ops, OPERATIONS_ENV) with OPERATIONS_VEHICLES cars:
 * - the portal feed, XML and CSV: a full build (one query), median of FEED_RUNS after one
 *   warm-up: the server's query and build times (its Server-Timing header) and the client's time
 *   to the last byte (compression and transfer included), with the document's size;
 * - a portal's conditional request (If-None-Match, answered 304) under load, beside a static file
 *   served by the same process.
 */

export const OPERATIONS_ENV = { BENCH_STORAGE: 'storage/bench-ops', BENCH_PG_PORT: '54342', BENCH_PORT: '3302' } as const;
export const OPERATIONS_VEHICLES = 10_000;
const FEED_RUNS = 5;
const CONNECTIONS = 10;

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
    return { vehicles, feeds, conditional, staticFile };
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
    `| static file | ${Math.round(results.staticFile.requestsPerSecond)} | ${results.staticFile.latencyP50Ms} ms | ${results.staticFile.latencyP99Ms} ms | 1.00 |`,
    '',
  ];
  return lines.join('\n');
}
