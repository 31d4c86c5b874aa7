/**
 * Nothing leaves uncompressed that a browser could take compressed, and the HTML names the
 * page's own chunks: pages and JSON are sent as brotli or gzip, whichever the request accepts,
 * built assets go out as the .br or .gz files written at build time, and the SSR HTML carries
 * modulepreload and stylesheet links for the current page's chunks, read from the Vite manifest.
 * The production frontend runs on a small built client written here (the real one is built
 * after these tests run).
 */
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import type { Express } from 'express';
import pino from 'pino';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../../../prisma/seed.ts';
import { createApp } from '../../../server/app.ts';
import { env } from '../../../server/config/env.ts';
import { silentLogger } from '../../../server/db/logger.ts';
import { createPool } from '../../../server/db/pool.ts';
import { createProdFrontend } from '../../../server/inertia/frontend.ts';
import { useTestApp } from '../../support/app.ts';
import { resetDatabase, testDatabaseUrl } from '../../support/db.ts';
import { pageFromHtml } from '../../support/inertia-app.ts';

const { prisma } = useTestApp();
const pool = createPool(testDatabaseUrl(), silentLogger, 2);
let root: string;
let app: Express;

/** The app's script: big enough to be worth compressing, as every real chunk is. */
const APP_JS = `export const rows = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => ({ id: i, nombre: `Vehículo ${i}` })))};\n`;

const MANIFEST = {
  'resources/js/app.tsx': {
    file: 'assets/app-A1.js',
    isEntry: true,
    imports: ['_runtime-R1.js'],
    css: ['assets/app-C1.css'],
    assets: ['assets/inter-greek-wght-normal-G1.woff2', 'assets/inter-latin-wght-normal-F1.woff2'],
  },
  '_runtime-R1.js': { file: 'assets/runtime-R1.js' },
  'resources/js/Pages/Welcome.tsx': {
    file: 'assets/Welcome-W1.js',
    isDynamicEntry: true,
    imports: ['_runtime-R1.js', 'resources/js/app.tsx', '_PublicLayout-L1.js'],
    css: ['assets/Welcome-S1.css'],
  },
  '_PublicLayout-L1.js': { file: 'assets/PublicLayout-L1.js', imports: ['_runtime-R1.js', '_icons-I1.js'] },
  '_icons-I1.js': { file: 'assets/icons-I1.js' },
  'resources/js/Pages/About.tsx': { file: 'assets/About-H1.js', isDynamicEntry: true, imports: ['resources/js/app.tsx', '_PublicLayout-L1.js'] },
};

beforeAll(async () => {
  await resetDatabase(prisma);
  await seedDemo(prisma, { vehicles: 12, photos: false });
  root = await mkdtemp(path.join(tmpdir(), 'gtcars-frontend-'));
  const assets = path.join(root, 'dist/client/assets');
  await mkdir(path.join(root, 'dist/client/.vite'), { recursive: true });
  await mkdir(assets, { recursive: true });
  await mkdir(path.join(root, 'resources/views'), { recursive: true });
  await writeFile(path.join(root, 'dist/client/.vite/manifest.json'), JSON.stringify(MANIFEST));
  await writeFile(path.join(root, 'resources/views/app.html'), await readFile(path.join(env().rootDir, 'resources/views/app.html')));
  await writeFile(path.join(assets, 'app-A1.js'), APP_JS);
  await writeFile(path.join(assets, 'app-A1.js.br'), brotliCompressSync(APP_JS));
  await writeFile(path.join(assets, 'app-A1.js.gz'), gzipSync(APP_JS));
  const frontend = await createProdFrontend(root);
  app = createApp({ env: env(), logger: pino({ level: 'silent' }), pool, frontend, ssr: false });
});

afterAll(async () => {
  await pool.end();
  await rm(root, { recursive: true, force: true });
});

/** The body as text: supertest inflates brotli and gzip itself, after the headers tell it to. */
const text = (res: request.Response) => (typeof res.text === 'string' ? res.text : (res.body as Buffer).toString('utf8'));

describe('compressed answers', () => {
  it('sends the HTML as brotli when the browser accepts it, with Vary: Accept-Encoding', async () => {
    const res = await (request(app).get('/').set('Accept-Encoding', 'gzip, deflate, br'));
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.vary).toMatch(/Accept-Encoding/);
    expect(pageFromHtml(text(res))).toMatchObject({ component: 'Welcome', url: '/' });
  });

  it('sends the Inertia JSON as gzip to a client that accepts only gzip', async () => {
    const res = await (request(app).get('/buscar').set({ 'Accept-Encoding': 'gzip', 'X-Inertia': 'true', 'X-Inertia-Version': (await frontendVersion()) }));
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers.vary).toMatch(/Accept-Encoding/);
    expect(res.body).toMatchObject({ component: 'Buscar' });
  });

  it('sends plain HTML to a client that accepts no encoding', async () => {
    const res = await (request(app).get('/').set('Accept-Encoding', 'identity'));
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(text(res)).toContain('<html lang="es">');
  });

  it('serves a built asset from its .br or .gz file, with its own type and a year of caching', async () => {
    const br = await (request(app).get('/assets/app-A1.js').set('Accept-Encoding', 'gzip, br'));
    expect(br.status).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/^text\/javascript|^application\/javascript/);
    expect(br.headers.vary).toMatch(/Accept-Encoding/);
    expect(br.headers['cache-control']).toMatch(/max-age=31536000.*immutable/);
    expect(text(br)).toBe(APP_JS);

    const gz = await (request(app).get('/assets/app-A1.js').set('Accept-Encoding', 'gzip'));
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(text(gz)).toBe(APP_JS);

    const plain = await (request(app).get('/assets/app-A1.js').set('Accept-Encoding', 'identity'));
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(text(plain)).toBe(APP_JS);
  });
});

describe('no request waterfall', () => {
  it("announces the page's chunk, the chunks it imports and its stylesheet, once each, beside the entry", async () => {
    const res = await request(app).get('/');
    const head = res.text.slice(0, res.text.indexOf('</head>'));
    const preloads = [...head.matchAll(/<link rel="modulepreload" href="([^"]+)">/g)].map((match) => match[1]);
    expect(preloads.sort()).toEqual(['/assets/PublicLayout-L1.js', '/assets/Welcome-W1.js', '/assets/icons-I1.js', '/assets/runtime-R1.js']);
    const stylesheets = [...head.matchAll(/<link rel="stylesheet" href="([^"]+)">/g)].map((match) => match[1]);
    expect(stylesheets).toEqual(['/assets/app-C1.css', '/assets/Welcome-S1.css']);
    expect(head).toContain('<script type="module" src="/assets/app-A1.js"></script>');
    // The text font is fetched with the stylesheet, not once the stylesheet has been read.
    expect(head).toContain('<link rel="preload" href="/assets/inter-latin-wght-normal-F1.woff2" as="font" type="font/woff2" crossorigin>');
    expect(head).not.toContain('inter-greek');
  });

  it("names another page's own chunks on that page, and not the home page's", async () => {
    const res = await request(app).get('/historia');
    const head = res.text.slice(0, res.text.indexOf('</head>'));
    expect(head).toContain('<link rel="modulepreload" href="/assets/About-H1.js">');
    expect(head).toContain('<link rel="modulepreload" href="/assets/PublicLayout-L1.js">');
    expect(head).not.toContain('Welcome-W1');
  });
});

async function frontendVersion(): Promise<string> {
  const res = await request(app).get('/buscar').set({ 'X-Inertia': 'true', 'X-Inertia-Version': 'none' });
  return String(res.headers['x-inertia-version']);
}
