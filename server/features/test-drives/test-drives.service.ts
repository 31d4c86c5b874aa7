import type { z } from 'zod';
import { canaryDate } from '../../contracts/canary-date.ts';
import { branchById } from '../../contracts/site.ts';
import { ESTADO_DISPONIBLE } from '../../contracts/vehicle.ts';
import { TEST_DRIVE_DAYS, TEST_DRIVE_MESSAGES, TEST_DRIVE_NOTICE_MINUTES, type testDriveSchema } from '../../contracts/test-drives.ts';
import { companyDetails } from '../../core/company-details.ts';
import { type Prisma, transaction } from '../../db/client.ts';
import { randomToken } from '../../core/tokens.ts';
import { violates } from '../../db/constraints.ts';
import { enqueue } from '../../jobs/queue.ts';
import { ValidationError } from '../../lib/errors.ts';
import { carForTestDrive, carStateIn, publicCar } from '../catalogue/index.ts';
import { consent, createVehicleLead, type Sender } from '../leads/index.ts';
import { assignNewLead, handOverLead, recordDriveEvent } from '../lead-workflow/index.ts';
import { freeSlots } from './slots.queries.ts';
import { cancelLockedDrive, type Canceller, insertDrive, lockCarDrives, lockDrive, type LockedDrive, moveLockedDrive, OVERLAP_CONSTRAINTS, pickSalesperson, salespersonFree } from './test-drives.queries.ts';

/** How many free starts a refused booking offers instead. */
const ALTERNATIVES = 6;

/** How long before a drive its reminders go out. */
export const REMINDER_HOURS = [24, 2] as const;

export type Booking = { booked: true; pruebaId: number; inicio: Date; fin: Date; sede: string } | { booked: false; alternativas: string[] };

/** Thrown inside the booking's transaction when nobody can take the drive any more: it rolls back. */
class SlotTaken extends Error {}

/**
 * POST /pruebas: books a drive of an available car at a free start. In one transaction: the
 * enquiry (source 'prueba') with its consent, the drive given to the fairest free salesperson of
 * the car's branch (the enquiry assigned to them), its confirmation mail and its reminders. A
 * start that is no longer free, or that another booking took at the same moment (the exclusion
 * constraints), stores nothing and answers the next free starts instead.
 */
export async function bookTestDrive(form: z.output<typeof testDriveSchema>, sender: Sender): Promise<Booking> {
  const car = await carForTestDrive({ id: form.coche });
  if (!car?.libre) throw new ValidationError({ coche: [TEST_DRIVE_MESSAGES.unavailable] });
  const { pruebas } = await companyDetails();
  const now = new Date();
  const inicio = new Date(form.inicio);
  const fin = new Date(inicio.getTime() + pruebas.minutos * 60_000);
  const dia = canaryDate(inicio);
  const open = await freeSlots(car, { from: dia, days: 1, now }, pruebas.minutos, TEST_DRIVE_NOTICE_MINUTES);
  const alternatives = () => nextFreeStarts(car, now, pruebas.minutos);
  if (!open.some((slot) => slot.inicio.getTime() === inicio.getTime())) return { booked: false, alternativas: await alternatives() };
  let pruebaId = 0;
  try {
    await createVehicleLead(
      {
        source: 'prueba',
        coche_id: car.id,
        nombre: form.nombre,
        apellidos: form.apellidos,
        telefono: form.telefono,
        email: form.email.toLowerCase(),
        payload: { sede: branchById(car.sede_id).name, inicio: inicio.toISOString(), minutos: pruebas.minutos },
        ...consent(sender),
      },
      false,
      async (tx, leadId) => {
        // Counting the enquiry wrote the car's row: a sale or reservation committed meanwhile shows here.
        const current = await carStateIn(tx, car.id);
        if (!current || current.estado_id !== ESTADO_DISPONIBLE || !publicCar.holds(current)) throw new ValidationError({ coche: [TEST_DRIVE_MESSAGES.unavailable] });
        const salesperson = await pickSalesperson(tx, car.sede_id, dia, { inicio, fin });
        if (!salesperson) throw new SlotTaken();
        pruebaId = await insertDrive(tx, { lead_id: leadId, coche_id: car.id, user_id: salesperson.id, sede_id: car.sede_id, inicio, fin, token: randomToken() });
        await assignNewLead(tx, leadId, salesperson);
        await queueDriveMails(tx, pruebaId, inicio, now);
      },
    );
  } catch (error) {
    if (error instanceof SlotTaken || OVERLAP_CONSTRAINTS.some((name) => violates(error, name))) return { booked: false, alternativas: await alternatives() };
    throw error;
  }
  return { booked: true, pruebaId, inicio, fin, sede: branchById(car.sede_id).name };
}

/** The next free starts of a car from now, over the booking window. */
async function nextFreeStarts(car: { id: number; sede_id: number }, now: Date, minutes: number): Promise<string[]> {
  const free = await freeSlots(car, { from: canaryDate(now), days: TEST_DRIVE_DAYS, now }, minutes, TEST_DRIVE_NOTICE_MINUTES);
  return free.slice(0, ALTERNATIVES).map((slot) => slot.inicio.toISOString());
}

/** A drive's confirmation (of its time now) and its reminders before `inicio`, in the caller's transaction. */
async function queueDriveMails(tx: Prisma.TransactionClient, pruebaId: number, inicio: Date, now: Date): Promise<void> {
  await enqueue('test-drive-mail', { pruebaId }, { tx });
  for (const hours of REMINDER_HOURS) {
    const at = new Date(inicio.getTime() - hours * 3_600_000);
    if (at > now) await enqueue('test-drive-reminder', { pruebaId, inicio: inicio.toISOString(), horas: hours }, { tx, startAfter: at });
  }
}

/** Which drive: the visitor's link (its token) or staff's Agenda (its id). */
export type DriveKey = { token: string } | { id: number };

/** Who changes a drive: its visitor (null) or a staff member. */
type Actor = number | null;

/** Cancels a booked drive still to come (its reminders then send nothing): 'cancelled', or why not (unknown, started, or no longer booked). Staff's cancellation is mailed to the visitor. */
export function cancelDrive(by: DriveKey, actorId: Actor): Promise<'cancelled' | 'missing' | 'closed'> {
  return transaction(async (tx) => {
    const drive = await lockDrive(tx, by);
    if (!drive) return 'missing';
    // A drive under way or past is over: staff record how it went, nobody cancels it.
    if (drive.estado !== 'reservada' || drive.inicio <= new Date()) return 'closed';
    await cancelWithNotice(tx, drive, actorId === null ? 'visitante' : 'personal', actorId);
    return 'cancelled';
  });
}

/** Cancels a locked drive and puts it on its enquiry's timeline; the visitor is mailed unless they did it. */
async function cancelWithNotice(tx: Prisma.TransactionClient, drive: LockedDrive, por: Canceller, actorId: Actor): Promise<void> {
  await cancelLockedDrive(tx, drive.id, por);
  await recordDriveEvent(tx, drive.lead_id, actorId, { accion: 'cancelada', inicio: drive.inicio.toISOString(), por });
  if (por !== 'visitante') await enqueue('test-drive-cancelled', { pruebaId: drive.id }, { tx });
}

/**
 * Inside a change of a car (a stock edit, an import, a removal, a reservation holding it): a car
 * that is no longer available on the site cancels its drives still to come, and their visitors
 * are mailed. Call after the reservation's lock, as every change of a car does.
 */
export async function cancelDrivesOfUnavailableCar(tx: Prisma.TransactionClient, cocheId: number, after: { estado_id: number; activo?: boolean } | 'removed'): Promise<void> {
  if (after !== 'removed' && after.estado_id === ESTADO_DISPONIBLE && after.activo !== false) return;
  for (const drive of await lockCarDrives(tx, cocheId, new Date())) await cancelWithNotice(tx, drive, 'coche', null);
}

export type Move = { moved: true; inicio: Date; fin: Date } | { moved: false; alternativas: string[] } | 'missing' | 'closed';

/**
 * Moves a booked drive to another free start of its car: its salesperson keeps it if free then,
 * else the fairest free one takes it (and its enquiry); its confirmation goes out again with the
 * new time and its reminders are queued for it (those of the old time send nothing). A start
 * that is not free answers the next free ones.
 */
export async function moveDrive(by: DriveKey, start: string, actorId: Actor): Promise<Move> {
  const { pruebas } = await companyDetails();
  const now = new Date();
  const inicio = new Date(start);
  const fin = new Date(inicio.getTime() + pruebas.minutos * 60_000);
  const dia = canaryDate(inicio);
  try {
    return await transaction(async (tx) => {
      const drive = await lockDrive(tx, by);
      if (!drive) return 'missing';
      if (drive.estado !== 'reservada' || drive.inicio <= now) return 'closed';
      const car = await carForTestDrive({ id: drive.coche_id });
      if (!car?.libre) return 'closed';
      const open = await freeSlots(car, { from: dia, days: 1, now }, pruebas.minutos, TEST_DRIVE_NOTICE_MINUTES);
      if (!open.some((slot) => slot.inicio.getTime() === inicio.getTime())) return { moved: false, alternativas: await nextFreeStarts(car, now, pruebas.minutos) };
      const keeps = await salespersonFree(tx, drive, drive.user_id, dia, { inicio, fin });
      const salesperson = keeps ? null : await pickSalesperson(tx, car.sede_id, dia, { inicio, fin });
      if (!keeps && !salesperson) throw new SlotTaken();
      await moveLockedDrive(tx, drive.id, salesperson?.id ?? drive.user_id, { inicio, fin });
      await recordDriveEvent(tx, drive.lead_id, actorId, { accion: 'movida', inicio: inicio.toISOString() });
      if (salesperson) await handOverLead(tx, drive.lead_id, { de: drive.user_id, to: salesperson }, actorId);
      await queueDriveMails(tx, drive.id, inicio, now);
      return { moved: true, inicio, fin };
    });
  } catch (error) {
    if (!(error instanceof SlotTaken) && !OVERLAP_CONSTRAINTS.some((name) => violates(error, name))) throw error;
    const drive = await transaction((tx) => lockDrive(tx, by));
    const car = drive && (await carForTestDrive({ id: drive.coche_id }));
    return { moved: false, alternativas: car ? await nextFreeStarts(car, now, pruebas.minutos) : [] };
  }
}
