import { DRIVE_EVENT_ACTIONS, type DriveEvent, isEstadoSolicitud, MOTIVOS_PERDIDA, type LeadWorkflow, type MotivoPerdida, type StaffMember, type TimelineEntry } from '../../contracts/lead-workflow.ts';
import { route } from '../../contracts/routes.ts';
import type { QuoteDocument } from '../quotes/index.ts';
import type { StaffRow, WorkflowRow } from './lead-workflow.queries.ts';

type Evento = WorkflowRow['eventos'][number];

const isMotivo = (value: string | null): value is MotivoPerdida => value !== null && Object.hasOwn(MOTIVOS_PERDIDA, value);

/** A staff member as the pages see them. */
export const staffMember = (row: StaffRow): StaffMember => ({ id: row.id, name: row.name });

const isDriveAction = (value: unknown): value is DriveEvent['accion'] => (DRIVE_EVENT_ACTIONS as readonly unknown[]).includes(value);
const isCanceller = (value: unknown): value is NonNullable<DriveEvent['por']> => value === 'visitante' || value === 'coche' || value === 'personal';

const motivoLabel = (motivo: string | null) => (motivo && Object.hasOwn(MOTIVOS_PERDIDA, motivo) ? MOTIVOS_PERDIDA[motivo as MotivoPerdida] : motivo);

/** A written quote's entry: its reference, buyer, car, cash price and validity, and its download. */
function quoteEntry(leadId: number, base: Pick<TimelineEntry, 'id' | 'fecha' | 'autor'>, datos: Record<string, unknown>): TimelineEntry | null {
  const documento = datos.documento as Partial<QuoteDocument> | undefined;
  if (typeof datos.referencia !== 'string' || !documento?.coche || !documento.precio || typeof documento.validoHasta !== 'string') return null;
  return {
    ...base,
    tipo: 'presupuesto',
    referencia: datos.referencia,
    comprador: documento.comprador ?? '',
    coche: documento.coche.title,
    precio: documento.precio.cash,
    validoHasta: documento.validoHasta,
    url: `${route('solicitudes.presupuesto', { id: leadId })}?referencia=${encodeURIComponent(datos.referencia)}`,
  };
}

/** A stored event as a timeline entry; an event whose data no longer reads is left out. */
function entry(leadId: number, evento: Evento): TimelineEntry | null {
  const base = { id: `e${evento.id}`, fecha: evento.created_at.toISOString(), autor: evento.user?.name ?? null };
  const datos = (evento.datos ?? {}) as Record<string, unknown>;
  if (evento.tipo === 'nota' && typeof datos.texto === 'string') return { ...base, tipo: 'nota', texto: datos.texto };
  if (evento.tipo === 'asignacion') {
    const to = typeof datos.a === 'number' ? datos.a : null;
    return { ...base, tipo: 'asignacion', a: typeof datos.nombre === 'string' ? datos.nombre : null, propia: to !== null && to === evento.user_id, desactivada: datos.desactivada === true };
  }
  if (evento.tipo === 'presupuesto') return quoteEntry(leadId, base, datos);
  if (evento.tipo === 'prueba' && isDriveAction(datos.accion) && typeof datos.inicio === 'string') {
    return { ...base, tipo: 'prueba', accion: datos.accion, inicio: datos.inicio, ...(isCanceller(datos.por) && { por: datos.por }) };
  }
  if (evento.tipo === 'estado' && isEstadoSolicitud(datos.de) && isEstadoSolicitud(datos.a)) {
    return { ...base, tipo: 'estado', de: datos.de, a: datos.a, motivo: motivoLabel(typeof datos.motivo === 'string' ? datos.motivo : null) };
  }
  return null;
}

/** The enquiry screen's workflow card: status, assignee, who can take it, and the timeline ending with its arrival. */
export function leadWorkflow(id: number, row: WorkflowRow, personal: StaffRow[]): LeadWorkflow {
  const shown = row.eventos.flatMap((evento) => entry(id, evento) ?? []);
  const complete = row.total <= row.eventos.length;
  const arrival: TimelineEntry[] = complete ? [{ id: `r${id}`, tipo: 'recibida', fecha: row.created_at.toISOString(), autor: null }] : [];
  return {
    version: row.eventos[0]?.id ?? 0,
    estado: isEstadoSolicitud(row.estado) ? row.estado : 'nueva',
    motivo: isMotivo(row.motivo_perdida) ? row.motivo_perdida : null,
    asignado: row.asignado && staffMember(row.asignado),
    personal: personal.map(staffMember),
    timeline: [...shown, ...arrival],
    anteriores: row.total - row.eventos.length,
  };
}
