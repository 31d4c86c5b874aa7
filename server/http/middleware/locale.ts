import type { RequestHandler } from 'express';
import { DEFAULT_LOCALE, type Locale, splitLocale } from '../../contracts/locales.ts';

declare module 'express-serve-static-core' {
  interface Request {
    /** The language the URL asks for (contracts/locales.ts): its prefix, or Spanish without one. */
    locale: Locale;
  }
}

/**
 * Reads a language prefix and routes the rest: /en/buscar is answered by /buscar's handlers in
 * English (req.locale), and originalUrl keeps the prefix, so the page object, the page cache
 * and every link built from the request stay in that language. Only the URL decides: never a
 * cookie or Accept-Language, and never a redirect, so a crawler and a shared link get the page
 * they asked for. Routes that are not localized answer only without a prefix (router()).
 */
export const localeFromPath: RequestHandler = (req, _res, next) => {
  const { locale, path } = splitLocale(req.url);
  req.locale = locale;
  if (locale !== DEFAULT_LOCALE) req.url = path;
  next();
};
