import { type RefObject, useId } from 'react';
import { PlusIcon } from '@/Components/icons/staff';
import Button from '@/Components/ui/Button';
import ListPanel, { EmptyState } from '@/Components/ui/ListPanel';
import RowActions from '@/Components/ui/RowActions';
import type { PaginationLink } from '@contracts/pages';

export interface NameRow {
  id: number;
  label: string;
  editHref: string;
  /** A line under the name (how many cars use it, why it stays). */
  detail?: string;
  /** False: no delete button (a car uses it, or the site's code relies on it). Default true. */
  deletable?: boolean;
}

interface Props {
  title: string;
  searchLabel: string;
  search: string;
  onSearch: (value: string) => void;
  rows: NameRow[];
  total: number;
  links: PaginationLink[];
  addLabel: string;
  onAdd: () => void;
  onDelete: (row: NameRow) => void;
  /** The search box, where the page puts the focus back once a deleted row (and its button) is gone. */
  searchRef?: RefObject<HTMLInputElement | null>;
}

/** One card of MarcasModelos (and of a Lista): its search box, the Nombre / Acciones table (400 px high, scrolling) and its pages. */
export default function NameListCard({ title, searchLabel, search, onSearch, rows, total, links, addLabel, onAdd, onDelete, searchRef }: Props) {
  const searchId = useId();
  return (
    <ListPanel
      compact
      label={title}
      header={
        <div className="flex flex-wrap items-center justify-between gap-3 border-b border-line/70 px-5 pt-5 pb-4 sm:px-6">
          <div>
            <h2 className="text-lg font-semibold tracking-tight">{title}</h2>
            <p className="text-xs text-muted">{total === 1 ? '1 resultado' : `${total} resultados`}</p>
          </div>
          <Button size="sm" onClick={onAdd} aria-label={addLabel}>
            <PlusIcon />
            Agregar
          </Button>
          <div className="w-full">
            <label htmlFor={searchId} className="sr-only">{searchLabel}</label>
            <input
              id={searchId}
              ref={searchRef}
              type="search"
              value={search}
              onChange={(event) => onSearch(event.target.value)}
              placeholder={searchLabel}
              maxLength={100}
              className="block w-full rounded-xl border border-line bg-paper px-4 py-2.5 text-sm placeholder:text-muted/80 focus:border-ink focus:bg-white focus:outline-none focus:ring-1 focus:ring-ink"
            />
          </div>
        </div>
      }
      isEmpty={rows.length === 0}
      empty={<EmptyState>{search ? 'Ningún resultado para esta búsqueda.' : 'Todavía no hay ninguno.'}</EmptyState>}
      table={
        <table className="w-full text-left text-sm">
          <thead className="sticky top-0 bg-sand/90 text-xs font-semibold tracking-wide text-muted uppercase backdrop-blur">
            <tr>
              <th scope="col" className="py-3 pr-2 pl-5 sm:pl-6">Nombre</th>
              <th scope="col" className="w-28 py-3 pr-5 pl-2 text-right sm:pr-6">Acciones</th>
            </tr>
          </thead>
          <tbody className="divide-y divide-line/70">
            {rows.map((row) => (
              <tr key={row.id} className="transition-colors hover:bg-paper">
                <td className="py-2.5 pr-2 pl-5 font-medium break-words sm:pl-6">
                  {row.label}
                  {row.detail && <span className="block text-xs font-normal text-muted">{row.detail}</span>}
                </td>
                <td className="py-1.5 pr-3 pl-2 sm:pr-4">
                  <RowActions label={row.label} editHref={row.editHref} onDelete={row.deletable === false ? undefined : () => onDelete(row)} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      }
      links={links}
    />
  );
}
