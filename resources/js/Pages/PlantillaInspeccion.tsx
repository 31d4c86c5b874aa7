import { Head, useForm } from '@inertiajs/react';
import type { FormEvent } from 'react';
import { SelectField } from '@/Components/Forms/FormField';
import TemplatePoint, { PointFields } from '@/Components/Inspection/TemplatePoint';
import Button from '@/Components/ui/Button';
import StaffLayout from '@/Layouts/StaffLayout';
import { SECCIONES, SECCION_KEYS, type PuntoForm } from '@contracts/car-history';
import type { PageProps } from '@contracts/page-registry';
import { route } from '@contracts/routes';

const card = 'rounded-2xl border border-line/80 bg-white p-5 shadow-card sm:p-6';

/** 'Plantilla de inspección' (Administración): the points every car's inspection answers, by section. */
export default function PlantillaInspeccion({ puntos }: PageProps<'PlantillaInspeccion'>) {
  const form = useForm<PuntoForm>({ seccion: 'carroceria', nombre: '', medida: '' });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    form.post(route('inspeccion.puntos.store'), { preserveScroll: true, onSuccess: () => form.reset('nombre', 'medida') });
  };
  const active = puntos.filter((point) => point.activo).length;

  return (
    <>
      <Head title="Plantilla de inspección" />
      <p className="eyebrow text-accent">Stock</p>
      <h1 className="mt-2 text-3xl font-semibold tracking-tight sm:text-4xl">Plantilla de inspección</h1>
      <p className="mt-2 max-w-2xl text-sm text-muted">
        Los {active} puntos que cada inspección revisa. Un punto retirado deja de pedirse; las inspecciones hechas lo conservan.
      </p>

      <form onSubmit={submit} noValidate aria-label="Añadir un punto" className={`${card} mt-8 grid gap-3 sm:grid-cols-[14rem_minmax(0,1fr)_14rem_auto] sm:items-end`}>
        <SelectField label="Sección" value={form.data.seccion} error={form.errors.seccion} onChange={(event) => form.setData('seccion', event.target.value as PuntoForm['seccion'])}>
          {SECCION_KEYS.map((seccion) => (
            <option key={seccion} value={seccion}>
              {SECCIONES[seccion]}
            </option>
          ))}
        </SelectField>
        <PointFields values={form.data} errors={form.errors} onChange={(values) => form.setData({ ...form.data, ...values })} />
        <Button type="submit" disabled={form.processing}>
          Añadir punto
        </Button>
      </form>

      <div className="mt-6 grid gap-6">
        {SECCION_KEYS.map((seccion) => {
          const points = puntos.filter((point) => point.seccion === seccion);
          const live = points.filter((point) => point.activo);
          return (
            <section key={seccion} aria-labelledby={`plantilla-${seccion}`} className={card}>
              <h2 id={`plantilla-${seccion}`} className="text-lg font-semibold">
                {SECCIONES[seccion]} <span className="text-sm font-normal text-muted">· {live.length} puntos</span>
              </h2>
              <ul className="mt-2 divide-y divide-line">
                {points.map((point) => (
                  <TemplatePoint key={point.id} point={point} first={point.id === live[0]?.id} last={point.id === live.at(-1)?.id} />
                ))}
              </ul>
            </section>
          );
        })}
      </div>
    </>
  );
}

PlantillaInspeccion.layout = StaffLayout;
