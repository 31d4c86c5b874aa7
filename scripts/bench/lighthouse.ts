import lighthouse from 'lighthouse';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumExecutable } from '../../tests/support/chromium.ts';

/**
 * npm run bench:lighthouse: Lighthouse (the npm package) in its default mobile mode — a
 * mid-range phone on a slow 4G connection, simulated — on the public pages of the production
 * server, in the Chromium the browser tests drive. Each page is audited `runs` times as a first
 * visit, and the median run is kept (Lighthouse's own computeMedianRun: the run closest to the
 * median FCP and TTI), as Lighthouse advises against a single run on a noisy machine. Every
 * run's performance score is kept beside it.
 */

const DEBUGGING_PORT = Number(process.env.LIGHTHOUSE_PORT ?? 9333);
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

export interface LighthouseResult {
  path: string;
  scores: Record<(typeof CATEGORIES)[number], number>;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Titles of the audits that cost points outside performance, to act on. */
  failing: string[];
  /** The performance score of every run, the median one's included. */
  performanceRuns: number[];
}

/** Runs of one page whose trace Chrome failed to record, tried again before giving up. */
const MAX_TRACE_RETRIES = 2;

export async function runLighthouse(baseUrl: string, paths: string[], runs: number, progress: (text: string) => void): Promise<LighthouseResult[]> {
  const browser = await chromium.launch({ executablePath: await chromiumExecutable(), args: [...CHROMIUM_ARGS, `--remote-debugging-port=${DEBUGGING_PORT}`] });
  try {
    const results: LighthouseResult[] = [];
    for (const path of paths) {
      const lhrs = [];
      for (let run = 1, tries = 0; run <= runs; ) {
        progress(`lighthouse ${path} (${run}/${runs})`);
        const result = await lighthouse(`${baseUrl}${path}`, { port: DEBUGGING_PORT, output: 'json', logLevel: 'error', onlyCategories: [...CATEGORIES] });
        if (!result) throw new Error(`Lighthouse gave no result for ${path}`);
        const error = result.lhr.runtimeError;
        // Chrome's trace sometimes misses the navigation's start on a busy machine: Lighthouse asks for the run again.
        if (error?.code === 'NO_NAVSTART' && ++tries <= MAX_TRACE_RETRIES) continue;
        if (error) throw new Error(`Lighthouse could not load ${path}: ${error.message}`);
        lhrs.push(result.lhr);
        run++;
      }
      const { categories, audits } = computeMedianRun(lhrs);
      const score = (id: (typeof CATEGORIES)[number]) => Math.round((categories[id]?.score ?? 0) * 100);
      const value = (id: string) => audits[id]?.numericValue ?? Number.NaN;
      const failing = CATEGORIES.filter((id) => id !== 'performance')
        .flatMap((id) => categories[id]?.auditRefs ?? [])
        .filter((ref) => ref.weight > 0 && (audits[ref.id]?.score ?? 1) < 1)
        .map((ref) => audits[ref.id]!.title);
      results.push({
        path,
        scores: { performance: score('performance'), accessibility: score('accessibility'), 'best-practices': score('best-practices'), seo: score('seo') },
        fcpMs: value('first-contentful-paint'),
        lcpMs: value('largest-contentful-paint'),
        tbtMs: value('total-blocking-time'),
        cls: value('cumulative-layout-shift'),
        failing,
        performanceRuns: lhrs.map((lhr) => Math.round((lhr.categories.performance?.score ?? 0) * 100)),
      });
    }
    return results;
  } finally {
    await browser.close();
  }
}

export function formatLighthouse(results: LighthouseResult[]): string {
  const rows = results.map((r) =>
    [r.path, r.scores.performance, r.scores.accessibility, r.scores['best-practices'], r.scores.seo, `${Math.round(r.fcpMs)} ms`, `${Math.round(r.lcpMs)} ms`, `${Math.round(r.tbtMs)} ms`, r.cls.toFixed(3), r.performanceRuns.join(', ')].join(' | '),
  );
  const failing = results.filter((r) => r.failing.length).map((r) => `${r.path}: ${r.failing.join('; ')}`);
  return [
    'Lighthouse, mobile (simulated slow 4G, mid-range phone), median run of each page',
    'page | performance | accessibility | best practices | SEO | FCP | LCP | TBT | CLS | performance of each run',
    ...rows,
    ...(failing.length ? ['', 'Audits that cost points:', ...failing] : []),
    '',
  ].join('\n');
}
