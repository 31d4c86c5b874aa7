import { Link } from '@inertiajs/react';
import type { ReactNode } from 'react';
import { ExternalIcon, PencilIcon, RenewIcon, TrashIcon } from '@/Components/icons/staff';
import { route } from '@contracts/routes';
import type { StockRow } from '@contracts/stock';
import { fullName } from '@/lib/stock-list';

interface Props {
  coche: StockRow;
  onDelete: (coche: StockRow) => void;
  onRenew: (coche: StockRow) => void;
}

const button =
  'group relative grid size-8 place-items-center rounded-full text-muted transition-colors focus-visible:outline-offset-0';

/** The action's name, shown on hover and keyboard focus (the control's accessible name says the same). */
function Tooltip({ children }: { children: ReactNode }) {
  return (
    <span
      aria-hidden="true"
      className="pointer-events-none absolute bottom-full left-1/2 z-20 mb-1.5 -translate-x-1/2 rounded-md bg-ink px-2 py-1 text-[11px] font-medium whitespace-nowrap text-white opacity-0 shadow-lift transition-opacity group-hover:opacity-100 group-focus-visible:opacity-100"
    >
      {children}
    </span>
  );
}

/** A row's actions (§2): view on the web (new tab), edit, renew the date, delete. */
export default function StockActions({ coche, onDelete, onRenew }: Props) {
  const name = fullName(coche);
  return (
    <div className="flex items-center justify-end">
      <a href={`/vehiculo/${coche.slug}`} target="_blank" rel="noopener" aria-label={`Ver en la web: ${name}`} className={`${button} hover:bg-sand hover:text-ink`}>
        <ExternalIcon />
        <Tooltip>Ver en la web</Tooltip>
      </a>
      <Link href={route('coches.edit', { id: coche.id })} aria-label={`Editar: ${name}`} className={`${button} hover:bg-sand hover:text-ink`}>
        <PencilIcon />
        <Tooltip>Editar</Tooltip>
      </Link>
      <button type="button" onClick={() => onRenew(coche)} aria-label={`Renovar fecha: ${name}`} className={`${button} hover:bg-sand hover:text-ink`}>
        <RenewIcon />
        <Tooltip>Renovar fecha</Tooltip>
      </button>
      <button type="button" onClick={() => onDelete(coche)} aria-label={`Eliminar: ${name}`} className={`${button} hover:bg-red-50 hover:text-accent`}>
        <TrashIcon />
        <Tooltip>Eliminar</Tooltip>
      </button>
    </div>
  );
}
