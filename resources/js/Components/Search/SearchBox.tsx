import { useId, useRef, useState, type ReactNode } from 'react';
import type { MessageKey } from '../../../../lang/types';
import type { SearchBounds } from '@contracts/pages';
import type { SearchFilters } from '@contracts/search';
import FacetSelect, { type SelectOption } from '@/Components/Search/FacetSelect';
import ChoiceFilter from '@/Components/Search/ChoiceFilter';
import RangeSlider from '@/Components/Search/RangeSlider';
import { ChevronDownIcon } from '@/Components/icons/site';
import type { ModelsStatus } from '@/hooks/useSearchModels';
import { useI18n } from '@/lib/i18n';
import { hasMoreFilters, paymentSteps, rangeChange, sliderBounds } from '@/lib/search';
import { activeFilterCount, namedOptions, paymentText, RANGES, type RangeName } from '@contracts/search-labels';

export interface SearchBoxOptions extends SearchBounds {
  marcas: readonly SelectOption[];
  modelos: readonly SelectOption[];
  combustibles: readonly SelectOption[];
  cambios: readonly SelectOption[];
  carrocerias: readonly SelectOption[];
  etiquetas: readonly SelectOption[];
  sedes: readonly SelectOption[];
}

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

function modelHint(brand: number | null, status: ModelsStatus): MessageKey | undefined {
  if (brand === null) return 'search.model_needs_brand';
  if (status === 'loading') return 'search.models_loading';
  if (status === 'failed') return 'search.models_failed';
  return undefined;
}

/**
 * The search box (spec §2, §3): brand, model, fuel and price always visible; gearbox, body type,
 * branch, monthly payment, kilometres, year and DGT label behind 'Mostrar más filtros', open from the
 * start when one of them is set.
 */
export default function SearchBox({ options: sent, filters, onChange, onReset, modelsStatus = 'ready', layout, actions }: Props) {
  const i18n = useI18n();
  const { t, locale } = i18n;
  const options = namedOptions(sent, t);
  const [more, setMore] = useState(() => hasMoreFilters(filters));
  const moreId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const grid = layout === 'panel' ? 'grid gap-5 sm:grid-cols-2 lg:grid-cols-4 lg:gap-6' : 'grid gap-5';
  const hint = modelHint(filters.marcas, modelsStatus);
  // Each payment option's id is its amount in euros.
  const payments = paymentSteps(filters.cuota_max).map((euros) => ({ id: euros, nombre: paymentText(euros, i18n) }));

  const range = (name: RangeName) => {
    const def = RANGES[name];
    return (
      <RangeSlider
        label={t(def.label)}
        bounds={sliderBounds({ min: options[def.boundMin], max: options[def.boundMax] }, def.step)}
        step={def.step}
        value={{ min: filters[def.minKey], max: filters[def.maxKey] }}
        format={(value) => def.format(value, locale)}
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
          label={t('search.brand')}
          anyLabel={t('search.all_brands')}
          options={options.marcas}
          value={filters.marcas}
          onChange={(marcas) => onChange({ marcas })}
        />
        <FacetSelect
          label={t('search.model')}
          anyLabel={t('search.all_models')}
          options={filters.marcas === null || modelsStatus !== 'ready' ? [] : options.modelos}
          value={filters.modelo}
          disabled={hint !== undefined}
          hint={hint && t(hint)}
          onChange={(modelo) => onChange({ modelo })}
        />
        <FacetSelect
          label={t('search.fuel')}
          anyLabel={t('search.all_fuels')}
          options={options.combustibles}
          value={filters.combustible}
          onChange={(combustible) => onChange({ combustible })}
        />
        {range('precio')}
      </div>

      <div id={moreId} role="group" aria-label={t('search.more_filters')} hidden={!more} className={`${grid} mt-5 border-t border-line pt-5`}>
        <FacetSelect
          label={t('search.gearbox')}
          anyLabel={t('search.all_gearboxes')}
          options={options.cambios}
          value={filters.cambio}
          onChange={(cambio) => onChange({ cambio })}
        />
        <FacetSelect
          label={t('search.body')}
          anyLabel={t('search.all_bodies')}
          options={options.carrocerias}
          value={filters.carroceria}
          onChange={(carroceria) => onChange({ carroceria })}
        />
        <FacetSelect
          label={t('search.max_payment')}
          anyLabel={t('search.any_payment')}
          options={payments}
          value={filters.cuota_max}
          onChange={(cuota_max) => onChange({ cuota_max })}
        />
        {range('kilometros')}
        {range('year')}
        <ChoiceFilter legend={t('search.branch')} options={options.sedes} value={filters.sede} onChange={(sede) => onChange({ sede })} />
        <ChoiceFilter legend={t('search.dgt_label')} options={options.etiquetas} value={filters.etiqueta} onChange={(etiqueta) => onChange({ etiqueta })} />
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
            {t(more ? 'search.show_fewer_filters' : 'search.show_more_filters')}
            <ChevronDownIcon className={`size-4 transition-transform ${more ? 'rotate-180' : ''}`} />
          </button>
          {activeFilterCount(filters) > 0 && (
            <button type="button" onClick={resetAll} className="rounded-md py-1 text-muted underline-offset-4 hover:text-ink hover:underline">
              {t('search.clear_filters')}
            </button>
          )}
        </div>
        {actions}
      </div>
    </div>
  );
}
