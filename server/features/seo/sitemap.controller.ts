import type { Request, Response } from 'express';
import { robotsTxt, sitemapEntries, sitemapXml } from './sitemap.ts';
import { sitemapVehicles } from '../catalogue/index.ts';

const CACHE = 'public, max-age=3600';

export async function sitemap(_req: Request, res: Response) {
  const xml = sitemapXml(sitemapEntries(await sitemapVehicles()));
  res.set('Cache-Control', CACHE).type('application/xml').send(xml);
}

export function robots(_req: Request, res: Response) {
  res.set('Cache-Control', CACHE).type('text/plain').send(robotsTxt());
}
