import type { FacetOption, SearchBounds, SearchOptions } from '@contracts/pages';
import { EMPTY_FILTERS, searchQuery, SLIDER_STEPS, type SearchFilters } from '@contracts/search';
import type { SelectOption } from '@/Components/Search/FacetSelect';
import { formatKm, formatPrice } from '@contracts/format';
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

export type RangeName = 'precio' | 'kilometros' | 'year';

export interface RangeDef {
  name: RangeName;
  label: string;
  minKey: 'min_precio' | 'min_kilometros' | 'min_year';
  maxKey: 'max_precio' | 'max_kilometros' | 'max_year';
  boundMin: keyof SearchBounds;
  boundMax: keyof SearchBounds;
  step: number;
  format: (value: number) => string;
}

export const RANGES: Record<RangeName, RangeDef> = {
  precio: {
    name: 'precio',
    label: 'Precio',
    minKey: 'min_precio',
    maxKey: 'max_precio',
    boundMin: 'min_price',
    boundMax: 'max_price',
    step: SLIDER_STEPS.precio,
    format: formatPrice,
  },
  kilometros: {
    name: 'kilometros',
    label: 'Kilómetros',
    minKey: 'min_kilometros',
    maxKey: 'max_kilometros',
    boundMin: 'min_kilometros',
    boundMax: 'max_kilometros',
    step: SLIDER_STEPS.kilometros,
    format: formatKm,
  },
  year: {
    name: 'year',
    label: 'Año',
    minKey: 'min_year',
    maxKey: 'max_year',
    boundMin: 'min_year',
    boundMax: 'max_year',
    step: SLIDER_STEPS.year,
    // A year is never grouped: 2019, not 2.019.
    format: (value) => String(value),
  },
};

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

/** "Hasta 300 €/mes" */
export const paymentText = (euros: number) => `Hasta ${formatPrice(euros)}/mes`;

/** The payment select's options; a value from the URL that is not a step is offered too, so the select shows it. */
export function paymentOptions(current: number | null): SelectOption[] {
  const steps = current === null || PAYMENT_STEPS.includes(current) ? PAYMENT_STEPS : [...PAYMENT_STEPS, current].sort((a, b) => a - b);
  return steps.map((euros) => ({ id: euros, nombre: paymentText(euros) }));
}


const optionName = (options: FacetOption[], id: number | null) => (id === null ? undefined : options.find((option) => option.id === id)?.nombre);

/** A filter in force, as a removable chip: its words and the change that takes it off. */
export interface AppliedFilter {
  key: string;
  label: string;
  remove: Partial<SearchFilters>;
}

type FacetKey = 'marcas' | 'modelo' | 'combustible' | 'cambio' | 'carroceria';

const FACETS: { key: FacetKey; options: keyof SearchOptions & ('marcas' | 'modelos' | 'combustibles' | 'cambios' | 'carrocerias'); fallback: string }[] = [
  { key: 'marcas', options: 'marcas', fallback: 'Marca' },
  { key: 'modelo', options: 'modelos', fallback: 'Modelo' },
  { key: 'combustible', options: 'combustibles', fallback: 'Combustible' },
  { key: 'cambio', options: 'cambios', fallback: 'Cambio' },
  { key: 'carroceria', options: 'carrocerias', fallback: 'Carrocería' },
];

/** The filters of several choices, each chosen option a chip of its own ("Etiqueta ECO"). */
const CHOICES: { key: 'sede' | 'etiqueta'; options: 'sedes' | 'etiquetas'; prefix: string }[] = [
  { key: 'sede', options: 'sedes', prefix: 'Sede ' },
  { key: 'etiqueta', options: 'etiquetas', prefix: 'Etiqueta ' },
];

function rangeText(def: RangeDef, min: number | null, max: number | null): string {
  if (min !== null && max !== null) return `${def.format(min)} – ${def.format(max)}`;
  return min !== null ? `desde ${def.format(min)}` : `hasta ${def.format(max ?? 0)}`;
}

/** How many filters of the search box are set (a range counts once): the chips' count, without needing their names. */
export function activeFilterCount(f: SearchFilters): number {
  const facets = FACETS.filter((facet) => f[facet.key] !== null).length + f.sede.length + f.etiqueta.length + (f.cuota_max === null ? 0 : 1);
  return facets + Object.values(RANGES).filter((def) => f[def.minKey] !== null || f[def.maxKey] !== null).length;
}

/** The filters in force, in the search box's order; taking off the brand takes its model too. */
export function appliedFilters(f: SearchFilters, options: SearchOptions): AppliedFilter[] {
  const chips: AppliedFilter[] = [];
  for (const facet of FACETS) {
    if (f[facet.key] === null) continue;
    const remove: Partial<SearchFilters> = facet.key === 'marcas' ? { marcas: null, modelo: null } : { [facet.key]: null };
    chips.push({ key: facet.key, label: optionName(options[facet.options], f[facet.key]) ?? facet.fallback, remove });
  }
  for (const choice of CHOICES) {
    const chosen = f[choice.key];
    for (const id of chosen) {
      const label = `${choice.prefix}${optionName(options[choice.options], id) ?? id}`;
      chips.push({ key: `${choice.key}-${id}`, label, remove: { [choice.key]: chosen.filter((other) => other !== id) } });
    }
  }
  if (f.cuota_max !== null) chips.push({ key: 'cuota', label: paymentText(f.cuota_max), remove: { cuota_max: null } });
  for (const def of Object.values(RANGES)) {
    const [min, max] = [f[def.minKey], f[def.maxKey]];
    if (min === null && max === null) continue;
    chips.push({ key: def.name, label: `${def.label}: ${rangeText(def, min, max)}`, remove: { [def.minKey]: null, [def.maxKey]: null } });
  }
  return chips;
}

/**
 * The results' heading from the filters: 'BMW de ocasión', 'BMW Serie 3 diesel de ocasión',
 * 'SUV de ocasión', 'Eléctrico de ocasión'; null when no brand, model, body or fuel is chosen.
 */
export function searchHeading(f: SearchFilters, options: SearchOptions): string | null {
  const car = [optionName(options.marcas, f.marcas), optionName(options.modelos, f.modelo)].filter(Boolean).join(' ');
  const subject = car || optionName(options.carrocerias, f.carroceria);
  const fuel = optionName(options.combustibles, f.combustible);
  if (!subject && !fuel) return null;
  const words = subject ? [subject, fuel?.toLowerCase()] : [fuel];
  return `${words.filter(Boolean).join(' ')} de ocasión`;
}

