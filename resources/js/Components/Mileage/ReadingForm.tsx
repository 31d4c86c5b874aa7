import { useForm } from '@inertiajs/react';
import type { FormEvent } from 'react';
import { NumberField, SelectField, TextAreaField, TextField } from '@/Components/Forms/FormField';
import Button from '@/Components/ui/Button';
import { useErrorFocus } from '@/hooks/useErrorFocus';
import { EXPLICACION_MAX, FUENTE_KM_KEYS, FUENTES_KM, type FuenteKm, type KilometrosProps } from '@contracts/car-history';
import { formatDay, formatKm } from '@contracts/format';
import { route } from '@contracts/routes';

const ORDER = ['fecha', 'km', 'fuente', 'explicacion'] as const;

/** The highest reading on or before `fecha`: a new reading below it needs an explanation. */
function highestBefore(lecturas: KilometrosProps['lecturas'], fecha: string) {
  return lecturas.filter((lectura) => lectura.fecha <= fecha).reduce<KilometrosProps['lecturas'][number] | null>((top, lectura) => (top === null || lectura.km > top.km ? lectura : top), null);
}

/**
 * 'Añadir lectura': the day, the km and where they come from. A figure below an earlier reading
 * asks for its explanation at once; the server has the last word (the car's state may have moved).
 */
export default function ReadingForm({ cocheId, lecturas, hoy }: { cocheId: number; lecturas: KilometrosProps['lecturas']; hoy: string }) {
  const form = useForm<{ fecha: string; km: string; fuente: FuenteKm | ''; explicacion: string }>({ fecha: hoy, km: '', fuente: '', explicacion: '' });
  const { formRef, arm } = useErrorFocus(ORDER, form.errors);
  const top = form.data.km === '' ? null : highestBefore(lecturas, form.data.fecha);
  const lower = top !== null && Number(form.data.km) < top.km;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    arm();
    form.post(route('coches.kilometros.store', { id: cocheId }), { preserveScroll: true, onSuccess: () => form.reset('km', 'explicacion') });
  };
  return (
    <form ref={formRef} onSubmit={submit} noValidate aria-label="Añadir lectura" className="grid gap-4 sm:grid-cols-3">
      <TextField label="Fecha" name="fecha" type="date" required max={hoy} value={form.data.fecha} error={form.errors.fecha} onChange={(event) => form.setData('fecha', event.target.value)} />
      <NumberField label="Kilómetros" name="km" required unit="km" value={form.data.km} error={form.errors.km} onChange={(digits) => form.setData('km', digits)} />
      <SelectField label="Fuente" name="fuente" required value={form.data.fuente} error={form.errors.fuente} onChange={(event) => form.setData('fuente', event.target.value as FuenteKm)}>
        <option value="">Elige…</option>
        {FUENTE_KM_KEYS.map((fuente) => (
          <option key={fuente} value={fuente}>
            {FUENTES_KM[fuente]}
          </option>
        ))}
      </SelectField>
      {lower && (
        <p role="status" className="rounded-xl bg-amber-50 px-4 py-3 text-sm text-amber-900 ring-1 ring-amber-500/30 sm:col-span-3">
          Es menor que la lectura del {formatDay(top.fecha)} ({formatKm(top.km)}). Explica por qué: el coche no puede estar en la web con una bajada sin explicar, y la explicación se ve junto a la lectura.
        </p>
      )}
      <TextAreaField
        label={lower ? 'Explicación' : 'Explicación (solo si la lectura es menor que una anterior)'}
        name="explicacion"
        rows={2}
        maxLength={EXPLICACION_MAX}
        required={lower}
        value={form.data.explicacion}
        error={form.errors.explicacion}
        onChange={(event) => form.setData('explicacion', event.target.value)}
        className="sm:col-span-3"
      />
      <div className="sm:col-span-3">
        <Button type="submit" disabled={form.processing} aria-busy={form.processing || undefined}>
          Añadir lectura
        </Button>
      </div>
    </form>
  );
}
