/** The dealership's calendar: days in the Canary Islands (UTC+0, UTC+1 in summer). */

const dateFormat = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Atlantic/Canary' });
const hourFormat = new Intl.DateTimeFormat('en-GB', { timeZone: 'Atlantic/Canary', hour: '2-digit', hourCycle: 'h23' });

/** `moment`'s date in the Canary Islands, YYYY-MM-DD. */
export function canaryDate(moment: Date = new Date()): string {
  return dateFormat.format(moment);
}

/** The instant a Canary calendar day (YYYY-MM-DD) begins: its local midnight. */
export function canaryMidnight(date: string): Date {
  const utcMidnight = new Date(`${date}T00:00:00Z`);
  return new Date(utcMidnight.getTime() - Number(hourFormat.format(utcMidnight)) * 3_600_000);
}

/** Calendar days in the Canary Islands from `from`'s date to `to`'s (an instant yesterday is 1), never below 0. */
export function canaryDaysBetween(from: Date, to: Date): number {
  const day = (moment: Date) => Date.parse(`${canaryDate(moment)}T00:00:00Z`);
  return Math.max(0, Math.round((day(to) - day(from)) / 86_400_000));
}

/** The Canary calendar day `days` after `day` (both YYYY-MM-DD). */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** Whether `day` is YYYY-MM-DD and a day that exists (not 2026-02-30). */
export function isCalendarDay(day: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return false;
  const date = new Date(`${day}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(day);
}

const wallClock = new Intl.DateTimeFormat('en-GB', { timeZone: 'Atlantic/Canary', hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit' });

/** How far the Canary Islands' clock is ahead of UTC at `moment`, in minutes (0 in winter, 60 in summer). */
function canaryOffsetMinutes(moment: Date): number {
  const parts = Object.fromEntries(wallClock.formatToParts(moment).map((part) => [part.type, part.value]));
  const asUtc = Date.UTC(Number(parts.year), Number(parts.month) - 1, Number(parts.day), Number(parts.hour), Number(parts.minute));
  return Math.round((asUtc - Math.floor(moment.getTime() / 60_000) * 60_000) / 60_000);
}

/** The instant a Canary wall-clock time ('HH:MM') of a day (YYYY-MM-DD) happens, right on the days the clock changes. */
export function canaryInstant(day: string, time: string): Date {
  const asUtc = Date.parse(`${day}T${time}:00Z`);
  const first = new Date(asUtc - canaryOffsetMinutes(new Date(asUtc)) * 60_000);
  return new Date(asUtc - canaryOffsetMinutes(first) * 60_000);
}
