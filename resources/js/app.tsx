import '../css/app.css';
import { createInertiaApp } from '@inertiajs/react';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { pageTitle, progressOptions, resolvePage } from '@/lib/inertia-config';
import { renderPage } from '@/lib/page-tree';

void createInertiaApp({
  resolve: resolvePage,
  title: pageTitle,
  progress: progressOptions,
  // The server-rendered page is already on screen, so hydrating it is not urgent: inside a
  // transition React hydrates in short slices and yields to the browser between them, instead
  // of one long task that keeps a phone from answering a tap. A click on a part not yet
  // hydrated still hydrates that part first. Without server HTML (the render failed), the
  // page is rendered at once.
  setup: ({ el, App, props }) => {
    const app = <App {...props}>{renderPage}</App>;
    if (!el.hasAttribute('data-server-rendered')) return createRoot(el).render(app);
    startTransition(() => {
      hydrateRoot(el, app);
    });
  },
});
