import { db } from '../../db/client.ts';
import { PHOTO_ORDER } from './catalogue.queries.ts';
import { publicCar } from './public-car.ts';

/** Processed photos only (the pipeline sets width when their files are written). */
const firstPhoto = {
  select: { id: true, width: true, height: true },
  where: { width: { not: null } },
  orderBy: PHOTO_ORDER,
  take: 1,
} as const;

const carSelect = {
  id: true,
  slug: true,
  nombre: true,
  marca: { select: { nombre: true } },
  modelo: { select: { nombre: true } },
  fotos: firstPhoto,
} as const;

/** A car the public may see (active, not removed), with its first processed photo. */
export function landingVehicle(id: number) {
  return db().coche.findFirst({ select: carSelect, where: { id, ...publicCar.where } });
}

/** The newest available cars that have a processed photo, for the collage. */
export function collageVehicles(limit: number) {
  return db().coche.findMany({
    select: carSelect,
    where: { ...publicCar.where, estado_id: 1, fotos: { some: { width: { not: null } } } },
    orderBy: [{ created_at: 'desc' }, { id: 'desc' }],
    take: limit,
  });
}

export type LandingVehicleRow = NonNullable<Awaited<ReturnType<typeof landingVehicle>>>;
