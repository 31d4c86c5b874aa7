import { Head, Link } from '@inertiajs/react';
import { useMemo, useState } from 'react';
import { AGENDA_VISTAS, type AgendaDay, type AgendaDrive, type AgendaFilters, type AgendaVista } from '@contracts/agenda';
import { formatDay } from '@contracts/format';
import { createTranslator } from '@contracts/i18n';
import type { PageProps } from '@contracts/page-registry';
import { route } from '@contracts/routes';
import { branches } from '@contracts/site';
import BlockCard from '@/Components/Agenda/BlockCard';
import BlockDialog from '@/Components/Agenda/BlockDialog';
import DriveCard from '@/Components/Agenda/DriveCard';
import MoveDialog from '@/Components/Agenda/MoveDialog';
import { SelectField, TextField } from '@/Components/Forms/FormField';
import { SlotTextsContext } from '@/Components/TestDrive/slot-texts';
import { CalendarIcon, PlusIcon } from '@/Components/icons/staff';
import Button, { buttonClass } from '@/Components/ui/Button';
import { useListFilters } from '@/hooks/useListFilters';
import StaffLayout from '@/Layouts/StaffLayout';

/** The Agenda's query: only what is set. */
function agendaQuery(filters: AgendaFilters): Record<string, string> {
  return { sede: String(filters.sede), ...(filters.vendedor !== null && { vendedor: String(filters.vendedor) }), fecha: filters.fecha, vista: filters.vista };
}

const weekday = new Intl.DateTimeFormat('es-ES', { weekday: 'long', timeZone: 'UTC' });

/** A day's drives and blocked time, by start. */
function inOrder(day: AgendaDay) {
  const items = [...day.pruebas.map((drive) => ({ kind: 'drive' as const, drive, inicio: drive.inicio })), ...day.bloqueos.map((block) => ({ kind: 'block' as const, block, inicio: block.inicio }))];
  return items.sort((a, b) => a.inicio.localeCompare(b.inicio));
}

/** One day: its heading (with the branch's hours or why it is closed), its drives and its blocked time. */
function DaySection({ day, hoy, onMove }: { day: AgendaDay; hoy: string; onMove: (drive: AgendaDrive) => void }) {
  const name = weekday.format(new Date(`${day.fecha}T00:00:00Z`));
  const empty = day.pruebas.length === 0 && day.bloqueos.length === 0;
  return (
    <section aria-labelledby={`dia-${day.fecha}`} className="space-y-3">
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1 border-b border-line pb-2">
        <h2 id={`dia-${day.fecha}`} className="text-lg font-semibold first-letter:uppercase">
          {name}, {formatDay(day.fecha)}
          {day.fecha === hoy && <span className="ml-2 rounded-full bg-accent px-2 py-0.5 align-middle text-xs font-semibold text-white">Hoy</span>}
        </h2>
        <p className="text-sm text-muted">{day.cierre ? `Cerrado: ${day.cierre}` : day.horario ? `Abierto de ${day.horario.abre} a ${day.horario.cierra}` : 'Cerrado'}</p>
      </div>
      {empty ? (
        <p className="text-sm text-muted">Sin pruebas.</p>
      ) : (
        <div className="grid items-start gap-3 md:grid-cols-2 xl:grid-cols-3">
          {inOrder(day).map((item) =>
            item.kind === 'drive' ? <DriveCard key={`p${item.drive.id}`} drive={item.drive} onMove={onMove} /> : <BlockCard key={`b${item.block.id}`} block={item.block} />,
          )}
        </div>
      )}
    </section>
  );
}

/**
 * Agenda (/dashboard/agenda): the test drives booked at a branch, a day or a week at a time,
 * for the whole branch or one salesperson; each booked drive is moved, cancelled, reassigned or
 * marked done or no-show here, and time is blocked so no drive is booked in it.
 */
export default function Agenda({ filtros, vendedores, dias, anterior, siguiente, hoy, todos, yo, textos }: PageProps<'Agenda'>) {
  const { controls, change, busy } = useListFilters(filtros, { url: route('agenda'), query: agendaQuery });
  const [moving, setMoving] = useState<AgendaDrive | null>(null);
  const [blocking, setBlocking] = useState(false);
  const slotTexts = useMemo(() => createTranslator('es', textos), [textos]);
  const drives = dias.reduce((count, day) => count + day.pruebas.filter((drive) => drive.estado === 'reservada').length, 0);
  const blockable = todos ? vendedores : vendedores.filter((person) => person.id === yo);
  return (
    <>
      <Head title="Agenda" />
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <p className="eyebrow text-accent">Pruebas de conducción</p>
          <h1 className="mt-2 text-3xl font-semibold tracking-tight sm:text-4xl">Agenda</h1>
          <p className="mt-2 text-sm text-muted" aria-live="polite">
            {drives === 1 ? '1 prueba reservada' : `${drives} pruebas reservadas`} {filtros.vista === 'dia' ? 'este día' : 'esta semana'}.
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Link href={route('horarios')} className={buttonClass('secondary')}>
            {todos ? 'Horarios del equipo' : 'Mis horarios'}
          </Link>
          {todos && (
            <Link href={route('calendario')} className={buttonClass('secondary')}>
              Calendario de las sedes
            </Link>
          )}
          {blockable.length > 0 && (
            <Button variant="secondary" onClick={() => setBlocking(true)} aria-haspopup="dialog">
              <PlusIcon />
              Bloquear tiempo
            </Button>
          )}
        </div>
      </div>

      <section aria-label="Filtros" className="mt-6 grid grid-cols-2 gap-3 rounded-2xl border border-line/80 bg-white p-4 shadow-card sm:gap-4 sm:p-5 lg:grid-cols-4">
        <SelectField label="Sede" value={controls.sede} onChange={(event) => change({ sede: Number(event.target.value), vendedor: null })}>
          {branches.map((branch) => (
            <option key={branch.id} value={branch.id}>
              {branch.name}
            </option>
          ))}
        </SelectField>
        <SelectField label="Persona" value={controls.vendedor ?? ''} onChange={(event) => change({ vendedor: event.target.value ? Number(event.target.value) : null })}>
          <option value="">Toda la sede</option>
          {vendedores.map((person) => (
            <option key={person.id} value={person.id}>
              {person.nombre}
            </option>
          ))}
        </SelectField>
        <SelectField label="Vista" value={controls.vista} onChange={(event) => change({ vista: event.target.value as AgendaVista })}>
          {Object.entries(AGENDA_VISTAS).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </SelectField>
        <TextField label="Día" type="date" value={controls.fecha} onChange={(event) => event.target.value && change({ fecha: event.target.value })} />
      </section>

      <nav aria-label={filtros.vista === 'dia' ? 'Días' : 'Semanas'} className="mt-6 flex flex-wrap items-center gap-2">
        <Button variant="secondary" size="sm" onClick={() => change({ fecha: anterior })}>
          ‹ {filtros.vista === 'dia' ? 'Día anterior' : 'Semana anterior'}
        </Button>
        <Button variant="secondary" size="sm" onClick={() => change({ fecha: hoy })} disabled={controls.fecha === hoy}>
          <CalendarIcon className="size-4" />
          Hoy
        </Button>
        <Button variant="secondary" size="sm" onClick={() => change({ fecha: siguiente })}>
          {filtros.vista === 'dia' ? 'Día siguiente' : 'Semana siguiente'} ›
        </Button>
      </nav>

      <div aria-busy={busy || undefined} className={`mt-6 space-y-8 transition-opacity ${busy ? 'opacity-60' : ''}`}>
        {dias.map((day) => (
          <DaySection key={day.fecha} day={day} hoy={hoy} onMove={setMoving} />
        ))}
      </div>

      {moving?.huecos && (
        <SlotTextsContext value={slotTexts}>
          <MoveDialog drive={moving} huecos={moving.huecos} onClose={() => setMoving(null)} />
        </SlotTextsContext>
      )}
      {blocking && <BlockDialog people={blockable} dia={filtros.fecha} onClose={() => setBlocking(false)} />}
    </>
  );
}

Agenda.layout = StaffLayout;
