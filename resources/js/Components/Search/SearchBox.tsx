import { useId, useRef, useState, type ReactNode } from 'react';
import type { SearchBounds } from '@contracts/pages';
import type { SearchFilters } from '@contracts/search';
import FacetSelect, { type SelectOption } from '@/Components/Search/FacetSelect';
import ChoiceFilter from '@/Components/Search/ChoiceFilter';
import RangeSlider from '@/Components/Search/RangeSlider';
import { ChevronDownIcon } from '@/Components/icons/site';
import { hasMoreFilters, paymentOptions, rangeChange, sliderBounds } from '@/lib/search';
import { activeFilterCount, RANGES, type RangeName } from '@contracts/search-labels';

export interface SearchBoxOptions extends SearchBounds {
  marcas: readonly SelectOption[];
  modelos: readonly SelectOption[];
  combustibles: readonly SelectOption[];
  cambios: readonly SelectOption[];
  carrocerias: readonly SelectOption[];
  etiquetas: readonly SelectOption[];
  sedes: readonly SelectOption[];
}

export type ModelsStatus = 'ready' | 'loading' | 'failed';

interface Props {
  options: SearchBoxOptions;
  filters: SearchFilters;
  onChange: (change: Partial<SearchFilters>) => void;
  onReset: () => void;
  /** Whether the chosen brand's models are in `options.modelos` yet. */
  modelsStatus?: ModelsStatus;
  /** 'sidebar': one column; 'panel': four columns on wide screens (home). */
  layout: 'sidebar' | 'panel';
  /** Extra buttons at the end of the box (the home's 'Buscar'). */
  actions?: ReactNode;
}

function modelHint(brand: number | null, status: ModelsStatus): string | undefined {
  if (brand === null) return 'Elige primero una marca.';
  if (status === 'loading') return 'Cargando modelos…';
  if (status === 'failed') return 'No se pudieron cargar los modelos. Inténtalo de nuevo.';
  return undefined;
}

/**
 * The search box (spec §2, §3): brand, model, fuel and price always visible; gearbox, body type,
 * branch, monthly payment, kilometres, year and DGT label behind 'Mostrar más filtros', open from the
 * start when one of them is set.
 */
export default function SearchBox({ options, filters, onChange, onReset, modelsStatus = 'ready', layout, actions }: Props) {
  const [more, setMore] = useState(() => hasMoreFilters(filters));
  const moreId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const grid = layout === 'panel' ? 'grid gap-5 sm:grid-cols-2 lg:grid-cols-4 lg:gap-6' : 'grid gap-5';
  const hint = modelHint(filters.marcas, modelsStatus);

  const range = (name: RangeName) => {
    const def = RANGES[name];
    return (
      <RangeSlider
        label={def.label}
        bounds={sliderBounds({ min: options[def.boundMin], max: options[def.boundMax] }, def.step)}
        step={def.step}
        value={{ min: filters[def.minKey], max: filters[def.maxKey] }}
        format={def.format}
        onChange={(v) => onChange(rangeChange(def, v))}
      />
    );
  };

  // The reset button goes away with the filters: focus moves to the first field.
  const resetAll = () => {
    onReset();
    rootRef.current?.querySelector('select')?.focus();
  };

  return (
    <div ref={rootRef}>
      <div className={grid}>
        <FacetSelect
          label="Marca"
          anyLabel="Todas las marcas"
          options={options.marcas}
          value={filters.marcas}
          onChange={(marcas) => onChange({ marcas })}
        />
        <FacetSelect
          label="Modelo"
          anyLabel="Todos los modelos"
          options={filters.marcas === null || modelsStatus !== 'ready' ? [] : options.modelos}
          value={filters.modelo}
          disabled={hint !== undefined}
          hint={hint}
          onChange={(modelo) => onChange({ modelo })}
        />
        <FacetSelect
          label="Combustible"
          anyLabel="Todos"
          options={options.combustibles}
          value={filters.combustible}
          onChange={(combustible) => onChange({ combustible })}
        />
        {range('precio')}
      </div>

      <div id={moreId} role="group" aria-label="Más filtros" hidden={!more} className={`${grid} mt-5 border-t border-line pt-5`}>
        <FacetSelect
          label="Cambio"
          anyLabel="Todos"
          options={options.cambios}
          value={filters.cambio}
          onChange={(cambio) => onChange({ cambio })}
        />
        <FacetSelect
          label="Carrocería"
          anyLabel="Todas"
          options={options.carrocerias}
          value={filters.carroceria}
          onChange={(carroceria) => onChange({ carroceria })}
        />
        <FacetSelect
          label="Cuota máxima"
          anyLabel="Cualquier cuota"
          options={paymentOptions(filters.cuota_max)}
          value={filters.cuota_max}
          onChange={(cuota_max) => onChange({ cuota_max })}
        />
        {range('kilometros')}
        {range('year')}
        <ChoiceFilter legend="Sede" options={options.sedes} value={filters.sede} onChange={(sede) => onChange({ sede })} />
        <ChoiceFilter legend="Etiqueta DGT" options={options.etiquetas} value={filters.etiqueta} onChange={(etiqueta) => onChange({ etiqueta })} />
      </div>

      <div className="mt-5 flex flex-wrap items-center justify-between gap-x-6 gap-y-3">
        <div className="flex flex-wrap items-center gap-x-5 gap-y-2 text-sm font-medium">
          <button
            type="button"
            aria-expanded={more}
            aria-controls={moreId}
            onClick={() => setMore(!more)}
            className="inline-flex items-center gap-1.5 rounded-md py-1 text-ink underline-offset-4 hover:underline"
          >
            {more ? 'Mostrar menos filtros' : 'Mostrar más filtros'}
            <ChevronDownIcon className={`size-4 transition-transform ${more ? 'rotate-180' : ''}`} />
          </button>
          {activeFilterCount(filters) > 0 && (
            <button type="button" onClick={resetAll} className="rounded-md py-1 text-muted underline-offset-4 hover:text-ink hover:underline">
              Limpiar filtros
            </button>
          )}
        </div>
        {actions}
      </div>
    </div>
  );
}
