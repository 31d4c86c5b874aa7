import { type Activity, type ActivityDay, type ConversionCar, conversionRate } from '../../contracts/car-activity.ts';
import { vehicleTitle } from '../../contracts/vehicle.ts';
import type { ConversionRow } from './activity.service.ts';

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
    nombre: vehicleTitle({ nombre: row.nombre, marca: { nombre: row.marca }, modelo: { nombre: row.modelo } }),
    visitas: row.visitas,
    contactos: row.contactos,
    conversion: conversionRate(row.visitas, row.contactos) ?? 0,
  };
}
