import type { VehicleProps } from '../../contracts/pages.ts';
import { route } from '../../contracts/routes.ts';
import { hasPublicReport, inspectionSummary, mileageReadings } from './history.queries.ts';

/** A public car's history on its page: the inspection in figures, the odometer readings, and the DGT report's link when staff made it public. */
export async function carHistory(car: { id: number; slug: string }): Promise<Pick<VehicleProps, 'inspeccion' | 'lecturas_km' | 'informe_dgt'>> {
  const [inspeccion, lecturas_km, report] = await Promise.all([inspectionSummary(car.id), mileageReadings(car.id), hasPublicReport(car.id)]);
  return { inspeccion, lecturas_km, informe_dgt: report ? route('vehiculo.informe_dgt', { slug: car.slug }) : null };
}
