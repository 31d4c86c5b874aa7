import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { LoadResult } from './load.ts';
import { formatInitialJs, type InitialJs } from './bundle.ts';
import type { PlanSummary } from './pages.ts';
import type { SsrResult } from './ssr.ts';

/** The benchmark's results: the printed tables and the JSON file. */

export interface StartupResult {
  command: string;
  runsMs: number[];
  medianMs: number;
  minMs: number;
  maxMs: number;
}

export interface PageLoad extends LoadResult {
  label: string;
  /** Requests per second divided by the static file's. */
  ratioToStatic: number;
}

export interface BenchResults {
  date: string;
  machine: { node: string; cpus: number; cpuModel: string; memoryMb: number; loadAverageAtStart: number[]; loadAverageAtEnd: number[] };
  options: { runs: number; durationSeconds: number; connections: number; ssrRenders: number; only: string | null };
  stock: { vehicles: number };
  /** Rows of the session table before and after the anonymous load (every request above but the staff list's). */
  sessions: { before: number; after: number };
  /** Left out by --only buscar. */
  startup?: { development: StartupResult; production: StartupResult };
  ssr?: SsrResult & { htmlBytes: number };
  load: {
    homeNewVisitor?: LoadResult;
    homeReturningVisitor?: LoadResult;
    staticFile: LoadResult;
    /** The page scenarios of pages.ts, by name. */
    pages: Record<string, PageLoad>;
  };
  /** Home requests per second divided by the static file's. */
  ratios?: { homeNewVisitorToStatic: number; homeReturningVisitorToStatic: number };
  /** EXPLAIN (ANALYZE, BUFFERS) of the search's queries for the measured /buscar request. */
  explain: { page: PlanSummary; listing: PlanSummary };
  initialJs: InitialJs[];
}

const ms = (value: number, digits = 0) => `${value.toFixed(digits)} ms`;
const int = (value: number) => Math.round(value).toLocaleString('en-US');
const loads = (values: number[]) => values.map((v) => v.toFixed(2)).join(' ');

function table(header: string[], rows: string[][]): string {
  const widths = header.map((cell, i) => Math.max(cell.length, ...rows.map((row) => (row[i] ?? '').length)));
  const line = (cells: string[]) =>
    cells.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!))).join('   ');
  return [line(header), widths.map((w) => '-'.repeat(w)).join('   '), ...rows.map(line)].map((l) => `  ${l}`).join('\n');
}

function planSection(title: string, plan: PlanSummary): string[] {
  return [
    `${title}: ${ms(plan.executionMs, 2)} execution, ${ms(plan.planningMs, 2)} planning; ${plan.scans.join(', ') || 'no scan'}`,
    ...plan.plan.map((line) => `    ${line}`),
  ];
}

export function formatResults(r: BenchResults): string {
  const { machine, options, startup, ssr, load, ratios } = r;
  const startupRow = (label: string, s: StartupResult) => [label, ms(s.medianMs), ms(s.minMs), ms(s.maxMs), s.runsMs.map((v) => Math.round(v)).join(', ')];
  const loadRow = (label: string, l: LoadResult, ratio: string) => [
    label, int(l.requestsPerSecond), ms(l.latencyP50Ms), ms(l.latencyP99Ms), int(l.bytesPerResponse), String(l.failures), ratio,
  ];
  const homeRows = load.homeNewVisitor && load.homeReturningVisitor && ratios
    ? [
        loadRow('GET / new visitor (no cookies)', load.homeNewVisitor, ratios.homeNewVisitorToStatic.toFixed(3)),
        loadRow('GET / returning visitor (cookies)', load.homeReturningVisitor, ratios.homeReturningVisitorToStatic.toFixed(3)),
      ]
    : [];
  const pageRows = Object.values(load.pages).map((page) => loadRow(page.label, page, page.ratioToStatic.toFixed(3)));
  return [
    '',
    `GTCars benchmark - ${r.date}${options.only ? ` (--only ${options.only})` : ''}`,
    `Node ${machine.node}, ${machine.cpus} CPUs (${machine.cpuModel}), ${int(machine.memoryMb)} MB, load average ${loads(machine.loadAverageAtStart)} at start, ${loads(machine.loadAverageAtEnd)} at the end`,
    `Stock: ${int(r.stock.vehicles)} vehicles`,
    ...(startup
      ? [
          '',
          'Start-up: spawn to the first 200 on GET /',
          table(['server', 'median', 'min', 'max', 'runs (ms)'], [
            startupRow(startup.development.command, startup.development),
            startupRow(startup.production.command, startup.production),
          ]),
        ]
      : []),
    ...(ssr
      ? [
          '',
          `SSR render of the home page (${ssr.component}), in-process dist/ssr/ssr.js, ${ssr.renders} renders after warm-up`,
          table(['median', 'p95', 'mean', 'min', 'body', 'full HTML'], [
            [ms(ssr.medianMs, 2), ms(ssr.p95Ms, 2), ms(ssr.meanMs, 2), ms(ssr.minMs, 2), `${int(ssr.bodyBytes)} B`, `${int(ssr.htmlBytes)} B`],
          ]),
        ]
      : []),
    '',
    `Requests per second, production server (autocannon: ${options.connections} connections, ${options.durationSeconds} s each after a warm-up)`,
    table(['request', 'req/s', 'p50', 'p99', 'bytes/resp', 'failures', 'vs static'], [
      ...homeRows,
      ...pageRows,
      loadRow(`GET ${new URL(load.staticFile.url).pathname} (static file)`, load.staticFile, '1.000'),
    ]),
    '',
    `Session rows: ${int(r.sessions.before)} before the load, ${int(r.sessions.after)} after (${int(r.sessions.after - r.sessions.before)} new).`,
    ...(ratios
      ? ['', `Home HTML vs static file: ${(1 / ratios.homeNewVisitorToStatic).toFixed(1)}x fewer req/s for a new visitor, ${(1 / ratios.homeReturningVisitorToStatic).toFixed(1)}x for a returning one.`]
      : []),
    '',
    'EXPLAIN (ANALYZE, BUFFERS) of the measured search',
    ...planSection('Results page', r.explain.page),
    ...planSection('The listing grouped for counting (run once per stock version; every search then counts in memory)', r.explain.listing),
    '',
    formatInitialJs(r.initialJs),
    '',
  ].join('\n');
}

export async function writeResults(file: string, results: BenchResults): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  // Three decimals are plenty for milliseconds and requests per second.
  const rounded = (_key: string, value: unknown) => (typeof value === 'number' && !Number.isInteger(value) ? Math.round(value * 1000) / 1000 : value);
  await writeFile(file, `${JSON.stringify(results, rounded, 2)}\n`);
}
