import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { GripIcon, TrashIcon } from '@/Components/icons/staff';
import type { PhotoItem } from './usePhotoList';

interface Props {
  item: PhotoItem;
  position: number;
  total: number;
  onRemove: (item: PhotoItem) => void;
}

/** A saved photo without its variants yet: processing (a spinner), or why it could not be processed. */
function PhotoPending({ label, error }: { label: string; error: string | null }) {
  return (
    <div role="img" aria-label={`${label}: ${error ? `no se pudo procesar. ${error}` : 'procesando'}`} className="grid size-full place-items-center bg-sand px-3 pt-8 text-center">
      {error ? (
        <p title={error} className="text-[11px] leading-tight text-accent sm:text-xs sm:leading-snug">
          <span className="block font-semibold">No se pudo procesar</span>
          <span className="line-clamp-3">{error}</span>
        </p>
      ) : (
        <p className="text-xs font-semibold text-muted">
          <span aria-hidden="true" className="mx-auto mb-2 block size-7 animate-spin rounded-full border-[3px] border-line border-t-ink motion-reduce:animate-none" />
          Procesando…
        </p>
      )}
    </div>
  );
}

/** One photo of the grid: its preview, a drag handle (pointer or keyboard) and a remove button. */
export default function SortablePhoto({ item, position, total, onRemove }: Props) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id: item.key });
  const label = `Foto ${position} de ${total}`;

  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Transform.toString(transform), transition }}
      data-photo={item.kind === 'saved' ? item.id : 'nueva'}
      className={`group relative aspect-[4/3] overflow-hidden rounded-xl bg-sand ring-1 ring-line/80 ${isDragging ? 'z-10 shadow-lift ring-2 ring-ink' : 'shadow-sm'}`}
    >
      {item.kind === 'saved' && item.estado !== 'lista' ? (
        <PhotoPending label={label} error={item.estado === 'error' ? item.error : null} />
      ) : (
        <>
          <img src={item.src} alt={label} className="size-full object-cover" draggable={false} />
          <div className="pointer-events-none absolute inset-0 bg-gradient-to-b from-ink/55 via-transparent to-transparent" />
        </>
      )}
      <span className="absolute top-2 left-2 grid h-6 min-w-6 place-items-center rounded-full bg-white/95 px-1.5 text-xs font-semibold text-ink tabular-nums shadow">
        {position}
      </span>
      {position === 1 && <span className="absolute bottom-2 left-2 rounded-full bg-ink/85 px-2.5 py-0.5 text-[11px] font-semibold tracking-wide text-white">Portada</span>}
      {item.kind === 'new' && <span className="absolute right-2 bottom-2 rounded-full bg-gold px-2.5 py-0.5 text-[11px] font-semibold text-ink">Nueva</span>}
      <div className="absolute top-1.5 right-1.5 flex gap-1">
        <button
          type="button"
          ref={setActivatorNodeRef}
          {...attributes}
          {...listeners}
          aria-label={`Mover ${label.toLowerCase()}`}
          className="grid size-8 cursor-grab touch-none place-items-center rounded-full bg-white/95 text-ink shadow transition-colors hover:bg-white focus-visible:outline-2 focus-visible:outline-accent active:cursor-grabbing"
        >
          <GripIcon />
        </button>
        <button
          type="button"
          onClick={() => onRemove(item)}
          aria-label={`Eliminar ${label.toLowerCase()}`}
          className="grid size-8 place-items-center rounded-full bg-white/95 text-ink shadow transition-colors hover:bg-accent hover:text-white focus-visible:outline-2 focus-visible:outline-accent"
        >
          <TrashIcon />
        </button>
      </div>
    </li>
  );
}
