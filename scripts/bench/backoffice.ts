import sharp from 'sharp';
import { renderDemoCarPhoto } from '../../prisma/seed/demo-cars/images.ts';
import { DEMO_STAFF } from '../../prisma/seed/staff.ts';
import { encodeVehiclePhoto } from '../../server/media/photos.ts';
import type { LoadResult } from './load.ts';
import { BENCH_STAFF_PASSWORD } from './server.ts';
import type { HomeVisit } from './ssr.ts';
import { median } from './stats.ts';

/**
 * `npm run bench -- --only stock`: the staff side.
 * - The photo pipeline on a 12-megapixel camera JPEG (4000×3000): time to check, decode and
 *   encode every variant (in this process, median of PHOTO_RUNS after one warm-up), and the
 *   bytes of each variant against the original.
 * - GET /dashboard/vehiculos as Inertia JSON on the 100,000-car stock, signed in as the demo
 *   staff member: the default list and a filtered, searched and sorted page.
 */

export const PHOTO_RUNS = 5;
const CAMERA = { width: 4000, height: 3000 } as const;

export interface PhotoPipelineResult {
  original: { width: number; height: number; bytes: number };
  runsMs: number[];
  medianMs: number;
  variants: { variant: string; bytes: number; percentOfOriginal: number }[];
}

export interface StockLoad extends LoadResult {
  label: string;
}

/**
 * A camera-like 12 MP JPEG: a rendered studio photo enlarged to 4000×3000, with sensor-like
 * grain (a flat or smooth image would compress far better than a real photo), at quality 92.
 */
export async function cameraPhoto(): Promise<Buffer> {
  const studio = await renderDemoCarPhoto({ seed: 7, view: 0, body: 'SUV', color: 'Gris antracita', label: 'GTCars' });
  const grain = await sharp({ create: { ...CAMERA, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 18 } } }).png().toBuffer();
  return sharp(studio).resize(CAMERA.width, CAMERA.height, { fit: 'cover' }).composite([{ input: grain, blend: 'soft-light' }]).jpeg({ quality: 92 }).toBuffer();
}

export async function measurePhotoPipeline(progress: (text: string) => void): Promise<PhotoPipelineResult> {
  const input = await cameraPhoto();
  const meta = await sharp(input).metadata();
  progress(`photo pipeline: ${meta.width}×${meta.height} JPEG of ${input.length} B, 1 warm-up + ${PHOTO_RUNS} runs`);
  let encoded = await encodeVehiclePhoto(input);
  const runsMs: number[] = [];
  for (let run = 0; run < PHOTO_RUNS; run++) {
    const started = performance.now();
    encoded = await encodeVehiclePhoto(input);
    runsMs.push(performance.now() - started);
  }
  return {
    original: { width: meta.width, height: meta.height, bytes: input.length },
    runsMs,
    medianMs: median(runsMs),
    variants: [...encoded.variants].map(([variant, data]) => ({ variant, bytes: data.length, percentOfOriginal: (100 * data.length) / input.length })),
  };
}

const cookiesOf = (response: Response) => response.headers.getSetCookie().map((cookie) => cookie.split(';')[0]!);

function mergeCookies(current: string, fresh: string[]): string {
  const jar = new Map(current.split('; ').filter(Boolean).map((pair) => [pair.split('=')[0]!, pair]));
  for (const pair of fresh) jar.set(pair.split('=')[0]!, pair);
  return [...jar.values()].join('; ');
}

/** Signs the home visit's session in as the demo staff member; returns its cookie header, with the session's CSRF token. */
export async function signInStaff(baseUrl: string, visit: HomeVisit): Promise<string> {
  const xsrf = decodeURIComponent(/XSRF-TOKEN=([^;]+)/.exec(visit.cookie)?.[1] ?? '');
  const response = await fetch(`${baseUrl}/login`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/json', accept: 'application/json', 'x-xsrf-token': xsrf, cookie: visit.cookie },
    body: JSON.stringify({ email: DEMO_STAFF.email, password: BENCH_STAFF_PASSWORD }),
  });
  if (response.status !== 303 || response.headers.get('location') === '/login') throw new Error(`staff sign-in failed: ${response.status}`);
  const session = mergeCookies(visit.cookie, cookiesOf(response));
  // The signed-in session has a CSRF token of its own: the next page sets its cookie, which writes need.
  const panel = await fetch(`${baseUrl}/dashboard`, { headers: { cookie: session, accept: 'text/html' } });
  await panel.arrayBuffer();
  return mergeCookies(session, cookiesOf(panel));
}

/** The measured list requests: the default page and a filtered, searched, sorted one. */
export const STOCK_LIST_PATHS = [
  { label: 'GET /dashboard/vehiculos (default, Inertia JSON)', path: '/dashboard/vehiculos' },
  {
    label: 'GET /dashboard/vehiculos filtered+searched+sorted, page 3',
    path: '/dashboard/vehiculos?estados=1,2,3&search_field=color&search_query=gris&sort_by=nombre&sort_dir=asc&page=3',
  },
  // The text searches the trigram indexes serve (a few hundred cars, and a handful).
  { label: 'GET /dashboard/vehiculos searching the name "amg line"', path: '/dashboard/vehiculos?search_field=nombre&search_query=amg%20line' },
  { label: 'GET /dashboard/vehiculos searching the plate "4321"', path: '/dashboard/vehiculos?search_field=matricula&search_query=4321' },
] as const;

export function stockListHeaders(visit: HomeVisit, cookie: string): Record<string, string> {
  return { 'X-Inertia': 'true', 'X-Inertia-Version': visit.page.version, 'X-Requested-With': 'XMLHttpRequest', accept: 'text/html, application/xhtml+xml', cookie };
}

/** Throws unless the list answered as the Vehiculos page with rows. */
export async function checkStockList(response: Response, path: string): Promise<number> {
  const page = (await response.json()) as { component?: string; props?: { coches?: { total?: number; data?: unknown[] } } };
  const total = page.props?.coches?.total ?? 0;
  if (response.status !== 200 || page.component !== 'Vehiculos' || !page.props?.coches?.data?.length) {
    throw new Error(`${path} answered ${response.status} ${page.component ?? ''} with ${total} cars`);
  }
  return total;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

export function formatStockBench(photo: PhotoPipelineResult, vehicles: number, loads: (StockLoad & { total: number })[]): string {
  const lines = [
    '',
    `Photo pipeline, ${photo.original.width}×${photo.original.height} camera JPEG of ${kb(photo.original.bytes)}: median ${Math.round(photo.medianMs)} ms per photo (runs ${photo.runsMs.map((v) => Math.round(v)).join(', ')} ms)`,
    ...photo.variants.map((v) => `  ${v.variant.padEnd(12)} ${kb(v.bytes).padStart(10)}  ${v.percentOfOriginal.toFixed(1).padStart(5)} % of the original`),
    `  all variants ${kb(photo.variants.reduce((sum, v) => sum + v.bytes, 0)).padStart(10)}`,
    '',
    `Staff vehicle list on ${vehicles} cars (production server, signed in)`,
    ...loads.map((l) => `  ${l.label}: ${Math.round(l.requestsPerSecond)} req/s, p50 ${l.latencyP50Ms.toFixed(1)} ms, p99 ${l.latencyP99Ms.toFixed(1)} ms, ${Math.round(l.bytesPerResponse)} B, ${l.total} matching, ${l.failures} failures`),
    '',
  ];
  return lines.join('\n');
}
