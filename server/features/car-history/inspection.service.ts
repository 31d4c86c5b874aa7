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
import { NotFoundError, ValidationError } from '../../lib/errors.ts';
import { fieldError } from '../../lib/validation.ts';
import { DETAIL_FIELD, discardDetails, storeDetail } from './details.service.ts';
import { made, refused, type Outcome } from '../../lib/flash.ts';
import { carInspection, pointsToAnswer, resultPhotos, type ResultToSave, savedResult, setResultDetail, storeInspection } from './inspection.queries.ts';

/** A car's inspection ('Inspección'): every point of the template answered, by whom and on which day. */

/** A saved figure as the form shows it ('6,5'), or ''. */
const shown = (valor: string | null) => (valor === null ? '' : formatDecimal(Number(valor)));

export async function inspectionPage(cocheId: number): Promise<OwnPageProps<'Inspeccion'>> {
  const car = await staffCar(cocheId);
  const [saved, puntos, fotos] = await Promise.all([carInspection(cocheId), pointsToAnswer(cocheId), resultPhotos(cocheId)]);
  return {
    coche: carHeading(car),
    puntos: puntos.map((point) => ({ ...point, seccion: point.seccion as Seccion, medida: point.medida as Medida | null })),
    guardada: saved && { fecha: saved.fecha.toISOString().slice(0, 10), inspector: saved.inspector, actualizada: saved.updated_at.toISOString() },
    resultados: Object.fromEntries(
      (saved?.results ?? []).map((row) => [String(row.punto_id), { estado: row.estado, valor: shown(row.valor), nota: row.nota ?? '' }]),
    ) satisfies InspeccionProps['resultados'],
    hoy: canaryDate(),
    fotos,
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

/** A point's close-up: stored (a temp file checked by content) and put on the point's saved result, replacing the one before. */
export async function attachPointPhoto(cocheId: number, puntoId: number, upload: { path: string } | undefined): Promise<Outcome> {
  await staffCar(cocheId);
  const result = await savedResult(cocheId, puntoId);
  if (!result) return refused(INSPECTION_MESSAGES.photoBeforeSave);
  if (!upload) throw fieldError(DETAIL_FIELD, INSPECTION_MESSAGES.photoMissing);
  const detalle = await storeDetail(cocheId, upload);
  await setResultDetail(result.inspeccion_id, puntoId, detalle);
  if (result.detalle_id !== null) await discardDetails([result.detalle_id]);
  return made(INSPECTION_MESSAGES.photoAdded);
}

export async function removePointPhoto(cocheId: number, puntoId: number): Promise<Outcome> {
  const result = await savedResult(cocheId, puntoId);
  if (!result || result.detalle_id === null) throw new NotFoundError('Este punto no tiene foto.');
  await setResultDetail(result.inspeccion_id, puntoId, null);
  await discardDetails([result.detalle_id]);
  return made(INSPECTION_MESSAGES.photoRemoved);
}
