import { useId, useState } from 'react';
import FacetSelect from '@/Components/Search/FacetSelect';
import { ChevronDownIcon, SearchIcon } from '@/Components/icons/site';
import { BRANCH_OPTIONS } from '@contracts/site';
import { STOCK_HISTORY_FILTERS, STOCK_SEARCH_FIELDS, type StockHistoryFilter, type StockLookups, type StockSearchField } from '@contracts/stock';
import { ESTADOS, moreFiltersCount, SEARCH_FIELD_LABELS, toggleEstado, type EstadoId, type StockControls } from '@/lib/stock-list';

interface Props {
  controls: StockControls;
  lookups: StockLookups;
  onChange: (change: Partial<StockControls>) => void;
}

const PILL_ON: Record<EstadoId, string> = {
  1: 'border-emerald-600/40 bg-emerald-50 text-emerald-800',
  2: 'border-amber-500/50 bg-amber-50 text-amber-800',
  3: 'border-red-600/40 bg-red-50 text-red-800',
};

const HISTORY_OPTIONS = (Object.entries(STOCK_HISTORY_FILTERS) as [StockHistoryFilter, string][]).map(([id, nombre]) => ({ id, nombre }));

const PLACEHOLDERS: Record<StockSearchField, string> = {
  nombre: 'p. ej. 320d M Sport',
  modelo: 'p. ej. Cayenne',
  matricula: 'p. ej. 1234 ABC',
  color: 'p. ej. Blanco',
  potencia: 'p. ej. 150',
};

/** Estados: several at once, as checkbox pills (§2; default NORMAL and RESERVADO). */
function EstadoPills({ estados, onChange }: { estados: EstadoId[]; onChange: (estados: EstadoId[]) => void }) {
  return (
    <fieldset className="min-w-0">
      <legend className="mb-1.5 block text-[13px] font-medium text-ink/80">Estados</legend>
      <div className="grid grid-cols-3 gap-2 sm:flex sm:flex-wrap">
        {ESTADOS.map(({ id, label }) => {
          const on = estados.includes(id);
          return (
            <label
              key={id}
              className={`inline-flex h-11 cursor-pointer items-center justify-center gap-2 rounded-full border px-2 text-[11px] sm:px-4 sm:text-xs font-semibold tracking-wide transition-colors has-focus-visible:ring-2 has-focus-visible:ring-accent ${on ? PILL_ON[id] : 'border-line bg-white text-muted hover:border-ink/30'}`}
            >
              <input type="checkbox" checked={on} onChange={() => onChange(toggleEstado(estados, id))} className="sr-only" />
              <span aria-hidden="true" className={`hidden size-4 place-items-center sm:grid rounded-full border ${on ? 'border-current bg-current' : 'border-line'}`}>
                {on && <span className="size-1.5 rounded-full bg-white" />}
              </span>
              {label}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}

/** The search-field selector and its text, joined into one control. */
function SearchControl({ field, text, onChange }: { field: StockSearchField; text: string; onChange: (change: Partial<StockControls>) => void }) {
  const id = useId();
  return (
    <div className="min-w-0">
      <label htmlFor={`${id}-q`} className="mb-1.5 block text-[13px] font-medium text-ink/80">
        Buscar
      </label>
      <div className="flex h-11 rounded-xl border border-line bg-white shadow-[inset_0_1px_1px_rgb(11_11_12/0.03)] transition-colors focus-within:border-ink focus-within:ring-1 focus-within:ring-ink hover:border-ink/30">
        <div className="relative shrink-0 border-r border-line">
          <label htmlFor={`${id}-field`} className="sr-only">
            Campo de búsqueda
          </label>
          <select
            id={`${id}-field`}
            value={field}
            onChange={(event) => onChange({ search_field: event.target.value as StockSearchField })}
            className="h-full cursor-pointer appearance-none rounded-l-xl bg-sand/50 pr-8 pl-3 text-sm font-medium text-ink focus-visible:outline-none"
          >
            {STOCK_SEARCH_FIELDS.map((name) => (
              <option key={name} value={name}>
                {SEARCH_FIELD_LABELS[name]}
              </option>
            ))}
          </select>
          <ChevronDownIcon className="pointer-events-none absolute top-1/2 right-2.5 size-4 -translate-y-1/2 text-muted" />
        </div>
        <div className="relative min-w-0 flex-1">
          <SearchIcon className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted" />
          <input
            id={`${id}-q`}
            type="search"
            value={text}
            maxLength={100}
            inputMode={field === 'potencia' ? 'numeric' : 'search'}
            placeholder={PLACEHOLDERS[field]}
            onChange={(event) => onChange({ search_query: event.target.value })}
            className="h-full w-full rounded-r-xl bg-transparent pr-3 pl-9 text-[15px] text-ink placeholder:text-muted/70 focus-visible:outline-none"
          />
        </div>
      </div>
    </div>
  );
}

/** The list's filters (§2): search, estados, then marca, cambio, combustible, carrocería, the branch and the car's history. */
export default function StockFilters({ controls, lookups, onChange }: Props) {
  const [open, setOpen] = useState(false);
  const moreId = useId();
  const active = moreFiltersCount(controls);
  return (
    <section aria-label="Filtros" className="rounded-2xl border border-line/80 bg-white p-4 shadow-card sm:p-5">
      <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_auto]">
        <SearchControl field={controls.search_field} text={controls.search_query} onChange={onChange} />
        <button
          type="button"
          aria-expanded={open}
          aria-controls={moreId}
          onClick={() => setOpen(!open)}
          className="inline-flex items-center justify-between rounded-xl px-1 text-sm font-semibold text-ink md:hidden"
        >
          <span>
            Más filtros
            {active > 0 && <span className="ml-2 rounded-full bg-ink px-2 py-0.5 text-[11px] text-white tabular-nums">{active}</span>}
          </span>
          <ChevronDownIcon className={`size-4 text-muted transition-transform ${open ? 'rotate-180' : ''}`} />
        </button>
        <div id={moreId} className={`${open ? 'block' : 'hidden'} md:block`}>
          <EstadoPills estados={controls.estados} onChange={(estados) => onChange({ estados })} />
        </div>
      </div>
      <div className={`${open ? 'grid' : 'hidden'} mt-4 grid-cols-2 gap-3 sm:gap-4 md:grid md:grid-cols-3 xl:grid-cols-6`}>
        <FacetSelect label="Marca" anyLabel="Todas" options={lookups.marcas} value={controls.marca} onChange={(marca) => onChange({ marca })} />
        <FacetSelect label="Cambio" anyLabel="Todos" options={lookups.cambios} value={controls.cambio} onChange={(cambio) => onChange({ cambio })} />
        <FacetSelect label="Combustible" anyLabel="Todos" options={lookups.combustibles} value={controls.combustible} onChange={(combustible) => onChange({ combustible })} />
        <FacetSelect label="Carrocería" anyLabel="Todas" options={lookups.carrocerias} value={controls.carroceria} onChange={(carroceria) => onChange({ carroceria })} />
        <FacetSelect label="Sede" anyLabel="Todas" options={BRANCH_OPTIONS} value={controls.sede} onChange={(sede) => onChange({ sede })} />
        <FacetSelect label="Historial" anyLabel="Todo" options={HISTORY_OPTIONS} value={controls.historial} onChange={(historial) => onChange({ historial })} />
      </div>
    </section>
  );
}
