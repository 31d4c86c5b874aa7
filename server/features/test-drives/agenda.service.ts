import { AGENDA_MESSAGES, type AgendaFilters, PANEL_DRIVES, type PanelDrive, type AgendaProps, agendaQuerySchema, type agendaBlockSchema } from '../../contracts/agenda.ts';
import { addDays, canaryDate, canaryInstant, canaryMidnight } from '../../contracts/canary-date.ts';
import { branchById, branches } from '../../contracts/site.ts';
import { route } from '../../contracts/routes.ts';
import { vehicleTitle } from '../../contracts/vehicle.ts';
import type { AuthUser, SharedProps } from '../../contracts/pages.ts';
import type { z } from 'zod';
import { transaction } from '../../db/client.ts';
import { violates } from '../../db/constraints.ts';
import { made, type Outcome, refused } from '../../lib/flash.ts';
import { handOverLead, recordDriveEvent } from '../lead-workflow/index.ts';
import { namedCars } from '../catalogue/index.ts';
import { agendaBlocks, agendaDrives, branchDays, branchSalespeople, deleteBlock, drivesBetween, findBlock, insertBlock } from './agenda.queries.ts';
import { agendaDay } from './agenda.presenter.ts';
import { lockDrive, salespersonFree, setDriveOutcome, setDriveSalesperson } from './test-drives.queries.ts';
import { cancelDrive, moveDrive } from './test-drives.service.ts';

/** The days a view shows from its date: the day itself, or the week (Monday to Sunday) holding it. */
function period(fecha: string, vista: AgendaFilters['vista']): { from: string; days: number } {
  if (vista === 'dia') return { from: fecha, days: 1 };
  const weekday = (new Date(`${fecha}T00:00:00Z`).getUTCDay() + 6) % 7;
  return { from: addDays(fecha, -weekday), days: 7 };
}

/** Whether the viewer is Administración, who keeps everyone's diary. */
export const isAdmin = (viewer: AuthUser) => viewer.rol === 'administracion';

/** The Agenda of a branch (the viewer's own, else the first) over a day or a week: its days, drives and blocked time. */
export async function agendaPage(viewer: AuthUser & { sede_id: number | null }, query: Record<string, unknown>, now = new Date()): Promise<Omit<AgendaProps, keyof SharedProps | 'textos'>> {
  const asked = agendaQuerySchema.parse(query);
  const sede = branches.some((branch) => branch.id === asked.sede) ? asked.sede! : (viewer.sede_id ?? branches[0]!.id);
  const vendedores = await branchSalespeople(sede);
  const vendedor = vendedores.some((person) => person.id === asked.vendedor) ? asked.vendedor : null;
  const hoy = canaryDate(now);
  const filtros: AgendaFilters = { sede, vendedor, fecha: asked.fecha ?? hoy, vista: asked.vista };
  const { from, days } = period(filtros.fecha, filtros.vista);
  const start = canaryMidnight(from);
  const end = canaryMidnight(addDays(from, days));
  const [calendar, drives, blocks] = await Promise.all([branchDays(sede, from, days), agendaDrives(sede, vendedor, start, end), agendaBlocks(sede, vendedor, start, end)]);
  const cars = await namedCars([...new Set(drives.map((drive) => drive.coche_id))]);
  const step = filtros.vista === 'dia' ? 1 : 7;
  return {
    filtros,
    vendedores: vendedores.map((person) => ({ id: person.id, nombre: person.name })),
    dias: calendar.map((day) => agendaDay(day, drives, blocks, { cars, now, viewer: viewer.id, todos: isAdmin(viewer) })),
    anterior: addDays(from, -step),
    siguiente: addDays(from, step),
    hoy,
    todos: isAdmin(viewer),
    yo: viewer.id,
  };
}

/** Staff move a booked drive to a free start of its car; the visitor gets the new time by mail. */
export async function moveFromAgenda(id: number, inicio: string, actorId: number): Promise<Outcome> {
  const outcome = await moveDrive({ id }, inicio, actorId);
  if (outcome === 'missing' || outcome === 'closed') return refused(AGENDA_MESSAGES.closed);
  return outcome.moved ? made(AGENDA_MESSAGES.moved) : refused(AGENDA_MESSAGES.taken);
}

/** Staff cancel a booked drive; the visitor is told by mail. */
export async function cancelFromAgenda(id: number, actorId: number): Promise<Outcome> {
  return (await cancelDrive({ id }, actorId)) === 'cancelled' ? made(AGENDA_MESSAGES.cancelled) : refused(AGENDA_MESSAGES.closed);
}

/** Gives a booked drive, and its enquiry, to another salesperson of the branch who is free then. */
export function reassignDrive(id: number, userId: number, actorId: number): Promise<Outcome> {
  return transaction(async (tx) => {
    const drive = await lockDrive(tx, { id });
    if (!drive || drive.estado !== 'reservada') return refused(AGENDA_MESSAGES.closed);
    if (drive.user_id === userId) return made(AGENDA_MESSAGES.reassigned);
    if (!(await salespersonFree(tx, drive, userId, canaryDate(drive.inicio), drive))) return refused(AGENDA_MESSAGES.busy);
    const to = await setDriveSalesperson(tx, drive.id, userId);
    await handOverLead(tx, drive.lead_id, { de: drive.user_id, to }, actorId);
    return made(AGENDA_MESSAGES.reassigned);
  }).catch((error: unknown) => {
    // Given to the same person at the same moment by someone else: the exclusion constraint says so.
    if (violates(error, 'pruebas_vendedor_sin_solape')) return refused(AGENDA_MESSAGES.busy);
    throw error;
  });
}

/** Marks a drive that has started as done or as a no-show; it goes on its enquiry's timeline. */
export function closeDrive(id: number, estado: 'hecha' | 'no_presentado', actorId: number, now = new Date()): Promise<Outcome> {
  return transaction(async (tx) => {
    const drive = await lockDrive(tx, { id });
    if (!drive || drive.estado !== 'reservada') return refused(AGENDA_MESSAGES.closed);
    if (drive.inicio > now) return refused(AGENDA_MESSAGES.early);
    await setDriveOutcome(tx, drive.id, estado);
    await recordDriveEvent(tx, drive.lead_id, actorId, { accion: estado, inicio: drive.inicio.toISOString() });
    return made(AGENDA_MESSAGES.marked);
  });
}

/** Whether `viewer` may change `userId`'s diary: their own, or anyone's for Administración. */
export const mayChangeDiary = (viewer: AuthUser, userId: number) => isAdmin(viewer) || viewer.id === userId;

/** Blocks a stretch of a day in a salesperson's diary, unless a booked drive of theirs meets it. */
export async function blockTime(viewer: AuthUser, form: z.output<typeof agendaBlockSchema>): Promise<Outcome> {
  if (!mayChangeDiary(viewer, form.user_id)) return refused(AGENDA_MESSAGES.notYours);
  const id = await insertBlock({ user_id: form.user_id, tipo: 'bloqueo', inicio: canaryInstant(form.dia, form.desde), fin: canaryInstant(form.dia, form.hasta), motivo: form.motivo });
  return id === null ? refused(AGENDA_MESSAGES.overlaps) : made(AGENDA_MESSAGES.blocked);
}

/** Removes a block or a time off: the viewer's own, or anyone's for Administración. */
export async function unblockTime(viewer: AuthUser, id: number): Promise<Outcome | null> {
  const block = await findBlock(id);
  if (!block) return null;
  if (!mayChangeDiary(viewer, block.user_id)) return refused(AGENDA_MESSAGES.notYours);
  await deleteBlock(id);
  return made(AGENDA_MESSAGES.unblocked);
}

/** The staff panel's list: today's drives at every branch, by time (the first PANEL_DRIVES), and how many there are. */
export async function todaysDrives(now = new Date()): Promise<{ data: PanelDrive[]; total: number }> {
  const today = canaryDate(now);
  const { rows, total } = await drivesBetween(canaryMidnight(today), canaryMidnight(addDays(today, 1)), PANEL_DRIVES);
  const cars = await namedCars([...new Set(rows.map((row) => row.coche_id))]);
  const data = rows.map((row) => {
    const car = cars.get(row.coche_id);
    return {
      id: row.id,
      inicio: row.inicio.toISOString(),
      estado: row.estado,
      coche: car ? vehicleTitle(car) : 'Vehículo eliminado',
      cliente: [row.nombre, row.apellidos].filter(Boolean).join(' '),
      sede: branchById(row.sede_id).name,
      vendedor: row.vendedor,
      solicitud: route('solicitudes.show', { id: row.lead_id }),
    };
  });
  return { data, total };
}
