import type { DriveEvent, EstadoSolicitud, MotivoPerdida } from '../../contracts/lead-workflow.ts';
import { CONTACT_DEADLINE_HOURS } from '../../contracts/lead-workflow.ts';
import { db, transaction, type Prisma } from '../../db/client.ts';
import { enqueue } from '../../jobs/queue.ts';
import { withNamedCars } from '../catalogue/index.ts';

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

/** Moves an enquiry from `de` (a lost one's `deMotivo`) to `estado` (a lost one with its reason). */
export function changeEstado(
  id: number,
  actorId: number,
  change: { de: EstadoSolicitud; deMotivo: MotivoPerdida | null; estado: EstadoSolicitud; motivo: MotivoPerdida | null },
): Promise<WriteOutcome> {
  return transaction(async (tx) => {
    const motivo = change.estado === 'perdida' ? change.motivo : null;
    const seen = { estado: change.de, motivo_perdida: change.de === 'perdida' ? change.deMotivo : null };
    const updated = await tx.lead.updateMany({ where: { id, ...seen }, data: { estado: change.estado, motivo_perdida: motivo } });
    if (updated.count === 0) return failure(tx, id);
    await tx.leadEvento.create({ select: { id: true }, data: { lead_id: id, user_id: actorId, tipo: 'estado', datos: { de: change.de, a: change.estado, motivo } } });
    return 'done';
  });
}

/**
 * Assigns an enquiry assigned to `de` (null: nobody) to `to` (null: nobody), which must still be
 * an active, verified account when the change is written ('unassignable' otherwise). Someone else
 * than the sender is mailed: the 'lead-assignment' job is queued in the same transaction.
 */
export function assign(id: number, actorId: number, change: { de: number | null; to: StaffRow | null }): Promise<WriteOutcome | 'unassignable'> {
  return transaction(async (tx) => {
    // Shares the staff accounts' lock (staff.queries.ts): a deactivation running alongside either
    // waits for this assignment (and then takes the enquiry back) or is seen by it.
    await tx.$executeRaw`SELECT pg_advisory_xact_lock_shared(hashtext('gtcars.users.roles'))`;
    if (change.to && !(await tx.user.findFirst({ select: { id: true }, where: { id: change.to.id, ...ASSIGNABLE } }))) return 'unassignable';
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

/** The car an enquiry is about: its id, null when none; 'missing' when there is no such enquiry. */
export async function leadQuoteFacts(id: number): Promise<{ coche_id: number | null; idioma: string } | 'missing'> {
  return (await db().lead.findUnique({ where: { id }, select: { coche_id: true, idioma: true } })) ?? 'missing';
}

/**
 * Writes a written quote on an enquiry's timeline: the entry first, for its id to name the quote
 * (`document(id)`), then the document as printed, in one transaction; 'missing' when the enquiry is gone.
 */
export function addQuote(id: number, actorId: number, document: (eventId: number) => Promise<{ referencia: string } & object>): Promise<WriteOutcome> {
  return transaction(async (tx) => {
    if (!(await tx.lead.findUnique({ where: { id }, select: { id: true } }))) return 'missing';
    const evento = await tx.leadEvento.create({ select: { id: true }, data: { lead_id: id, user_id: actorId, tipo: 'presupuesto' } });
    const documento = await document(evento.id);
    await tx.leadEvento.update({ where: { id: evento.id }, data: { datos: { referencia: documento.referencia, documento } as Prisma.InputJsonObject }, select: { id: true } });
    return 'done';
  });
}

/** A written quote of an enquiry as printed: the one with `referencia`, or its latest; null when none. */
export async function findQuote(id: number, referencia: string | null): Promise<unknown> {
  const evento = await db().leadEvento.findFirst({
    where: { lead_id: id, tipo: 'presupuesto', ...(referencia ? { datos: { path: ['referencia'], equals: referencia } } : {}) },
    select: { datos: true },
    orderBy: [{ created_at: 'desc' }, { id: 'desc' }],
  });
  return evento ? (evento.datos as { documento?: unknown }).documento ?? null : null;
}

const STAFF_ROW = { id: true, name: true } as const;
export type StaffRow = { id: number; name: string };

/** Accounts an enquiry can be assigned to: active, and signed up (password chosen). */
const ASSIGNABLE = { desactivado_at: null, email_verified_at: { not: null } } satisfies Prisma.UserWhereInput;

/** Who an enquiry can be assigned to, by name. */
export function assignableStaff(): Promise<StaffRow[]> {
  return db().user.findMany({ select: STAFF_ROW, where: ASSIGNABLE, orderBy: [{ name: 'asc' }, { id: 'asc' }] });
}

export function findAssignable(id: number): Promise<StaffRow | null> {
  return db().user.findFirst({ select: STAFF_ROW, where: { id, ...ASSIGNABLE } });
}

/**
 * The open enquiries of an account being deactivated go back to nobody, each with its timeline
 * entry by `actorId`, inside the deactivation's transaction: they count again as unassigned.
 */
export async function unassignOpenLeads(tx: Prisma.TransactionClient, userId: number, actorId: number): Promise<void> {
  await tx.$executeRaw`
    WITH liberadas AS (
      UPDATE leads SET asignado_id = NULL WHERE asignado_id = ${userId} AND estado NOT IN ('vendida', 'perdida') RETURNING id
    )
    INSERT INTO lead_eventos (lead_id, user_id, tipo, datos)
    SELECT id, ${actorId}, 'asignacion', jsonb_build_object('de', ${userId}::int, 'a', NULL, 'nombre', NULL, 'desactivada', true) FROM liberadas`;
}

/** The workflow of one enquiry: its status, assignee and `limit` newest timeline entries, or null; read in one snapshot. */
export function findWorkflow(id: number, limit: number) {
  return db().$transaction(async (tx) => {
    const lead = await tx.lead.findUnique({ where: { id }, select: { estado: true, motivo_perdida: true, created_at: true, asignado: { select: STAFF_ROW } } });
    if (!lead) return null;
    const eventos = await tx.leadEvento.findMany({
      where: { lead_id: id },
      select: { id: true, tipo: true, datos: true, created_at: true, user_id: true, user: { select: { name: true } } },
      orderBy: [{ created_at: 'desc' }, { id: 'desc' }],
      take: limit,
    });
    const total = await tx.leadEvento.count({ where: { lead_id: id } });
    return { ...lead, eventos, total };
  }, { isolationLevel: 'RepeatableRead' });
}

export type WorkflowRow = NonNullable<Awaited<ReturnType<typeof findWorkflow>>>;

/** What the assignment mail says: the enquiry, while it is still assigned to `userId`, and that account, while active. */
export async function findAssignment(leadId: number, userId: number) {
  const lead = await db().lead.findFirst({
    where: { id: leadId, asignado_id: userId, asignado: { desactivado_at: null } },
    select: {
      id: true,
      source: true,
      nombre: true,
      apellidos: true,
      created_at: true,
      asignado: { select: { name: true, email: true } },
      coche_id: true,
    },
  });
  return lead && (await withNamedCars([lead]))[0]!;
}

/** Enquiries still being worked: neither sold nor lost. */
export const OPEN = { estado: { notIn: ['vendida', 'perdida'] } } satisfies Prisma.LeadWhereInput;

/** Enquiries nobody has contacted in time: still 'nueva' CONTACT_DEADLINE_HOURS after they arrived. */
export function uncontactedWhere(now = Date.now()): Prisma.LeadWhereInput {
  return { estado: 'nueva', created_at: { lt: new Date(now - CONTACT_DEADLINE_HOURS * 3_600_000) } };
}

/** The panel's follow-up counters: new and unassigned, not contacted in time, and the viewer's open ones. */
export async function followUpCounters(viewerId: number): Promise<{ sinAsignar: number; sinContacto: number; mias: number }> {
  const [sinAsignar, sinContacto, mias] = await Promise.all([
    db().lead.count({ where: { estado: 'nueva', asignado_id: null } }),
    db().lead.count({ where: uncontactedWhere() }),
    db().lead.count({ where: { asignado_id: viewerId, ...OPEN } }),
  ]);
  return { sinAsignar, sinContacto, mias };
}

/**
 * Assigns a new enquiry to `to` inside the caller's transaction, with its timeline entry by
 * nobody (the site did it: a booked test drive goes to its salesperson), and mails them.
 */
export function assignNewLead(tx: Prisma.TransactionClient, leadId: number, to: StaffRow): Promise<void> {
  return handOverLead(tx, leadId, { de: null, to }, null);
}

/**
 * Gives an enquiry to `to` inside the caller's transaction, when something else moved its work
 * to them (a test drive moved to another salesperson): the timeline says who did it (`actorId`,
 * null: the site), and `to` is mailed unless they did it themselves.
 */
export async function handOverLead(tx: Prisma.TransactionClient, leadId: number, change: { de: number | null; to: StaffRow }, actorId: number | null): Promise<void> {
  const { de, to } = change;
  await tx.lead.update({ where: { id: leadId }, data: { asignado_id: to.id }, select: { id: true } });
  await tx.leadEvento.create({ select: { id: true }, data: { lead_id: leadId, user_id: actorId, tipo: 'asignacion', datos: { de, a: to.id, nombre: to.name } } });
  if (to.id !== actorId) await enqueue('lead-assignment', { leadId, userId: to.id }, { tx });
}

/** Writes what happened to an enquiry's test drive on its timeline (`actorId` null: the visitor or the site). */
export async function recordDriveEvent(tx: Prisma.TransactionClient, leadId: number, actorId: number | null, datos: DriveEvent): Promise<void> {
  await tx.leadEvento.create({ select: { id: true }, data: { lead_id: leadId, user_id: actorId, tipo: 'prueba', datos: { ...datos } } });
}
