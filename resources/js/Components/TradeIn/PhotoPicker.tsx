import { useEffect, useId, useMemo } from 'react';
import { CloseIcon } from '@/Components/icons/site';

interface Props {
  files: File[];
  max: number;
  onChange: (files: File[]) => void;
  error?: string | undefined;
}

/** Local URLs of the picked photos' previews, released when the list changes or the picker goes. */
function usePreviews(files: File[]): string[] {
  const urls = useMemo(() => files.map((file) => URL.createObjectURL(file)), [files]);
  useEffect(() => () => urls.forEach((url) => URL.revokeObjectURL(url)), [urls]);
  return urls;
}

/**
 * Up to `max` photos of the visitor's car: the button opens the picker (several at once), each
 * chosen photo shows as a preview with a button that takes it off. Picking more than fit keeps
 * the first ones and says so.
 */
export default function PhotoPicker({ files, max, onChange, error }: Props) {
  const id = useId();
  const previews = usePreviews(files);
  const room = max - files.length;
  const describedBy = `${id}-hint${error ? ` ${id}-error` : ''}`;

  const add = (picked: FileList | null) => {
    if (!picked) return;
    onChange([...files, ...Array.from(picked)].slice(0, max));
  };

  return (
    <div className="sm:col-span-2">
      <p className="text-sm font-medium" id={`${id}-label`}>
        Fotos del coche <span className="font-normal text-muted">(opcional, hasta {max})</span>
      </p>
      {files.length > 0 && (
        <ul aria-label="Fotos elegidas" className="mt-2 grid grid-cols-3 gap-2 sm:grid-cols-6">
          {files.map((file, index) => (
            <li key={`${file.name}-${file.size}-${index}`} className="relative">
              <img src={previews[index]} alt={`Foto ${index + 1}: ${file.name}`} className="aspect-square w-full rounded-lg object-cover ring-1 ring-line" />
              <button
                type="button"
                onClick={() => onChange(files.filter((_, other) => other !== index))}
                aria-label={`Quitar la foto ${index + 1}`}
                className="absolute top-1 right-1 grid size-7 place-items-center rounded-full bg-white/95 text-ink shadow ring-1 ring-line hover:bg-white"
              >
                <CloseIcon className="size-3.5" />
              </button>
            </li>
          ))}
        </ul>
      )}
      <label
        htmlFor={id}
        className={`mt-2 flex cursor-pointer items-center gap-3 rounded-xl border border-dashed bg-paper px-3 py-3 text-sm transition-colors hover:border-ink/50 has-focus-visible:ring-2 has-focus-visible:ring-accent ${error ? 'border-accent' : 'border-line'} ${room === 0 ? 'pointer-events-none opacity-60' : ''}`}
      >
        <span className="shrink-0 rounded-full bg-ink px-4 py-2 text-sm font-semibold text-white">Añadir fotos</span>
        <span className="text-muted">{files.length === 0 ? 'Ninguna foto elegida' : `${files.length} de ${max}`}</span>
        <input
          id={id}
          type="file"
          name="fotos"
          multiple
          accept="image/jpeg,image/png,image/webp"
          disabled={room === 0}
          aria-labelledby={`${id}-label`}
          aria-describedby={describedBy}
          aria-invalid={error ? true : undefined}
          onChange={(event) => {
            add(event.target.files);
            event.target.value = '';
          }}
          className="sr-only"
        />
      </label>
      <p id={`${id}-hint`} className="mt-1.5 text-xs text-muted">
        JPEG, PNG o WebP de hasta 20 MB. El exterior, el interior y el cuadro con los kilómetros nos ayudan a tasarlo mejor. Solo las ve nuestro equipo.
      </p>
      {error && (
        <p id={`${id}-error`} className="mt-1.5 text-sm text-accent">
          {error}
        </p>
      )}
    </div>
  );
}
