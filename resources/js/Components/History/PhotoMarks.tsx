import { useEffect, useRef, useState } from 'react';
import CloseUp from '@/Components/History/CloseUp';
import { useI18n } from '@/lib/i18n';
import type { FotoDetalle } from '@contracts/car-history';

export interface NumberedMark {
  number: number;
  x: number;
  y: number;
  nota: string;
  foto: FotoDetalle | null;
}

interface Props {
  marks: NumberedMark[];
  /** The photo's intrinsic size: the marks sit on the photo as it is drawn in its box. */
  width: number;
  height: number;
  /** How the photo fills its box: cropped to cover it (the carousel) or whole inside it (the viewer). */
  fit: 'cover' | 'contain';
  /** Moves the focus to the first mark (the count's button asked for it). */
  focusFirst?: boolean;
}

/**
 * The imperfections staff marked on a photo, as numbered hotspots over it: each a button named by
 * its number and note, which shows the note beside it (Escape or another tap hides it). The layer
 * is the photo's own box as drawn (container units give it, however the box is sized), so a mark
 * stays on its point at any width.
 */
export default function PhotoMarks({ marks, width, height, fit, focusFirst = false }: Props) {
  const { t } = useI18n();
  const [open, setOpen] = useState<number | null>(null);
  const first = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (focusFirst) first.current?.focus();
  }, [focusFirst]);
  const ratio = width / height;
  const size = fit === 'cover' ? `max(100cqw, calc(100cqh * ${ratio}))` : `min(100cqw, calc(100cqh * ${ratio}))`;

  return (
    <div className="pointer-events-none absolute inset-0 grid place-items-center overflow-hidden" style={{ containerType: 'size' }}>
      <div className="relative shrink-0" style={{ width: size, aspectRatio: `${width} / ${height}` }}>
        {marks.map((mark, index) => {
          const shown = open === mark.number;
          return (
            <div key={mark.number} className={`absolute ${shown ? 'z-10' : ''}`} style={{ left: `${mark.x * 100}%`, top: `${mark.y * 100}%` }}>
              <button
                ref={index === 0 ? first : undefined}
                type="button"
                data-mark
                aria-label={t('history.imperfection_label', { number: mark.number, note: mark.nota })}
                aria-expanded={shown}
                onClick={(event) => {
                  event.stopPropagation();
                  setOpen(shown ? null : mark.number);
                }}
                onKeyDown={(event) => {
                  if (event.key === 'Escape' && shown) {
                    event.stopPropagation();
                    setOpen(null);
                  }
                }}
                className="pointer-events-auto grid size-8 -translate-x-1/2 -translate-y-1/2 place-items-center rounded-full bg-accent text-xs font-bold text-white shadow-lg ring-2 ring-white transition hover:scale-110 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
              >
                {mark.number}
              </button>
              {shown && (
                <p
                  data-mark
                  className={`pointer-events-auto absolute w-max max-w-[min(14rem,70cqw)] rounded-lg bg-ink/90 px-3 py-2 text-xs leading-snug text-white shadow-lg backdrop-blur ${mark.y > 0.7 ? 'bottom-5' : 'top-5'} ${mark.x > 0.6 ? 'right-0' : mark.x < 0.4 ? 'left-0' : '-translate-x-1/2'}`}
                >
                  {mark.nota}
                  {mark.foto && <CloseUp foto={mark.foto} alt={t('history.closeup_alt', { subject: mark.nota })} />}
                </p>
              )}
            </div>
          );
        })}
      </div>
    </div>
  );
}
