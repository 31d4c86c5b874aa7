import lighthouse from 'lighthouse';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumExecutable } from '../../tests/support/chromium.ts';

/**
 * npm run bench:lighthouse: Lighthouse (the npm package) in its default mobile mode — a
 * mid-range phone on a slow 4G connection, simulated — on the public pages of the production
 * server, in the Chromium the browser tests drive. One fresh run per page, as a first visit.
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
}

export async function runLighthouse(baseUrl: string, paths: string[], progress: (text: string) => void): Promise<LighthouseResult[]> {
  const browser = await chromium.launch({ executablePath: await chromiumExecutable(), args: [...CHROMIUM_ARGS, `--remote-debugging-port=${DEBUGGING_PORT}`] });
  try {
    const results: LighthouseResult[] = [];
    for (const path of paths) {
      progress(`lighthouse ${path}`);
      const run = await lighthouse(`${baseUrl}${path}`, { port: DEBUGGING_PORT, output: 'json', logLevel: 'error', onlyCategories: [...CATEGORIES] });
      if (!run) throw new Error(`Lighthouse gave no result for ${path}`);
      const { categories, audits, runtimeError } = run.lhr;
      if (runtimeError) throw new Error(`Lighthouse could not load ${path}: ${runtimeError.message}`);
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
      });
    }
    return results;
  } finally {
    await browser.close();
  }
}

export function formatLighthouse(results: LighthouseResult[]): string {
  const rows = results.map((r) =>
    [r.path, r.scores.performance, r.scores.accessibility, r.scores['best-practices'], r.scores.seo, `${Math.round(r.fcpMs)} ms`, `${Math.round(r.lcpMs)} ms`, `${Math.round(r.tbtMs)} ms`, r.cls.toFixed(3)].join(' | '),
  );
  const failing = results.filter((r) => r.failing.length).map((r) => `${r.path}: ${r.failing.join('; ')}`);
  return [
    'Lighthouse, mobile (simulated slow 4G, mid-range phone)',
    'page | performance | accessibility | best practices | SEO | FCP | LCP | TBT | CLS',
    ...rows,
    ...(failing.length ? ['', 'Audits that cost points:', ...failing] : []),
    '',
  ].join('\n');
}
