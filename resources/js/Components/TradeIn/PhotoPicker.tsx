import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { TRADE_IN_PHOTO_BYTES, TRADE_IN_PHOTO_TYPES } from '@contracts/trade-in';
import { CloseIcon } from '@/Components/icons/site';
import { useI18n } from '@/lib/i18n';

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

/** A photo's largest size, in MB. */
const PHOTO_MB = TRADE_IN_PHOTO_BYTES / 1024 / 1024;

/** Why a picked file is left out. */
interface Refusals {
  type: string;
  size: string;
  count: string;
}

/** The picked files the form takes, and a line for each one it leaves out (type, size, one too many). */
function accepted(current: File[], picked: File[], max: number, why: Refusals): { files: File[]; refused: string[] } {
  const files = [...current];
  const refused: string[] = [];
  for (const file of picked) {
    if (!(TRADE_IN_PHOTO_TYPES as readonly string[]).includes(file.type)) refused.push(`${file.name}: ${why.type}`);
    else if (file.size > TRADE_IN_PHOTO_BYTES) refused.push(`${file.name}: ${why.size}`);
    else if (files.length >= max) refused.push(`${file.name}: ${why.count}`);
    else files.push(file);
  }
  return { files, refused };
}

/**
 * Up to `max` photos of the visitor's car: the button opens the picker (several at once), each
 * chosen photo shows as a preview with a button that takes it off (focus then goes to the
 * picker). A file of another type, too large or one too many is left out, and the field says
 * which and why; the count is announced.
 */
export default function PhotoPicker({ files, max, onChange, error }: Props) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const previews = usePreviews(files);
  const { t } = useI18n();
  const [refused, setRefused] = useState<string[]>([]);
  const describedBy = `${id}-hint${error || refused.length > 0 ? ` ${id}-error` : ''}`;

  const add = (picked: FileList | null) => {
    if (!picked) return;
    const result = accepted(files, Array.from(picked), max, {
      type: t('tradein.photo_wrong_type'),
      size: t('tradein.photo_too_large', { mb: PHOTO_MB }),
      count: t('tradein.too_many_photos', { max }),
    });
    setRefused(result.refused);
    onChange(result.files);
  };
  const remove = (index: number) => {
    setRefused([]);
    onChange(files.filter((_, other) => other !== index));
    input.current?.focus();
  };

  return (
    <div className="sm:col-span-2">
      <p className="text-sm font-medium" id={`${id}-label`}>
        {t('tradein.photos')} <span className="font-normal text-muted">{t('tradein.photos_optional', { max })}</span>
      </p>
      {files.length > 0 && (
        <ul aria-label={t('tradein.photos_chosen')} className="mt-2 grid grid-cols-3 gap-2 sm:grid-cols-6">
          {files.map((file, index) => (
            <li key={`${file.name}-${file.size}-${index}`} className="relative">
              <img src={previews[index]} alt={t('tradein.photo_alt', { number: index + 1, name: file.name })} className="aspect-square w-full rounded-lg object-cover ring-1 ring-line" />
              <button
                type="button"
                onClick={() => remove(index)}
                aria-label={t('tradein.remove_photo', { number: index + 1 })}
                className="absolute top-1 right-1 grid size-10 place-items-center rounded-full bg-white/95 text-ink shadow ring-1 ring-line hover:bg-white"
              >
                <CloseIcon className="size-3.5" />
              </button>
            </li>
          ))}
        </ul>
      )}
      <label
        htmlFor={id}
        className={`mt-2 flex cursor-pointer items-center gap-3 rounded-xl border border-dashed bg-paper px-3 py-3 text-sm transition-colors hover:border-ink/50 has-focus-visible:ring-2 has-focus-visible:ring-accent ${error ? 'border-accent' : 'border-line'}`}
      >
        <span className="shrink-0 rounded-full bg-ink px-4 py-2 text-sm font-semibold text-white">{t('tradein.add_photos')}</span>
        <span className="text-muted" aria-live="polite">
          {files.length === 0 ? t('tradein.no_photos') : t('tradein.photos_count', { count: files.length, max })}
        </span>
        <input
          ref={input}
          id={id}
          type="file"
          name="fotos"
          multiple
          accept={TRADE_IN_PHOTO_TYPES.join(',')}
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
        {t('tradein.photos_hint', { mb: PHOTO_MB })}
      </p>
      {(error || refused.length > 0) && (
        <div id={`${id}-error`} role="alert" className="mt-1.5 text-sm text-accent">
          {[...refused, ...(error ? [error] : [])].map((line) => (
            <p key={line}>{line}</p>
          ))}
        </div>
      )}
    </div>
  );
}
