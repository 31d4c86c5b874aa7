import { createHash } from 'node:crypto';
import type { Request, Response } from 'express';
import { NotFoundError } from '../../lib/errors.ts';
import { carSlug } from '../catalogue/index.ts';
import { publicQuote, type RenderedQuote } from './quote.service.ts';

/**
 * Sends a quote as a PDF download ('presupuesto-bmw-x5-….pdf': a slug or a reference is letters,
 * digits and hyphens, and anything else is dropped before it reaches the header), with an ETag
 * so a browser asking again gets a 304.
 */
export function sendQuote(req: Request, res: Response, quote: RenderedQuote, cacheControl: string): void {
  const filename = `${quote.filename.replace(/[^A-Za-z0-9-]/g, '')}.pdf`;
  const etag = `"${createHash('sha256').update(quote.pdf).digest('base64url').slice(0, 27)}"`;
  res.set({ 'Content-Type': 'application/pdf', 'Content-Disposition': `attachment; filename="${filename}"`, 'Cache-Control': cacheControl, ETag: etag, 'X-Robots-Tag': 'noindex' });
  if (req.fresh) return void res.status(304).end();
  res.status(200).send(quote.pdf);
}

/**
 * GET /vehiculo/{slug}/presupuesto.pdf (and /en/…, /de/…): the car's written quote for today, in
 * the page's language. Sessionless and the same for every visitor, so shared caches may keep it
 * a few minutes; a sold or unknown car is a 404. Rate-limited per IP in memory (routes.ts), as
 * drawing a PDF costs a processor.
 */
export async function presupuesto(req: Request, res: Response) {
  const slug = carSlug(req);
  if (slug === null) throw new NotFoundError();
  sendQuote(req, res, await publicQuote(slug, req.locale), 'public, max-age=300');
}
