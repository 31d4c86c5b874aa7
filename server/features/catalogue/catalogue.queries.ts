import { db, type Prisma } from '../../db/client.ts';
import { inIdOrder } from '../../lib/query-ids.ts';
import { publicCar } from './public-car.ts';

const lookup = { select: { id: true, nombre: true } } as const;

/** A car's photos in gallery order; id breaks ties so every page shows the same first photo. */
export const PHOTO_ORDER: Prisma.FotoOrderByWithRelationInput[] = [{ orden: 'asc' }, { id: 'asc' }];

/** The columns a vehicle card needs, with its first photo. */
export const cardSelect = {
  id: true,
  slug: true,
  nombre: true,
  year: true,
  kilometros: true,
  potencia: true,
  precio: true,
  precio_oferta: true,
  estado_id: true,
  sede_id: true,
  precio_anterior: true,
  marca: lookup,
  modelo: lookup,
  combustible: lookup,
  cambio: lookup,
  /** Photos whose files are written (width is set once the pipeline has processed them). */
  fotos: { select: { id: true, width: true, height: true }, where: { width: { not: null } }, orderBy: PHOTO_ORDER, take: 1 },
} as const;

export function latestAvailable(limit: number) {
  return db().coche.findMany({
    select: cardSelect,
    where: { ...publicCar.where, estado_id: 1 },
    orderBy: [{ created_at: 'desc' }, { id: 'desc' }],
    take: limit,
  });
}

/** How many similar cars end a car's page. */
export const SIMILAR_CARS = 4;

/**
 * The cars like one car: unsold public cars of the same body type or brand, available before
 * reserved, then by how close their effective price is (ties by id), as cards in that order.
 */
export async function similarCars(car: { id: number; carroceria_id: number; marca_id: number; precio_efectivo: number }) {
  const rows = await db().$queryRaw<{ id: number }[]>`
    SELECT c.id FROM coches c
    WHERE ${publicCar.sql} AND c.estado_id IN (1, 2) AND c.id <> ${car.id}
      AND (c.carroceria_id = ${car.carroceria_id} OR c.marca_id = ${car.marca_id})
    ORDER BY c.estado_id ASC, abs(c.precio_efectivo - ${car.precio_efectivo}) ASC, c.id ASC
    LIMIT ${SIMILAR_CARS}`;
  const ids = rows.map((row) => row.id);
  return inIdOrder(ids, await db().coche.findMany({ select: cardSelect, where: { id: { in: ids } } }));
}

/** The home's banners in their order; an image banner shows once its image is processed. */
export function homeBanners() {
  return db().banner.findMany({
    select: { id: true, type: true, image_path: true, video_path: true, button_text: true, button_link: true, order: true },
    where: { OR: [{ type: 'video' }, { image_path: { not: null } }] },
    orderBy: [{ order: 'asc' }, { id: 'asc' }],
  });
}

export type CardRow = Awaited<ReturnType<typeof latestAvailable>>[number];
export type BannerRow = Awaited<ReturnType<typeof homeBanners>>[number];

/** The cars like a car of the stock (sold or not), for a buyer who could not have it; none for an unknown car. */
export async function similarToCar(id: number) {
  const car = await db().coche.findUnique({ where: { id }, select: { id: true, carroceria_id: true, marca_id: true, precio_efectivo: true } });
  return car ? similarCars(car) : [];
}
