import { useId } from 'react';
import { ChevronDownIcon, SearchIcon } from '@/Components/icons/site';
import { ENTREGAS, IDIOMAS, ORIGENES, PERIODOS, LEAD_SEARCH_MAX, type LeadFilters as Filters } from '@contracts/lead-inbox';
import { ESTADOS_SOLICITUD, type StaffMember } from '@contracts/lead-workflow';

interface Props {
  controls: Filters;
  onChange: (change: Partial<Filters>) => void;
  /** The 'Asignada a' choices besides 'Mis solicitudes' and 'Sin asignar'. */
  personal: StaffMember[];
}

const label = 'mb-1.5 block text-[13px] font-medium text-ink/80';
const field =
  'h-11 w-full rounded-xl border border-line bg-white text-[15px] text-ink shadow-[inset_0_1px_1px_rgb(11_11_12/0.03)] transition-colors hover:border-ink/30 focus-visible:border-ink focus-visible:outline-none focus-visible:ring-1 focus-visible:ring-ink';

/** A labelled native select over [value, label] choices in their order; the empty choice means "any". */
function ChoiceSelect<K extends string>({ title, anyLabel, choices, value, onChange }: { title: string; anyLabel: string; choices: [K, string][]; value: K | null; onChange: (value: K | null) => void }) {
  const id = useId();
  return (
    <div className="min-w-0">
      <label htmlFor={id} className={label}>
        {title}
      </label>
      <div className="relative">
        <select id={id} value={value ?? ''} onChange={(event) => onChange((event.target.value || null) as K | null)} className={`${field} cursor-pointer appearance-none truncate pr-10 pl-3.5`}>
          <option value="">{anyLabel}</option>
          {choices.map(([key, text]) => (
            <option key={key} value={key}>
              {text}
            </option>
          ))}
        </select>
        <ChevronDownIcon className="pointer-events-none absolute top-1/2 right-3.5 size-4 -translate-y-1/2 text-muted" />
      </div>
    </div>
  );
}

/** A label map's entries, typed by its keys (its order: none of these keys looks like a number). */
const entries = <K extends string>(map: Record<K, string>) => Object.entries(map) as [K, string][];

const PERIOD_CHOICES = [['', 'Todo'], ...Object.entries(PERIODOS)] as [Filters['periodo'] | '', string][];

/** Received: all, today, this week, this month (the dashboard's periods), as one radio group of pills. */
function PeriodoPills({ value, onChange }: { value: Filters['periodo']; onChange: (value: Filters['periodo']) => void }) {
  const name = useId();
  return (
    <fieldset className="min-w-0">
      <legend className={label}>Recibidas</legend>
      <div className="grid h-11 grid-cols-4 rounded-xl bg-sand/70 p-1">
        {PERIOD_CHOICES.map(([key, text]) => {
          const on = (value ?? '') === key;
          return (
            <label
              key={key}
              className={`grid cursor-pointer place-items-center rounded-lg px-2 text-[13px] font-semibold whitespace-nowrap transition-colors has-focus-visible:ring-2 has-focus-visible:ring-accent ${on ? 'bg-white text-ink shadow-sm' : 'text-muted hover:text-ink'}`}
            >
              <input type="radio" name={name} checked={on} onChange={() => onChange(key || null)} className="sr-only" />
              {text}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}

/** The list's filters: text search, workflow status, assignee, origen, delivery state and period. */
export default function LeadFilterBar({ controls, onChange, personal }: Props) {
  const searchId = useId();
  const assignees: [string, string][] = [['yo', 'Mis solicitudes'], ['nadie', 'Sin asignar'], ...personal.map((member): [string, string] => [String(member.id), member.name])];
  return (
    <section aria-label="Filtros" className="grid grid-cols-2 gap-3 rounded-2xl border border-line/80 bg-white p-4 shadow-card sm:gap-4 sm:p-5 xl:grid-cols-4">
      <div className="col-span-2 min-w-0">
        <label htmlFor={searchId} className={label}>
          Buscar
        </label>
        <div className="relative">
          <SearchIcon className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted" />
          <input
            id={searchId}
            type="search"
            value={controls.q}
            maxLength={LEAD_SEARCH_MAX}
            placeholder="Nombre, apellidos, correo o teléfono"
            onChange={(event) => onChange({ q: event.target.value })}
            className={`${field} pr-3 pl-9 placeholder:text-muted/70`}
          />
        </div>
      </div>
      <ChoiceSelect title="Estado" anyLabel="Todos" choices={entries(ESTADOS_SOLICITUD)} value={controls.estado} onChange={(estado) => onChange({ estado })} />
      <ChoiceSelect title="Asignada a" anyLabel="Cualquiera" choices={assignees} value={controls.asignado} onChange={(asignado) => onChange({ asignado })} />
      <ChoiceSelect title="Origen" anyLabel="Todos" choices={entries(ORIGENES)} value={controls.origen} onChange={(origen) => onChange({ origen })} />
      <ChoiceSelect title="Entrega" anyLabel="Todas" choices={entries(ENTREGAS)} value={controls.entrega} onChange={(entrega) => onChange({ entrega })} />
      <ChoiceSelect title="Idioma" anyLabel="Todos" choices={entries(IDIOMAS)} value={controls.idioma} onChange={(idioma) => onChange({ idioma })} />
      <div className="col-span-2">
        <PeriodoPills value={controls.periodo} onChange={(periodo) => onChange({ periodo })} />
      </div>
    </section>
  );
}
