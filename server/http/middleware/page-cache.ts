import type { Request, RequestHandler, Response } from 'express';
import { currentCatalogueVersion } from '../../core/catalogue-version.ts';
import { isInertiaRequest, wantsClearHistory } from '../../inertia/index.ts';
import { pageEtag, type CachedPage, type PageCache } from '../page-cache.ts';
import { SESSION_COOKIE, sessionEntries } from '../../lib/session-cookie.ts';

/** The app's anonymous page cache and the asset version its keys carry (none in tests that do not ask). */
function pageCacheOf(req: Request): { cache: PageCache; assetVersion: string } | undefined {
  return req.app.locals.pageCache as { cache: PageCache; assetVersion: string } | undefined;
}

/** Browsers keep a public page but ask again each time: a 304 while it has not changed. */
const PUBLIC_PAGE = 'private, no-cache';

/** Session keys that change nothing on a public page (what a signed-out visitor may hold). */
const NEUTRAL_KEYS = new Set(['intendedUrl', 'renewedAt']);

/**
 * Whether this request's page is the one every visitor gets: a full GET (no partial reload)
 * from a browser whose session, if any, holds no user, no toast, no form errors and no flash,
 * and that is not to clear its history (after a logout).
 */
function servesAnyVisitor(req: Request): boolean {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false;
  if (req.get('X-Inertia-Partial-Component') !== undefined || wantsClearHistory(req)) return false;
  return sessionHoldsNothingShown(req);
}

function sessionHoldsNothingShown(req: Request): boolean {
  return sessionEntries(req).every(
    ([key, value]) => NEUTRAL_KEYS.has(key) || (key === 'inertia' && Object.values(value as object).every((item) => item === undefined)),
  );
}

const setsSessionCookie = (res: Response) => ([] as string[]).concat((res.getHeader('Set-Cookie') as string | string[] | undefined) ?? []).some((cookie) => cookie.startsWith(`${SESSION_COOKIE}=`));

async function sendCached(req: Request, res: Response, cache: PageCache, key: string, page: CachedPage): Promise<void> {
  res.set({ 'Content-Type': page.contentType, ETag: page.etag });
  if (page.inertia) res.set('X-Inertia', 'true');
  if (req.fresh) {
    res.status(304).end();
    return;
  }
  // Brotli whenever the browser takes it (they list it after gzip), else gzip, else plain.
  const encoding = req.acceptsEncodings('br') ? 'br' : req.acceptsEncodings('gzip') ? 'gzip' : undefined;
  const body = encoding ? await cache.encoded(key, page, encoding) : page.identity;
  if (encoding) res.set('Content-Encoding', encoding);
  res.status(200).set('Content-Length', String(body.length)).end(body);
}

/** Keeps the page this request renders, if it is still one every visitor gets once rendered. */
function keepWhenSent(req: Request, res: Response, cache: PageCache, version: string, key: string): void {
  const send = res.send.bind(res);
  res.send = ((body?: unknown) => {
    res.send = send;
    if (res.statusCode === 200 && typeof body === 'string' && sessionHoldsNothingShown(req) && !setsSessionCookie(res)) {
      const buffer = Buffer.from(body, 'utf8');
      const etag = pageEtag(buffer);
      res.set('ETag', etag);
      const contentType = String(res.get('Content-Type') ?? 'text/html; charset=utf-8');
      cache.put(version, key, { contentType, inertia: isInertiaRequest(req), identity: buffer, etag });
    }
    return send(body);
  }) as Response['send'];
}

/** The renders under way of each cache, by version and key: concurrent misses of one page wait for the first. */
const rendering = new WeakMap<PageCache, Map<string, Promise<void>>>();

/**
 * Marks this response as the render of its page until it ends; answers the render already under
 * way instead, when there is one.
 */
function renderOnce(res: Response, cache: PageCache, flight: string): Promise<void> | null {
  const flights = rendering.get(cache) ?? new Map<string, Promise<void>>();
  rendering.set(cache, flights);
  const under = flights.get(flight);
  if (under) return under;
  flights.set(flight, new Promise<void>((resolve) => res.once('close', () => (flights.delete(flight), resolve()))));
  return null;
}

/**
 * The anonymous page cache, in front of a public page's handler. A visitor without a session
 * (or whose session holds nothing the page shows) gets the page rendered for the first such
 * visitor of this URL, as HTML or Inertia JSON, compressed once, with an ETag (304 when it
 * matches). The key is the URL and the asset version; every entry belongs to one catalogue
 * version, read exactly for each request, so a change on any instance is seen by the next
 * request everywhere. When a new version empties it under load, the visitors asking for one page
 * at once wait for one render of it rather than each render their own. Staff, and visitors with a
 * flash, errors or a toast, are never served from it, and their pages are never kept in it.
 */
export const cachedPage: RequestHandler = async (req, res, next) => {
  res.set('Cache-Control', PUBLIC_PAGE);
  res.vary('Accept-Encoding');
  const store = pageCacheOf(req);
  if (!store || !servesAnyVisitor(req)) return next();
  try {
    const version = await currentCatalogueVersion();
    if (version === null) return next();
    const key = `${store.assetVersion} ${isInertiaRequest(req) ? 'json' : 'html'} ${req.originalUrl}`;
    const hit = store.cache.get(version, key);
    if (hit) return await sendCached(req, res, store.cache, key, hit);
    const under = renderOnce(res, store.cache, `${version} ${key}`);
    if (under) {
      await under;
      const rendered = store.cache.get(version, key);
      // That render was not one to keep (an error, a session): this request renders its own.
      if (rendered) return await sendCached(req, res, store.cache, key, rendered);
    }
    keepWhenSent(req, res, store.cache, version, key);
    next();
  } catch (error) {
    next(error);
  }
};
