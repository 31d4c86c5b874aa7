import { Link } from '@inertiajs/react';
import { ExternalIcon, PencilIcon, RenewIcon, TrashIcon } from '@/Components/icons/staff';
import Tooltip from '@/Components/ui/Tooltip';
import { route } from '@contracts/routes';
import type { StockRow } from '@contracts/stock';
import { fullName } from '@/lib/stock-list';

interface Props {
  coche: StockRow;
  /** Absent for a role that may not delete cars. */
  onDelete?: (coche: StockRow) => void;
  onRenew: (coche: StockRow) => void;
}

const button =
  'group relative grid size-8 place-items-center rounded-full text-muted transition-colors focus-visible:outline-offset-0';

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
      {onDelete && (
        <button type="button" onClick={() => onDelete(coche)} aria-label={`Eliminar: ${name}`} className={`${button} hover:bg-red-50 hover:text-accent`}>
          <TrashIcon />
          <Tooltip>Eliminar</Tooltip>
        </button>
      )}
    </div>
  );
}
