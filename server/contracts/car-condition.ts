import type { MessageKey } from '../../lang/types.ts';
import { formatDay } from './format.ts';
import type { Translator } from './i18n.ts';

/**
 * What a buyer is told in writing of a car's condition, the same wherever the car is offered:
 * the PDF quote, the reservation's mail, the staff's mail of an enquiry, the car page's JSON-LD and
 * the portal feed. The inspection's day and points, and its known defects: the points its
 * inspection left to watch, and the imperfections marked on its photos, in staff's words.
 */
export interface CarCondition {
  inspeccion: { fecha: string; puntos: number } | null;
  defectos: KnownDefect[];
}

/** A point to watch (with its note, when staff wrote one), or an imperfection marked on a photo. */
export interface KnownDefect {
  punto: { clave: string | null; nombre: string } | null;
  nota: string | null;
}

/**
 * An inspection point's name in the translator's language: in Spanish the template's (as staff
 * last wrote it); in another, the seeded point's translation, or the Spanish name of a point staff
 * added (or of a clave no catalogue names: never a raw key).
 */
export function inspectionPointName(point: { clave: string | null; nombre: string }, i18n: Translator): string {
  if (i18n.locale === 'es' || point.clave === null) return point.nombre;
  const key = `inspection.${point.clave}` as Extract<MessageKey, `inspection.${string}`>;
  const text = i18n.t(key);
  return text === key ? point.nombre : text;
}

const defectText = (defect: KnownDefect, i18n: Translator) =>
  [defect.punto && inspectionPointName(defect.punto, i18n), defect.nota].filter((part): part is string => Boolean(part)).join(': ');

/** The condition in sentences: 'Revisado en 100 puntos el 20 de noviembre de 2026.' and the known defects; none when there is nothing to tell. */
export function conditionLines(condition: CarCondition, i18n: Translator): string[] {
  const { t, locale } = i18n;
  const lines: string[] = [];
  if (condition.inspeccion) lines.push(t('history.condition_inspected', { count: condition.inspeccion.puntos, date: formatDay(condition.inspeccion.fecha, locale) }));
  if (condition.defectos.length > 0) lines.push(t('history.condition_defects', { list: condition.defectos.map((defect) => defectText(defect, i18n)).join('; ') }));
  else if (condition.inspeccion) lines.push(t('history.condition_no_defects'));
  return lines;
}
