import { db } from '../../db/client.ts';
import { PHOTO_ORDER } from '../catalogue/catalogue.queries.ts';

const bannerSelect = { id: true, type: true, image_path: true, video_path: true } as const;

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

/** The home banners in their order, for a landing's hero and collage. */
export function landingBanners(limit: number) {
  return db().banner.findMany({ select: bannerSelect, orderBy: [{ order: 'asc' }, { id: 'asc' }], take: limit });
}

/** A car the public may see (active, not removed), with its first processed photo. */
export function landingVehicle(id: number) {
  return db().coche.findFirst({ select: carSelect, where: { id, activo: true, deleted_at: null } });
}

/** The newest available cars that have a processed photo, for the collage. */
export function collageVehicles(limit: number) {
  return db().coche.findMany({
    select: carSelect,
    where: { activo: true, deleted_at: null, estado_id: 1, fotos: { some: { width: { not: null } } } },
    orderBy: [{ created_at: 'desc' }, { id: 'desc' }],
    take: limit,
  });
}

export type LandingBannerRow = Awaited<ReturnType<typeof landingBanners>>[number];
export type LandingVehicleRow = NonNullable<Awaited<ReturnType<typeof landingVehicle>>>;
