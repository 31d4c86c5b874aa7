/** A status's colour: positive, waiting, a problem, or neutral. */
export type Tone = 'green' | 'yellow' | 'red' | 'grey';

const TONES: Record<Tone, string> = {
  green: 'bg-emerald-50 text-emerald-800 ring-emerald-600/25',
  yellow: 'bg-amber-50 text-amber-800 ring-amber-500/30',
  red: 'bg-red-50 text-red-800 ring-red-600/25',
  grey: 'bg-sand text-muted ring-line',
};

const DOTS: Record<Tone, string> = { green: 'bg-emerald-500', yellow: 'bg-amber-400', red: 'bg-red-500', grey: 'bg-muted/50' };

/** A small status pill with its coloured dot. */
export default function Badge({ tone, children }: { tone: Tone; children: string }) {
  return (
    <span className={`inline-flex items-center gap-1.5 rounded-full px-2 py-0.5 text-[11px] font-semibold tracking-wide whitespace-nowrap ring-1 ring-inset ${TONES[tone]}`}>
      <span aria-hidden="true" className={`size-1.5 rounded-full ${DOTS[tone]}`} />
      {children}
    </span>
  );
}

