import { useId } from 'react';

interface Props {
  label: string;
  name: string;
  accept: string;
  file: File | null;
  onChange: (file: File | null) => void;
  error?: string | undefined;
  required?: boolean;
  /** A line under the control: what is kept when nothing is picked, the recommended size… */
  hint?: string | undefined;
}

const sizeText = (bytes: number) => (bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toLocaleString('es-ES', { maximumFractionDigits: 1 })} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`);

/**
 * A labelled file picker: the whole box opens the browser's picker, and shows the chosen file's name
 * and size; the input is named by the field's label only, described by its hint and error.
 */
export default function FileField({ label, name, accept, file, onChange, error, required = false, hint }: Props) {
  const id = useId();
  const describedBy = [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(' ') || undefined;
  return (
    <div>
      <label id={`${id}-label`} htmlFor={id} className="text-sm font-medium">
        {label}
        {required && <span aria-hidden="true" className="text-accent"> *</span>}
      </label>
      <label
        htmlFor={id}
        className={`mt-1.5 flex cursor-pointer items-center gap-3 rounded-xl border border-dashed bg-paper px-3 py-2.5 text-sm transition-colors hover:border-ink/50 has-focus-visible:ring-2 has-focus-visible:ring-accent/30 ${error ? 'border-accent' : 'border-line'}`}
      >
        <span className="shrink-0 rounded-full bg-ink px-4 py-2 text-sm font-semibold text-white">Elegir archivo</span>
        <span className={`min-w-0 truncate ${file ? 'text-ink' : 'text-muted'}`}>{file ? `${file.name} · ${sizeText(file.size)}` : 'Ningún archivo seleccionado'}</span>
        <input
          id={id}
          name={name}
          type="file"
          accept={accept}
          aria-labelledby={`${id}-label`}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          onChange={(event) => onChange(event.target.files?.[0] ?? null)}
          className="sr-only"
        />
      </label>
      {hint && <p id={`${id}-hint`} className="mt-1.5 text-xs text-muted">{hint}</p>}
      {error && (
        <p id={`${id}-error`} className="mt-1.5 text-sm text-accent">
          {error}
        </p>
      )}
    </div>
  );
}
