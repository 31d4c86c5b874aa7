import type { Prisma } from '../../db/generated/client.ts';
import { db } from '../../db/client.ts';

/** Whether a car is on the public site (active, not removed), so it can be enquired about. */
export async function publicVehicleExists(id: number): Promise<boolean> {
  const found = await db().coche.findFirst({ select: { id: true }, where: { id, activo: true, deleted_at: null } });
  return found !== null;
}

/** Stores a vehicle enquiry and counts it on the car, both or neither. */
export async function createVehicleLead(data: Prisma.LeadUncheckedCreateInput & { coche_id: number }): Promise<number> {
  const [lead] = await db().$transaction([
    db().lead.create({ data, select: { id: true } }),
    db().coche.update({ where: { id: data.coche_id }, data: { num_contactos: { increment: 1 } }, select: { id: true } }),
  ]);
  return lead.id;
}
