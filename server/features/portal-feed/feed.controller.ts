import type { Request, RequestHandler, Response } from 'express';
import { FEED_FORMAT_VERSION } from '../../contracts/portal-feed.ts';
import { appEnv } from '../../lib/app-config.ts';
import { NotFoundError } from '../../lib/errors.ts';
import { safeEqual, sha256 } from '../../core/tokens.ts';
import { companyDetails } from '../../core/company-details.ts';
import { currentFinanceTerms } from '../../core/finance-terms.ts';
import { feedCsv, feedXml } from './feed.formats.ts';
import { feedVehicles } from './feed.presenter.ts';
import { catalogueState } from '../../core/catalogue-version.queries.ts';
import { feedRows } from '../catalogue/index.ts';

const TYPES = { xml: 'application/xml; charset=utf-8', csv: 'text/csv; charset=utf-8' } as const;

/** Whether the path's token is FEED_TOKEN (compared in constant time); without FEED_TOKEN there is no feed. */
function tokenAccepted(req: Request): boolean {
  const expected = appEnv(req).FEED_TOKEN;
  return expected !== undefined && safeEqual(sha256(String(req.params.token)), sha256(expected));
}

/**
 * Whether the request's condition holds the copy it has as current (RFC 9110 13.1.2, 13.2.2): its
 * If-None-Match names this ETag (weak comparison), or, without one, its If-Modified-Since is not
 * before the last change. Read here rather than through Express's req.fresh, which treats a
 * request's `Cache-Control: no-cache` as a cache's "stale" (fetch() adds it to every conditional
 * request); an origin server answers the condition either way.
 */
function notModified(req: Request, etag: string, changedAt: Date): boolean {
  const noneMatch = req.get('If-None-Match');
  if (noneMatch) {
    const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
    return noneMatch.trim() === '*' || noneMatch.split(',').some((tag) => opaque(tag) === opaque(etag));
  }
  const since = Date.parse(req.get('If-Modified-Since') ?? '');
  return Number.isFinite(since) && Math.floor(changedAt.getTime() / 1000) * 1000 <= since;
}

/**
 * GET /feeds/{token}/stock.xml and .csv (docs/portal-feed.md): the active, unsold stock, built
 * in one query. The ETag is the catalogue version and Last-Modified the moment it last moved
 * (both move with every change to what the feed shows), so a portal's conditional request is
 * answered 304 without building anything. A wrong or missing token, or no FEED_TOKEN, is a 404
 * like any unknown address.
 */
export function stockFeed(format: keyof typeof TYPES): RequestHandler {
  return async (req: Request, res: Response) => {
    if (!tokenAccepted(req)) throw new NotFoundError();
    const { version, changedAt } = await catalogueState();
    const etag = `W/"feed-${FEED_FORMAT_VERSION}-${format}-${version}"`;
    res.set({ ETag: etag, 'Last-Modified': changedAt.toUTCString(), 'Cache-Control': 'private, no-cache', 'X-Robots-Tag': 'noindex' });
    if (notModified(req, etag, changedAt)) return void res.status(304).end();
    const started = performance.now();
    const [rows, terms, empresa] = await Promise.all([feedRows(), currentFinanceTerms(version), companyDetails()]);
    const queried = performance.now();
    const vehicles = rows.map(feedVehicles(terms, empresa.precio));
    const body = format === 'xml' ? feedXml(vehicles, { generated: new Date(), dealer: appEnv(req).APP_NAME }) : feedCsv(vehicles);
    // How long the query and the document took (the benchmark reads it; so can whoever runs the site).
    res.set('Server-Timing', `db;dur=${(queried - started).toFixed(1)}, build;dur=${(performance.now() - queried).toFixed(1)}`);
    res.type(TYPES[format]).send(body);
  };
}
