import { CANARY_TODAY } from '../../db/canary-day.ts';
import { db, type Prisma } from '../../db/client.ts';
import { cardSelect, PHOTO_ORDER } from './catalogue.queries.ts';
import { publicCar } from './public-car.ts';

const lookup = { select: { id: true, nombre: true } } as const;

/** A car page's columns: the card's, the specification rows, its processed photos and first video. */
const detailSelect = {
  ...cardSelect,
  color: true,
  cilindrada: true,
  cilindros: true,
  marchas: true,
  plazas: true,
  puertas: true,
  emisiones: true,
  eco_id: true,
  caracteristicas: true,
  carroceria_id: true,
  marca_id: true,
  precio_efectivo: true,
  carroceria: lookup,
  garantia: lookup,
  /** Only photos whose files are written (the pipeline sets width when done). */
  fotos: {
    select: { id: true, orden: true, width: true, height: true },
    where: { width: { not: null } },
    orderBy: PHOTO_ORDER,
  },
  videos: { select: { id: true, filename: true }, orderBy: { id: 'asc' }, take: 1 },
} satisfies Prisma.CocheSelect;

/** The car behind /vehiculo/{slug} if the public may see it (active, not removed; sold cars too). */
export function findPublicVehicle(slug: string) {
  return db().coche.findFirst({ select: detailSelect, where: { slug, ...publicCar.where } });
}

/** The public cars (active, not removed; sold ones too) among `ids`, in no particular order: the cars compared. */
export function findPublicVehicles(ids: readonly number[]) {
  return db().coche.findMany({ select: detailSelect, where: { id: { in: [...ids] }, ...publicCar.where } });
}

/**
 * Adds counted page views to the public cars named by slug, in one statement: to numbook and
 * to today's row of the daily counters (created at the day's first view, raised in place
 * after). The cars are locked in id order first, so two processes flushing at once queue behind
 * each other instead of deadlocking, and both add: the upsert never loses a count. Raw SQL on
 * purpose: Prisma's updateMany would also stamp updated_at (@updatedAt), and a visit is not an
 * edit (updated_at feeds the sitemap's lastmod and the back office).
 */
export function addVisits(slugs: string[], counts: number[]) {
  return db().$executeRaw`WITH batch AS (
      SELECT c."id", v.n FROM "coches" AS c JOIN unnest(${slugs}::text[], ${counts}::int[]) AS v(slug, n) ON c."slug" = v.slug
      WHERE ${publicCar.sql}
      ORDER BY c."id" FOR NO KEY UPDATE OF c),
    counted AS (
      UPDATE "coches" AS c SET "numbook" = c."numbook" + batch.n FROM batch WHERE c."id" = batch."id"
      RETURNING c."id", batch.n)
    INSERT INTO "actividad_diaria" AS a ("coche_id", "dia", "visitas")
    SELECT "id", ${CANARY_TODAY}, n FROM counted ORDER BY "id"
    ON CONFLICT ("coche_id", "dia") DO UPDATE SET "visitas" = a."visitas" + excluded."visitas"`;
}

export type VehicleRow = NonNullable<Awaited<ReturnType<typeof findPublicVehicle>>>;
