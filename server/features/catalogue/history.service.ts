import type { VehicleProps } from '../../contracts/pages.ts';
import { route } from '../../contracts/routes.ts';
import { hasPublicReport, inspectionSummary, mileageReadings, photoImperfections } from './history.queries.ts';

/** A public car's history on its page: the inspection in figures, the odometer readings, the DGT report's link when staff made it public, the imperfections on its photos. */
export async function carHistory(car: { id: number; slug: string }): Promise<Pick<VehicleProps, 'inspeccion' | 'lecturas_km' | 'informe_dgt' | 'imperfecciones'>> {
  const [inspeccion, lecturas_km, report, imperfecciones] = await Promise.all([inspectionSummary(car.id), mileageReadings(car.id), hasPublicReport(car.id), photoImperfections(car.id)]);
  return { inspeccion, lecturas_km, informe_dgt: report ? route('vehiculo.informe_dgt', { slug: car.slug }) : null, imperfecciones };
}
