import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { codeSplitting } from './scripts/build/chunks.ts';

const fromRoot = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/**
 * One config for the three uses:
 * - dev: the Express server runs Vite in middleware mode (set in code) and loads
 *   resources/js/ssr.tsx through ssrLoadModule;
 * - `vite build`: the client bundle in dist/client with a manifest, entry resources/js/app.tsx;
 * - `vite build --ssr resources/js/ssr.tsx`: dist/ssr/ssr.js, imported once by the server.
 */
export default defineConfig(({ isSsrBuild }) => ({
  // The client build also writes each text asset as .br and .gz, which the server sends to
  // browsers that accept them (server/inertia/frontend.ts); the SSR bundle is never sent.
  plugins: [react(), tailwindcss(), ...(isSsrBuild ? [] : [compression({ algorithms: ['brotliCompress', 'gzip'], threshold: 1024, logLevel: 'silent' })])],
  resolve: {
    alias: {
      '@': fromRoot('./resources/js'),
      '@contracts': fromRoot('./server/contracts'),
    },
  },
  server: {
    // Vite's defaults, plus runtime data (embedded database, uploads, mail) and the server code.
    fs: { deny: ['.env', '.env.*', '*.{crt,pem}', '**/.git/**', `${fromRoot('./storage')}/**`, `${fromRoot('./prisma')}/**`] },
    // Runtime data and build output are never source: a stock's photos are hundreds of thousands
    // of files, which the file watcher would otherwise hold in memory.
    watch: { ignored: [`${fromRoot('./storage')}/**`, `${fromRoot('./dist')}/**`] },
  },
  ssr: {
    // Bundled into the SSR build so plain Node can import it: Swiper ships CSS imports,
    // the Inertia packages and sonner are ESM meant to go through a bundler.
    noExternal: ['swiper', /^@inertiajs\//, 'sonner', /^@fontsource/],
  },
  build: isSsrBuild
    ? {
        outDir: 'dist/ssr',
        emptyOutDir: true,
        copyPublicDir: false,
        manifest: false,
      }
    : {
        outDir: 'dist/client',
        emptyOutDir: true,
        manifest: true,
        rolldownOptions: {
          input: fromRoot('./resources/js/app.tsx'),
          output: { codeSplitting },
        },
      },
}));
