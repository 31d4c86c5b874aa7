import { DIAS_SEMANA, type HorarioDia } from '@contracts/agenda';

const timeInput = 'min-h-11 w-full rounded-xl border border-line bg-white px-2.5 text-sm tabular-nums disabled:bg-sand/60 disabled:text-muted aria-invalid:border-accent';

interface Props {
  semana: HorarioDia[];
  /** The form's errors, keyed 'semana.{index}.abre|cierra' as the server sends them. */
  errors: Partial<Record<string, string>>;
  onChange: (dia: number, change: Partial<HorarioDia>) => void;
  /** Whose week it is, for the fields' names ('de Tarahales'); none for one's own. */
  owner?: string;
}

/** A week of hours: each day open or not, and from when to when; a day switched on starts at 09:00–18:00. */
export default function WeekHours({ semana, errors, onChange, owner }: Props) {
  const error = (dia: number, field: 'abre' | 'cierra') => errors[`semana.${dia - 1}.${field}`];
  const of = owner ? ` ${owner}` : '';
  return (
    <fieldset className="mt-5">
      <legend className="sr-only">Horario de cada día{of}</legend>
      <div aria-hidden="true" className="hidden grid-cols-[10rem_9rem_9rem] gap-3 pb-2 text-xs font-semibold tracking-wide text-muted uppercase sm:grid">
        <span>Día</span>
        <span>Entrada</span>
        <span>Salida</span>
      </div>
      <div className="divide-y divide-line border-t border-line">
        {semana.map((row) => {
          const name = DIAS_SEMANA[row.dia - 1]!;
          const problem = error(row.dia, 'abre') ?? error(row.dia, 'cierra');
          return (
            <div key={row.dia} className="py-2.5">
              <div className="grid grid-cols-[1fr_6.5rem_6.5rem] items-center gap-2 sm:grid-cols-[10rem_9rem_9rem] sm:gap-3">
                <label className="flex min-h-11 items-center gap-3 text-sm font-medium">
                  <input
                    type="checkbox"
                    checked={row.trabaja}
                    onChange={(event) => onChange(row.dia, { trabaja: event.target.checked, abre: row.abre || '09:00', cierra: row.cierra || '18:00' })}
                    className="size-5 accent-ink"
                  />
                  {name}
                  {owner && <span className="sr-only">{of}</span>}
                </label>
                <input type="time" aria-label={`Entrada del ${name.toLowerCase()}${of}`} aria-invalid={error(row.dia, 'abre') ? true : undefined} disabled={!row.trabaja} value={row.abre} onChange={(event) => onChange(row.dia, { abre: event.target.value })} className={timeInput} />
                <input type="time" aria-label={`Salida del ${name.toLowerCase()}${of}`} aria-invalid={error(row.dia, 'cierra') ? true : undefined} disabled={!row.trabaja} value={row.cierra} onChange={(event) => onChange(row.dia, { cierra: event.target.value })} className={timeInput} />
              </div>
              {problem && (
                <p role="alert" className="mt-1 text-xs font-medium text-accent">
                  {name}: {problem}
                </p>
              )}
            </div>
          );
        })}
      </div>
    </fieldset>
  );
}
