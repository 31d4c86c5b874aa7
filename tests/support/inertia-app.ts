import express, { type Express, type Response } from 'express';
import session from 'express-session';
import { createRootView, inertia, type InertiaResponder, type SsrRender } from '../../server/inertia/index.ts';
import type { Props } from '../../server/inertia/types.ts';

export const TEMPLATE = '<!doctype html><html><head><!--app-head--></head><body><!--app-body--></body></html>';

/**
 * A bare Express app with only the Inertia adapter and an in-memory session: the protocol
 * conformance tests exercise the adapter without the product's routes or database.
 */
export function inertiaTestApp(
  defineRoutes: (app: Express) => void,
  options: { version?: string; ssr?: SsrRender; share?: Props } = {},
): Express {
  const app = express();
  app.use(express.json());
  app.use(session({ secret: 'conformance-test-secret-0123456789abcdef', resave: false, saveUninitialized: false }));
  app.use(
    inertia<Props>({
      version: () => options.version ?? 'v1',
      rootView: createRootView({
        template: async () => TEMPLATE,
        ssr: options.ssr ?? null,
        headTags: () => '<meta name="csrf-token" content="t">',
        fallbackTitle: 'GTCars',
        lang: () => 'es',
      }),
      share: () => ({ appName: 'GTCars', ...options.share }),
    }),
  );
  defineRoutes(app);
  return app;
}

/**
 * The responder without the product's page registry: these tests render made-up pages
 * ('Users', 'P') to check the protocol, which the registry's types would refuse.
 */
export const protocolOf = (res: Response) => res.inertia as unknown as InertiaResponder;

/** Headers of an Inertia visit with the current asset version. */
export const inertiaHeaders = (version = 'v1') => ({ 'X-Inertia': 'true', 'X-Inertia-Version': version });

/** Extracts the page object from the HTML script tag. */
export function pageFromHtml(html: string): unknown {
  const match = /<script data-page="app" type="application\/json">(.*?)<\/script>/s.exec(html);
  if (!match?.[1]) throw new Error('No page script tag in the HTML');
  return JSON.parse(match[1]);
}
