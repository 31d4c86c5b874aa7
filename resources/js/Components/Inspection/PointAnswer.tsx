import { useId } from 'react';
import { ESTADOS_PUNTO, ESTADO_PUNTO_KEYS, PUNTO_NOTA_MAX, type EstadoPunto, type InspeccionProps, type ResultadoGuardado } from '@contracts/car-history';

type Point = InspeccionProps['puntos'][number];

interface Props {
  point: Point;
  answer: ResultadoGuardado | undefined;
  errors: { estado?: string | undefined; valor?: string | undefined };
  onChange: (answer: ResultadoGuardado) => void;
}

const STATE_STYLE: Record<EstadoPunto, string> = {
  ok: 'peer-checked:border-emerald-600 peer-checked:bg-emerald-50 peer-checked:text-emerald-900',
  atencion: 'peer-checked:border-amber-500 peer-checked:bg-amber-50 peer-checked:text-amber-900',
  reparado: 'peer-checked:border-sky-600 peer-checked:bg-sky-50 peer-checked:text-sky-900',
};

const input =
  'block w-full rounded-lg border border-line bg-white px-3 py-2 text-sm shadow-sm focus:border-ink focus:ring-1 focus:ring-ink focus:outline-none aria-invalid:border-accent';

/** One point of the inspection: its result (three choices), its figure when it has one, and a note. */
export default function PointAnswer({ point, answer, errors, onChange }: Props) {
  const id = useId();
  const current = answer ?? { estado: '' as EstadoPunto, valor: '', nota: '' };
  const set = (change: Partial<ResultadoGuardado>) => onChange({ ...current, ...change });
  const errorId = `${id}-error`;
  const error = errors.estado ?? errors.valor;
  return (
    <li className="grid gap-2 py-3 sm:grid-cols-[minmax(0,1fr)_auto] sm:items-start sm:gap-x-4">
      <fieldset aria-describedby={error ? errorId : undefined} className="contents">
        <legend className="pt-1.5 text-sm font-medium sm:col-start-1">{point.nombre}</legend>
        <div className="flex flex-wrap gap-1.5 sm:col-start-2 sm:row-start-1 sm:justify-end">
          {ESTADO_PUNTO_KEYS.map((estado) => (
            <label key={estado} className="cursor-pointer">
              <input
                type="radio"
                name={`punto-${point.id}`}
                value={estado}
                checked={current.estado === estado}
                onChange={() => set({ estado })}
                aria-invalid={errors.estado ? true : undefined}
                className="peer sr-only"
              />
              <span
                className={`inline-block rounded-full border border-line px-3 py-1.5 text-xs font-semibold transition peer-focus-visible:ring-2 peer-focus-visible:ring-ink ${STATE_STYLE[estado]}`}
              >
                {ESTADOS_PUNTO[estado]}
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      <div className="grid gap-2 sm:col-span-2 sm:grid-cols-[8rem_minmax(0,1fr)]">
        {point.medida && (
          <label className="flex items-center gap-2 text-sm">
            <span className="sr-only">
              {point.nombre}: medida en {point.medida}
            </span>
            <input
              inputMode="decimal"
              value={current.valor}
              onChange={(event) => set({ valor: event.target.value })}
              aria-invalid={errors.valor ? true : undefined}
              className={input}
            />
            <span aria-hidden="true" className="text-muted">
              {point.medida}
            </span>
          </label>
        )}
        <label className={point.medida ? '' : 'sm:col-span-2'}>
          <span className="sr-only">{point.nombre}: nota</span>
          <input value={current.nota} maxLength={PUNTO_NOTA_MAX} placeholder="Nota (opcional)" onChange={(event) => set({ nota: event.target.value })} className={input} />
        </label>
      </div>
      {error && (
        <p id={errorId} className="text-sm text-accent sm:col-span-2">
          {error}
        </p>
      )}
    </li>
  );
}
