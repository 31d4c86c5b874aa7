import { closestCenter, DndContext, KeyboardSensor, PointerSensor, useSensor, useSensors, type Announcements, type DragEndEvent, type UniqueIdentifier } from '@dnd-kit/core';
import { rectSortingStrategy, SortableContext, sortableKeyboardCoordinates } from '@dnd-kit/sortable';
import { useEffect, useId, useState } from 'react';
import FormSection from './FormSection';
import FileDropZone from './FileDropZone';
import SortablePhoto from './SortablePhoto';
import type { PhotoItem, PhotoList } from './usePhotoList';
import { formatBytes } from './vehicle-form';

interface Props {
  photos: PhotoList;
  error?: string | undefined;
  /** A saved photo's removal (edit: after a confirm, on the server); new photos just leave the list. */
  onRemoveSaved?: (item: PhotoItem & { kind: 'saved' }) => void;
  /** Called with the new order after a drag (edit: saves the saved photos' order). */
  onReordered?: (items: PhotoItem[]) => void;
  /** A save is uploading: no photo may be added until it ends. */
  saving?: boolean;
}

/** What a screen reader hears while a photo moves, by position. */
function announcements(items: PhotoItem[]): Announcements {
  const position = (id: UniqueIdentifier) => items.findIndex((item) => item.key === String(id)) + 1;
  return {
    onDragStart: ({ active }) => `Has cogido la foto ${position(active.id)}.`,
    onDragOver: ({ over }) => (over ? `Sobre la posición ${position(over.id)}.` : 'Fuera de la lista de fotos.'),
    onDragEnd: ({ over }) => (over ? `Foto colocada en la posición ${position(over.id)}.` : 'Foto soltada sin moverla.'),
    onDragCancel: () => 'Movimiento cancelado.',
  };
}
const instructions = 'Para mover una foto, pulsa espacio o intro, muévela con las flechas y pulsa espacio o intro para soltarla. Escape cancela.';

/**
 * The form's photos (back-office §2, §4): drop or pick images, previews, remove, and drag to
 * reorder (pointer or keyboard), the position being the order index; the new files' total size.
 */
/** How far the saved photos' processing has come, while any is processing: 'Procesando fotos: 3 de 8 listas'. */
function ProcessingProgress({ items }: { items: PhotoItem[] }) {
  const saved = items.filter((item) => item.kind === 'saved');
  const processing = saved.filter((item) => item.estado === 'procesando').length;
  if (processing === 0) return null;
  const ready = saved.filter((item) => item.estado === 'lista').length;
  return (
    <div className="mt-3 rounded-xl bg-sand/70 px-4 py-3">
      <p className="flex justify-between gap-3 text-sm">
        <span className="font-semibold">Procesando fotos</span>
        <span className="text-muted tabular-nums">
          {ready} de {saved.length} listas
        </span>
      </p>
      <progress value={ready} max={saved.length} aria-label="Fotos procesadas" className="mt-2 h-1.5 w-full appearance-none overflow-hidden rounded-full [&::-moz-progress-bar]:bg-ink [&::-webkit-progress-bar]:bg-line [&::-webkit-progress-value]:bg-ink" />
      <p className="mt-2 text-xs text-muted">Se publican en la web en cuanto están listas. Puedes seguir editando.</p>
    </div>
  );
}

/** A file dropped beside the drop zone would make the browser open it and leave the form. */
function useNoStrayFileDrops() {
  useEffect(() => {
    const keep = (event: DragEvent) => {
      if (event.dataTransfer?.types.includes('Files')) event.preventDefault();
    };
    window.addEventListener('dragover', keep);
    window.addEventListener('drop', keep);
    return () => {
      window.removeEventListener('dragover', keep);
      window.removeEventListener('drop', keep);
    };
  }, []);
}

export default function PhotoManager({ photos, error, onRemoveSaved, onReordered, saving = false }: Props) {
  const [rejected, setRejected] = useState<string[]>([]);
  useNoStrayFileDrops();
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 6 } }), useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }));
  const hintId = useId();
  const errorId = useId();
  const dndId = useId();
  const newCount = photos.newFiles.length;

  const dragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    onReordered?.(photos.move(String(active.id), String(over.id)));
  };
  const remove = (item: PhotoItem) => (item.kind === 'saved' ? onRemoveSaved?.(item) : photos.remove(item.key));

  return (
    <FormSection title="Fotos" description="La primera es la portada. Arrastra para cambiar el orden.">
      <FileDropZone
        accept="image/*"
        multiple
        label="Añadir fotos"
        prompt={['Arrastra las fotos aquí o', 'elígelas']}
        hint={saving ? 'Espera a que termine el guardado para añadir más.' : 'JPEG, PNG o WebP · hasta 20 MB cada una'}
        describedBy={error ? errorId : hintId}
        disabled={saving}
        onFiles={(files) => setRejected(photos.add(files))}
      />
      <p id={hintId} aria-live="polite" className="mt-3 flex flex-wrap justify-between gap-2 text-sm text-muted">
        <span>{photos.items.length === 0 ? 'Aún no hay fotos.' : `${photos.items.length} ${photos.items.length === 1 ? 'foto' : 'fotos'}`}</span>
        {newCount > 0 && (
          <span>
            {newCount === 1 ? '1 nueva' : `${newCount} nuevas`} · <span className="font-semibold text-ink tabular-nums">{formatBytes(photos.totalBytes)}</span>
          </span>
        )}
      </p>
      <ProcessingProgress items={photos.items} />
      {rejected.length > 0 && (
        <p role="alert" className="mt-2 text-sm text-accent">
          {rejected.join(' ')}
        </p>
      )}
      {error && (
        <p id={errorId} role="alert" className="mt-2 text-sm text-accent">
          {error}
        </p>
      )}
      {photos.items.length > 0 && (
        <DndContext id={dndId} sensors={sensors} collisionDetection={closestCenter} onDragEnd={dragEnd} accessibility={{ announcements: announcements(photos.items), screenReaderInstructions: { draggable: instructions } }}>
          <SortableContext items={photos.items.map((item) => item.key)} strategy={rectSortingStrategy}>
            <ul aria-label="Fotos del vehículo" className="mt-5 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
              {photos.items.map((item, index) => (
                <SortablePhoto key={item.key} item={item} position={index + 1} total={photos.items.length} onRemove={remove} />
              ))}
            </ul>
          </SortableContext>
        </DndContext>
      )}
    </FormSection>
  );
}
