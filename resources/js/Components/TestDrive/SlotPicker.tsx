import { useId, useState } from 'react';
import { formatDayParts, formatSlot, formatTime } from '@contracts/format';
import type { SlotsResponse } from '@contracts/test-drives';
import { useSlotTexts } from './slot-texts';
import type { JsonRead } from '@/hooks/useJsonRead';

interface Props {
  /** The car's free slots as read (useJsonRead), and how to read them again after a failure. */
  load: JsonRead<SlotsResponse>;
  retry: () => void;
  /** The chosen start (an ISO instant), or '' for none yet. */
  value: string;
  onChange: (inicio: string) => void;
  /** Starts known to be taken since the slots were read (a refused booking): left out. */
  taken: readonly string[];
  /** The field's error, under the times. */
  error?: string;
}

const chip = 'rounded-xl ring-1 transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ink';

/**
 * A car's free test-drive slots: a strip of the bookable days (two weeks, seven to a row, so it
 * fits a phone without scrolling), then the free starts of the chosen day, in the Canary
 * Islands' time. Days with none are shown, dimmed, so the visitor sees the fortnight as it is.
 */
export default function SlotPicker({ load, retry, value, onChange, taken, error }: Props) {
  const { t, locale } = useSlotTexts();
  const [picked, setPicked] = useState<string | null>(null);
  const [seen, setSeen] = useState(value);
  const id = useId();
  // A start chosen elsewhere (one of the free ones offered after a refusal) shows its own day.
  if (value !== seen) {
    setSeen(value);
    setPicked(null);
  }

  if (load.state === 'loading') {
    return (
      <div role="status" className="space-y-3">
        <div aria-hidden="true" className="grid grid-cols-7 gap-1.5">
          {Array.from({ length: 14 }, (_, index) => (
            <div key={index} className="h-[4.25rem] animate-pulse rounded-xl bg-sand" />
          ))}
        </div>
        <p className="text-sm text-muted">{t('slots.loading')}</p>
      </div>
    );
  }
  if (load.state === 'failed') {
    return (
      <div role="alert" className="flex flex-wrap items-center gap-3 rounded-xl bg-accent/5 px-4 py-3 text-sm text-accent-dark ring-1 ring-accent/20">
        <span>{t('slots.load_failed')}</span>
        <button type="button" onClick={retry} className="font-semibold underline underline-offset-4">
          {t('slots.retry')}
        </button>
      </div>
    );
  }

  const left = new Set(taken);
  const days = load.body.dias.map((dia) => ({ ...dia, huecos: dia.huecos.filter((inicio) => !left.has(inicio)) }));
  if (!days.some((dia) => dia.huecos.length > 0)) return <p className="rounded-xl bg-sand/60 px-4 py-3 text-sm ring-1 ring-line/70">{t('slots.none_at_all')}</p>;
  // The day chosen, else the chosen start's, else the first with a free slot.
  const day = days.find((dia) => dia.fecha === picked)?.fecha ?? days.find((dia) => dia.huecos.includes(value))?.fecha ?? days.find((dia) => dia.huecos.length > 0)!.fecha;
  const shown = days.find((dia) => dia.fecha === day);

  return (
    <div className="space-y-5">
      <fieldset>
        <legend className="mb-2 text-sm font-semibold">{t('slots.day_legend')}</legend>
        <div className="grid grid-cols-7 gap-1.5">
          {days.map((dia) => {
            const parts = formatDayParts(dia.fecha, locale);
            const full = dia.huecos.length === 0;
            const pressed = dia.fecha === day;
            return (
              <button
                key={dia.fecha}
                type="button"
                disabled={full}
                aria-pressed={pressed}
                onClick={() => setPicked(dia.fecha)}
                className={`${chip} flex flex-col items-center px-0.5 py-2 leading-tight ${
                  pressed ? 'bg-ink text-white ring-ink' : full ? 'cursor-not-allowed bg-paper text-muted/70 ring-line/60' : 'bg-white ring-line hover:ring-ink/50'
                }`}
              >
                <span className="text-[11px] font-medium uppercase tracking-wide">{parts.weekday}</span>
                <span className="text-lg font-semibold tabular-nums">{parts.day}</span>
                <span className={`text-[11px] ${pressed ? 'text-white/80' : 'text-muted'}`}>{parts.month}</span>
                {full && <span className="sr-only">{t('slots.no_slots')}</span>}
              </button>
            );
          })}
        </div>
      </fieldset>
      <fieldset aria-describedby={error ? `${id}-error` : undefined}>
        <legend className="mb-2 text-sm font-semibold">{t('slots.time_legend')}</legend>
        {shown && shown.huecos.length > 0 ? (
          <div className="grid grid-cols-4 gap-2 sm:grid-cols-5">
            {shown.huecos.map((inicio) => {
              const pressed = inicio === value;
              return (
                <button
                  key={inicio}
                  type="button"
                  name="inicio"
                  aria-pressed={pressed}
                  onClick={() => onChange(inicio)}
                  className={`${chip} py-2.5 text-sm font-semibold tabular-nums ${pressed ? 'bg-accent text-white ring-accent' : 'bg-white ring-line hover:ring-ink/50'}`}
                >
                  {formatTime(inicio, locale)}
                </button>
              );
            })}
          </div>
        ) : (
          <p className="text-sm text-muted">{t('slots.none_day')}</p>
        )}
        {error && (
          <p id={`${id}-error`} className="mt-2 text-xs font-medium text-accent">
            {error}
          </p>
        )}
      </fieldset>
      {value && (
        <p role="status" className="rounded-xl bg-sand/60 px-4 py-3 text-sm font-medium ring-1 ring-line/70">
          {t('slots.chosen', { when: formatSlot(value, locale) })}
        </p>
      )}
    </div>
  );
}
