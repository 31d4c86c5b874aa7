/**
 * The public site's languages. Spanish is the default and keeps every URL as it is; each other
 * language mirrors every public path under its prefix (/en/vehiculo/…, /de/buscar), with the
 * same slugs. Adding one is a catalogue folder under lang/ and a line here.
 */
export const LOCALES = ['es', 'en', 'de'] as const;

export type Locale = (typeof LOCALES)[number];

export const DEFAULT_LOCALE: Locale = 'es';

export interface LocaleDetails {
  /** The BCP 47 tag numbers and dates are formatted with, and <html lang>. */
  tag: string;
  /** Open Graph's og:locale. */
  og: string;
  /** The language's own name, in the switcher. */
  name: string;
  /** The language's name in Spanish, for the staff ('Idioma: inglés'). */
  nombre: string;
  /** The one-line suggestion offered in this language to a visitor who reads it, on a page in another. */
  suggestion: string;
}

export const LOCALE_DETAILS: Record<Locale, LocaleDetails> = {
  es: { tag: 'es-ES', og: 'es_ES', name: 'Español', nombre: 'español', suggestion: 'Esta página también está en español.' },
  en: { tag: 'en-GB', og: 'en_GB', name: 'English', nombre: 'inglés', suggestion: 'This page is also available in English.' },
  de: { tag: 'de-DE', og: 'de_DE', name: 'Deutsch', nombre: 'alemán', suggestion: 'Diese Seite gibt es auch auf Deutsch.' },
};

/** The cookie that remembers the language a visitor chose (a year); only the browser reads it, never the server. */
export const LANGUAGE_COOKIE = 'lang';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** A stored language (an enquiry's, an alert's); one no longer offered reads as Spanish, the site's default. */
export function storedLocale(value: string | null | undefined): Locale {
  return isLocale(value) ? value : DEFAULT_LOCALE;
}

/** A site path in a language: '/buscar?page=2' → '/en/buscar?page=2'; the home is '/en/'. */
export function localizedPath(path: string, locale: Locale): string {
  if (locale === DEFAULT_LOCALE) return path;
  return `/${locale}${path}`;
}

/**
 * The language a path asks for and the path without its prefix: '/de/buscar' → de, '/buscar';
 * '/en' and '/en/' → en, '/'. A path without a language prefix is Spanish.
 */
export function splitLocale(path: string): { locale: Locale; path: string } {
  const match = /^\/([a-z]{2})(?=\/|$|\?)(.*)$/.exec(path);
  if (!match || !isLocale(match[1]) || match[1] === DEFAULT_LOCALE) return { locale: DEFAULT_LOCALE, path };
  const rest = match[2] ?? '';
  return { locale: match[1], path: rest.startsWith('/') ? rest : `/${rest}` };
}
