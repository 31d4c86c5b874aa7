import { spawn } from 'node:child_process';
import { cpus, loadavg, totalmem } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { parseArgs } from 'node:util';
import { writeFile } from 'node:fs/promises';
import { checkStockList, formatStockBench, measurePhotoPipeline, signInStaff, STOCK_LIST_PATHS, stockListHeaders } from './backoffice.ts';
import { measureLoad } from './load.ts';
import { formatImportBench, importBench } from './import.ts';
import { formatJobsBench, jobsBench } from './jobs.ts';
import { restartBench } from './restart.ts';
import { formatOperationsBench, OPERATIONS_ENV, operationsBench } from './operations.ts';
import { measureInitialJs } from './bundle.ts';
import { formatLighthouse, runLighthouse } from './lighthouse.ts';
import { explainSearch, pageScenarios } from './pages.ts';
import { type BenchResults, formatResults, type PageLoad, type StartupResult, writeResults } from './report.ts';
import { BASE_URL, type Mode, ROOT, STORAGE_DIR, signalServerSync, startServer, stopServer, waitForDemoPhotos } from './server.ts';
import { fetchHomeVisit, measureSsr, ssrBundleExists } from './ssr.ts';
import { median } from './stats.ts';
import { BENCH_VEHICLES, countSessions, countVehicles, seedVehicles, vacuumStock } from './stock.ts';

/**
 * npm run bench [-- --runs 3] [--duration 10] [--build] [--only buscar]
 *
 * 1. Start-up to the first 200 on GET / for `npm run dev` and `npm start` (median of --runs).
 * 2. The home page's SSR render alone, in this process (dist/ssr/ssr.js).
 * 3. Requests per second for the home HTML (new and returning visitor), the page scenarios of
 *    pages.ts (/buscar as Inertia JSON with three filters and a sort, a vehicle page as SSR
 *    HTML) and a static file, served by the same production server, with 100,000 cars in stock,
 *    and the session table's row count before and after that anonymous load.
 * 4. EXPLAIN (ANALYZE, BUFFERS) of the measured search's queries.
 * 5. Initial JavaScript of each public page, gzip (bundle.ts).
 *
 * --only buscar skips 1, 2 and the home page, for a short run of the search and vehicle pages.
 * --only restart restarts the database under load (restart.ts): no 5xx once it is back, same pid.
 * --only import times the stock import (import.ts): --rows cars (5000) with --photos-per-car
 * photos each (4), dry run, import and re-import, with the importer's peak memory.
 * --only lighthouse (npm run bench:lighthouse) runs Lighthouse's mobile audit on /, /buscar, a
 * vehicle page and /contacto, and on the English and German home, vehicle page and search,
 * --runs times each, and keeps the median run (lighthouse.ts).
 * --only stock measures the staff side instead (backoffice.ts): the photo pipeline on a
 * 12-megapixel photo and the staff vehicle list on the 100,000 cars.
 * --only jobs measures the home page at 50 connections while 40 twelve-megapixel photos are
 * processed by a worker process, then by the web process's own runner (jobs.ts).
 * --only operations times the portal feed on 10,000 cars, on a database of its own (operations.ts).
 *
 * Everything runs against one instance on port 3300 (BENCH_PORT) with its own storage dir
 * (storage/bench) and embedded PostgreSQL (54340, BENCH_PG_PORT). A warm-up start first seeds that database if it is new and
 * waits for the demo photos, which load the CPU for minutes; the stock is then topped up to
 * 100,000 cars. Progress goes to stderr, the results table to stdout and the JSON to
 * storage/bench/results.json.
 */

const CONNECTIONS = 10;
const WARMUP_SECONDS = 3;
const SSR_RENDERS = 200;
const SSR_WARMUP = 30;
const STATIC_PATH = '/favicon.svg';
const RESULTS_FILE = path.join(ROOT, STORAGE_DIR, 'results.json');
const COMMANDS: Record<Mode, string> = { development: 'npm run dev', production: 'npm start' };

let interrupted = false;

const progress = (text: string) => process.stderr.write(`> ${text}\n`);

function options() {
  const { values } = parseArgs({
    options: {
      runs: { type: 'string', default: '3' },
      duration: { type: 'string', default: '10' },
      build: { type: 'boolean', default: false },
      only: { type: 'string' },
      rows: { type: 'string', default: '5000' },
      'photos-per-car': { type: 'string', default: '4' },
    },
  });
  if (values.only !== undefined && !['buscar', 'stock', 'restart', 'import', 'lighthouse', 'jobs', 'operations'].includes(values.only)) {
    throw new Error(`--only knows buscar, stock, restart, import, lighthouse, jobs and operations: ${values.only}`);
  }
  const rows = Number(values.rows);
  const photosPerCar = Number(values['photos-per-car']);
  if (!Number.isSafeInteger(rows) || rows < 1) throw new Error(`--rows must be an integer >= 1: ${values.rows}`);
  if (!Number.isSafeInteger(photosPerCar) || photosPerCar < 0) throw new Error(`--photos-per-car must be an integer >= 0: ${values['photos-per-car']}`);
  const runs = Number(values.runs);
  const duration = Number(values.duration);
  if (!Number.isSafeInteger(runs) || runs < 1) throw new Error(`--runs must be an integer >= 1: ${values.runs}`);
  if (!Number.isSafeInteger(duration) || duration < 1) throw new Error(`--duration must be whole seconds >= 1: ${values.duration}`);
  return { runs, duration, build: values.build, only: values.only ?? null, import: { rows, photosPerCar } };
}

function build(): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn('npm', ['run', 'build'], { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`npm run build failed (${code}):\n${output.trim().split('\n').slice(-20).join('\n')}`)),
    );
  });
}

/**
 * A start whose figures are not kept: seeds a new database, warms caches (Vite's deps). In
 * production it also waits for the demo photos, then tops the stock up to BENCH_VEHICLES.
 */
async function warmUpStart(mode: Mode): Promise<void> {
  progress(`warm-up start: ${COMMANDS[mode]}`);
  const server = await startServer(mode);
  if (mode === 'development') return stopServer(server.child);
  await waitForDemoPhotos(server.child, (pending) => progress(`waiting for the demo photos to be processed: ${pending} left`));
  const vehicles = await countVehicles();
  await stopServer(server.child);
  if (vehicles < BENCH_VEHICLES) {
    progress(`seeding the stock up to ${BENCH_VEHICLES} vehicles (${vehicles} now)`);
    await seedVehicles(BENCH_VEHICLES);
  }
}

/** Each page scenario, checked once, then loaded; with its ratio to the static file. */
async function measurePages(
  scenarios: Awaited<ReturnType<typeof pageScenarios>>,
  load: (label: string, url: string, headers?: Record<string, string>, nextPath?: () => string) => ReturnType<typeof measureLoad>,
  staticRps: number,
): Promise<Record<string, PageLoad>> {
  const pages: Record<string, PageLoad> = {};
  for (const scenario of scenarios) {
    await scenario.check(await fetch(`${BASE_URL}${scenario.path}`, { headers: scenario.headers }));
    const result = await load(scenario.label, `${BASE_URL}${scenario.path}`, scenario.headers, scenario.nextPath);
    pages[scenario.name] = { ...result, label: scenario.label, ratioToStatic: result.requestsPerSecond / staticRps };
  }
  return pages;
}

async function measureStartups(mode: Mode, runs: number): Promise<StartupResult> {
  const runsMs: number[] = [];
  for (let i = 1; i <= runs; i++) {
    await sleep(1_000);
    const server = await startServer(mode);
    runsMs.push(server.firstOkMs);
    progress(`${COMMANDS[mode]}: run ${i}/${runs}, first 200 after ${Math.round(server.firstOkMs)} ms`);
    await stopServer(server.child);
  }
  return { command: COMMANDS[mode], runsMs, medianMs: median(runsMs), minMs: Math.min(...runsMs), maxMs: Math.max(...runsMs) };
}

async function main(): Promise<void> {
  const opts = options();
  const cpuList = cpus();
  const machine = {
    node: process.version,
    cpus: cpuList.length,
    cpuModel: cpuList[0]?.model.trim() ?? 'unknown',
    memoryMb: Math.round(totalmem() / 2 ** 20),
    loadAverageAtStart: loadavg(),
  };

  if (opts.only === 'import') {
    process.stdout.write(`${formatImportBench(opts.import, await importBench(opts.import))}\n`);
    return;
  }
  if (opts.build || !(await ssrBundleExists(ROOT))) {
    progress('npm run build');
    await build();
  }
  if (opts.only === 'restart') return restartBench(progress);
  if (opts.only === 'operations') return operationsBenchReport(opts.duration);
  if (opts.only === 'jobs') return jobsBenchReport(opts.duration);
  await warmUpStart('production');
  if (opts.only === 'stock') return stockBench(opts.duration);
  if (opts.only === 'lighthouse') return lighthouseBench(opts.runs);
  const full = opts.only === null;
  if (full) await warmUpStart('development');
  const startup = full
    ? { development: await measureStartups('development', opts.runs), production: await measureStartups('production', opts.runs) }
    : undefined;

  progress('production server for the SSR and load figures');
  const server = await startServer('production');
  await vacuumStock();
  const vehicles = await countVehicles();
  const visit = await fetchHomeVisit(BASE_URL);
  let ssr: BenchResults['ssr'];
  if (full) {
    progress(`SSR: ${SSR_RENDERS} renders of ${visit.page.component}`);
    ssr = { ...(await measureSsr(ROOT, visit.page, SSR_RENDERS, SSR_WARMUP)), htmlBytes: visit.htmlBytes };
  }

  const load = async (label: string, url: string, headers?: Record<string, string>, nextPath?: () => string) => {
    progress(`autocannon ${label}: ${WARMUP_SECONDS} s warm-up + ${opts.duration} s`);
    return measureLoad({ url, headers, duration: opts.duration, connections: CONNECTIONS, warmupSeconds: WARMUP_SECONDS, ...(nextPath && { nextPath }) });
  };
  const sessionsBefore = await countSessions();
  const staticFile = await load(STATIC_PATH, `${BASE_URL}${STATIC_PATH}`);
  const homeReturningVisitor = full ? await load('GET / returning visitor', `${BASE_URL}/`, { cookie: visit.cookie }) : undefined;
  const homeNewVisitor = full ? await load('GET / new visitor', `${BASE_URL}/`) : undefined;
  const pages = await measurePages(await pageScenarios(BASE_URL, visit), load, staticFile.requestsPerSecond);
  const sessions = { before: sessionsBefore, after: await countSessions() };
  progress('EXPLAIN of the search');
  const explain = await explainSearch();
  await stopServer(server.child);
  const initialJs = await measureInitialJs(path.join(ROOT, 'dist/client/.vite/manifest.json'));

  const results: BenchResults = {
    date: new Date().toISOString(),
    machine: { ...machine, loadAverageAtEnd: loadavg() },
    options: { runs: opts.runs, durationSeconds: opts.duration, connections: CONNECTIONS, ssrRenders: SSR_RENDERS, only: opts.only },
    stock: { vehicles },
    sessions,
    startup,
    ssr,
    load: { homeNewVisitor, homeReturningVisitor, staticFile, pages },
    ratios:
      homeNewVisitor && homeReturningVisitor
        ? {
            homeNewVisitorToStatic: homeNewVisitor.requestsPerSecond / staticFile.requestsPerSecond,
            homeReturningVisitorToStatic: homeReturningVisitor.requestsPerSecond / staticFile.requestsPerSecond,
          }
        : undefined,
    explain,
    initialJs,
  };
  await writeResults(RESULTS_FILE, results);
  process.stdout.write(formatResults(results));
  process.stdout.write(`Results written to ${path.relative(ROOT, RESULTS_FILE)}\n`);
}

/**
 * --only lighthouse (npm run bench:lighthouse): the four public pages a visitor lands on, and
 * the English and German home, car page and search.
 */
async function lighthouseBench(runs: number): Promise<void> {
  const server = await startServer('production');
  const visit = await fetchHomeVisit(BASE_URL);
  const vehicle = (await pageScenarios(BASE_URL, visit)).find((scenario) => scenario.name === 'vehicleHtml');
  if (!vehicle) throw new Error('no vehicle page to measure');
  const localized = ['en', 'de'].flatMap((locale) => [`/${locale}/`, `/${locale}${vehicle.path}`, `/${locale}/buscar`]);
  const results = await runLighthouse(BASE_URL, ['/', '/buscar', vehicle.path, '/contacto', ...localized], runs, progress);
  await stopServer(server.child);
  const file = path.join(ROOT, STORAGE_DIR, 'results-lighthouse.json');
  await writeFile(file, `${JSON.stringify({ date: new Date().toISOString(), loadAverage: loadavg(), results }, null, 2)}\n`);
  process.stdout.write(formatLighthouse(results));
  process.stdout.write(`Results written to ${path.relative(ROOT, file)}\n`);
}

/** --only stock: the photo pipeline (server stopped, so it has the CPU), then the staff list under load. */
async function stockBench(duration: number): Promise<void> {
  const photo = await measurePhotoPipeline(progress);
  progress('production server for the staff list');
  const server = await startServer('production');
  await vacuumStock();
  const vehicles = await countVehicles();
  const visit = await fetchHomeVisit(BASE_URL);
  const cookie = await signInStaff(BASE_URL, visit);
  const headers = stockListHeaders(visit, cookie);
  const loads = [];
  for (const { label, path: listPath } of STOCK_LIST_PATHS) {
    const total = await checkStockList(await fetch(`${BASE_URL}${listPath}`, { headers }), listPath);
    progress(`autocannon ${label}: ${WARMUP_SECONDS} s warm-up + ${duration} s`);
    const result = await measureLoad({ url: `${BASE_URL}${listPath}`, headers, duration, connections: CONNECTIONS, warmupSeconds: WARMUP_SECONDS });
    loads.push({ ...result, label, total });
  }
  await stopServer(server.child);
  const file = path.join(ROOT, STORAGE_DIR, 'results-stock.json');
  await writeFile(file, `${JSON.stringify({ date: new Date().toISOString(), loadAverage: loadavg(), vehicles, photo, loads }, null, 2)}\n`);
  process.stdout.write(formatStockBench(photo, vehicles, loads));
  process.stdout.write(`Results written to ${path.relative(ROOT, file)}\n`);
}

/**
 * --only operations runs on a database of its own: this process starts again with
 * OPERATIONS_ENV (the bench's server settings are read once, when its module loads).
 */
async function operationsBenchReport(duration: number): Promise<void> {
  if (process.env.BENCH_STORAGE !== OPERATIONS_ENV.BENCH_STORAGE) {
    const child = spawn(process.execPath, process.execArgv.concat(process.argv.slice(1)), { cwd: ROOT, env: { ...process.env, ...OPERATIONS_ENV }, stdio: 'inherit' });
    const code = await new Promise<number>((resolve) => child.once('exit', (exit) => resolve(exit ?? 1)));
    if (code !== 0) throw new Error(`the operations benchmark failed (${code})`);
    return;
  }
  const results = await operationsBench(duration, progress);
  const file = path.join(ROOT, STORAGE_DIR, 'results-operations.json');
  await writeFile(file, `${JSON.stringify({ date: new Date().toISOString(), loadAverage: loadavg(), results }, null, 2)}\n`);
  process.stdout.write(formatOperationsBench(results));
  process.stdout.write(`Results written to ${path.relative(ROOT, file)}\n`);
}

async function jobsBenchReport(duration: number): Promise<void> {
  const results = await jobsBench(duration, progress);
  const file = path.join(ROOT, 'storage/bench-jobs/results.json');
  await writeFile(file, `${JSON.stringify({ date: new Date().toISOString(), loadAverage: loadavg(), results }, null, 2)}\n`);
  process.stdout.write(formatJobsBench(results));
  process.stdout.write(`Results written to ${path.relative(ROOT, file)}\n`);
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    interrupted = true;
    progress(`${signal}: stopping the benchmark server…`);
    void stopServer().finally(() => process.exit(130));
  });
}
// Whatever happens, never leave a server (and its PostgreSQL) running behind us.
process.once('exit', signalServerSync);

main()
  .then(() => process.exit(0))
  .catch(async (error: unknown) => {
    await stopServer();
    if (interrupted) return;
    process.stderr.write(`Benchmark failed: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  });
