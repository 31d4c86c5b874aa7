import { useId } from 'react';
import Badge from '@/Components/ui/Badge';
import { ESTADOS_PUNTO, ESTADO_PUNTO_KEYS, PUNTO_NOTA_MAX, type EstadoPunto, type InspeccionProps, type ResultadoGuardado } from '@contracts/car-history';

type Point = InspeccionProps['puntos'][number];

interface Props {
  point: Point;
  answer: ResultadoGuardado | undefined;
  errors: { estado?: string | undefined; valor?: string | undefined; nota?: string | undefined };
  onChange: (answer: ResultadoGuardado) => void;
  /** The point's close-up, once the inspection saved it: taken, replaced or removed at once. */
  photo: { saved: boolean; current: InspeccionProps['fotos'][string] | undefined; onPick: (file: File) => void; onRemove: () => void; busy: boolean };
}

const STATE_STYLE: Record<EstadoPunto, string> = {
  ok: 'peer-checked:border-emerald-600 peer-checked:bg-emerald-50 peer-checked:text-emerald-900',
  atencion: 'peer-checked:border-amber-500 peer-checked:bg-amber-50 peer-checked:text-amber-900',
  reparado: 'peer-checked:border-sky-600 peer-checked:bg-sky-50 peer-checked:text-sky-900',
};

const input =
  'block w-full rounded-lg border border-line bg-white px-3 py-2 text-sm shadow-sm focus:border-ink focus:ring-1 focus:ring-ink focus:outline-none aria-invalid:border-accent';

/** A field's name as the server names its error, so a failed save focuses it (useErrorFocus). */
export const answerField = (id: number, part: 'estado' | 'valor' | 'nota') => `resultados.${id}.${part}`;

/**
 * One point of the inspection: its result (three choices, the chosen one ticked), its figure when
 * it has one, and the note the car page shows beside it. A retired point says so: its answer may be left out.
 */
export default function PointAnswer({ point, answer, errors, onChange, photo }: Props) {
  const id = useId();
  const current = answer ?? { estado: '' as EstadoPunto, valor: '', nota: '' };
  const set = (change: Partial<ResultadoGuardado>) => onChange({ ...current, ...change });
  const errorOf = (part: keyof Props['errors']) => errors[part] && { id: `${id}-${part}`, text: errors[part] };
  const shown = (['estado', 'valor', 'nota'] as const).flatMap((part) => errorOf(part) || []);
  return (
    <li className="py-3">
      <fieldset aria-describedby={errors.estado ? `${id}-estado` : undefined} className="grid gap-2 sm:grid-cols-[minmax(0,1fr)_auto] sm:items-start sm:gap-x-4">
        <legend className="float-left pt-1.5 text-sm font-medium">
          {point.nombre}
          {!point.activo && (
            <span className="ml-2">
              <Badge tone="grey">Retirado de la plantilla</Badge>
            </span>
          )}
        </legend>
        <div className="flex flex-wrap gap-1.5 sm:justify-end">
          {ESTADO_PUNTO_KEYS.map((estado) => (
            <label key={estado} className="cursor-pointer">
              <input
                type="radio"
                name={answerField(point.id, 'estado')}
                value={estado}
                checked={current.estado === estado}
                onChange={() => set({ estado })}
                aria-invalid={errors.estado ? true : undefined}
                className="peer sr-only"
              />
              <span className={`inline-flex items-center gap-1 rounded-full border border-line px-2.5 py-1.5 text-[11px] font-semibold transition sm:px-3 sm:text-xs peer-focus-visible:ring-2 peer-focus-visible:ring-ink peer-aria-invalid:border-accent ${STATE_STYLE[estado]}`}>
                {current.estado === estado && <span aria-hidden="true">✓</span>}
                {ESTADOS_PUNTO[estado]}
              </span>
            </label>
          ))}
        </div>
        <div className="grid gap-2 sm:col-span-2 sm:grid-cols-[9rem_minmax(0,1fr)]">
          {point.medida && (
            <label className="flex items-center gap-2 text-sm">
              <span className="sr-only">{point.nombre}: medida</span>
              <input
                name={answerField(point.id, 'valor')}
                inputMode="decimal"
                value={current.valor}
                onChange={(event) => set({ valor: event.target.value })}
                aria-invalid={errors.valor ? true : undefined}
                aria-describedby={errors.valor ? `${id}-valor` : undefined}
                className={input}
              />
              <span aria-hidden="true" className="text-muted">
                {point.medida}
              </span>
            </label>
          )}
          <label className={point.medida ? '' : 'sm:col-span-2'}>
            <span className="sr-only">{point.nombre}: nota para la web</span>
            <input
              name={answerField(point.id, 'nota')}
              value={current.nota}
              maxLength={PUNTO_NOTA_MAX}
              placeholder="Nota para la web (opcional)"
              onChange={(event) => set({ nota: event.target.value })}
              aria-invalid={errors.nota ? true : undefined}
              aria-describedby={errors.nota ? `${id}-nota` : undefined}
              className={input}
            />
          </label>
        </div>
      </fieldset>
      {photo.saved && <PointPhoto name={point.nombre} {...photo} />}
      {shown.map((error) => (
        <p key={error.id} id={error.id} className="mt-1.5 text-sm text-accent">
          {error.text}
        </p>
      ))}
    </li>
  );
}

/** The point's close-up: its thumbnail (or that it is being made, or why it could not be), and a button to take, replace or remove it. */
function PointPhoto({ name, current, onPick, onRemove, busy }: { name: string } & Props['photo']) {
  const id = useId();
  return (
    <div className="mt-2 flex flex-wrap items-center gap-3 text-xs">
      {current?.thumbUrl && <img src={current.thumbUrl} alt={`Foto de ${name}`} className="h-12 w-16 rounded-md object-cover" />}
      {current && current.thumbUrl === null && <span className="text-muted">{current.error ?? 'Preparando la foto…'}</span>}
      <label htmlFor={id} className="cursor-pointer rounded-full border border-line px-3 py-1.5 font-semibold has-focus-visible:ring-2 has-focus-visible:ring-ink">
        {current ? 'Cambiar foto' : 'Añadir foto'}
        <span className="sr-only"> de {name}</span>
        <input
          id={id}
          type="file"
          accept="image/*"
          disabled={busy}
          className="sr-only"
          onChange={(event) => {
            const file = event.target.files?.[0];
            if (file) onPick(file);
            event.target.value = '';
          }}
        />
      </label>
      {current && (
        <button type="button" disabled={busy} onClick={onRemove} className="rounded-full px-2 py-1.5 font-semibold text-muted hover:text-accent">
          Quitar foto<span className="sr-only"> de {name}</span>
        </button>
      )}
    </div>
  );
}
