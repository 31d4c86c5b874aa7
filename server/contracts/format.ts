/*
 * The formatters are built on first use, not when the module loads: building one loads the
 * locale's data, which takes tens of milliseconds on a phone, and every public page imports
 * this module whether or not it shows a date. Each takes the page's language (contracts/locales.ts;
 * Spanish by default, as the back office always is): prices stay in euros in every language.
 */
import { LOCALE_DETAILS, type Locale } from './locales.ts';

/** One formatter per language and kind, made on first use. */
function perLocale<F>(make: (tag: string) => F): (locale: Locale) => F {
  const made = new Map<Locale, F>();
  return (locale) => {
    let formatter = made.get(locale);
    if (formatter === undefined) made.set(locale, (formatter = make(LOCALE_DETAILS[locale].tag)));
    return formatter;
  };
}

/**
 * The one number formatter (ARCHITECTURE §5.8). es-ES leaves 4-digit numbers ungrouped by
 * default ("5000"); the spec wants dot thousands everywhere ("5.000"), hence useGrouping
 * 'always'. Units are separated by a plain space ("34.900 €"); callers keep them on one line
 * with CSS (whitespace-nowrap).
 */
const integer = perLocale((tag) => new Intl.NumberFormat(tag, { maximumFractionDigits: 0, useGrouping: 'always' }));

export function formatNumber(value: number, locale: Locale = 'es'): string {
  return integer(locale).format(value);
}

const oneDecimal = perLocale((tag) => new Intl.NumberFormat(tag, { maximumFractionDigits: 1, useGrouping: 'always' }));

/** A measure to one decimal at most: 6.5 → "6,5" ("6.5"), 80 → "80" (a tyre's tread in mm, the brake wear left). */
export function formatDecimal(value: number, locale: Locale = 'es'): string {
  return oneDecimal(locale).format(value);
}

/** Kilometres: 12345 → "12.345 Km" (the spec's), "12,345 km", "12.345 km". */
export function formatKm(value: number, locale: Locale = 'es'): string {
  return `${formatNumber(value, locale)} ${locale === 'es' ? 'Km' : 'km'}`;
}

/** Metric horsepower: 150 → "150 CV", "150 hp", "150 PS". */
const POWER_UNIT: Record<Locale, string> = { es: 'CV', en: 'hp', de: 'PS' };

export function formatCv(value: number, locale: Locale = 'es'): string {
  return `${formatNumber(value, locale)} ${POWER_UNIT[locale]}`;
}

const euros = perLocale((tag) => new Intl.NumberFormat(tag, { style: 'currency', currency: 'EUR', maximumFractionDigits: 0, useGrouping: 'always' }));

/** A price in whole euros: 34900 → "34.900 €" (the spec's), "€34,900", "34.900 €". */
export function formatPrice(value: number, locale: Locale = 'es'): string {
  return locale === 'es' ? `${formatNumber(value)} €` : euros(locale).format(value);
}

const cents = perLocale((tag) => new Intl.NumberFormat(tag, { minimumFractionDigits: 2, maximumFractionDigits: 2, useGrouping: 'always' }));
const eurosAndCents = perLocale((tag) => new Intl.NumberFormat(tag, { style: 'currency', currency: 'EUR', minimumFractionDigits: 2, maximumFractionDigits: 2, useGrouping: 'always' }));

/** 207.54 → "207,54 €"; 12752.4 → "12.752,40 €" ("€12,752.40"): an amount to the cent, as credit figures are disclosed. */
export function formatEuros(value: number, locale: Locale = 'es'): string {
  return locale === 'es' ? `${cents(locale).format(value)} €` : eurosAndCents(locale).format(value);
}

/** 10.8 → "10,80 %" ("10.80%"): a rate to two decimals, as the TIN and the TAE are disclosed. */
export function formatPercent(value: number, locale: Locale = 'es'): string {
  return `${cents(locale).format(value)}${locale === 'en' ? '' : ' '}%`;
}

const share = perLocale((tag) => new Intl.NumberFormat(tag, { style: 'percent', maximumFractionDigits: 1 }));

/** 0.0345 → "3,5 %": a share to one decimal (a car's enquiries per visit). */
export function formatShare(ratio: number, locale: Locale = 'es'): string {
  return share(locale).format(ratio);
}

const canaryDateTime = perLocale((tag) => new Intl.DateTimeFormat(tag, { dateStyle: 'short', timeStyle: 'short', timeZone: 'Atlantic/Canary' }));

/** '2026-11-03T10:05:00Z' → '3/11/26, 10:05': the dealership's clock (Canary Islands), the same on server and browser. */
export function formatDateTime(iso: string, locale: Locale = 'es'): string {
  return canaryDateTime(locale).format(new Date(iso));
}

const canaryTime = perLocale((tag) => new Intl.DateTimeFormat(tag, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone: 'Atlantic/Canary' }));

/** '2026-11-03T10:05:00Z' → '10:05': the time of day on the dealership's clock (a slot's start). */
export function formatTime(iso: string, locale: Locale = 'es'): string {
  return canaryTime(locale).format(new Date(iso));
}

const canarySlot = perLocale(
  (tag) => new Intl.DateTimeFormat(tag, { weekday: 'long', day: 'numeric', month: 'long', hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone: 'Atlantic/Canary' }),
);

/** '2026-11-30T10:30:00Z' → 'lunes, 30 de noviembre, 10:30' ('Monday 30 November, 10:30'): an appointment in words. */
export function formatSlot(iso: string, locale: Locale = 'es'): string {
  return canarySlot(locale).format(new Date(iso));
}

const dayParts = perLocale((tag) => ({
  weekday: new Intl.DateTimeFormat(tag, { weekday: 'short', timeZone: 'UTC' }),
  month: new Intl.DateTimeFormat(tag, { month: 'short', timeZone: 'UTC' }),
}));

/** '2026-11-30' (a Canary calendar day) → { weekday: 'lun', day: 30, month: 'nov' }: a day as a calendar strip shows it. */
export function formatDayParts(day: string, locale: Locale = 'es'): { weekday: string; day: number; month: string } {
  const date = new Date(`${day}T00:00:00Z`);
  const { weekday, month } = dayParts(locale);
  return { weekday: weekday.format(date).replace(/\.$/, ''), day: date.getUTCDate(), month: month.format(date).replace(/\.$/, '') };
}

const longDay = perLocale((tag) => new Intl.DateTimeFormat(tag, { dateStyle: 'long', timeZone: 'UTC' }));

/** '2026-12-04' (a Canary calendar day) → '4 de diciembre de 2026' ('4 December 2026', '4. Dezember 2026'). */
export function formatDay(day: string, locale: Locale = 'es'): string {
  return longDay(locale).format(new Date(`${day}T00:00:00Z`));
}

const conjunction = perLocale((tag) => new Intl.ListFormat(tag, { type: 'conjunction' }));

/** Names joined as the language joins them: "Gran Canaria y Tenerife", "Gran Canaria and Tenerife". */
export function formatList(names: readonly string[], locale: Locale = 'es'): string {
  return conjunction(locale).format(names);
}
