import { namedCars } from '../catalogue/index.ts';
import { conversionRanking } from './activity.queries.ts';

export interface ConversionRow {
  id: number;
  marca: string;
  modelo: string;
  nombre: string;
  visitas: number;
  contactos: number;
}

/**
 * The cars (not removed) with the most enquiries per visit over the period, among those with at
 * least `minVisits` visits in it; ties go to more enquiries.
 */
export async function topConversion(days: number, minVisits: number, limit: number): Promise<ConversionRow[]> {
  const ranking = await conversionRanking(days, minVisits);
  const cars = await namedCars(ranking.map((car) => car.coche_id));
  return ranking
    .flatMap(({ coche_id, visitas, contactos }) => {
      const car = cars.get(coche_id);
      return car && car.deleted_at === null ? [{ id: coche_id, marca: car.marca.nombre, modelo: car.modelo.nombre, nombre: car.nombre, visitas, contactos }] : [];
    })
    .slice(0, limit);
}
