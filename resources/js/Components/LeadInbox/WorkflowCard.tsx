import { useForm, usePage } from '@inertiajs/react';
import type { FormEvent } from 'react';
import { SelectField, TextAreaField } from '@/Components/Forms/FormField';
import Button from '@/Components/ui/Button';
import { ESTADOS_SOLICITUD, MOTIVOS_PERDIDA, NOTE_MAX, type EstadoSolicitud, type LeadWorkflow, type MotivoPerdida } from '@contracts/lead-workflow';
import { route } from '@contracts/routes';
import { DetailCard } from './DetailCard';
import Timeline from './Timeline';

const options = (map: Record<string, string>) =>
  Object.entries(map).map(([value, label]) => (
    <option key={value} value={value}>
      {label}
    </option>
  ));

/**
 * The status form: the status the sender saw travels with the change, so a change made by
 * someone else meanwhile is refused (and shown) instead of overwritten.
 */
function StatusForm({ leadId, workflow }: { leadId: number; workflow: LeadWorkflow }) {
  const form = useForm<{ estado: EstadoSolicitud; motivo: MotivoPerdida | '' }>({ estado: workflow.estado, motivo: workflow.motivo ?? '' });
  const unchanged = form.data.estado === workflow.estado && (form.data.estado !== 'perdida' || form.data.motivo === (workflow.motivo ?? ''));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    form.transform((data) => ({
      estado: data.estado,
      motivo: data.estado === 'perdida' ? data.motivo || null : null,
      de: workflow.estado,
      de_motivo: workflow.motivo,
    }));
    form.post(route('solicitudes.estado', { id: leadId }), { preserveScroll: true });
  };
  return (
    <form onSubmit={submit} noValidate className="grid gap-3">
      <SelectField label="Estado" name="estado" value={form.data.estado} error={form.errors.estado} onChange={(e) => form.setData('estado', e.target.value as EstadoSolicitud)}>
        {options(ESTADOS_SOLICITUD)}
      </SelectField>
      {form.data.estado === 'perdida' && (
        <SelectField label="Motivo" name="motivo" required value={form.data.motivo} error={form.errors.motivo} onChange={(e) => form.setData('motivo', e.target.value as MotivoPerdida)}>
          <option value="">Elige el motivo</option>
          {options(MOTIVOS_PERDIDA)}
        </SelectField>
      )}
      <div>
        <Button type="submit" size="sm" disabled={form.processing || unchanged} aria-busy={form.processing || undefined}>
          Guardar estado
        </Button>
      </div>
    </form>
  );
}

/** Who follows the enquiry: take it, hand it to a colleague, or leave it unassigned. */
function AssigneeForm({ leadId, workflow }: { leadId: number; workflow: LeadWorkflow }) {
  const me = usePage().props.auth.user;
  const current = workflow.asignado?.id ?? null;
  const form = useForm<{ asignado_id: string }>({ asignado_id: current === null ? '' : String(current) });
  const send = (asignado: number | null) => {
    form.transform(() => ({ de: current, asignado_id: asignado }));
    form.post(route('solicitudes.asignacion', { id: leadId }), { preserveScroll: true });
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    send(form.data.asignado_id === '' ? null : Number(form.data.asignado_id));
  };
  return (
    <form onSubmit={submit} noValidate className="grid gap-3">
      <p className="text-sm">
        <span className="text-muted">Asignada a </span>
        <strong className="font-semibold">{workflow.asignado?.name ?? 'nadie'}</strong>
      </p>
      {me && current !== me.id && (
        <div>
          <Button size="sm" onClick={() => send(me.id)} disabled={form.processing}>
            Asignármela
          </Button>
        </div>
      )}
      <div className="grid grid-cols-[minmax(0,1fr)_auto] items-end gap-2">
        <SelectField label="Asignar a" name="asignado_id" value={form.data.asignado_id} error={form.errors.asignado_id} onChange={(e) => form.setData('asignado_id', e.target.value)}>
          <option value="">Sin asignar</option>
          {workflow.personal.map((member) => (
            <option key={member.id} value={member.id}>
              {member.name}
            </option>
          ))}
        </SelectField>
        <Button type="submit" variant="secondary" size="sm" className="mb-0.5" disabled={form.processing || form.data.asignado_id === (current === null ? '' : String(current))}>
          Asignar
        </Button>
      </div>
    </form>
  );
}

/** An internal note: staff only, kept in the timeline with its author and time. */
function NoteForm({ leadId }: { leadId: number }) {
  const form = useForm({ texto: '' });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    form.post(route('solicitudes.notas', { id: leadId }), { preserveScroll: true, onSuccess: () => form.reset() });
  };
  return (
    <form onSubmit={submit} noValidate className="grid gap-3">
      <TextAreaField label="Nota interna" name="texto" rows={3} maxLength={NOTE_MAX} value={form.data.texto} error={form.errors.texto} onChange={(e) => form.setData('texto', e.target.value)} />
      <div>
        <Button type="submit" variant="secondary" size="sm" disabled={form.processing || form.data.texto.trim() === ''} aria-busy={form.processing || undefined}>
          Añadir nota
        </Button>
      </div>
    </form>
  );
}

/** The enquiry's follow-up: status, assignee, a note, and the timeline of every change. */
export default function WorkflowCard({ leadId, workflow }: { leadId: number; workflow: LeadWorkflow }) {
  // Each saved change brings the enquiry back as it now is (a new version): the forms start again from it.
  const version = workflow.version;
  return (
    <DetailCard title="Seguimiento">
      <div className="grid gap-6">
        {workflow.motivo && (
          <p className="rounded-xl bg-sand/70 px-3.5 py-2.5 text-sm">
            <span className="text-muted">Motivo de la pérdida: </span>
            {MOTIVOS_PERDIDA[workflow.motivo]}
          </p>
        )}
        <StatusForm key={`estado-${version}`} leadId={leadId} workflow={workflow} />
        <div className="border-t border-line/60 pt-5">
          <AssigneeForm key={`asignado-${version}`} leadId={leadId} workflow={workflow} />
        </div>
        <div className="border-t border-line/60 pt-5">
          <NoteForm key={`nota-${version}`} leadId={leadId} />
        </div>
        <div className="border-t border-line/60 pt-5">
          <h3 className="text-sm font-semibold">Historial</h3>
          <Timeline entries={workflow.timeline} anteriores={workflow.anteriores} />
        </div>
      </div>
    </DetailCard>
  );
}
