import { Link } from '@inertiajs/react';
import { PencilIcon, TrashIcon } from '@/Components/icons/staff';
import Tooltip from './Tooltip';

const ICON_BUTTON = 'group relative grid size-9 place-items-center rounded-full text-muted transition-colors';

interface Props {
  /** The row's name, in each button's accessible label ('Editar Audi'). */
  label: string;
  /** Editing is a page (a link) or a modal (a button). */
  editHref?: string;
  onEdit?: () => void;
  /** No delete button without it. */
  onDelete?: () => void;
}

/** A staff list row's Editar and Eliminar icon buttons, each named by a tooltip on hover and focus. */
export default function RowActions({ label, editHref, onEdit, onDelete }: Props) {
  const edit = `${ICON_BUTTON} hover:bg-sand hover:text-ink`;
  return (
    <div className="flex justify-end gap-1">
      {editHref ? (
        <Link href={editHref} aria-label={`Editar ${label}`} className={edit}>
          <PencilIcon />
          <Tooltip>Editar</Tooltip>
        </Link>
      ) : (
        <button type="button" onClick={onEdit} aria-label={`Editar ${label}`} className={edit}>
          <PencilIcon />
          <Tooltip>Editar</Tooltip>
        </button>
      )}
      {onDelete && (
        <button type="button" onClick={onDelete} aria-label={`Eliminar ${label}`} className={`${ICON_BUTTON} hover:bg-red-50 hover:text-accent`}>
          <TrashIcon />
          <Tooltip>Eliminar</Tooltip>
        </button>
      )}
    </div>
  );
}
