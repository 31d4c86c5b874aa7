import type { MessageKey } from '../../lang/types.ts';
import type { Translator } from './i18n.ts';
import type { Locale } from './locales.ts';
import { type FixedLookup, lookupName } from './lookup-names.ts';
import type { FacetOption, Lookup, SearchBounds, SearchOptions } from './pages.ts';
import { SLIDER_STEPS, type SearchFilters } from './search.ts';
import { formatKm, formatPrice } from './format.ts';

/**
 * The search's filters in words, in the translator's language (search.* messages): the search
 * box's chips and heading, and a saved search's summary in its mails and page (features/alerts).
 */

export type RangeName = 'precio' | 'kilometros' | 'year';

export interface RangeDef {
  name: RangeName;
  label: MessageKey;
  minKey: 'min_precio' | 'min_kilometros' | 'min_year';
  maxKey: 'max_precio' | 'max_kilometros' | 'max_year';
  boundMin: keyof SearchBounds;
  boundMax: keyof SearchBounds;
  step: number;
  /** A value as the language writes it. */
  format: (value: number, locale: Locale) => string;
}

export const RANGES: Record<RangeName, RangeDef> = {
  precio: {
    name: 'precio',
    label: 'search.price',
    minKey: 'min_precio',
    maxKey: 'max_precio',
    boundMin: 'min_price',
    boundMax: 'max_price',
    step: SLIDER_STEPS.precio,
    format: formatPrice,
  },
  kilometros: {
    name: 'kilometros',
    label: 'search.mileage',
    minKey: 'min_kilometros',
    maxKey: 'max_kilometros',
    boundMin: 'min_kilometros',
    boundMax: 'max_kilometros',
    step: SLIDER_STEPS.kilometros,
    format: formatKm,
  },
  year: {
    name: 'year',
    label: 'search.year',
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
export const paymentText = (euros: number, { t, locale }: Translator) => t('search.payment_up_to', { amount: formatPrice(euros, locale) });

/** The DGT labels' short names (contracts/vehicle.ts DGT_LABELS ids) that differ by language: ECO, B and C are the label's own letters. */
const DGT_NAMES: Partial<Record<number, MessageKey>> = { 1: 'search.dgt_label_zero' };

type NamedLists = Record<'combustibles' | 'cambios' | 'carrocerias' | 'etiquetas', readonly Lookup[]>;

/** The search's options with their fuels, gearboxes, body types and DGT labels named in the translator's language. */
export function namedOptions<O extends NamedLists>(options: O, t: Translator['t']): O {
  const name = (kind: FixedLookup, list: readonly Lookup[]) => list.map((option) => ({ ...option, nombre: lookupName(t, kind, option) }));
  const etiquetas = options.etiquetas.map((option) => {
    const key = DGT_NAMES[option.id];
    return key ? { ...option, nombre: t(key) } : option;
  });
  return { ...options, combustibles: name('combustible', options.combustibles), cambios: name('cambio', options.cambios), carrocerias: name('carroceria', options.carrocerias), etiquetas };
}

const optionName = (options: FacetOption[], id: number | null) => (id === null ? undefined : options.find((option) => option.id === id)?.nombre);

/** A filter in force, as a removable chip: its words and the change that takes it off. */
export interface AppliedFilter {
  key: string;
  label: string;
  remove: Partial<SearchFilters>;
}

type FacetKey = 'marcas' | 'modelo' | 'combustible' | 'cambio' | 'carroceria';

const FACETS: { key: FacetKey; options: keyof SearchOptions & ('marcas' | 'modelos' | 'combustibles' | 'cambios' | 'carrocerias'); fallback: MessageKey }[] = [
  { key: 'marcas', options: 'marcas', fallback: 'search.brand' },
  { key: 'modelo', options: 'modelos', fallback: 'search.model' },
  { key: 'combustible', options: 'combustibles', fallback: 'search.fuel' },
  { key: 'cambio', options: 'cambios', fallback: 'search.gearbox' },
  { key: 'carroceria', options: 'carrocerias', fallback: 'search.body' },
];

/** The filters of several choices, each chosen option a chip of its own ("Etiqueta ECO"). */
const CHOICES: { key: 'sede' | 'etiqueta'; options: 'sedes' | 'etiquetas'; chip: 'search.chip_branch' | 'search.chip_dgt_label' }[] = [
  { key: 'sede', options: 'sedes', chip: 'search.chip_branch' },
  { key: 'etiqueta', options: 'etiquetas', chip: 'search.chip_dgt_label' },
];

/** "Precio: 20.000 € – 40.000 €", "Precio: desde 20.000 €", "Precio: hasta 40.000 €" */
function rangeText(def: RangeDef, min: number | null, max: number | null, { t, locale }: Translator): string {
  const label = t(def.label);
  if (min !== null && max !== null) return t('search.chip_range', { label, min: def.format(min, locale), max: def.format(max, locale) });
  return min !== null ? t('search.chip_range_from', { label, min: def.format(min, locale) }) : t('search.chip_range_to', { label, max: def.format(max ?? 0, locale) });
}

/** How many filters of the search box are set (a range counts once): the chips' count, without needing their names. */
export function activeFilterCount(f: SearchFilters): number {
  const facets = FACETS.filter((facet) => f[facet.key] !== null).length + f.sede.length + f.etiqueta.length + (f.cuota_max === null ? 0 : 1);
  return facets + Object.values(RANGES).filter((def) => f[def.minKey] !== null || f[def.maxKey] !== null).length;
}

/** The filters in force, in the search box's order and the translator's language; taking off the brand takes its model too. */
export function appliedFilters(f: SearchFilters, sent: SearchOptions, i18n: Translator): AppliedFilter[] {
  const { t } = i18n;
  const options = namedOptions(sent, t);
  const chips: AppliedFilter[] = [];
  for (const facet of FACETS) {
    if (f[facet.key] === null) continue;
    const remove: Partial<SearchFilters> = facet.key === 'marcas' ? { marcas: null, modelo: null } : { [facet.key]: null };
    chips.push({ key: facet.key, label: optionName(options[facet.options], f[facet.key]) ?? t(facet.fallback), remove });
  }
  for (const choice of CHOICES) {
    const chosen = f[choice.key];
    for (const id of chosen) {
      const label = t(choice.chip, { name: optionName(options[choice.options], id) ?? id });
      chips.push({ key: `${choice.key}-${id}`, label, remove: { [choice.key]: chosen.filter((other) => other !== id) } });
    }
  }
  if (f.cuota_max !== null) chips.push({ key: 'cuota', label: paymentText(f.cuota_max, i18n), remove: { cuota_max: null } });
  for (const def of Object.values(RANGES)) {
    const [min, max] = [f[def.minKey], f[def.maxKey]];
    if (min === null && max === null) continue;
    chips.push({ key: def.name, label: rangeText(def, min, max, i18n), remove: { [def.minKey]: null, [def.maxKey]: null } });
  }
  return chips;
}

/** A fuel's name inside a heading: lowercase ('BMW diesel de ocasión'), but a German noun keeps its capital ('BMW Diesel Gebrauchtwagen'). */
const fuelInPhrase = (fuel: string, locale: Locale) => (locale === 'de' ? fuel : fuel.toLowerCase());

/**
 * The results' heading from the filters, in the translator's language: 'BMW de ocasión',
 * 'BMW Serie 3 diesel de ocasión', 'SUV de ocasión', 'Eléctrico de ocasión'; null when no brand,
 * model, body or fuel is chosen.
 */
export function searchHeading(f: SearchFilters, sent: SearchOptions, { t, locale }: Translator): string | null {
  const options = namedOptions(sent, t);
  const car = [optionName(options.marcas, f.marcas), optionName(options.modelos, f.modelo)].filter(Boolean).join(' ');
  const subject = car || optionName(options.carrocerias, f.carroceria);
  const fuel = optionName(options.combustibles, f.combustible);
  if (subject && fuel) return t('search.heading_subject_fuel', { subject, fuel: fuelInPhrase(fuel, locale) });
  if (subject) return t('search.heading_subject', { subject });
  return fuel ? t('search.heading_fuel', { fuel }) : null;
}
