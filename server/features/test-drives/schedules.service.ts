import type { z } from 'zod';
import { AUSENCIAS_PER_PAGE, type ausenciaSchema, DIAS_SEMANA, type HorarioDia, HORARIOS_MESSAGES, type HorariosProps, type horarioSchema } from '../../contracts/agenda.ts';
import { addDays, canaryMidnight } from '../../contracts/canary-date.ts';
import type { AuthUser, SharedProps } from '../../contracts/pages.ts';
import { branches } from '../../contracts/site.ts';
import { made, type Outcome, refused } from '../../lib/flash.ts';
import { NotFoundError } from '../../lib/errors.ts';
import { loadPage } from '../../lib/pagination.ts';
import { insertBlock } from './agenda.queries.ts';
import { isAdmin, mayChangeDiary } from './agenda.service.ts';
import { absences, activePerson, activeStaff, countAbsences, saveWeek, weekHours } from './schedules.queries.ts';

/** Time off shown: what is still to come, and the last month's. */
const SHOWN_PAST_DAYS = 30;

/** 'Horarios' of `asked` (Administración), else of the viewer: their branch, their week and their time off. */
export async function horariosPage(viewer: AuthUser, asked: number | null, req: { query: Record<string, unknown>; originalUrl: string }, now = new Date()): Promise<Omit<HorariosProps, keyof SharedProps>> {
  const todos = isAdmin(viewer);
  const person = await activePerson(todos && asked !== null ? asked : viewer.id);
  if (!person) throw new NotFoundError('Persona no encontrada.');
  const since = new Date(now.getTime() - SHOWN_PAST_DAYS * 86_400_000);
  const [hours, personas, ausencias] = await Promise.all([
    weekHours(person.id),
    todos ? activeStaff() : Promise.resolve([{ id: viewer.id, name: viewer.name }]),
    loadPage(req, { perPage: AUSENCIAS_PER_PAGE, count: () => countAbsences(person.id, since), rows: (skip, take) => absences(person.id, since, skip, take), present: (row) => row }),
  ]);
  const byDay = new Map(hours.map((row) => [row.dia, row]));
  const semana: HorarioDia[] = DIAS_SEMANA.map((_, index) => {
    const row = byDay.get(index + 1);
    return { dia: index + 1, trabaja: row !== undefined, abre: row?.abre ?? '', cierra: row?.cierra ?? '' };
  });
  return {
    persona: { id: person.id, nombre: person.name, sede_id: person.sede_id },
    personas: personas.map((row) => ({ id: row.id, nombre: row.name })),
    todos,
    semana,
    ausencias,
  };
}

/** Saves a salesperson's week (and, for Administración, their branch). */
export async function saveHours(viewer: AuthUser, userId: number, form: z.output<typeof horarioSchema>): Promise<Outcome> {
  if (!mayChangeDiary(viewer, userId)) return refused('Solo Administración cambia el horario de otra persona.');
  if (!(await activePerson(userId))) throw new NotFoundError('Persona no encontrada.');
  // Administración sets the branch, or none (the person takes no drives); anyone else keeps theirs.
  const sede = isAdmin(viewer) ? (branches.some((branch) => branch.id === form.sede_id) ? form.sede_id : null) : undefined;
  await saveWeek(userId, form.semana, sede);
  return made(HORARIOS_MESSAGES.saved);
}

/** Adds whole days off, unless a booked drive of theirs falls in them. */
export async function addAbsence(viewer: AuthUser, userId: number, form: z.output<typeof ausenciaSchema>): Promise<Outcome> {
  if (!mayChangeDiary(viewer, userId)) return refused('Solo Administración cambia el horario de otra persona.');
  if (!(await activePerson(userId))) throw new NotFoundError('Persona no encontrada.');
  const id = await insertBlock({ user_id: userId, tipo: 'ausencia', inicio: canaryMidnight(form.desde), fin: canaryMidnight(addDays(form.hasta, 1)), motivo: form.motivo });
  return id === null ? refused(HORARIOS_MESSAGES.overlaps) : made(HORARIOS_MESSAGES.absent);
}
