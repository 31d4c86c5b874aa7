import { db } from '../../db/client.ts';

/** The cars the sitemap lists: public (active, not removed) and not sold, newest change first. */
export function sitemapVehicles() {
  return db().coche.findMany({
    select: { slug: true, updated_at: true, sede_id: true, marca: { select: { nombre: true } }, modelo: { select: { nombre: true } } },
    where: { activo: true, deleted_at: null, estado_id: { in: [1, 2] } },
    orderBy: [{ updated_at: 'desc' }, { id: 'desc' }],
  });
}

export type SitemapVehicleRow = Awaited<ReturnType<typeof sitemapVehicles>>[number];
