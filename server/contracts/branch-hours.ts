import type { OpeningDay } from './company.ts';
import type { Translator } from './i18n.ts';
import { LOCALE_DETAILS, type Locale } from './locales.ts';

/** A Monday (UTC): weekday `dia` (ISO, 1 Monday) is this date plus dia − 1. */
const MONDAY = Date.UTC(2026, 5, 1);

function weekdayName(dia: number, locale: Locale): string {
  return new Intl.DateTimeFormat(LOCALE_DETAILS[locale].tag, { weekday: 'long', timeZone: 'UTC' }).format(new Date(MONDAY + (dia - 1) * 86_400_000));
}

const capitalised = (text: string) => text.charAt(0).toLocaleUpperCase() + text.slice(1);

/**
 * A branch's opening hours in words: 'Lunes a viernes, 09:00 – 20:00' (the spec's text) when it
 * opens Monday to Friday at the same hours, else each run of days with the same hours
 * ('Lunes a viernes, 09:00 – 20:00 · Sábado, 10:00 – 14:00').
 */
export function branchHoursText(days: readonly OpeningDay[], { t, locale }: Pick<Translator, 't' | 'locale'>): string {
  const runs: { from: number; to: number; abre: string; cierra: string }[] = [];
  for (const day of [...days].sort((a, b) => a.dia - b.dia)) {
    const last = runs.at(-1);
    if (last && last.to === day.dia - 1 && last.abre === day.abre && last.cierra === day.cierra) last.to = day.dia;
    else runs.push({ from: day.dia, to: day.dia, abre: day.abre, cierra: day.cierra });
  }
  if (runs.length === 0) return t('common.branch_hours_none');
  const [only] = runs;
  if (runs.length === 1 && only!.from === 1 && only!.to === 5) return t('common.branch_hours', { opens: only!.abre, closes: only!.cierra });
  return runs
    .map((run) => {
      const days = run.from === run.to ? weekdayName(run.from, locale) : t('common.weekday_range', { from: weekdayName(run.from, locale), to: weekdayName(run.to, locale) });
      return t('common.branch_hours_days', { days: capitalised(days), opens: run.abre, closes: run.cierra });
    })
    .join(' · ');
}
