import { Head, Link, router, useForm } from '@inertiajs/react';
import type { FormEvent } from 'react';
import type { Ausencia, HorarioDia } from '@contracts/agenda';
import WeekHours from '@/Components/Agenda/WeekHours';
import { formatDay } from '@contracts/format';
import type { PageProps } from '@contracts/page-registry';
import { route } from '@contracts/routes';
import { branches } from '@contracts/site';
import { SelectField, TextField } from '@/Components/Forms/FormField';
import Pagination from '@/Components/Pagination';
import Button from '@/Components/ui/Button';
import StaffLayout from '@/Layouts/StaffLayout';

const card = 'rounded-2xl border border-line/80 bg-white p-5 shadow-card sm:p-6';

/** The week: for each day, whether they work and from when to when; Administración also sets the branch. */
function WeekForm({ persona, semana, todos }: Pick<PageProps<'Horarios'>, 'persona' | 'semana' | 'todos'>) {
  const form = useForm<{ sede_id: string; semana: HorarioDia[] }>({ sede_id: persona.sede_id === null ? '' : String(persona.sede_id), semana });
  const setDay = (dia: number, change: Partial<HorarioDia>) => form.setData('semana', form.data.semana.map((row) => (row.dia === dia ? { ...row, ...change } : row)));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    form.transform((data) => ({ ...data, sede_id: data.sede_id === '' ? null : Number(data.sede_id) }));
    form.post(route('horarios.update', { id: persona.id }), { preserveScroll: true });
  };
  return (
    <form onSubmit={submit} noValidate className={card}>
      <h2 className="text-lg font-semibold">Sede y horario semanal</h2>
      <p className="mt-1 text-sm text-muted">Las pruebas se reservan solo dentro de este horario y del de la sede.</p>
      {todos && (
        <SelectField label="Sede" className="mt-4 max-w-xs" value={form.data.sede_id} error={form.errors.sede_id} onChange={(event) => form.setData('sede_id', event.target.value)}>
          <option value="">Sin sede (no atiende pruebas)</option>
          {branches.map((branch) => (
            <option key={branch.id} value={branch.id}>
              {branch.name}
            </option>
          ))}
        </SelectField>
      )}
      <WeekHours semana={form.data.semana} errors={form.errors} onChange={setDay} />
      <Button type="submit" className="mt-4" disabled={form.processing} aria-busy={form.processing || undefined}>
        Guardar horario
      </Button>
    </form>
  );
}

/** Whole days off: added here (refused over a booked drive), listed with 'Quitar'. */
function Absences({ personaId, ausencias }: { personaId: number; ausencias: PageProps<'Horarios'>['ausencias'] }) {
  const form = useForm({ desde: '', hasta: '', motivo: '' });
  const remove = useForm({});
  const submit = (event: FormEvent) => {
    event.preventDefault();
    form.post(route('horarios.ausencias.store', { id: personaId }), { preserveScroll: true, onSuccess: () => form.reset() });
  };
  const label = (row: Ausencia) => (row.desde === row.hasta ? formatDay(row.desde) : `Del ${formatDay(row.desde)} al ${formatDay(row.hasta)}`);
  return (
    <section aria-labelledby="ausencias" className={card}>
      <h2 id="ausencias" className="text-lg font-semibold">
        Ausencias
      </h2>
      <p className="mt-1 text-sm text-muted">Vacaciones, formación o cualquier día sin atender pruebas.</p>
      <form onSubmit={submit} noValidate className="mt-4 grid gap-3 sm:grid-cols-[1fr_1fr_2fr_auto] sm:items-end">
        <TextField label="Desde" type="date" required value={form.data.desde} error={form.errors.desde} onChange={(event) => form.setData('desde', event.target.value)} />
        <TextField label="Hasta" type="date" required value={form.data.hasta} error={form.errors.hasta} onChange={(event) => form.setData('hasta', event.target.value)} />
        <TextField label="Motivo" maxLength={120} value={form.data.motivo} error={form.errors.motivo} onChange={(event) => form.setData('motivo', event.target.value)} />
        <Button type="submit" disabled={form.processing}>
          Añadir
        </Button>
      </form>
      {ausencias.data.length === 0 ? (
        <p className="mt-5 text-sm text-muted">Sin ausencias próximas.</p>
      ) : (
        <ul className="mt-5 divide-y divide-line">
          {ausencias.data.map((row) => (
            <li key={row.id} className="flex flex-wrap items-center justify-between gap-2 py-3 text-sm">
              <span>
                <span className="font-medium">{label(row)}</span>
                {row.motivo && <span className="block text-muted">{row.motivo}</span>}
              </span>
              <Button size="sm" variant="secondary" disabled={remove.processing} onClick={() => remove.delete(route('agenda.bloqueos.destroy', { id: row.id }), { preserveScroll: true })}>
                Quitar<span className="sr-only"> la ausencia: {label(row)}</span>
              </Button>
            </li>
          ))}
        </ul>
      )}
      <Pagination links={ausencias.links} className="mt-4" preserve />
    </section>
  );
}

/**
 * Horarios (/dashboard/horarios): a salesperson's branch, week and time off, which the free
 * test-drive slots follow. Each person keeps their own; Administración keeps everyone's.
 */
export default function Horarios({ persona, personas, todos, semana, ausencias }: PageProps<'Horarios'>) {
  return (
    <>
      <Head title="Horarios" />
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <p className="eyebrow text-accent">Agenda</p>
          <h1 className="mt-2 text-3xl font-semibold tracking-tight sm:text-4xl">Horarios</h1>
          <p className="mt-2 text-sm text-muted">{todos ? `El horario y las ausencias de ${persona.nombre}.` : 'Tu horario y tus ausencias.'}</p>
        </div>
        <Link href={route('agenda')} className="text-sm font-semibold underline underline-offset-4">
          Volver a la agenda
        </Link>
      </div>
      {todos && (
        <SelectField label="Persona" className="mt-6 max-w-sm" value={persona.id} onChange={(event) => router.get(route('horarios'), { persona: event.target.value })}>
          {personas.map((person) => (
            <option key={person.id} value={person.id}>
              {person.nombre}
            </option>
          ))}
        </SelectField>
      )}
      <div className="mt-6 max-w-3xl space-y-6">
        <WeekForm key={persona.id} persona={persona} semana={semana} todos={todos} />
        <Absences key={`a${persona.id}`} personaId={persona.id} ausencias={ausencias} />
      </div>
    </>
  );
}

Horarios.layout = StaffLayout;
