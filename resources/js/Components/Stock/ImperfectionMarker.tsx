/** A numbered marker on a photo, at x and y (0–1 from its left and top edges), centred on the point. */
export default function ImperfectionMarker({ x, y, label, pending = false }: { x: number; y: number; label: string; pending?: boolean }) {
  return (
    <span
      aria-hidden="true"
      style={{ left: `${x * 100}%`, top: `${y * 100}%` }}
      className={`pointer-events-none absolute grid size-7 -translate-x-1/2 -translate-y-1/2 place-items-center rounded-full text-xs font-bold shadow-lg ring-2 ring-white ${pending ? 'animate-pulse bg-gold text-ink' : 'bg-accent text-white'}`}
    >
      {label}
    </span>
  );
}
