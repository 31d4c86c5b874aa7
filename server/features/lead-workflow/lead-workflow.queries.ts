import type { EstadoSolicitud, MotivoPerdida } from '../../contracts/lead-workflow.ts';
import { CONTACT_DEADLINE_HOURS, TIMELINE_LIMIT } from '../../contracts/lead-workflow.ts';
import { db, transaction, type Prisma } from '../../db/client.ts';
import { enqueue } from '../../jobs/queue.ts';

/**
 * The enquiry workflow's reads and writes. Each change applies only while the enquiry still has
 * what its sender saw (compare-and-set in one UPDATE), and writes its timeline entry in the same
 * transaction: two people changing one enquiry at once never overwrite each other unseen.
 */

export type WriteOutcome = 'done' | 'conflict' | 'missing';

/** What a failed compare-and-set means: the enquiry changed meanwhile, or it is gone. */
async function failure(tx: Prisma.TransactionClient, id: number): Promise<WriteOutcome> {
  return (await tx.lead.findUnique({ where: { id }, select: { id: true } })) ? 'conflict' : 'missing';
}

/** Moves an enquiry from `de` to `estado` (a lost one with its reason). */
export function changeEstado(id: number, actorId: number, change: { de: EstadoSolicitud; estado: EstadoSolicitud; motivo: MotivoPerdida | null }): Promise<WriteOutcome> {
  return transaction(async (tx) => {
    const motivo = change.estado === 'perdida' ? change.motivo : null;
    const updated = await tx.lead.updateMany({ where: { id, estado: change.de }, data: { estado: change.estado, motivo_perdida: motivo } });
    if (updated.count === 0) return failure(tx, id);
    await tx.leadEvento.create({ select: { id: true }, data: { lead_id: id, user_id: actorId, tipo: 'estado', datos: { de: change.de, a: change.estado, motivo } } });
    return 'done';
  });
}

/**
 * Assigns an enquiry assigned to `de` (null: nobody) to `to` (null: nobody), which must be an
 * active, verified account. Someone else than the sender is mailed: the 'lead-assignment' job is
 * queued in the same transaction.
 */
export function assign(id: number, actorId: number, change: { de: number | null; to: StaffRow | null }): Promise<WriteOutcome> {
  return transaction(async (tx) => {
    const updated = await tx.lead.updateMany({ where: { id, asignado_id: change.de }, data: { asignado_id: change.to?.id ?? null } });
    if (updated.count === 0) return failure(tx, id);
    const datos = { de: change.de, a: change.to?.id ?? null, nombre: change.to?.name ?? null };
    await tx.leadEvento.create({ select: { id: true }, data: { lead_id: id, user_id: actorId, tipo: 'asignacion', datos } });
    if (change.to && change.to.id !== actorId) await enqueue('lead-assignment', { leadId: id, userId: change.to.id }, { tx });
    return 'done';
  });
}

/** Adds an internal note (notes never conflict: each is its own row). */
export function addNote(id: number, actorId: number, texto: string): Promise<WriteOutcome> {
  return transaction(async (tx) => {
    if (!(await tx.lead.findUnique({ where: { id }, select: { id: true } }))) return 'missing';
    await tx.leadEvento.create({ select: { id: true }, data: { lead_id: id, user_id: actorId, tipo: 'nota', datos: { texto } } });
    return 'done';
  });
}

const STAFF_ROW = { id: true, name: true } as const;
export type StaffRow = { id: number; name: string };

/** Who an enquiry can be assigned to: active accounts that have signed up (chosen a password), by name. */
export function assignableStaff(): Promise<StaffRow[]> {
  return db().user.findMany({ select: STAFF_ROW, where: { desactivado_at: null, email_verified_at: { not: null } }, orderBy: [{ name: 'asc' }, { id: 'asc' }] });
}

export function findAssignable(id: number): Promise<StaffRow | null> {
  return db().user.findFirst({ select: STAFF_ROW, where: { id, desactivado_at: null, email_verified_at: { not: null } } });
}

/** The workflow of one enquiry: its status, assignee and newest timeline entries, or null. */
export async function findWorkflow(id: number) {
  const [lead, eventos, total] = await Promise.all([
    db().lead.findUnique({ where: { id }, select: { estado: true, motivo_perdida: true, created_at: true, asignado: { select: STAFF_ROW } } }),
    db().leadEvento.findMany({
      where: { lead_id: id },
      select: { id: true, tipo: true, datos: true, created_at: true, user: { select: { name: true } } },
      orderBy: [{ created_at: 'desc' }, { id: 'desc' }],
      take: TIMELINE_LIMIT,
    }),
    db().leadEvento.count({ where: { lead_id: id } }),
  ]);
  return lead && { ...lead, eventos, total };
}

export type WorkflowRow = NonNullable<Awaited<ReturnType<typeof findWorkflow>>>;

/** What the assignment mail says: the enquiry, while it is still assigned to `userId`, and that account, while active. */
export function findAssignment(leadId: number, userId: number) {
  return db().lead.findFirst({
    where: { id: leadId, asignado_id: userId, asignado: { desactivado_at: null } },
    select: {
      id: true,
      source: true,
      nombre: true,
      apellidos: true,
      created_at: true,
      asignado: { select: { name: true, email: true } },
      coche: { select: { nombre: true, marca: { select: { nombre: true } }, modelo: { select: { nombre: true } } } },
    },
  });
}

/** Enquiries nobody has contacted in time: still 'nueva' CONTACT_DEADLINE_HOURS after they arrived. */
export function uncontactedWhere(now = Date.now()): Prisma.LeadWhereInput {
  return { estado: 'nueva', created_at: { lt: new Date(now - CONTACT_DEADLINE_HOURS * 3_600_000) } };
}

/** The panel's follow-up counters: new and unassigned, not contacted in time, and the viewer's open ones. */
export async function followUpCounters(viewerId: number): Promise<{ sinAsignar: number; sinContacto: number; mias: number }> {
  const [sinAsignar, sinContacto, mias] = await Promise.all([
    db().lead.count({ where: { estado: 'nueva', asignado_id: null } }),
    db().lead.count({ where: uncontactedWhere() }),
    db().lead.count({ where: { asignado_id: viewerId, estado: { notIn: ['vendida', 'perdida'] } } }),
  ]);
  return { sinAsignar, sinContacto, mias };
}
