import PillSelect from '@/Components/Forms/PillSelect';
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
  return (
    <PillSelect
      label="Ordenar por"
      labelClassName="text-[13px] font-medium whitespace-nowrap text-ink/80"
      value={`${sort.sort_by}:${sort.sort_dir}`}
      options={OPTIONS}
      onChange={(value) => {
        const [sort_by, sort_dir] = value.split(':') as [StockSort, Sort['sort_dir']];
        onChange({ sort_by, sort_dir });
      }}
    />
  );
}
