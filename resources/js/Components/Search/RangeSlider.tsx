import type { CSSProperties } from 'react';
import { useI18n } from '@/lib/i18n';
import { moveThumb, thumbPositions, type Range, type RangeValue } from '@/lib/search';

interface Props {
  label: string;
  /** The slider's ends, already on whole steps (sliderBounds). */
  bounds: Range;
  step: number;
  value: RangeValue;
  format: (value: number) => string;
  onChange: (value: RangeValue) => void;
}

const THUMB = 20;

/* Two native range inputs on one track: only their thumbs take the pointer. Tailwind reads
   class names literally, hence each thumb rule spelled out for WebKit and Firefox. */
const inputClass = [
  'pointer-events-none absolute inset-0 h-full w-full appearance-none bg-transparent focus-visible:outline-none disabled:opacity-50',
  '[&::-webkit-slider-runnable-track]:bg-transparent [&::-moz-range-track]:bg-transparent',
  '[&::-webkit-slider-thumb]:pointer-events-auto [&::-webkit-slider-thumb]:size-5 [&::-webkit-slider-thumb]:cursor-grab',
  '[&::-webkit-slider-thumb]:appearance-none [&::-webkit-slider-thumb]:rounded-full [&::-webkit-slider-thumb]:border-2',
  '[&::-webkit-slider-thumb]:border-ink [&::-webkit-slider-thumb]:bg-white [&::-webkit-slider-thumb]:shadow-md',
  'active:[&::-webkit-slider-thumb]:cursor-grabbing focus-visible:[&::-webkit-slider-thumb]:ring-[3px] focus-visible:[&::-webkit-slider-thumb]:ring-accent',
  '[&::-moz-range-thumb]:pointer-events-auto [&::-moz-range-thumb]:size-5 [&::-moz-range-thumb]:cursor-grab',
  '[&::-moz-range-thumb]:appearance-none [&::-moz-range-thumb]:rounded-full [&::-moz-range-thumb]:border-2',
  '[&::-moz-range-thumb]:border-ink [&::-moz-range-thumb]:bg-white [&::-moz-range-thumb]:shadow-md',
  'active:[&::-moz-range-thumb]:cursor-grabbing focus-visible:[&::-moz-range-thumb]:ring-[3px] focus-visible:[&::-moz-range-thumb]:ring-accent',
].join(' ');

/** Centre of a thumb at `value`, as a CSS length: thumbs travel within the track minus their width. */
function centre(value: number, { min, max }: Range): string {
  const ratio = max > min ? (value - min) / (max - min) : 0;
  return `calc(${ratio * 100}% + ${THUMB / 2 - ratio * THUMB}px)`;
}

/**
 * A two-thumb range (spec §4): keyboard arrows move a thumb by one step; min pushing past max
 * raises max (and the mirror). A thumb at its end means no filter on that side.
 */
export default function RangeSlider({ label, bounds, step, value, format, onChange }: Props) {
  const { t } = useI18n();
  const { min: low, max: high } = thumbPositions(value, bounds);
  const disabled = bounds.max <= bounds.min;
  // Two thumbs on one spot: the one that can still move apart is on top.
  const minOnTop = low > (bounds.min + bounds.max) / 2;
  const fill: CSSProperties = { left: centre(low, bounds), right: `calc(100% - ${centre(high, bounds)})` };

  const input = (which: 'min' | 'max', current: number, thumbLabel: string) => (
    <input
      type="range"
      min={bounds.min}
      max={bounds.max}
      step={step}
      value={current}
      disabled={disabled}
      aria-label={thumbLabel}
      aria-valuetext={format(current)}
      onChange={(event) => onChange(moveThumb(value, which, Number(event.target.value), bounds))}
      className={`${inputClass} ${(which === 'min') === minOnTop ? 'z-20' : 'z-10'}`}
    />
  );

  return (
    <fieldset className="min-w-0">
      <legend className="mb-1.5 text-[13px] font-medium text-ink/80">{label}</legend>
      <p className="mb-1 flex items-baseline justify-between gap-2 text-sm font-semibold tracking-tight whitespace-nowrap tabular-nums" aria-hidden="true">
        <span>{format(low)}</span>
        <span className="text-muted">–</span>
        <span>{format(high)}</span>
      </p>
      <div className="relative h-6">
        <div className="absolute inset-x-0 top-1/2 h-1 -translate-y-1/2 rounded-full bg-line" />
        <div className="absolute top-1/2 h-1 -translate-y-1/2 rounded-full bg-ink" style={fill} />
        {input('min', low, t('search.range_min', { label }))}
        {input('max', high, t('search.range_max', { label }))}
      </div>
    </fieldset>
  );
}
