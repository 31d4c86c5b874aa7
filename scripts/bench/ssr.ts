import { stat } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { SsrEntry } from '../../server/inertia/ssr.ts';
import type { Page } from '../../server/inertia/types.ts';
import { percentile } from './stats.ts';

/**
 * The SSR render of the home page alone, in this process: dist/ssr/ssr.js called with the page
 * object the production server sends to an Inertia visit of /, as the adapter calls it.
 */

export interface HomeVisit {
  page: Page;
  /** `Cookie` header of a returning visitor: the XSRF cookie of a first GET / (a visitor has no session). */
  cookie: string;
  /** Size of the full server-rendered HTML. */
  htmlBytes: number;
}

export interface SsrResult {
  component: string;
  renders: number;
  medianMs: number;
  p95Ms: number;
  meanMs: number;
  minMs: number;
  bodyBytes: number;
}

/** GET / as a new visitor (HTML, cookies), then as Inertia: 409 gives the version, then the JSON page. */
export async function fetchHomeVisit(baseUrl: string): Promise<HomeVisit> {
  const html = await fetch(`${baseUrl}/`, { headers: { accept: 'text/html' } });
  const markup = await html.text();
  if (html.status !== 200) throw new Error(`GET / answered ${html.status}`);
  if (!markup.includes('data-server-rendered')) throw new Error('GET / is not server-rendered (SSR failed or is off): see storage/bench/server.log');
  const cookie = html.headers.getSetCookie().map((line) => line.split(';')[0]).join('; ');
  if (!cookie.includes('XSRF-TOKEN=')) throw new Error('GET / set no XSRF-TOKEN cookie');
  if (cookie.includes('gtcars_session=')) throw new Error('GET / set a session cookie for a visitor');

  const inertia = { 'X-Inertia': 'true', 'X-Requested-With': 'XMLHttpRequest', accept: 'text/html, application/xhtml+xml', cookie };
  const stale = await fetch(`${baseUrl}/`, { headers: { ...inertia, 'X-Inertia-Version': 'bench-stale' } });
  await stale.arrayBuffer();
  const version = stale.headers.get('X-Inertia-Version');
  if (stale.status !== 409 || !version) throw new Error(`a stale Inertia visit got ${stale.status} without X-Inertia-Version`);

  const json = await fetch(`${baseUrl}/`, { headers: { ...inertia, 'X-Inertia-Version': version } });
  if (json.status !== 200) throw new Error(`the Inertia visit of / answered ${json.status}`);
  const page = (await json.json()) as Page;
  return { page, cookie, htmlBytes: Buffer.byteLength(markup) };
}

export async function ssrBundleExists(rootDir: string): Promise<boolean> {
  const files = ['dist/ssr/ssr.js', 'dist/client/.vite/manifest.json'].map((file) => path.join(rootDir, file));
  const found = await Promise.all(files.map((file) => stat(file).then(() => true, () => false)));
  return found.every(Boolean);
}

export async function measureSsr(rootDir: string, page: Page, renders: number, warmup: number): Promise<SsrResult> {
  // React picks its build from NODE_ENV when first imported: measure the production build,
  // as the production server runs it.
  process.env.NODE_ENV = 'production';
  const entryUrl = pathToFileURL(path.join(rootDir, 'dist/ssr/ssr.js')).href;
  const render = ((await import(entryUrl)) as { default: SsrEntry }).default;
  let bodyBytes = 0;
  for (let i = 0; i < warmup; i++) bodyBytes = Buffer.byteLength((await render(page)).body);
  const times: number[] = [];
  for (let i = 0; i < renders; i++) {
    const started = performance.now();
    await render(page);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return {
    component: page.component,
    renders,
    medianMs: percentile(times, 50),
    p95Ms: percentile(times, 95),
    meanMs: times.reduce((sum, t) => sum + t, 0) / times.length,
    minMs: times[0] ?? 0,
    bodyBytes,
  };
}
