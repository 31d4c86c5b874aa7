import { LEADS_PER_PAGE, type Entrega, type LeadFilters } from '../../contracts/lead-inbox.ts';
import { withNamedCars } from '../catalogue/index.ts';
import { OPEN, uncontactedWhere } from '../lead-workflow/index.ts';
import { paymentSelect } from '../reservations/index.ts';
import { db, type Prisma } from '../../db/client.ts';
import { likeLiteral } from '../../db/like.ts';
import { clampPage } from '../../lib/pagination.ts';
import { MAIL_DUE } from '../leads/index.ts';

/** The staff enquiry screens' reads and the retry's write (Solicitudes, Solicitud). */

/** What the delivery state is derived from (contracts/lead-inbox.ts: ENTREGAS, CRM_ESTADOS). */
const deliverySelect = {
  mailed_at: true,
  mail_next_at: true,
  webhook_status: true,
  webhook_next_at: true,
} satisfies Prisma.LeadSelect;

const rowSelect = {
  id: true,
  source: true,
  nombre: true,
  apellidos: true,
  telefono: true,
  email: true,
  created_at: true,
  estado: true,
  idioma: true,
  asignado: { select: { name: true } },
  ...deliverySelect,
  coche_id: true,
} satisfies Prisma.LeadSelect;

/** The staff mail's state as a condition, the same rule as the badge (ENTREGAS). */
const ENTREGA_WHERE: Record<Entrega, Prisma.LeadWhereInput> = {
  enviada: { mailed_at: { not: null } },
  pendiente: MAIL_DUE,
  fallida: { mailed_at: null, mail_next_at: null },
};

/** The 'Asignada a' filter as a condition: the viewer's own ('yo'), nobody's, or one member's. */
function assigneeWhere(asignado: string | null, viewerId: number): Prisma.LeadWhereInput {
  if (asignado === null) return {};
  if (asignado === 'nadie') return { asignado_id: null };
  return { asignado_id: asignado === 'yo' ? viewerId : Number(asignado) };
}

/**
 * The filters as a condition; `since` is the start of the chosen period (periodStart). Each
 * condition has its own key (the period and the contact deadline both bound created_at).
 */
function listWhere(filters: LeadFilters, since: Date | null, viewerId: number): Prisma.LeadWhereInput {
  const text = { contains: likeLiteral(filters.q), mode: 'insensitive' } as const;
  return {
    AND: [
      filters.origen ? { source: filters.origen } : {},
      filters.entrega ? ENTREGA_WHERE[filters.entrega] : {},
      since ? { created_at: { gte: since } } : {},
      filters.q ? { OR: [{ nombre: text }, { apellidos: text }, { email: text }, { telefono: text }] } : {},
      filters.estado ? { estado: filters.estado } : {},
      filters.idioma ? { idioma: filters.idioma } : {},
      assigneeWhere(filters.asignado, viewerId),
      filters.sin_contacto ? uncontactedWhere() : {},
      filters.abiertas ? OPEN : {},
    ],
  };
}

/** The requested page of the list, newest first (clamped to the last page), and the number of matches. */
export async function listLeads(filters: LeadFilters, since: Date | null, viewerId: number) {
  const where = listWhere(filters, since, viewerId);
  const total = await db().lead.count({ where });
  const page = clampPage(filters.page, total, LEADS_PER_PAGE);
  const rows = await db().lead.findMany({
    select: rowSelect,
    where,
    orderBy: [{ created_at: 'desc' }, { id: 'desc' }],
    skip: (page - 1) * LEADS_PER_PAGE,
    take: LEADS_PER_PAGE,
  });
  return { rows: await withNamedCars(rows), total, page };
}

/** One lead with everything the detail screen shows, or null. */
export async function findLead(id: number) {
  const lead = await db().lead.findUnique({
    where: { id },
    select: {
      ...rowSelect,
      mensaje: true,
      payload: true,
      consent_at: true,
      consent_version: true,
      ip: true,
      user_agent: true,
      mail_error: true,
      mail_attempts: true,
      webhook_attempts: true,
      webhook_error: true,
      fotos: { select: { id: true, width: true, height: true, error: true }, orderBy: [{ orden: 'asc' }, { id: 'asc' }] },
      reserva: { select: { estado: true, sede_id: true, hasta: true, desistida_at: true, pagos: { select: paymentSelect, orderBy: { id: 'desc' } } } },
    },
  });
  return lead && (await withNamedCars([lead]))[0]!;
}

/**
 * Makes a lead's given-up staff mail and given-up CRM forward due now (one still retrying keeps
 * its schedule), each with a fresh count of attempts, inside the caller's transaction, which
 * queues their jobs (lead-inbox.service.ts). Each reset holds only while its state still holds,
 * in one statement each. Returns what was rescheduled.
 */
export async function rescheduleDelivery(id: number, tx: Prisma.TransactionClient): Promise<{ mail: boolean; crm: boolean }> {
  const now = new Date();
  const mail = await tx.lead.updateMany({ where: { id, ...ENTREGA_WHERE.fallida }, data: { mail_next_at: now, mail_attempts: 0 } });
  const crm = await tx.lead.updateMany({ where: { id, webhook_status: 'failed', webhook_next_at: null }, data: { webhook_next_at: now, webhook_attempts: 0 } });
  return { mail: mail.count > 0, crm: crm.count > 0 };
}

export type LeadListRow = Awaited<ReturnType<typeof listLeads>>['rows'][number];
export type LeadDetailRow = NonNullable<Awaited<ReturnType<typeof findLead>>>;

export async function leadExists(id: number): Promise<boolean> {
  return (await db().lead.findUnique({ where: { id }, select: { id: true } })) !== null;
}
