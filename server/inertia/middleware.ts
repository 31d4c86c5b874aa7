import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { InertiaResponder, isInertiaRequest, type InertiaOptions } from './responder.ts';
import type { RegisteredPages, RegisteredShared } from './types.ts';

declare module 'express-serve-static-core' {
  interface Response {
    inertia: InertiaResponder<RegisteredPages, RegisteredShared>;
  }
}

const convertsTo303 = new Set(['PUT', 'PATCH', 'DELETE']);

/**
 * The protocol middleware (reference §3.1): Vary on every response, the asset-version check,
 * 302 → 303 after PUT/PATCH/DELETE, fragment redirects, and an empty answer → back. The share
 * option is typed by the app's registered shared props; the protocol tests name their own.
 */
export function inertia<Shared = RegisteredShared>(options: InertiaOptions<Shared>): RequestHandler {
  return (req: Request, res: Response, next: NextFunction) => {
    res.inertia = new InertiaResponder<RegisteredPages, RegisteredShared>(req, res, options as InertiaOptions<RegisteredShared>);
    res.vary('X-Inertia');
    if (!isInertiaRequest(req)) return next();

    const version = options.version();
    if (req.method === 'GET' && (req.get('X-Inertia-Version') ?? '') !== version) {
      // Relative, so the Host header (anyone can send one) never decides where the client goes;
      // one leading slash, so '//other.site' cannot turn into another origin.
      const location = `/${req.originalUrl.replace(/^\/+/, '')}`;
      res.status(409).set({ 'X-Inertia-Location': location, 'X-Inertia-Version': version }).end();
      return;
    }
    adaptRedirects(req, res);
    redirectBackWhenEmpty(req, res);
    next();
  };
}

function adaptRedirects(req: Request, res: Response) {
  const redirect = res.redirect.bind(res) as (status: number, url: string) => void;
  res.redirect = ((first: number | string, second?: number | string) => {
    const url = String(typeof first === 'number' ? second : first);
    let status = typeof first === 'number' ? first : 302;
    if (url.includes('#') && req.get('Purpose') !== 'prefetch') {
      const encoded = res.location(url).get('Location') as string;
      res.removeHeader('Location');
      res.status(409).set('X-Inertia-Redirect', encoded).end();
      return;
    }
    if (status === 302 && convertsTo303.has(req.method)) status = 303;
    redirect(status, url);
  }) as Response['redirect'];
}

function redirectBackWhenEmpty(req: Request, res: Response) {
  const end = res.end.bind(res) as (...args: unknown[]) => Response;
  let wrote = false;
  const write = res.write.bind(res) as (...args: unknown[]) => boolean;
  res.write = ((...args: unknown[]) => {
    wrote = true;
    return write(...args);
  }) as Response['write'];
  res.end = ((...args: unknown[]) => {
    const chunk = args[0];
    const empty = chunk === undefined || typeof chunk === 'function' || (chunk as { length?: number }).length === 0;
    if (!wrote && empty && !res.headersSent && res.statusCode === 200) {
      res.removeHeader('Content-Type');
      res.removeHeader('Content-Length');
      res.inertia.back();
      return res;
    }
    return end(...args);
  }) as Response['end'];
}
