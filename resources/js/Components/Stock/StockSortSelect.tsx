import { useId } from 'react';
import { ChevronDownIcon } from '@/Components/icons';
import type { StockFilters, StockSort } from '@contracts/stock';

type Sort = Pick<StockFilters, 'sort_by' | 'sort_dir'>;

const OPTIONS: { value: `${StockSort}:${Sort['sort_dir']}`; label: string }[] = [
  { value: 'created_at:desc', label: 'Más recientes' },
  { value: 'created_at:asc', label: 'Más antiguos' },
  { value: 'nombre:asc', label: 'Nombre (A-Z)' },
  { value: 'nombre:desc', label: 'Nombre (Z-A)' },
  { value: 'estado_id:asc', label: 'Estado (normal primero)' },
  { value: 'estado_id:desc', label: 'Estado (vendido primero)' },
  { value: 'cambio_id:asc', label: 'Cambio (ascendente)' },
  { value: 'cambio_id:desc', label: 'Cambio (descendente)' },
  { value: 'activo:desc', label: 'Activos primero' },
  { value: 'activo:asc', label: 'Inactivos primero' },
];

/** The order on phones, where the cards have no column headers to click. */
export default function StockSortSelect({ sort, onChange }: { sort: Sort; onChange: (sort: Sort) => void }) {
  const id = useId();
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="text-[13px] font-medium whitespace-nowrap text-ink/80">
        Ordenar por
      </label>
      <div className="relative min-w-0 flex-1">
        <select
          id={id}
          value={`${sort.sort_by}:${sort.sort_dir}`}
          onChange={(event) => {
            const [sort_by, sort_dir] = event.target.value.split(':') as [StockSort, Sort['sort_dir']];
            onChange({ sort_by, sort_dir });
          }}
          className="h-10 w-full cursor-pointer appearance-none rounded-full border border-line bg-white pr-9 pl-4 text-sm text-ink focus-visible:border-ink focus-visible:outline-none"
        >
          {OPTIONS.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
        <ChevronDownIcon className="pointer-events-none absolute top-1/2 right-3.5 size-4 -translate-y-1/2 text-muted" />
      </div>
    </div>
  );
}
