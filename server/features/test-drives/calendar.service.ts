import type { z } from 'zod';
import { CALENDARIO_MESSAGES, CIERRES_PER_PAGE, type CalendarioProps, type cierreSchema, DIAS_SEMANA, type HorarioDia } from '../../contracts/agenda.ts';
import { canaryDate } from '../../contracts/canary-date.ts';
import type { SharedProps } from '../../contracts/pages.ts';
import { branches } from '../../contracts/site.ts';
import { forgetCompanyDetails } from '../../core/company-details.ts';
import { made, type Outcome, refused } from '../../lib/flash.ts';
import { loadPage } from '../../lib/pagination.ts';
import { addClosure, branchWeeks, closures, countClosures, removeClosure, saveBranchWeek } from './calendar.queries.ts';

/** The years the calendar offers: last year, this one and the next. */
export function calendarYears(now = new Date()): number[] {
  const current = Number(canaryDate(now).slice(0, 4));
  return [current - 1, current, current + 1];
}

/** The year asked for if the calendar offers it, else this one. */
export function calendarYear(asked: unknown, now = new Date()): number {
  const year = Number(asked);
  return calendarYears(now).includes(year) ? year : calendarYears(now)[1]!;
}

/** Each branch's week and a year's closed days. */
export async function calendarPage(year: number, req: { query: Record<string, unknown>; originalUrl: string }): Promise<Omit<CalendarioProps, keyof SharedProps>> {
  const [weeks, cierres] = await Promise.all([
    branchWeeks(),
    loadPage(req, { perPage: CIERRES_PER_PAGE, count: () => countClosures(year), rows: (skip, take) => closures(year, skip, take), present: (row) => row }),
  ]);
  const sedes = branches.map((branch) => {
    const own = new Map(weeks.filter((row) => row.sede_id === branch.id).map((row) => [row.dia, row]));
    const semana: HorarioDia[] = DIAS_SEMANA.map((_, index) => {
      const row = own.get(index + 1);
      return { dia: index + 1, trabaja: row !== undefined, abre: row?.abre ?? '', cierra: row?.cierra ?? '' };
    });
    return { sede: branch.id, semana };
  });
  return { anyo: year, anyos: calendarYears(), cierres, sedes };
}

/** Closes a day, refused over booked drives (move or cancel them first). */
export async function closeDay(form: z.output<typeof cierreSchema>): Promise<Outcome> {
  const sede = form.sede_id !== null && branches.some((branch) => branch.id === form.sede_id) ? form.sede_id : null;
  const outcome = await addClosure({ dia: form.dia, sede, motivo: form.motivo });
  return outcome === 'added' ? made(CALENDARIO_MESSAGES.added) : refused(CALENDARIO_MESSAGES[outcome]);
}

export async function reopenDay(id: number): Promise<Outcome | null> {
  return (await removeClosure(id)) ? made(CALENDARIO_MESSAGES.removed) : null;
}

/** Saves a branch's week: the slots follow it, and so do the hours every public page shows. */
export async function saveBranchHours(sedeId: number, semana: HorarioDia[]): Promise<Outcome | null> {
  if (!branches.some((branch) => branch.id === sedeId)) return null;
  await saveBranchWeek(sedeId, semana);
  forgetCompanyDetails();
  return made(CALENDARIO_MESSAGES.hours);
}
