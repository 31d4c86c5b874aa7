import { namedCars } from '../catalogue/index.ts';
import { route } from '../../contracts/routes.ts';
import { vehicleTitle } from '../../contracts/vehicle.ts';
import { NotFoundError } from '../../lib/errors.ts';

/** The car a history page is about, as staff see it: a removed car has none. */
export async function staffCar(id: number) {
  const car = (await namedCars([id])).get(id);
  if (!car || car.deleted_at) throw new NotFoundError('Vehículo no encontrado.');
  return car;
}

/** The car's heading on a history page: its title and the way back to its edit page. */
export function carHeading(car: Awaited<ReturnType<typeof staffCar>>) {
  return { id: car.id, titulo: vehicleTitle(car), editar: route('coches.edit', { id: car.id }) };
}
