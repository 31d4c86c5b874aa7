import type { MessageKey } from '../../../lang/types.ts';
import type { ChecklistAnswer, PuntoChecklist } from '../../contracts/car-history.ts';
import type { Translator } from '../../contracts/i18n.ts';
import type { ChecklistRow } from './history.queries.ts';

/**
 * A point's name in the page's language: in Spanish the template's (as staff last wrote it); in
 * another, the seeded point's translation, or the Spanish name of a point staff added (or of a
 * clave no catalogue names: never a raw key).
 */
function pointName(row: ChecklistRow, i18n: Translator): string {
  if (i18n.locale === 'es' || row.clave === null) return row.nombre;
  const key = `inspection.${row.clave}` as Extract<MessageKey, `inspection.${string}`>;
  const text = i18n.t(key);
  return text === key ? row.nombre : text;
}

/** The checklist by section, in the template's order; null when there is none to show. */
export function checklist(rows: ChecklistRow[], i18n: Translator): ChecklistAnswer | null {
  const first = rows[0];
  if (!first) return null;
  const secciones: ChecklistAnswer['secciones'] = [];
  for (const row of rows) {
    const point: PuntoChecklist = { nombre: pointName(row, i18n), estado: row.estado, valor: row.valor, medida: row.medida, nota: row.nota };
    const last = secciones.at(-1);
    if (last?.seccion === row.seccion) last.puntos.push(point);
    else secciones.push({ seccion: row.seccion, puntos: [point] });
  }
  return { fecha: first.fecha, secciones };
}
