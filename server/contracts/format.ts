/*
 * The formatters are built on first use, not when the module loads: building one loads the
 * locale's data, which takes tens of milliseconds on a phone, and every public page imports
 * this module whether or not it shows a date.
 */

/**
 * The one es-ES number formatter (ARCHITECTURE §5.8). es-ES leaves 4-digit numbers
 * ungrouped by default ("5000"); the spec wants dot thousands everywhere ("5.000"),
 * hence useGrouping 'always'. Units are separated by a plain space ("34.900 €");
 * callers keep them on one line with CSS (whitespace-nowrap).
 */
let integer: Intl.NumberFormat | undefined;

export function formatNumber(value: number): string {
  integer ??= new Intl.NumberFormat('es-ES', { maximumFractionDigits: 0, useGrouping: 'always' });
  return integer.format(value);
}

/** 12345 → "12.345 Km" */
/** "1 vehículo", "1.234 vehículos". */
export function vehicleCount(total: number): string {
  return `${formatNumber(total)} ${total === 1 ? 'vehículo' : 'vehículos'}`;
}

export function formatKm(value: number): string {
  return `${formatNumber(value)} Km`;
}

/** 150 → "150 CV" */
export function formatCv(value: number): string {
  return `${formatNumber(value)} CV`;
}

/** 34900 → "34.900 €" */
export function formatPrice(value: number): string {
  return `${formatNumber(value)} €`;
}

let cents: Intl.NumberFormat | undefined;

/** 207.54 → "207,54 €"; 12752.4 → "12.752,40 €": an amount to the cent, as credit figures are disclosed. */
export function formatEuros(value: number): string {
  cents ??= new Intl.NumberFormat('es-ES', { minimumFractionDigits: 2, maximumFractionDigits: 2, useGrouping: 'always' });
  return `${cents.format(value)} €`;
}

/** 10.8 → "10,80 %": a rate to two decimals, as the TIN and the TAE are disclosed. */
export function formatPercent(value: number): string {
  cents ??= new Intl.NumberFormat('es-ES', { minimumFractionDigits: 2, maximumFractionDigits: 2, useGrouping: 'always' });
  return `${cents.format(value)} %`;
}

let share: Intl.NumberFormat | undefined;

/** 0.0345 → "3,5 %": a share to one decimal (a car's enquiries per visit). */
export function formatShare(ratio: number): string {
  share ??= new Intl.NumberFormat('es-ES', { style: 'percent', maximumFractionDigits: 1 });
  return share.format(ratio);
}

let canaryDateTime: Intl.DateTimeFormat | undefined;

/** '2026-11-03T10:05:00Z' → '3/11/26, 10:05': the dealership's clock (Canary Islands), the same on server and browser. */
export function formatDateTime(iso: string): string {
  canaryDateTime ??= new Intl.DateTimeFormat('es-ES', { dateStyle: 'short', timeStyle: 'short', timeZone: 'Atlantic/Canary' });
  return canaryDateTime.format(new Date(iso));
}

let longDay: Intl.DateTimeFormat | undefined;

/** '2026-12-04' (a Canary calendar day) → '4 de diciembre de 2026'. */
export function formatDay(day: string): string {
  longDay ??= new Intl.DateTimeFormat('es-ES', { dateStyle: 'long', timeZone: 'UTC' });
  return longDay.format(new Date(`${day}T00:00:00Z`));
}
