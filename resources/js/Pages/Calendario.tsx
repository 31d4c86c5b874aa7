import { Head, Link, router, useForm } from '@inertiajs/react';
import type { FormEvent } from 'react';
import type { Cierre, HorarioDia } from '@contracts/agenda';
import { formatDay } from '@contracts/format';
import type { PageProps } from '@contracts/page-registry';
import { route } from '@contracts/routes';
import { branchById, branches } from '@contracts/site';
import WeekHours from '@/Components/Agenda/WeekHours';
import { SelectField, TextField } from '@/Components/Forms/FormField';
import Pagination from '@/Components/Pagination';
import Button from '@/Components/ui/Button';
import StaffLayout from '@/Layouts/StaffLayout';

const card = 'rounded-2xl border border-line/80 bg-white p-5 shadow-card sm:p-6';

/** One branch's week: the hours the web shows, and the slots the test drives are booked in. */
function BranchWeek({ sede, semana }: { sede: number; semana: HorarioDia[] }) {
  const name = branchById(sede).name;
  const form = useForm<{ semana: HorarioDia[] }>({ semana });
  const setDay = (dia: number, change: Partial<HorarioDia>) => form.setData('semana', form.data.semana.map((row) => (row.dia === dia ? { ...row, ...change } : row)));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    form.post(route('calendario.horario', { id: sede }), { preserveScroll: true });
  };
  return (
    <form onSubmit={submit} noValidate className={card} aria-label={`Horario de ${name}`}>
      <h3 className="text-lg font-semibold">{name}</h3>
      <WeekHours semana={form.data.semana} errors={form.errors} onChange={setDay} owner={`de ${name}`} />
      <Button type="submit" className="mt-4" disabled={form.processing} aria-busy={form.processing || undefined}>
        Guardar horario<span className="sr-only"> de {name}</span>
      </Button>
    </form>
  );
}

/** The year's closed days: added (for one branch or all), listed by date with 'Quitar'. */
function ClosedDays({ anyo, anyos, cierres }: Pick<PageProps<'Calendario'>, 'anyo' | 'anyos' | 'cierres'>) {
  const form = useForm({ dia: '', sede_id: '', motivo: '' });
  const remove = useForm({});
  const submit = (event: FormEvent) => {
    event.preventDefault();
    form.post(route('calendario.cierres.store'), { preserveScroll: true, onSuccess: () => form.reset() });
  };
  const where = (row: Cierre) => (row.sede === null ? 'Todas las sedes' : branchById(row.sede).name);
  return (
    <section aria-labelledby="cierres" className={card}>
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id="cierres" className="text-lg font-semibold">
            Días de cierre
          </h2>
          <p className="mt-1 text-sm text-muted">Festivos y días sin abrir: ese día no se reservan pruebas.</p>
        </div>
        <SelectField label="Año" value={anyo} onChange={(event) => router.get(route('calendario'), { anyo: event.target.value }, { preserveScroll: true })}>
          {anyos.map((year) => (
            <option key={year} value={year}>
              {year}
            </option>
          ))}
        </SelectField>
      </div>
      <form onSubmit={submit} noValidate className="mt-4 grid gap-3 sm:grid-cols-[10rem_12rem_1fr_auto] sm:items-end">
        <TextField label="Día" type="date" required value={form.data.dia} error={form.errors.dia} onChange={(event) => form.setData('dia', event.target.value)} />
        <SelectField label="Sede" value={form.data.sede_id} error={form.errors.sede_id} onChange={(event) => form.setData('sede_id', event.target.value)}>
          <option value="">Todas las sedes</option>
          {branches.map((branch) => (
            <option key={branch.id} value={branch.id}>
              {branch.name}
            </option>
          ))}
        </SelectField>
        <TextField label="Motivo" required maxLength={120} value={form.data.motivo} error={form.errors.motivo} onChange={(event) => form.setData('motivo', event.target.value)} />
        <Button type="submit" disabled={form.processing}>
          Añadir
        </Button>
      </form>
      {cierres.data.length === 0 ? (
        <p className="mt-5 text-sm text-muted">Sin días de cierre en {anyo}.</p>
      ) : (
        <ul className="mt-5 divide-y divide-line">
          {cierres.data.map((row) => (
            <li key={row.id} className="flex flex-wrap items-center justify-between gap-2 py-3 text-sm">
              <span>
                <span className="font-medium">{formatDay(row.dia)}</span> · {row.motivo}
                <span className="block text-muted">{where(row)}</span>
              </span>
              <Button size="sm" variant="secondary" disabled={remove.processing} onClick={() => remove.delete(route('calendario.cierres.destroy', { id: row.id }), { preserveScroll: true })}>
                Quitar<span className="sr-only"> el cierre del {formatDay(row.dia)}</span>
              </Button>
            </li>
          ))}
        </ul>
      )}
      <Pagination links={cierres.links} className="mt-4" preserve />
    </section>
  );
}

/**
 * Calendario (/dashboard/agenda/calendario, Administración): each branch's opening hours (the
 * ones every public page shows, and the test drives' slots) and the days the branches close,
 * seeded with the Canary Islands' holidays.
 */
export default function Calendario({ anyo, anyos, cierres, sedes }: PageProps<'Calendario'>) {
  return (
    <>
      <Head title="Calendario de las sedes" />
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <p className="eyebrow text-accent">Agenda</p>
          <h1 className="mt-2 text-3xl font-semibold tracking-tight sm:text-4xl">Calendario de las sedes</h1>
          <p className="mt-2 text-sm text-muted">El horario de cada sede y los días que cierra. La web y las pruebas de conducción los siguen.</p>
        </div>
        <Link href={route('agenda')} className="text-sm font-semibold underline underline-offset-4">
          Volver a la agenda
        </Link>
      </div>
      <div className="mt-6 max-w-3xl space-y-6">
        <ClosedDays anyo={anyo} anyos={anyos} cierres={cierres} />
        <section aria-labelledby="horarios-sedes" className="space-y-4">
          <h2 id="horarios-sedes" className="text-lg font-semibold">
            Horario de cada sede
          </h2>
          {sedes.map((row) => (
            <BranchWeek key={row.sede} sede={row.sede} semana={row.semana} />
          ))}
        </section>
      </div>
    </>
  );
}

Calendario.layout = StaffLayout;
