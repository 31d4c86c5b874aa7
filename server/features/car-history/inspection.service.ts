import { canaryDate } from '../../contracts/canary-date.ts';
import { formatDecimal } from '../../contracts/format.ts';
import {
  INSPECTION_MESSAGES,
  type InspeccionForm,
  type InspeccionProps,
  type Medida,
  MEDIDA_MAX,
  parseMedida,
  resultadoSchema,
  type Seccion,
} from '../../contracts/car-history.ts';
import type { OwnPageProps } from '../../contracts/page-registry.ts';
import { carHeading, staffCar } from './staff-car.ts';
import { ValidationError } from '../../lib/errors.ts';
import { made, type Outcome } from '../../lib/flash.ts';
import { carInspection, pointsToAnswer, type ResultToSave, storeInspection } from './inspection.queries.ts';

/** A car's inspection ('Inspección'): every point of the template answered, by whom and on which day. */

/** A saved figure as the form shows it ('6,5'), or ''. */
const shown = (valor: string | null) => (valor === null ? '' : formatDecimal(Number(valor)));

export async function inspectionPage(cocheId: number): Promise<OwnPageProps<'Inspeccion'>> {
  const car = await staffCar(cocheId);
  const [saved, puntos] = await Promise.all([carInspection(cocheId), pointsToAnswer(cocheId)]);
  return {
    coche: carHeading(car),
    puntos: puntos.map((point) => ({ ...point, seccion: point.seccion as Seccion, medida: point.medida as Medida | null })),
    guardada: saved && { fecha: saved.fecha.toISOString().slice(0, 10), inspector: saved.inspector, actualizada: saved.updated_at.toISOString() },
    resultados: Object.fromEntries(
      (saved?.results ?? []).map((row) => [String(row.punto_id), { estado: row.estado, valor: shown(row.valor), nota: row.nota ?? '' }]),
    ) satisfies InspeccionProps['resultados'],
    hoy: canaryDate(),
  };
}

type Errors = Record<string, string[]>;

/** One point's answer checked: its result, and its figure within bounds when the point has one. */
function checkedAnswer(point: { id: number; medida: string | null }, sent: unknown, errors: Errors): ResultToSave | null {
  const field = (name: string) => `resultados.${point.id}.${name}`;
  const answer = resultadoSchema.safeParse(sent);
  if (!answer.success) {
    for (const issue of answer.error.issues) errors[field(String(issue.path[0] ?? 'estado'))] = [issue.message];
    return null;
  }
  const medida = point.medida as Medida | null;
  let valor: number | null = null;
  if (medida) {
    valor = parseMedida(answer.data.valor);
    if (answer.data.valor === '') errors[field('valor')] = [INSPECTION_MESSAGES.valueNeeded(medida)];
    else if (valor === null || valor > MEDIDA_MAX[medida]) errors[field('valor')] = [INSPECTION_MESSAGES.valueRange(medida)];
  }
  return { punto_id: point.id, estado: answer.data.estado, valor, nota: answer.data.nota || null };
}

/**
 * Checks every point's answer against the template: each active point needs a result (a retired
 * one this car answered before may be left out, and then goes), a point with a figure its value
 * within bounds, and the day is not to come. All the problems come back at once, under their fields.
 */
function checkedInspection(puntos: { id: number; medida: string | null; activo: boolean }[], form: InspeccionForm): ResultToSave[] {
  const errors: Errors = {};
  if (form.fecha > canaryDate()) errors.fecha = [INSPECTION_MESSAGES.future];
  const results: ResultToSave[] = [];
  for (const point of puntos) {
    const sent = form.resultados[String(point.id)];
    if (!point.activo && !(sent as { estado?: unknown } | undefined)?.estado) continue;
    const result = checkedAnswer(point, sent, errors);
    if (result) results.push(result);
  }
  const missing = Object.keys(errors).filter((key) => key.endsWith('.estado')).length;
  if (missing > 0) errors.resultados = [INSPECTION_MESSAGES.missing(missing)];
  if (Object.keys(errors).length > 0) throw new ValidationError(errors);
  return results;
}

export async function saveInspection(cocheId: number, by: { id: number; name: string }, form: InspeccionForm): Promise<Outcome> {
  await staffCar(cocheId);
  const results = checkedInspection(await pointsToAnswer(cocheId), form);
  await storeInspection(cocheId, by, form.fecha, results);
  return made(INSPECTION_MESSAGES.saved);
}
