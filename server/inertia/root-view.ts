import type { Request } from 'express';
import { fillTemplate } from './html.ts';
import type { Page, SsrRender } from './types.ts';

export interface RootViewOptions {
  /** The root HTML template for a URL (dev: transformed by Vite; prod: read once). */
  template: (url: string) => Promise<string>;
  /** Server-side renderer, or null to always send the client-rendered shell. */
  ssr: SsrRender | null;
  /** Extra tags for <head>, e.g. the page's chunk preloads. Never per visitor: pages are cached. */
  headTags: (page: Page) => string;
  fallbackTitle: string;
  /** The page's language, for <html lang>. */
  lang: (page: Page) => string;
}

export type RootView = (req: Request, page: Page) => Promise<string>;

export function createRootView(options: RootViewOptions): RootView {
  return async (req, page) => {
    const [template, ssr] = await Promise.all([
      options.template(req.originalUrl),
      options.ssr ? options.ssr(page) : Promise.resolve(null),
    ]);
    return fillTemplate(template, page, ssr, {
      headTags: options.headTags(page),
      fallbackTitle: options.fallbackTitle,
      lang: options.lang(page),
    });
  };
}
