import { type Activity, type ActivityDay, type ConversionCar, conversionRate } from '../../contracts/car-activity.ts';
import type { ConversionRow } from './activity.queries.ts';

/** A period's days with its totals. */
export function activity(dias: ActivityDay[]): Activity {
  return {
    dias,
    visitas: dias.reduce((sum, day) => sum + day.visitas, 0),
    contactos: dias.reduce((sum, day) => sum + day.contactos, 0),
  };
}

export function conversionCar(row: ConversionRow): ConversionCar {
  return {
    id: row.id,
    nombre: `${row.marca} ${row.modelo} ${row.nombre}`,
    visitas: row.visitas,
    contactos: row.contactos,
    conversion: conversionRate(row.visitas, row.contactos) ?? 0,
  };
}
