import { router } from '@inertiajs/react';
import { useState, type FormEvent } from 'react';
import { TextAreaField } from '@/Components/Forms/FormField';
import ConfirmModal from '@/Components/Staff/ConfirmModal';
import Badge from '@/Components/ui/Badge';
import Button from '@/Components/ui/Button';
import { EXPLICACION_MAX, FUENTES_KM, type KilometrosProps } from '@contracts/car-history';
import { formatDay, formatKm } from '@contracts/format';
import { route } from '@contracts/routes';

type Lectura = KilometrosProps['lecturas'][number];

/** A reading's explanation, written or corrected in place. */
function ExplanationForm({ lectura, onDone }: { lectura: Lectura; onDone: () => void }) {
  const [text, setText] = useState(lectura.explicacion ?? '');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    router.post(route('kilometros.explicar', { id: lectura.id }), { explicacion: text }, {
      preserveScroll: true,
      preserveState: true,
      onStart: () => setBusy(true),
      onFinish: () => setBusy(false),
      onError: (errors) => setError(errors.explicacion),
      onSuccess: onDone,
    });
  };
  return (
    <form onSubmit={submit} noValidate aria-label={`Explicación de la lectura del ${formatDay(lectura.fecha)}`} className="mt-3 grid gap-3">
      <TextAreaField label="Explicación" name="explicacion" rows={2} required maxLength={EXPLICACION_MAX} autoFocus value={text} error={error} onChange={(event) => setText(event.target.value)} />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" size="sm" disabled={busy} aria-busy={busy || undefined}>
          Guardar explicación
        </Button>
        <Button size="sm" variant="secondary" onClick={onDone}>
          Cancelar
        </Button>
      </div>
    </form>
  );
}

/**
 * The car's readings by day: each with its source and who entered it, one below an earlier
 * reading marked until it is explained, its explanation (as the car page shows it), and delete.
 */
export default function ReadingList({ lecturas }: { lecturas: Lectura[] }) {
  const [editing, setEditing] = useState<number | null>(null);
  const [deleting, setDeleting] = useState<Lectura | null>(null);
  const [busy, setBusy] = useState(false);
  const destroy = () => {
    if (!deleting) return;
    router.delete(route('kilometros.destroy', { id: deleting.id }), {
      preserveScroll: true,
      preserveState: true,
      onStart: () => setBusy(true),
      onFinish: () => {
        setBusy(false);
        setDeleting(null);
      },
    });
  };
  if (lecturas.length === 0) return <p className="rounded-xl bg-sand/60 px-4 py-4 text-sm text-muted">Aún no hay lecturas. La primera suele ser la de la entrada en GTCars o la última ITV.</p>;
  return (
    <>
      <ol className="divide-y divide-line">
        {lecturas.map((lectura) => (
          <li key={lectura.id} className="py-4">
            <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2">
              <div className="min-w-0">
                <p className="flex flex-wrap items-center gap-2">
                  <span className="text-base font-semibold tabular-nums">{formatKm(lectura.km)}</span>
                  {lectura.sin_explicar && <Badge tone="red">Menor que una anterior · sin explicar</Badge>}
                </p>
                <p className="mt-0.5 text-sm text-muted">
                  {formatDay(lectura.fecha)} · {FUENTES_KM[lectura.fuente]}
                  {lectura.autor && ` · anotada por ${lectura.autor}`}
                </p>
                {lectura.explicacion && editing !== lectura.id && <p className="mt-2 max-w-prose text-sm text-ink/80">{lectura.explicacion}</p>}
              </div>
              <div className="flex shrink-0 gap-2">
                <Button size="sm" variant="secondary" onClick={() => setEditing(lectura.id)} aria-label={`${lectura.explicacion ? 'Corregir la explicación' : 'Explicar'} de la lectura del ${formatDay(lectura.fecha)}`}>
                  {lectura.explicacion ? 'Corregir' : 'Explicar'}
                </Button>
                <Button size="sm" variant="secondary" onClick={() => setDeleting(lectura)} aria-label={`Eliminar la lectura del ${formatDay(lectura.fecha)}`}>
                  Eliminar
                </Button>
              </div>
            </div>
            {editing === lectura.id && <ExplanationForm lectura={lectura} onDone={() => setEditing(null)} />}
          </li>
        ))}
      </ol>
      <ConfirmModal
        open={deleting !== null}
        title="Eliminar lectura"
        message={deleting ? `¿Eliminar la lectura del ${formatDay(deleting.fecha)} (${formatKm(deleting.km)})?` : ''}
        confirmLabel="Eliminar"
        cancelLabel="Cancelar"
        processing={busy}
        onConfirm={destroy}
        onCancel={() => setDeleting(null)}
      />
    </>
  );
}
