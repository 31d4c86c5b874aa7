import type { Page } from '@inertiajs/core';
import { createInertiaApp } from '@inertiajs/react';
import { renderToString } from 'react-dom/server';
import { pageTitle, resolvePage } from '@/lib/inertia-config';
import { renderPage } from '@/lib/page-tree';

/**
 * Server render of one page, called in-process by the Express adapter (dev: through
 * ssrLoadModule, prod: dist/ssr/ssr.js). No HTTP server here: see the reference §5 pitfall.
 */
export default async function render(page: Page): Promise<{ head: string[]; body: string }> {
  return createInertiaApp({
    page,
    render: renderToString,
    resolve: resolvePage,
    title: pageTitle,
    setup: ({ App, props }) => <App {...props}>{renderPage}</App>,
  });
}
