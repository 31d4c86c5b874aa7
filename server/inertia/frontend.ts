import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import express, { type RequestHandler } from 'express';
import type { SsrEntry } from './ssr.ts';

/** Where the client assets, the root template and the SSR entry come from: Vite (dev) or dist/ (prod). */
export interface Frontend {
  middleware: RequestHandler;
  template: (url: string) => Promise<string>;
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
    version: 'dev',
    close: () => vite.close(),
  };
}

interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
}

/** Prod: the built client (dist/client) and SSR bundle (dist/ssr), imported once. */
export async function createProdFrontend(rootDir: string): Promise<Frontend> {
  const clientDir = path.join(rootDir, 'dist/client');
  const manifestText = await readFile(path.join(clientDir, '.vite/manifest.json'), 'utf8');
  const manifest = JSON.parse(manifestText) as Record<string, ManifestChunk>;
  const template = (await readFile(path.join(rootDir, TEMPLATE), 'utf8')).replace(ENTRY_TAG, () => entryTags(manifest));
  const ssrUrl = pathToFileURL(path.join(rootDir, 'dist/ssr/ssr.js')).href;
  let ssrModule: Promise<{ default: SsrEntry }> | undefined;
  const assets = express.Router();
  // Hashed file names: cached for a year. public/ is served by the app itself.
  assets.use('/assets', express.static(path.join(clientDir, 'assets'), { index: false, immutable: true, maxAge: '1y', fallthrough: false }));
  return {
    middleware: assets,
    template: async () => template,
    loadSsrEntry: async () => (await (ssrModule ??= import(ssrUrl) as Promise<{ default: SsrEntry }>)).default,
    version: createHash('sha256').update(manifestText).digest('hex').slice(0, 16),
    close: async () => undefined,
  };
}

function entryTags(manifest: Record<string, ManifestChunk>): string {
  const entry = manifest[CLIENT_ENTRY];
  if (!entry) throw new Error(`${CLIENT_ENTRY} is missing from the Vite manifest; run npm run build`);
  const preloads = (entry.imports ?? []).map((key) => manifest[key]?.file).filter(Boolean);
  return [
    ...(entry.css ?? []).map((file) => `<link rel="stylesheet" href="/${file}">`),
    `<script type="module" src="/${entry.file}"></script>`,
    ...preloads.map((file) => `<link rel="modulepreload" href="/${file}">`),
  ].join('\n');
}
