import { Head, Link, router, useForm } from '@inertiajs/react';
import { useMemo, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import PointAnswer, { answerField } from '@/Components/Inspection/PointAnswer';
import CarPageHeading from '@/Components/Staff/CarPageHeading';
import { TextField } from '@/Components/Forms/FormField';
import Button from '@/Components/ui/Button';
import { useCan } from '@/hooks/useCan';
import { useErrorFocus } from '@/hooks/useErrorFocus';
import StaffLayout from '@/Layouts/StaffLayout';
import { SECCIONES, SECCION_KEYS, type ResultadoGuardado } from '@contracts/car-history';
import { formatDateTime, formatDay } from '@contracts/format';
import type { PageProps } from '@contracts/page-registry';
import { route } from '@contracts/routes';

const card = 'rounded-2xl border border-line/80 bg-white p-5 shadow-card sm:p-6';

/**
 * 'Inspección' of one car: the day, and every point of the template answered (correct, needs
 * attention or repaired), with the tyres' and brakes' figures and a note where one helps. The car
 * page shows the result as 'Revisado en N puntos' with its checklist.
 */
export default function Inspeccion({ coche, puntos, guardada, resultados, hoy, fotos }: PageProps<'Inspeccion'>) {
  const can = useCan();
  const form = useForm<{ fecha: string; resultados: Record<string, ResultadoGuardado> }>({ fecha: guardada?.fecha ?? hoy, resultados });
  const errors = form.errors as Record<string, string | undefined>;
  const order = useMemo(() => ['fecha', ...puntos.flatMap((point) => (['estado', 'valor', 'nota'] as const).map((part) => answerField(point.id, part)))], [puntos]);
  const { formRef, arm } = useErrorFocus(order, errors);
  const answer = (id: number, value: ResultadoGuardado) => form.setData('resultados', { ...form.data.resultados, [String(id)]: value });
  // The section's active points still without a result pass; a figure or note already typed stays.
  const allCorrect = (seccion: string) =>
    form.setData('resultados', {
      ...form.data.resultados,
      ...Object.fromEntries(
        puntos
          .filter((point) => point.seccion === seccion && point.activo && !form.data.resultados[String(point.id)]?.estado)
          .map((point) => [String(point.id), { valor: '', nota: '', ...form.data.resultados[String(point.id)], estado: 'ok' as const }]),
      ),
    });
  const [photoBusy, setPhotoBusy] = useState<number | null>(null);
  // A point's close-up goes at once, and brings back only the photos: what is typed in the form stays.
  const photoVisit = {
    preserveScroll: true,
    preserveState: true,
    only: ['fotos', 'flash', 'errors'],
    onError: (problems: Record<string, string>) => toast.error(Object.values(problems)[0] ?? 'No se pudo guardar la foto.'),
    onFinish: () => setPhotoBusy(null),
  };
  const photoOf = (id: number) => ({
    saved: resultados[String(id)] !== undefined,
    current: fotos[String(id)],
    busy: photoBusy === id,
    onPick: (file: File) => {
      setPhotoBusy(id);
      router.post(route('coches.inspeccion.foto', { id: coche.id, punto: id }), { foto: file }, { ...photoVisit, forceFormData: true });
    },
    onRemove: () => {
      setPhotoBusy(id);
      router.delete(route('coches.inspeccion.foto.destroy', { id: coche.id, punto: id }), photoVisit);
    },
  });
  const required = puntos.filter((point) => point.activo);
  const answered = required.filter((point) => form.data.resultados[String(point.id)]?.estado).length;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    arm();
    form.post(route('coches.inspeccion.update', { id: coche.id }), { preserveScroll: true });
  };

  return (
    <>
      <Head title="Inspección" />
      <CarPageHeading
        coche={coche}
        title="Inspección"
        details={guardada ? `Inspeccionado el ${formatDay(guardada.fecha)} por ${guardada.inspector} (guardado el ${formatDateTime(guardada.actualizada)})` : 'Sin inspección todavía'}
      />
      {can('inspeccion.plantilla') && (
        <Link href={route('inspeccion.plantilla')} className="mt-2 inline-block text-sm font-medium text-accent underline-offset-2 hover:underline">
          Editar la plantilla de inspección
        </Link>
      )}

      <form ref={formRef} onSubmit={submit} noValidate aria-label="Inspección" className="mt-8 grid gap-6">
        <div className={`${card} grid gap-4 sm:grid-cols-[14rem_minmax(0,1fr)] sm:items-end`}>
          <TextField label="Fecha de la inspección" name="fecha" type="date" required max={hoy} value={form.data.fecha} error={errors.fecha} onChange={(event) => form.setData('fecha', event.target.value)} />
          <p className="text-sm text-muted">
            {answered} de {required.length} puntos con resultado. Las notas se ven en la ficha del coche, junto a su punto.
          </p>
        </div>
        {errors.resultados && (
          <p role="alert" className="rounded-xl bg-red-50 px-4 py-3 text-sm font-medium text-red-800">
            {errors.resultados}
          </p>
        )}
        {SECCION_KEYS.map((seccion) => {
          const points = puntos.filter((point) => point.seccion === seccion);
          if (points.length === 0) return null;
          return (
            <section key={seccion} aria-labelledby={`seccion-${seccion}`} className={card}>
              <div className="flex flex-wrap items-center justify-between gap-2">
                <h2 id={`seccion-${seccion}`} className="text-lg font-semibold">
                  {SECCIONES[seccion]}
                </h2>
                <Button size="sm" variant="secondary" onClick={() => allCorrect(seccion)}>
                  Correctos los que faltan<span className="sr-only"> en {SECCIONES[seccion]}</span>
                </Button>
              </div>
              <ul className="mt-2 divide-y divide-line">
                {points.map((point) => (
                  <PointAnswer
                    key={point.id}
                    point={point}
                    answer={form.data.resultados[String(point.id)]}
                    errors={{ estado: errors[answerField(point.id, 'estado')], valor: errors[answerField(point.id, 'valor')], nota: errors[answerField(point.id, 'nota')] }}
                    onChange={(value) => answer(point.id, value)}
                    photo={photoOf(point.id)}
                  />
                ))}
              </ul>
            </section>
          );
        })}
        <div className="sticky bottom-0 -mx-5 border-t border-line bg-white/95 px-5 py-4 backdrop-blur sm:mx-0 sm:rounded-2xl sm:border">
          <Button type="submit" disabled={form.processing} aria-busy={form.processing || undefined}>
            Guardar inspección
          </Button>
        </div>
      </form>
    </>
  );
}

Inspeccion.layout = StaffLayout;
