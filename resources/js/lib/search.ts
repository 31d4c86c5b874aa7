import { EMPTY_FILTERS, searchQuery, type SearchFilters } from '@contracts/search';
import type { RangeDef } from '@contracts/search-labels';
import { applyListChange } from './list-change';

/**
 * The search box's pure rules (spec §4, §5): what a change does to the filters, the range
 * sliders' clamping, and which filters count as "more filters".
 */

/** A filter change: any field but page resets page to 1; a new brand clears the model (§4). */
export function applyFilterChange(prev: SearchFilters, change: Partial<SearchFilters>): SearchFilters {
  const next = applyListChange(prev, change);
  if ('marcas' in change && change.marcas !== prev.marcas && !('modelo' in change)) next.modelo = null;
  return next;
}

/** 'Limpiar filtros': every search-box filter off; the listing (vendidos) and the order stay. */
export function clearFilters(prev: SearchFilters): SearchFilters {
  return { ...EMPTY_FILTERS, vendidos: prev.vendidos, sort_by: prev.sort_by };
}

/** A stable key of what would be sent, to tell whether two filter states search the same. */
function queryKey(filters: SearchFilters): string {
  return new URLSearchParams(searchQuery(filters)).toString();
}

/** '/buscar?marcas=3&combustible=4' (only the non-empty parameters). */
export function searchUrl(filters: SearchFilters): string {
  const query = queryKey(filters);
  return query ? `/buscar?${query}` : '/buscar';
}

export interface Range {
  min: number;
  max: number;
}

/** A filter's range: null = not filtering on that end. */
export interface RangeValue {
  min: number | null;
  max: number | null;
}

/** The slider's ends: the data's bounds widened to whole steps, so every stop is a step. */
export function sliderBounds(bounds: Range, step: number): Range {
  const min = Math.floor(bounds.min / step) * step;
  return { min, max: Math.max(min, Math.ceil(bounds.max / step) * step) };
}

const clamp = (value: number, { min, max }: Range) => Math.min(max, Math.max(min, value));

/** Where the two thumbs sit: a missing end sits at its bound. */
export function thumbPositions(value: RangeValue, bounds: Range): Range {
  const low = clamp(value.min ?? bounds.min, bounds);
  return { min: low, max: Math.max(low, clamp(value.max ?? bounds.max, bounds)) };
}

/**
 * One thumb moved (§4): min may not pass max; when it does, max is raised to it (and a max
 * moved below min lowers min). A thumb left at its bound means "no filter" (null).
 */
export function moveThumb(value: RangeValue, thumb: 'min' | 'max', to: number, bounds: Range): RangeValue {
  let { min: low, max: high } = thumbPositions(value, bounds);
  const position = clamp(to, bounds);
  if (thumb === 'min') {
    low = position;
    high = Math.max(high, low);
  } else {
    high = position;
    low = Math.min(low, high);
  }
  return { min: low > bounds.min ? low : null, max: high < bounds.max ? high : null };
}

/** The filter change of a moved range slider. */
export function rangeChange(def: RangeDef, value: RangeValue): Partial<SearchFilters> {
  const change: Partial<SearchFilters> = {};
  change[def.minKey] = value.min;
  change[def.maxKey] = value.max;
  return change;
}

/** The filters behind 'Mostrar más filtros' (§2): gearbox, body type, kilometres, year; and the branch, the payment and the labels. */
export function hasMoreFilters(f: SearchFilters): boolean {
  return f.sede.length > 0 || f.etiqueta.length > 0 || [f.cambio, f.carroceria, f.cuota_max, f.min_kilometros, f.max_kilometros, f.min_year, f.max_year].some((v) => v !== null);
}

/** The highest monthly payments offered, in euros. */
const PAYMENT_STEPS = [150, 200, 250, 300, 350, 400, 500, 600, 800, 1000];

/** The payment select's amounts in euros; a value from the URL that is not a step is offered too, so the select shows it. */
export function paymentSteps(current: number | null): number[] {
  return current === null || PAYMENT_STEPS.includes(current) ? PAYMENT_STEPS : [...PAYMENT_STEPS, current].sort((a, b) => a - b);
}
