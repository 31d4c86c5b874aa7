import { priceDrop } from '../server/contracts/price-drop.ts';
import type { PrismaClient } from '../server/db/client.ts';
import { silentLogger, type DbLogger } from '../server/db/logger.ts';
import { seedActivity } from './seed/activity.ts';
import { seedBanners } from './seed/banners.ts';
import { seedEmpresa } from './seed/empresa.ts';
import { seedImperfections, seedInspections, seedMileage } from './seed/history.ts';
import { type LookupIds, seedLookups } from './seed/lookups.ts';
import { insertPhotoRows, type PhotoOptions, processDemoPhotos, type SeededCar, sharePhotos } from './seed/photos.ts';
import { DEMO_STAFF, seedSalespeople, seedStaff } from './seed/staff.ts';
import { DEMO_BASE, type DemoVehicle, demoVehicles } from './seed/vehicles.ts';

/**
 * Demo data for a fresh install and for benchmarks; see prisma/seed/*. Idempotent: every insert
 * skips rows that exist (lookups by id and name, vehicles by slug, banners by id, the staff user
 * by email), so running it again, or from two processes at once, adds nothing twice. Asking for
 * more vehicles than exist adds the missing ones (`npm run db:seed -- --vehicles 10000`).
 *
 * Rendering and processing photos takes minutes (about 0.3 s of CPU per photo), so seedDemo
 * returns once the rows exist and the photo files keep coming in the background: `photos`
 * settles when they are all written. Until then a photo's width is null (files not written).
 */

export const DEMO_VEHICLES = DEMO_BASE;

export interface SeedOptions {
  /** Demo vehicles wanted in total (default 120). */
  vehicles?: number;
  /** Render and process photos and banner images (default true; tests turn it off for speed). */
  photos?: boolean;
  /**
   * Process the cars' photos here (default true). False: only their rows are made, and a
   * 'demo-photos' job processes them (resumeDemoPhotos), as a server's first start does.
   */
  processPhotos?: boolean;
  /** Photos processed at once (default 2, one per core). */
  concurrency?: number;
  logger?: DbLogger;
  /** The demo staff account's password (default the published DEMO_STAFF one). */
  staffPassword?: string;
}

export interface SeedResult {
  /** The demo staff login, to print on the dev console. */
  staff: { email: string; password: string };
  /** Rows this run added. */
  created: { coches: number; banners: number; precios: number };
  /**
   * Settles when every photo of the cars this run added is written, with the number of photos
   * stored. It runs in the background: await it, or handle its rejection.
   */
  photos: Promise<number>;
}

function vehicleRow(vehicle: DemoVehicle, ids: LookupIds) {
  const { marca, modelo, carroceria, garantia, photoCount: _count, photoSource: _source, ...fields } = vehicle;
  return {
    ...fields,
    marca_id: ids.marca.get(marca)!,
    modelo_id: ids.modelo.get(`${marca}|${modelo}`)!,
    carroceria_id: ids.carroceria.get(carroceria)!,
    garantia_id: ids.garantia.get(garantia)!,
    updated_at: vehicle.created_at,
    fecha_entrada: vehicle.created_at,
    registrado_at: vehicle.created_at,
  };
}

async function insertVehicles(prisma: PrismaClient, vehicles: DemoVehicle[], ids: LookupIds): Promise<SeededCar[]> {
  const bySlug = new Map(vehicles.map((vehicle) => [vehicle.slug, vehicle]));
  const created: SeededCar[] = [];
  for (let start = 0; start < vehicles.length; start += 2000) {
    const rows = await prisma.coche.createManyAndReturn({
      data: vehicles.slice(start, start + 2000).map((vehicle) => vehicleRow(vehicle, ids)),
      skipDuplicates: true,
      select: { id: true, slug: true },
    });
    created.push(...rows.map((row) => ({ id: row.id, vehicle: bySlug.get(row.slug)! })));
  }
  return created;
}

/**
 * Every car's price history: the price it entered with, and for some of the cars on offer an
 * earlier, higher price cut 12 days later; each of those then shows the reduction its history
 * supports (contracts/price-drop.ts).
 */
async function seedPriceHistory(prisma: PrismaClient, cars: SeededCar[], userId: number): Promise<number> {
  const cut = new Set(cars.filter((car) => car.vehicle.precio_oferta !== null).slice(0, 12).map((car) => car.id));
  const histories = cars.map(({ id, vehicle }) =>
    cut.has(id)
      ? [
          { coche_id: id, precio: vehicle.precio + 1500, precio_oferta: null, user_id: userId, created_at: vehicle.created_at },
          { coche_id: id, precio: vehicle.precio, precio_oferta: vehicle.precio_oferta, user_id: userId, created_at: new Date(Math.min(Date.now(), vehicle.created_at.getTime() + 12 * 86_400_000)) },
        ]
      : [{ coche_id: id, precio: vehicle.precio, precio_oferta: vehicle.precio_oferta, user_id: userId, created_at: vehicle.created_at }],
  );
  let count = 0;
  for (let start = 0; start < histories.length; start += 2000) {
    count += (await prisma.precioHistorial.createMany({ data: histories.slice(start, start + 2000).flat() })).count;
  }
  for (const rows of histories.filter((rows) => rows.length > 1)) {
    const precio_anterior = priceDrop(rows.map((row) => ({ precio: row.precio, at: row.created_at })));
    await prisma.coche.updateMany({ where: { id: rows[0]!.coche_id }, data: { precio_anterior, updated_at: rows[0]!.created_at } });
  }
  return count;
}

/** The slugs of the demo cars that get their own photos. */
const baseSlugs = () => demoVehicles(DEMO_BASE).map((vehicle) => vehicle.slug);

async function storePhotos(prisma: PrismaClient, cars: SeededCar[], options: PhotoOptions): Promise<number> {
  const slugs = baseSlugs();
  return (await processDemoPhotos(prisma, slugs, options)) + (await sharePhotos(prisma, cars, slugs, options));
}

export async function seedDemo(prisma: PrismaClient, options: SeedOptions = {}): Promise<SeedResult> {
  const logger = options.logger ?? silentLogger;
  const started = performance.now();
  const ids = await seedLookups(prisma);
  await seedEmpresa(prisma);
  const staffPassword = options.staffPassword ?? DEMO_STAFF.password;
  const staff = await seedStaff(prisma, staffPassword);
  await seedSalespeople(prisma);
  const cars = await insertVehicles(prisma, demoVehicles(options.vehicles ?? DEMO_VEHICLES), ids);
  const precios = await seedPriceHistory(prisma, cars, staff.id);
  await seedActivity(prisma, cars);
  await seedInspections(prisma, cars, { id: staff.id, name: DEMO_STAFF.name });
  await seedMileage(prisma, cars, staff.id);
  const banners = await seedBanners(prisma, options.photos ?? true);
  let photos = Promise.resolve(0);
  if (options.photos ?? true) {
    await insertPhotoRows(prisma, cars);
    await seedImperfections(prisma, cars);
    if (options.processPhotos ?? true) photos = storePhotos(prisma, cars, { concurrency: options.concurrency ?? 2, logger });
  }
  logger.info(`Datos de demostración: ${cars.length} vehículos añadidos en ${Math.round(performance.now() - started)} ms`);
  return { staff: { email: DEMO_STAFF.email, password: staffPassword }, created: { coches: cars.length, banners, precios }, photos };
}

/** Finishes the photos of an interrupted demo seed (rows whose files were never written). */
export function resumeDemoPhotos(prisma: PrismaClient, options: Partial<PhotoOptions> = {}): Promise<number> {
  return processDemoPhotos(prisma, baseSlugs(), { concurrency: options.concurrency ?? 2, logger: options.logger ?? silentLogger, limit: options.limit });
}
