import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import express, { type RequestHandler } from 'express';
import expressStaticGzip from 'express-static-gzip';
import type { SsrEntry } from './ssr.ts';

/** Where the client assets, the root template and the SSR entry come from: Vite (dev) or dist/ (prod). */
export interface Frontend {
  middleware: RequestHandler;
  template: (url: string) => Promise<string>;
  /** Head tags that fetch a page component's own chunks and stylesheets with the HTML (prod). */
  pageTags: (component: string) => string;
  loadSsrEntry: () => Promise<SsrEntry>;
  version: string;
  close: () => Promise<void>;
}

const TEMPLATE = 'resources/views/app.html';
const CLIENT_ENTRY = 'resources/js/app.tsx';
const SSR_ENTRY = 'resources/js/ssr.tsx';
const STYLESHEET = 'resources/css/app.css';
const VITE_PATHS = /^\/(@vite\/|@react-refresh|@id\/|@fs\/|resources\/(js|css)\/|server\/contracts\/|node_modules\/)/;
const ENTRY_TAG = `<script type="module" src="/${CLIENT_ENTRY}"></script>`;

/** Dev: one process with Vite in middleware mode (HMR), SSR through ssrLoadModule. */
export async function createDevFrontend(rootDir: string): Promise<Frontend> {
  const { createServer } = await import('vite');
  const vite = await createServer({ root: rootDir, server: { middlewareMode: true }, appType: 'custom' });
  const viteMiddleware = vite.middlewares as unknown as RequestHandler;
  return {
    // Only Vite's own paths and the client sources reach Vite, never the rest of the project tree.
    middleware: (req, res, next) => (VITE_PATHS.test(req.path) ? viteMiddleware(req, res, next) : next()),
    template: async (url) => {
      const html = await readFile(path.join(rootDir, TEMPLATE), 'utf8');
      // The stylesheet up front, so server-rendered markup is styled before the scripts run.
      return vite.transformIndexHtml(url, html.replace('<!--app-head-->', `<link rel="stylesheet" href="/${STYLESHEET}">\n<!--app-head-->`));
    },
    loadSsrEntry: async () => ((await vite.ssrLoadModule(`/${SSR_ENTRY}`)) as { default: SsrEntry }).default,
    // Vite serves modules one by one in development; there are no chunks to announce.
    pageTags: () => '',
    version: 'dev',
    close: () => vite.close(),
  };
}

interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
  assets?: string[];
}

type Manifest = Record<string, ManifestChunk>;

/** Prod: the built client (dist/client) and SSR bundle (dist/ssr), imported once. */
export async function createProdFrontend(rootDir: string): Promise<Frontend> {
  const clientDir = path.join(rootDir, 'dist/client');
  const manifestText = await readFile(path.join(clientDir, '.vite/manifest.json'), 'utf8');
  const manifest = JSON.parse(manifestText) as Manifest;
  const pageTags = pageTagsFrom(manifest);
  const template = (await readFile(path.join(rootDir, TEMPLATE), 'utf8')).replace(ENTRY_TAG, () => entryTags(manifest));
  const ssrUrl = pathToFileURL(path.join(rootDir, 'dist/ssr/ssr.js')).href;
  let ssrModule: Promise<{ default: SsrEntry }> | undefined;
  const assets = express.Router();
  // Hashed file names: cached for a year. The build wrote .br and .gz beside each text asset
  // (vite.config.ts); the one the browser accepts is sent. public/ is served by the app itself.
  assets.use(
    '/assets',
    expressStaticGzip(path.join(clientDir, 'assets'), {
      enableBrotli: true,
      index: false,
      orderPreference: ['br', 'gzip'],
      serveStatic: { index: false, immutable: true, maxAge: '1y', fallthrough: false },
    }),
  );
  return {
    middleware: assets,
    template: async () => template,
    pageTags,
    loadSsrEntry: async () => (await (ssrModule ??= import(ssrUrl) as Promise<{ default: SsrEntry }>)).default,
    version: createHash('sha256').update(manifestText).digest('hex').slice(0, 16),
    close: async () => undefined,
  };
}

/** The text font of every page (latin subset of Inter), fetched with the stylesheet, not after it. */
const TEXT_FONT = /\/inter-latin-wght-normal-[\w-]+\.woff2$/;

/** A chunk and every chunk it imports statically, depth first, each once. */
function importClosure(manifest: Manifest, key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key) || !manifest[key]) return seen;
  seen.add(key);
  for (const imported of manifest[key].imports ?? []) importClosure(manifest, imported, seen);
  return seen;
}

/** The entry's tags: its stylesheet, the preloaded text font, the script and its static imports. */
function entryTags(manifest: Manifest): string {
  const entry = manifest[CLIENT_ENTRY];
  if (!entry) throw new Error(`${CLIENT_ENTRY} is missing from the Vite manifest; run npm run build`);
  const preloads = [...importClosure(manifest, CLIENT_ENTRY)].filter((key) => key !== CLIENT_ENTRY).map((key) => manifest[key]!.file);
  const font = entry.assets?.find((file) => TEXT_FONT.test(`/${file}`));
  return [
    ...(entry.css ?? []).map((file) => `<link rel="stylesheet" href="/${file}">`),
    ...(font ? [`<link rel="preload" href="/${font}" as="font" type="font/woff2" crossorigin>`] : []),
    `<script type="module" src="/${entry.file}"></script>`,
    ...preloads.map((file) => `<link rel="modulepreload" href="/${file}">`),
  ].join('\n');
}

/**
 * As Laravel's Vite integration does: the page component's chunk, the chunks it imports and
 * their stylesheets, announced in the HTML so the browser fetches them alongside app.js instead
 * of after it has run. What the entry already loads is left out. Computed once per component.
 */
function pageTagsFrom(manifest: Manifest): (component: string) => string {
  const inEntry = importClosure(manifest, CLIENT_ENTRY);
  const tags = new Map<string, string>();
  return (component) => {
    const cached = tags.get(component);
    if (cached !== undefined) return cached;
    const keys = [...importClosure(manifest, `resources/js/Pages/${component}.tsx`)].filter((key) => !inEntry.has(key));
    const chunks = keys.map((key) => manifest[key]!);
    const text = [
      ...chunks.flatMap((chunk) => chunk.css ?? []).map((file) => `<link rel="stylesheet" href="/${file}">`),
      ...chunks.map((chunk) => `<link rel="modulepreload" href="/${chunk.file}">`),
    ].join('\n');
    tags.set(component, text);
    return text;
  };
}
