import type { ChecklistAnswer, PuntoChecklist } from '../../contracts/car-history.ts';
import { inspectionPointName } from '../../contracts/car-condition.ts';
import { detailPhotoUrls } from '../../media/storage.ts';
import type { Translator } from '../../contracts/i18n.ts';
import type { ChecklistRow } from './history.queries.ts';

/** The checklist by section, in the template's order; null when there is none to show. */
export function checklist(rows: ChecklistRow[], i18n: Translator): ChecklistAnswer | null {
  const first = rows[0];
  if (!first) return null;
  const secciones: ChecklistAnswer['secciones'] = [];
  for (const row of rows) {
    const point: PuntoChecklist = {
      nombre: inspectionPointName(row, i18n),
      estado: row.estado,
      valor: row.valor,
      medida: row.medida,
      nota: row.nota,
      foto: detailPhotoUrls({ id: row.detalle_id, clave: row.clave_foto, width: row.ancho_foto }),
    };
    const last = secciones.at(-1);
    if (last?.seccion === row.seccion) last.puntos.push(point);
    else secciones.push({ seccion: row.seccion, puntos: [point] });
  }
  return { fecha: first.fecha, secciones };
}
