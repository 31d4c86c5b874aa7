import { useId, useState, type DragEvent, type ReactNode } from 'react';
import { UploadIcon } from '@/Components/icons/staff';

interface Props {
  onFiles: (files: File[]) => void;
  /** The file types the picker offers ('image/*', 'video/*'). */
  accept: string;
  multiple?: boolean;
  /** The picker's accessible name ('Añadir fotos'). */
  label: string;
  /** The zone's words, e.g. 'Arrastra las fotos aquí o' and the picking verb, 'elígelas'. */
  prompt: [string, string];
  /** The line under the prompt: the accepted formats and size, or the file chosen. */
  hint: ReactNode;
  describedBy?: string;
  disabled?: boolean;
}

/**
 * The staff forms' one file picker: drop the files here or pick them; keyboard users reach the
 * picker, whose focus outlines the whole zone. Disabled while a save is uploading.
 */
export default function FileDropZone({ onFiles, accept, multiple = false, label, prompt, hint, describedBy, disabled = false }: Props) {
  const [over, setOver] = useState(false);
  const id = useId();

  const drop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    if (!disabled) onFiles([...event.dataTransfer.files].slice(0, multiple ? undefined : 1));
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
      <span className="mt-3 text-sm font-semibold">
        {prompt[0]} <span className="text-accent underline underline-offset-4">{prompt[1]}</span>
      </span>
      <span id={`${id}-hint`} className="mt-1 text-xs break-all text-muted">
        {hint}
      </span>
      <input
        id={id}
        type="file"
        accept={accept}
        multiple={multiple}
        disabled={disabled}
        aria-label={label}
        aria-describedby={[`${id}-hint`, describedBy].filter(Boolean).join(' ')}
        className="sr-only"
        onChange={(event) => {
          onFiles([...(event.target.files ?? [])]);
          event.target.value = '';
        }}
      />
    </label>
  );
}
