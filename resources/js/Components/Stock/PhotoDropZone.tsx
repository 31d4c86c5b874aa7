import { useId, useState, type DragEvent } from 'react';
import { UploadIcon } from '@/Components/icons/staff';

/**
 * Drop images here or pick them (images only, several at once); keyboard users reach the picker.
 * Disabled while a save is uploading, so no photo is picked that the save would then drop.
 */
export default function PhotoDropZone({ onFiles, describedBy, disabled = false }: { onFiles: (files: File[]) => void; describedBy?: string; disabled?: boolean }) {
  const [over, setOver] = useState(false);
  const id = useId();

  const drop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    if (!disabled) onFiles([...event.dataTransfer.files]);
  };

  return (
    <label
      htmlFor={id}
      onDragOver={(event) => {
        event.preventDefault();
        setOver(!disabled);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={drop}
      className={`flex cursor-pointer flex-col items-center justify-center rounded-2xl border-2 border-dashed px-6 py-9 text-center transition-colors focus-within:border-ink focus-within:ring-1 focus-within:ring-ink ${
        over ? 'border-ink bg-sand' : 'border-line bg-paper hover:border-ink/40'
      } ${disabled ? 'pointer-events-none opacity-60' : ''}`}
    >
      <span className="grid size-12 place-items-center rounded-full bg-white text-ink shadow-sm ring-1 ring-line/80">
        <UploadIcon className="size-6" />
      </span>
      <span className="mt-3 text-sm font-semibold">Arrastra las fotos aquí o <span className="text-accent underline underline-offset-4">elígelas</span></span>
      <span className="mt-1 text-xs text-muted">{disabled ? 'Espera a que termine el guardado para añadir más.' : 'JPEG, PNG o WebP · hasta 20 MB cada una'}</span>
      <input
        id={id}
        type="file"
        accept="image/*"
        multiple
        disabled={disabled}
        aria-label="Añadir fotos"
        aria-describedby={describedBy}
        className="sr-only"
        onChange={(event) => {
          onFiles([...(event.target.files ?? [])]);
          event.target.value = '';
        }}
      />
    </label>
  );
}
