import { isLocale, LANGUAGE_COOKIE, type Locale, LOCALES, localizedPath, splitLocale } from '@contracts/locales';

const YEAR_SECONDS = 365 * 24 * 60 * 60;

/** The page at `url` in another language, with the same path and query. */
export function urlInLocale(url: string, locale: Locale): string {
  return localizedPath(splitLocale(url).path, locale);
}

/** Remembers the visitor's language in the browser (a cookie the server never reads: pages stay cacheable). */
export function rememberLanguage(locale: Locale): void {
  document.cookie = `${LANGUAGE_COOKIE}=${locale}; Path=/; Max-Age=${YEAR_SECONDS}; SameSite=Lax`;
}

/** The language the visitor chose before, if any. */
export function rememberedLanguage(): Locale | null {
  const value = new RegExp(`(?:^|;\\s*)${LANGUAGE_COOKIE}=([a-z]{2})(?:;|$)`).exec(document.cookie)?.[1];
  return isLocale(value) ? value : null;
}

/** The first of the browser's languages (its Accept-Language) the site speaks, if any. */
export function browserLanguage(languages: readonly string[] = navigator.languages): Locale | null {
  for (const tag of languages) {
    const primary = tag.toLowerCase().split('-')[0];
    const match = LOCALES.find((locale) => locale === primary);
    if (match) return match;
  }
  return null;
}
