import type { PrismaClient } from '../../server/db/client.ts';
import type { DbLogger } from '../../server/db/logger.ts';
import { mapLimit } from '../../server/lib/map-limit.ts';
import { withImageSlot } from '../../server/media/image-slots.ts';
import { processVehiclePhoto, vehiclePhotoFiles } from '../../server/media/photos.ts';
import { vehiclePhotoPaths } from '../../server/media/storage.ts';
import { mediaStore } from '../../server/media/store/media-store.ts';
import { renderDemoCarPhoto } from './demo-cars/images.ts';
import type { DemoVehicle } from './vehicles.ts';

/**
 * Demo photos.
 * - A base car gets 3–5 studio shots rendered locally and stored by the real photo pipeline.
 *   Rows are inserted first (width/height null: files not written yet), then processed with
 *   bounded concurrency, thumbnails (orden 1) of the newest cars first; each batch records its
 *   sizes, so an interrupted run resumes where it stopped (processDemoPhotos).
 * - A bulk car reuses the processed files of its base car: new rows whose objects are copies
 *   in the media store (hard links with the local driver), so 10 000 cars seed in seconds.
 */

export interface SeededCar {
  id: number;
  vehicle: DemoVehicle;
}

export interface PhotoOptions {
  concurrency: number;
  logger: DbLogger;
  /** At most this many photos this call (the job queue's batches); default all of them. */
  limit?: number;
}

interface Size {
  id: number;
  width: number;
  height: number;
}

function hash(text: string): number {
  let h = 2166136261;
  for (const char of text) h = Math.imul(h ^ char.charCodeAt(0), 16777619);
  return (h >>> 0) % 1_000_000;
}

async function saveSizes(prisma: PrismaClient, sizes: Size[]): Promise<void> {
  if (sizes.length === 0) return;
  const ids = sizes.map((size) => size.id);
  const widths = sizes.map((size) => size.width);
  const heights = sizes.map((size) => size.height);
  await prisma.$executeRaw`UPDATE "fotos" SET "width" = v.w, "height" = v.h
    FROM (SELECT unnest(${ids}::int[]) AS id, unnest(${widths}::int[]) AS w, unnest(${heights}::int[]) AS h) AS v
    WHERE "fotos"."id" = v.id`;
}

/** Photo rows (not yet processed) for the base cars among `cars`. */
export async function insertPhotoRows(prisma: PrismaClient, cars: SeededCar[]): Promise<number> {
  const rows = cars
    .filter((car) => car.vehicle.photoSource === null)
    .flatMap((car) => Array.from({ length: car.vehicle.photoCount }, (_, view) => ({ coche_id: car.id, orden: view + 1 })));
  return (await prisma.foto.createMany({ data: rows })).count;
}

/**
 * Renders and processes the unprocessed demo photos of the cars `slugs`, all or up to
 * `options.limit`: rows without files that no member of staff uploaded (an upload has its
 * original stored, and its own job) and that did not fail.
 */
export async function processDemoPhotos(prisma: PrismaClient, slugs: string[], options: PhotoOptions): Promise<number> {
  const rows = await prisma.foto.findMany({
    where: { width: null, error: null, coche: { slug: { in: slugs } } },
    take: options.limit,
    select: {
      id: true,
      orden: true,
      coche: { select: { slug: true, color: true, marca: { select: { nombre: true } }, modelo: { select: { nombre: true } }, carroceria: { select: { nombre: true } } } },
    },
    orderBy: [{ orden: 'asc' }, { coche: { created_at: 'desc' } }],
  });
  const store = mediaStore();
  const uploaded = await Promise.all(rows.map((row) => store.exists(vehiclePhotoPaths(row.id).original)));
  const pending = rows.filter((_row, index) => !uploaded[index]);
  const started = performance.now();
  let done = 0;
  for (let start = 0; start < pending.length; start += 24) {
    const sizes: Size[] = [];
    await mapLimit(pending.slice(start, start + 24), options.concurrency, async ({ id, orden, coche }) => {
      const image = await withImageSlot(() =>
        renderDemoCarPhoto({
          seed: hash(coche.slug),
          color: coche.color,
          body: coche.carroceria.nombre,
          label: `${coche.marca.nombre} ${coche.modelo.nombre}`,
          view: orden - 1,
        }),
      );
      sizes.push({ id, ...(await processVehiclePhoto(image, id)) });
    });
    await saveSizes(prisma, sizes);
    done += sizes.length;
    options.logger.info(`Fotos de demostración: ${done}/${pending.length}`);
  }
  if (done > 0) options.logger.info(`Fotos de demostración procesadas: ${done} en ${Math.round(performance.now() - started)} ms`);
  return done;
}

/**
 * Bulk cars among `cars`: new photo rows sharing the processed files of their base car's
 * photos. `baseSlugs[i]` is the slug of demo car i, the source of bulk cars whose photoSource is i.
 */
export async function sharePhotos(prisma: PrismaClient, cars: SeededCar[], baseSlugs: string[], options: PhotoOptions): Promise<number> {
  const bulk = cars.filter((car) => car.vehicle.photoSource !== null);
  if (bulk.length === 0) return 0;
  const sources = await prisma.foto.findMany({
    where: { coche: { slug: { in: baseSlugs } }, width: { not: null } },
    select: { id: true, orden: true, width: true, height: true, coche: { select: { slug: true } } },
    orderBy: [{ coche_id: 'asc' }, { orden: 'asc' }],
  });
  const bySlug = new Map<string, typeof sources>();
  for (const source of sources) bySlug.set(source.coche.slug, [...(bySlug.get(source.coche.slug) ?? []), source]);
  const plan = bulk.flatMap((car) => (bySlug.get(baseSlugs[car.vehicle.photoSource!]!) ?? []).map((source) => ({ car, source })));
  let done = 0;
  for (let start = 0; start < plan.length; start += 5000) {
    const chunk = plan.slice(start, start + 5000);
    const created = await prisma.foto.createManyAndReturn({
      data: chunk.map(({ car, source }) => ({ coche_id: car.id, orden: source.orden, width: source.width, height: source.height })),
      select: { id: true, coche_id: true, orden: true },
    });
    const sourceOf = new Map(chunk.map(({ car, source }) => [`${car.id}|${source.orden}`, source]));
    await mapLimit(created, 16, async (photo) => {
      const source = sourceOf.get(`${photo.coche_id}|${photo.orden}`)!;
      const from = vehiclePhotoFiles(source.id, source.width!);
      const to = vehiclePhotoFiles(photo.id, source.width!);
      for (const [index, relPath] of from.entries()) await mediaStore().copy(relPath, to[index]!);
    });
    done += created.length;
    options.logger.info(`Fotos compartidas de demostración: ${done}/${plan.length}`);
  }
  return done;
}
