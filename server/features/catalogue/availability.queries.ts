import { ESTADO_DISPONIBLE, ESTADO_RESERVADO } from '../../contracts/vehicle.ts';
import { CANARY_TODAY } from '../../db/canary-day.ts';
import type { Prisma } from '../../db/client.ts';

/**
 * What the public sees move on a car besides staff edits: a reservation's hold (RESERVADO until
 * it ends) and its enquiry counters. Each runs in the caller's transaction. Raw SQL on purpose:
 * Prisma's update would stamp updated_at (@updatedAt), and neither is an edit (updated_at feeds
 * the sitemap's lastmod and the back office's "modified").
 */

/** A car locked for a reservation's change: two confirmations of one car wait for each other here. */
export async function lockCar(tx: Prisma.TransactionClient, id: number) {
  const [row] = await tx.$queryRaw<{ estado_id: number; activo: boolean; deleted_at: Date | null }[]>`
    SELECT estado_id::int AS estado_id, activo, deleted_at FROM coches WHERE id = ${id} FOR UPDATE`;
  return row ?? null;
}

/**
 * A car's state as the caller's transaction sees it, without a lock of its own: after the
 * transaction wrote the car's row (countEnquiry), this is the latest committed state.
 */
export async function carStateIn(tx: Prisma.TransactionClient, id: number) {
  const [row] = await tx.$queryRaw<{ estado_id: number; activo: boolean; deleted_at: Date | null }[]>`
    SELECT estado_id::int AS estado_id, activo, deleted_at FROM coches WHERE id = ${id}`;
  return row ?? null;
}

/** The car RESERVADO until `hasta`. */
export async function reserveCar(tx: Prisma.TransactionClient, id: number, hasta: Date): Promise<void> {
  await tx.$executeRaw`UPDATE coches SET estado_id = ${ESTADO_RESERVADO}, reservado_hasta = ${hasta} WHERE id = ${id}`;
}

/** A reserved car's hold now ends at `hasta` (nothing if staff changed its state meanwhile). */
export async function moveReservedUntil(tx: Prisma.TransactionClient, id: number, hasta: Date): Promise<void> {
  await tx.$executeRaw`UPDATE coches SET reservado_hasta = ${hasta} WHERE id = ${id} AND estado_id = ${ESTADO_RESERVADO}`;
}

/** The car back on sale if it is still RESERVADO (staff may have sold it meanwhile); its hold's end cleared. */
export async function endReservation(tx: Prisma.TransactionClient, id: number): Promise<void> {
  await tx.$executeRaw`
    UPDATE coches SET estado_id = CASE WHEN estado_id = ${ESTADO_RESERVADO} THEN ${ESTADO_DISPONIBLE} ELSE estado_id END, reservado_hasta = NULL
    WHERE id = ${id}`;
}

/** Counts an enquiry on its car: num_contactos, and today's row of the daily counters. */
export async function countEnquiry(tx: Prisma.TransactionClient, id: number): Promise<void> {
  await tx.$executeRaw`UPDATE coches SET num_contactos = num_contactos + 1 WHERE id = ${id}`;
  await tx.$executeRaw`INSERT INTO actividad_diaria AS a (coche_id, dia, contactos) VALUES (${id}, ${CANARY_TODAY}, 1)
    ON CONFLICT (coche_id, dia) DO UPDATE SET contactos = a.contactos + 1`;
}
