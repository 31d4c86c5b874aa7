import { db, type Prisma } from '../../db/client.ts';

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

/** Cars the public may see: active and not removed. */
const publicVehicle = { activo: true, deleted_at: null } as const;

export function latestAvailable(limit: number) {
  return db().coche.findMany({
    select: cardSelect,
    where: { ...publicVehicle, estado_id: 1 },
    orderBy: [{ created_at: 'desc' }, { id: 'desc' }],
    take: limit,
  });
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
