/**
 * The one progress bar: a named role="progressbar" from 0 to 100 %. Without `percent` it is
 * indeterminate (a pulsing third), for work whose size is not known yet.
 */
export default function ProgressBar({ label, percent, valueText, className = 'mt-4' }: { label: string; percent: number | null; valueText?: string; className?: string }) {
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent ?? undefined}
      aria-valuetext={valueText}
      className={`${className} h-2 overflow-hidden rounded-full bg-sand`}
    >
      <div
        className={`h-full rounded-full bg-ink transition-[width] duration-300 ${percent === null ? 'w-1/3 animate-pulse' : ''}`}
        style={percent === null ? undefined : { width: `${percent}%` }}
      />
    </div>
  );
}
