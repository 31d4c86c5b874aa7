import { canaryDate } from '../../contracts/canary-date.ts';
import { formatDecimal } from '../../contracts/format.ts';
import {
  type EstadoPunto,
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
import { route } from '../../contracts/routes.ts';
import { vehicleTitle } from '../../contracts/vehicle.ts';
import { namedCars, publicCar } from '../catalogue/index.ts';
import { NotFoundError, ValidationError } from '../../lib/errors.ts';
import { made, type Outcome } from '../../lib/flash.ts';
import { carInspection, pointsToAnswer, type ResultToSave, storeInspection } from './inspection.queries.ts';

/** A car's inspection ('Inspección'): every point of the template answered, by whom and on which day. */

/** The car as staff see it (removed ones are not inspected). */
async function staffCar(id: number) {
  const car = (await namedCars([id])).get(id);
  if (!car || car.deleted_at) throw new NotFoundError('Vehículo no encontrado.');
  return car;
}

/** A saved figure as the form shows it ('6,5'), or ''. */
const shown = (valor: string | null) => (valor === null ? '' : formatDecimal(Number(valor)));

export async function inspectionPage(cocheId: number): Promise<OwnPageProps<'Inspeccion'>> {
  const car = await staffCar(cocheId);
  const [saved, puntos] = await Promise.all([carInspection(cocheId), pointsToAnswer(cocheId)]);
  return {
    coche: { id: car.id, titulo: vehicleTitle(car), editar: route('coches.edit', { id: car.id }), publico: publicCar.holds(car) },
    puntos: puntos.map((point) => ({ id: point.id, seccion: point.seccion as Seccion, nombre: point.nombre, medida: point.medida as Medida | null })),
    guardada: saved && { fecha: saved.fecha.toISOString().slice(0, 10), inspector: saved.inspector, actualizada: saved.updated_at.toISOString() },
    resultados: Object.fromEntries(
      (saved?.results ?? []).map((row) => [String(row.punto_id), { estado: row.estado, valor: shown(row.valor), nota: row.nota ?? '' }]),
    ) satisfies InspeccionProps['resultados'],
    hoy: canaryDate(),
  };
}

/**
 * Checks every point's answer against the template: each needs a result, and a point with a
 * figure its value within bounds. All the problems come back at once, under their points.
 */
function checkedResults(puntos: { id: number; medida: string | null }[], sent: InspeccionForm['resultados']): ResultToSave[] {
  const errors: Record<string, string[]> = {};
  const results: ResultToSave[] = [];
  let missing = 0;
  for (const point of puntos) {
    const answer = resultadoSchema.safeParse(sent[String(point.id)]);
    if (!answer.success) {
      missing += 1;
      errors[`resultados.${point.id}.estado`] = ['Elige el resultado.'];
      continue;
    }
    const medida = point.medida as Medida | null;
    let valor: number | null = null;
    if (medida) {
      valor = parseMedida(answer.data.valor);
      if (answer.data.valor === '') errors[`resultados.${point.id}.valor`] = [INSPECTION_MESSAGES.valueNeeded(medida)];
      else if (valor === null || valor > MEDIDA_MAX[medida]) errors[`resultados.${point.id}.valor`] = [INSPECTION_MESSAGES.valueRange(medida)];
    }
    results.push({ punto_id: point.id, estado: answer.data.estado as EstadoPunto, valor, nota: answer.data.nota || null });
  }
  if (missing > 0) errors.resultados = [INSPECTION_MESSAGES.missing(missing)];
  if (Object.keys(errors).length > 0) throw new ValidationError(errors);
  return results;
}

export async function saveInspection(cocheId: number, by: { id: number; name: string }, form: InspeccionForm): Promise<Outcome> {
  await staffCar(cocheId);
  if (form.fecha > canaryDate()) throw new ValidationError({ fecha: [INSPECTION_MESSAGES.future] });
  const results = checkedResults(await pointsToAnswer(cocheId), form.resultados);
  await storeInspection(cocheId, by, form.fecha, results);
  return made(INSPECTION_MESSAGES.saved);
}
