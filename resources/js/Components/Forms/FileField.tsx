import { useEffect, useId, useMemo } from 'react';

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
  /** The file the banner has now, previewed until another is picked. */
  current?: string | null | undefined;
  /** Whether to show a still of an image or video (not for a CSV or a ZIP). */
  preview?: boolean;
}

const sizeText = (bytes: number) => (bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toLocaleString('es-ES', { maximumFractionDigits: 1 })} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`);

/** A local URL for the picked file's preview, released when another is picked or the field goes. */
function usePickedUrl(file: File | null): string | null {
  const url = useMemo(() => (file ? URL.createObjectURL(file) : null), [file]);
  useEffect(() => () => {
    if (url) URL.revokeObjectURL(url);
  }, [url]);
  return url;
}

/** A small still of the image or the video's first frame, so staff see what the banner shows. */
function Preview({ url, video }: { url: string; video: boolean }) {
  const box = 'h-8 w-16 shrink-0 rounded-md bg-sand object-cover sm:h-10 sm:w-24';
  return video ? <video src={url} muted playsInline preload="metadata" aria-hidden="true" className={box} /> : <img src={url} alt="" className={box} />;
}

/**
 * A labelled file picker: the whole box opens the browser's picker, and shows the chosen file's name
 * and size, with a preview of the picked image or video, or of the current one while none is picked; the
 * input is named by the field's label only, described by its hint and error.
 */
export default function FileField({ label, name, accept, file, onChange, error, required = false, hint, current, preview: previews = true }: Props) {
  const id = useId();
  const picked = usePickedUrl(previews ? file : null);
  const preview = previews ? (picked ?? current ?? null) : null;
  const isVideo = file ? file.type.startsWith('video/') : accept.startsWith('video/');
  const describedBy = [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(' ') || undefined;
  return (
    <div>
      <label id={`${id}-label`} htmlFor={id} className="text-sm font-medium">
        {label}
        {required && <span aria-hidden="true" className="text-accent"> *</span>}
      </label>
      <label
        htmlFor={id}
        className={`mt-1.5 flex cursor-pointer items-center gap-3 rounded-xl border border-dashed bg-paper px-3 py-2.5 text-sm transition-colors hover:border-ink/50 has-focus-visible:ring-2 has-focus-visible:ring-accent ${error ? 'border-accent' : 'border-line'}`}
      >
        {preview && <Preview url={preview} video={isVideo} />}
        <span className="shrink-0 rounded-full bg-ink px-4 py-2 text-sm font-semibold text-white">{current || file ? 'Cambiar' : 'Elegir archivo'}</span>
        <span className={`min-w-0 truncate ${file ? 'text-ink' : 'text-muted'}`}>{file ? `${file.name} · ${sizeText(file.size)}` : current ? 'Archivo actual' : 'Ningún archivo seleccionado'}</span>
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
