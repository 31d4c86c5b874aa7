import { readdirSync } from 'node:fs';
import path from 'node:path';
import express, { type RequestHandler } from 'express';

/**
 * public/'s files (favicon, icons, illustrations), cached for a day. Their paths are listed once
 * at boot: every other request (each page) goes on at once, instead of a look at the disk and a
 * 404 error object per request, as a plain express.static in front of the routes costs.
 */
export function publicFiles(dir: string): RequestHandler {
  const files = new Set(
    readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => `/${path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/')}`),
  );
  const serve = express.static(dir, { index: false, maxAge: '1d' });
  return (req, res, next) => (files.has(req.path) ? serve(req, res, next) : next());
}
