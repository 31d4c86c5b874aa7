import type { ReservaEstado } from '../../contracts/reservations.ts';
import { db, Prisma } from '../../db/client.ts';
import { ESTADO_RESERVADO } from '../../contracts/vehicle.ts';
import { paymentSelect } from './deposits.queries.ts';
import { endReservation, lockCar, moveReservedUntil, namedCars, publicCar, reserveCar } from '../catalogue/index.ts';

export interface LockedReservation {
  id: number;
  coche_id: number;
  estado: ReservaEstado;
  hasta: Date | null;
  /** Whether its hold has ended (the database's clock). */
  ended: boolean;
}

export function insertReservation(tx: Prisma.TransactionClient, reservation: { lead_id: number; coche_id: number; sede_id: number; token: string; estado: 'pendiente' | 'pendiente_pago' }) {
  return tx.reserva.create({ data: reservation, select: { id: true } });
}

/**
 * Whether a car can be held now, its row locked until the transaction ends (two holds of one
 * car wait for each other here): free; taken (RESERVADO, or held by a confirmed reservation even
 * if a stock import set it back on sale); or no longer for sale. Lock its reservation first.
 */
export async function carHoldable(tx: Prisma.TransactionClient, cocheId: number): Promise<'libre' | 'ocupado' | 'no_disponible'> {
  const car = await lockCar(tx, cocheId);
  if (!car || !publicCar.holds(car) || car.estado_id > ESTADO_RESERVADO) return 'no_disponible';
  return car.estado_id === ESTADO_RESERVADO || (await heldBy(tx, cocheId)) ? 'ocupado' : 'libre';
}

/** The language a reservation was made in and the deposit its buyer accepted (null when not stored). */
export async function buyerTerms(tx: Prisma.TransactionClient, id: number): Promise<{ idioma: string | null; senal: number | null }> {
  const { lead } = await tx.reserva.findUniqueOrThrow({ where: { id }, select: { lead: { select: { idioma: true, payload: true } } } });
  return { idioma: lead.idioma, senal: (lead.payload as { senal?: number } | null)?.senal ?? null };
}

/** When the window of a reservation's newest payment attempt ends, if it has not yet (the database's clock). */
export async function latestAttemptWaiting(tx: Prisma.TransactionClient, reservaId: number, minutes: number): Promise<Date | null> {
  const [row] = await tx.$queryRaw<{ until: Date }[]>`
    SELECT max(created_at) + make_interval(mins => ${minutes}) AS until FROM pagos WHERE reserva_id = ${reservaId}
    HAVING max(created_at) + make_interval(mins => ${minutes}) > now()`;
  return row?.until ?? null;
}

/**
 * A reservation locked for a change: by its enquiry, by its own id, or a car's confirmed one.
 * Every change locks the reservation before its car, so two changes never wait for each other.
 */
export async function lockReservation(tx: Prisma.TransactionClient, by: { leadId: number } | { id: number } | { heldCar: number } | { token: string }): Promise<LockedReservation | null> {
  const where =
    'leadId' in by
      ? Prisma.sql`lead_id = ${by.leadId}`
      : 'id' in by
        ? Prisma.sql`id = ${by.id}`
        : 'token' in by
          ? Prisma.sql`token = ${by.token}`
          : Prisma.sql`coche_id = ${by.heldCar} AND estado = 'confirmada'`;
  const [row] = await tx.$queryRaw<LockedReservation[]>`
    SELECT id, coche_id, estado, hasta, coalesce(hasta <= now(), false) AS ended FROM reservas WHERE ${where} FOR UPDATE`;
  return row ?? null;
}

/** Holds the car for `hours` from now: the reservation confirmed, the car RESERVADO until then. Returns the end. */
export async function holdCar(tx: Prisma.TransactionClient, reservation: LockedReservation, hours: number, userId: number | null): Promise<Date> {
  const [row] = await tx.$queryRaw<{ hasta: Date }[]>`
    UPDATE reservas SET estado = 'confirmada', hasta = now() + make_interval(hours => ${hours}), confirmada_at = now(), confirmada_por = ${userId}
    WHERE id = ${reservation.id} RETURNING hasta`;
  await reserveCar(tx, reservation.coche_id, row!.hasta);
  return row!.hasta;
}

/** Moves a confirmed hold's end `hours` later (from now, if it has passed already). Returns the new end. */
export async function extendHold(tx: Prisma.TransactionClient, reservation: LockedReservation, hours: number): Promise<Date> {
  const [row] = await tx.$queryRaw<{ hasta: Date }[]>`
    UPDATE reservas SET hasta = GREATEST(hasta, now()) + make_interval(hours => ${hours}) WHERE id = ${reservation.id} RETURNING hasta`;
  await moveReservedUntil(tx, reservation.coche_id, row!.hasta);
  return row!.hasta;
}

export type ClosedEstado = 'completada' | 'liberada' | 'caducada' | 'rechazada' | 'desistida';

/**
 * Closes a reservation in `estado`; a confirmed one also puts its car back on sale, if the car
 * is still RESERVADO (staff may have sold it meanwhile).
 */
export async function closeReservation(tx: Prisma.TransactionClient, reservation: LockedReservation, estado: ClosedEstado): Promise<void> {
  await tx.$executeRaw`UPDATE reservas SET estado = ${estado}, cerrada_at = now(), desistida_at = CASE WHEN ${estado} = 'desistida' THEN now() END WHERE id = ${reservation.id}`;
  if (reservation.estado !== 'confirmada') return;
  await endReservation(tx, reservation.coche_id);
}

/** Confirmed reservations whose hold has ended: the hourly sweep's, should a job have been lost. */
export async function endedHolds(): Promise<number[]> {
  const rows = await db().$queryRaw<{ id: number }[]>`SELECT id FROM reservas WHERE estado = 'confirmada' AND hasta <= now()`;
  return rows.map((row) => row.id);
}

/** Whether a confirmed reservation holds the car. */
export async function heldBy(tx: Prisma.TransactionClient, cocheId: number): Promise<boolean> {
  return (await tx.reserva.count({ where: { coche_id: cocheId, estado: 'confirmada' } })) > 0;
}

/** A reservation as its mails and 'Mi reserva' tell it: the buyer and their language, the car, the deposit asked, its payments and the dates. */
export async function reservationFacts(by: { id: number } | { token: string }) {
  const row = await db().reserva.findUnique({
    where: 'id' in by ? { id: by.id } : { token: by.token },
    select: {
      id: true,
      lead_id: true,
      coche_id: true,
      sede_id: true,
      estado: true,
      token: true,
      hasta: true,
      created_at: true,
      correo_at: true,
      desistida_at: true,
      acuse_at: true,
      lead: { select: { nombre: true, apellidos: true, email: true, payload: true, idioma: true } },
      pagos: { select: paymentSelect, orderBy: { id: 'desc' } },
    },
  });
  if (!row) return null;
  const car = (await namedCars([row.coche_id])).get(row.coche_id) ?? null;
  return { ...row, estado: row.estado as ReservaEstado, car };
}

export type ReservationFacts = NonNullable<Awaited<ReturnType<typeof reservationFacts>>>;

/** Marks a reservation's mail (the request's) or its acknowledgement (the withdrawal's) as sent. */
export async function markReservationMail(id: number, mail: 'correo_at' | 'acuse_at'): Promise<void> {
  await db().reserva.update({ where: { id }, data: { [mail]: new Date() }, select: { id: true } });
}
