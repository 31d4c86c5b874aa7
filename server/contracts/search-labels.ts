import type { FacetOption, SearchBounds, SearchOptions } from './pages.ts';
import { SLIDER_STEPS, type SearchFilters } from './search.ts';
import { formatKm, formatPrice } from './format.ts';

/**
 * The search's filters in words, for the search box's chips and heading and for a saved
 * search's summary in its mails (features/alerts).
 */

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

/** "Hasta 300 €/mes" */
export const paymentText = (euros: number) => `Hasta ${formatPrice(euros)}/mes`;

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

