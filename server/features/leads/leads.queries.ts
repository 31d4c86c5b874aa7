import type { Prisma } from '../../db/generated/client.ts';
import { db } from '../../db/client.ts';

/** Whether a car is on the public site (active, not removed), so it can be enquired about. */
export async function publicVehicleExists(id: number): Promise<boolean> {
  const found = await db().coche.findFirst({ select: { id: true }, where: { id, activo: true, deleted_at: null } });
  return found !== null;
}

/**
 * Stores a vehicle enquiry and counts it on the car, both or neither. The counter is raised in
 * SQL so the car's updated_at (the sitemap's lastmod, the back office's "modified") stays put.
 */
export async function createVehicleLead(data: Prisma.LeadUncheckedCreateInput & { coche_id: number }): Promise<number> {
  const [lead] = await db().$transaction([
    db().lead.create({ data, select: { id: true } }),
    db().$executeRaw`UPDATE coches SET num_contactos = num_contactos + 1 WHERE id = ${data.coche_id}`,
  ]);
  return lead.id;
}

/** A brand and, if it belongs to that brand, one of its models; null for an unknown brand. */
export async function brandWithModel(marcaId: number, modeloId: number) {
  return db().marca.findUnique({
    where: { id: marcaId },
    select: { id: true, nombre: true, modelos: { where: { id: modeloId }, select: { id: true, nombre: true } } },
  });
}

/** Stores a lead that is about no particular car (e.g. an appointment request). */
export async function createLead(data: Prisma.LeadUncheckedCreateInput): Promise<number> {
  const lead = await db().lead.create({ data, select: { id: true } });
  return lead.id;
}
