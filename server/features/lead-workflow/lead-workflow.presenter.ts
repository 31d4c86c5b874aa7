import { isEstadoSolicitud, MOTIVOS_PERDIDA, type LeadWorkflow, type MotivoPerdida, type TimelineEntry } from '../../contracts/lead-workflow.ts';
import type { StaffRow, WorkflowRow } from './lead-workflow.queries.ts';

type Evento = WorkflowRow['eventos'][number];

export const motivoLabel = (motivo: string | null) => (motivo && Object.hasOwn(MOTIVOS_PERDIDA, motivo) ? MOTIVOS_PERDIDA[motivo as MotivoPerdida] : motivo);

/** A stored event as a timeline entry; an event whose data no longer reads is left out. */
function entry(evento: Evento): TimelineEntry | null {
  const base = { id: `e${evento.id}`, fecha: evento.created_at.toISOString(), autor: evento.user?.name ?? null };
  const datos = (evento.datos ?? {}) as Record<string, unknown>;
  if (evento.tipo === 'nota' && typeof datos.texto === 'string') return { ...base, tipo: 'nota', texto: datos.texto };
  if (evento.tipo === 'asignacion') return { ...base, tipo: 'asignacion', a: typeof datos.nombre === 'string' ? datos.nombre : null };
  if (evento.tipo === 'estado' && isEstadoSolicitud(datos.de) && isEstadoSolicitud(datos.a)) {
    return { ...base, tipo: 'estado', de: datos.de, a: datos.a, motivo: motivoLabel(typeof datos.motivo === 'string' ? datos.motivo : null) };
  }
  return null;
}

/** The enquiry screen's workflow card: status, assignee, who can take it, and the timeline ending with its arrival. */
export function leadWorkflow(id: number, row: WorkflowRow, personal: StaffRow[]): LeadWorkflow {
  const shown = row.eventos.flatMap((evento) => entry(evento) ?? []);
  const complete = row.total <= row.eventos.length;
  const arrival: TimelineEntry[] = complete ? [{ id: `r${id}`, tipo: 'recibida', fecha: row.created_at.toISOString(), autor: null }] : [];
  return {
    estado: isEstadoSolicitud(row.estado) ? row.estado : 'nueva',
    motivo: motivoLabel(row.motivo_perdida),
    asignado: row.asignado,
    personal,
    timeline: [...shown, ...arrival],
    anteriores: row.total - row.eventos.length,
  };
}
