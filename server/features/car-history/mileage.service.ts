import { canaryDate } from '../../contracts/canary-date.ts';
import { KM_RULE, type LecturaForm, LECTURAS_MAX, MILEAGE_MESSAGES } from '../../contracts/car-history.ts';
import type { OwnPageProps } from '../../contracts/page-registry.ts';
import { route } from '../../contracts/routes.ts';
import { violates } from '../../db/constraints.ts';
import { NotFoundError } from '../../lib/errors.ts';
import { made, refused, type Outcome } from '../../lib/flash.ts';
import { fieldError } from '../../lib/validation.ts';
import { carReport } from './dgt-report.queries.ts';
import { carReadings, countReadings, deleteReading, insertReading, readingCar, setExplanation } from './mileage.queries.ts';
import { carHeading, staffCar } from './staff-car.ts';

/**
 * A car's odometer readings ('Kilómetros'). The database keeps the rule (the *_historial_coche
 * migrations): a reading below an earlier one with no explanation keeps the car off the site, so
 * a public car refuses one, and a car with one cannot be published. Here its refusals become the
 * form's messages.
 */

export async function mileagePage(cocheId: number): Promise<OwnPageProps<'Kilometros'>> {
  const car = await staffCar(cocheId);
  const [lecturas, informe] = await Promise.all([carReadings(cocheId), carReport(cocheId)]);
  return {
    coche: { ...carHeading(car), kilometros: car.kilometros, publico: car.activo },
    lecturas,
    informe: informe && { url: route('coches.informe_dgt', { id: cocheId }), bytes: informe.bytes, publico: informe.publico, subido: informe.subido_at.toISOString() },
    hoy: canaryDate(),
  };
}

export async function addReading(cocheId: number, userId: number, form: LecturaForm): Promise<Outcome> {
  await staffCar(cocheId);
  if ((await countReadings(cocheId)) >= LECTURAS_MAX) return refused(`Este coche ya tiene ${LECTURAS_MAX} lecturas: elimina alguna antes de añadir otra.`);
  try {
    await insertReading({ coche_id: cocheId, fecha: form.fecha, km: form.km, fuente: form.fuente, explicacion: form.explicacion || null, user_id: userId });
  } catch (error) {
    if (violates(error, KM_RULE)) throw fieldError('explicacion', MILEAGE_MESSAGES.lowerOnPublicCar);
    throw error;
  }
  return made(MILEAGE_MESSAGES.added);
}

/** The reading's car, for the way back; a reading that is gone is a 404. */
export async function carOfReading(id: number): Promise<number> {
  const cocheId = await readingCar(id);
  if (cocheId === null) throw new NotFoundError('Lectura no encontrada.');
  return cocheId;
}

export async function explainReading(id: number, explicacion: string): Promise<Outcome> {
  await setExplanation(id, explicacion);
  return made(MILEAGE_MESSAGES.explained);
}

export async function removeReading(id: number): Promise<Outcome> {
  try {
    await deleteReading(id);
  } catch (error) {
    if (violates(error, KM_RULE)) return refused(MILEAGE_MESSAGES.deleteLeavesLower);
    throw error;
  }
  return made(MILEAGE_MESSAGES.deleted);
}
