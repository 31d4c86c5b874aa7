/**
 * Per-car activity: counted page views (the numbook rules: no bots, prefetches or partial
 * reloads) and enquiries per Canary Islands day, from the daily counters (actividad_diaria).
 */

/** Days of the panel's chart, today included. */
export const PANEL_ACTIVITY_DAYS = 30;

/** Days of a car's chart on its edit page, today included. */
export const CAR_ACTIVITY_DAYS = 90;

/** Visits in the panel's days a car needs to be ranked by conversion: one enquiry in three visits proves nothing. */
export const CONVERSION_MIN_VISITS = 20;

/** Cars in the panel's conversion ranking. */
export const TOP_CONVERSION_CARS = 5;

export interface ActivityDay {
  /** The Canary calendar day, YYYY-MM-DD. */
  dia: string;
  visitas: number;
  contactos: number;
}

/** One day per row, oldest first, every day of the period (zeros included), with the period's totals. */
export interface Activity {
  dias: ActivityDay[];
  visitas: number;
  contactos: number;
}

/** A car of the panel's conversion ranking, over its last PANEL_ACTIVITY_DAYS. */
export interface ConversionCar {
  id: number;
  /** Brand, model and version: 'BMW Serie 3 320d'. */
  nombre: string;
  visitas: number;
  contactos: number;
  /**
   * Enquiries per visit, normally below 1 (both are counted apart: a bot's visit never counts,
   * and a visit just before midnight and its enquiry after it fall on two days).
   */
  conversion: number;
}

/** Enquiries per visit (normally below 1); null without visits (no rate to speak of). */
export function conversionRate(visitas: number, contactos: number): number | null {
  return visitas > 0 ? contactos / visitas : null;
}
