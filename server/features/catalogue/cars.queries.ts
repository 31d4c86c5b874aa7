import { ESTADO_DISPONIBLE, ESTADO_VENDIDO } from '../../contracts/vehicle.ts';
import { db, Prisma } from '../../db/client.ts';
import { cardSelect } from './catalogue.queries.ts';
import { publicCar } from './public-car.ts';

/**
 * The catalogue's reads of the cars for the other features: what they show of a car, count or
 * list, each read here, once, with the one public-car condition (public-car.ts).
 */

/** The public cars (sold ones too) among `ids`, as card rows, in no particular order. */
export function publicCardRows(ids: readonly number[]) {
  return db().coche.findMany({ select: cardSelect, where: { id: { in: [...ids] }, ...publicCar.where } });
}

/** A public car, which can be enquired about, with its state and the price it is financed from; null otherwise. */
export function publicCarPrice(id: number): Promise<{ precio_efectivo: number; estado_id: number } | null> {
  return db().coche.findFirst({ select: { precio_efectivo: true, estado_id: true }, where: { id, ...publicCar.where } });
}

/** A public car open to a reservation request: available (NORMAL). */
export function availablePublicCar(id: number) {
  return db().coche.findFirst({ where: { id, ...publicCar.where, estado_id: ESTADO_DISPONIBLE }, select: { id: true } });
}

/** How many public cars are in each estado_id. */
export async function publicCarsByEstado(): Promise<Map<number, number>> {
  const groups = await db().coche.groupBy({ by: ['estado_id'], where: publicCar.where, _count: { _all: true } });
  return new Map(groups.map((group) => [group.estado_id, group._count._all]));
}

/** Brands with at least one public car for sale (available or reserved), by name: the 'Pedir cita' choices. */
export function brandsWithStock() {
  return db().marca.findMany({
    select: { id: true, nombre: true },
    where: { coches: { some: { ...publicCar.where, estado_id: { not: ESTADO_VENDIDO } } } },
    orderBy: { nombre: 'asc' },
  });
}

/** The cars the sitemap lists: public and not sold, newest change first. */
export function sitemapVehicles() {
  return db().coche.findMany({
    select: { slug: true, updated_at: true, sede_id: true, marca: { select: { nombre: true } }, modelo: { select: { nombre: true } } },
    where: { ...publicCar.where, estado_id: { in: [1, 2] } },
    orderBy: [{ updated_at: 'desc' }, { id: 'desc' }],
  });
}

export type SitemapVehicleRow = Awaited<ReturnType<typeof sitemapVehicles>>[number];

/** Ids of the photos whose car the public does not see. */
export async function hiddenPhotoIds(): Promise<number[]> {
  const rows = await db().$queryRaw<{ id: number }[]>`SELECT f.id FROM fotos f JOIN coches c ON c.id = f.coche_id WHERE NOT (${publicCar.sql})`;
  return rows.map((row) => row.id);
}

/** A lookup column of coches that staff lists name (brand, model and the four lookup lists). */
export type CarColumn = 'marca_id' | 'modelo_id' | 'carroceria_id' | 'garantia_id' | 'combustible_id' | 'cambio_id';

/** Car rows (removed ones too: their rows still point there) using a brand, model or lookup row. */
export function carsUsing(column: CarColumn, id: number): Promise<number> {
  return db().coche.count({ where: { [column]: id } });
}

/** Car rows (removed ones too) using each of `ids` of a column; an id no car uses is absent. */
export async function carsUsingEach(column: CarColumn, ids: readonly number[]): Promise<Map<number, number>> {
  if (ids.length === 0) return new Map();
  const rows = await db().$queryRaw<{ id: number; coches: number }[]>`
    SELECT ${Prisma.raw(column)} AS id, count(*)::int AS coches FROM coches WHERE ${Prisma.raw(column)} = ANY(${[...ids]}::int[]) GROUP BY 1`;
  return new Map(rows.map((row) => [row.id, row.coches]));
}

/** A car as other features name it (an enquiry, a staff list): removed ones too, with whether the public still sees it. */
export interface NamedCar {
  id: number;
  slug: string;
  nombre: string;
  activo: boolean;
  deleted_at: Date | null;
  kilometros: number;
  marca: { id: number; nombre: string };
  modelo: { id: number; nombre: string };
  /** Its prices, for contracts/pricing.ts priceFigures (with the payment at precio_efectivo). */
  precio: number;
  precio_oferta: number | null;
  precioAnterior: number | null;
  precio_efectivo: number;
}

/** The cars among `ids` (removed ones too), named. */
export async function namedCars(ids: readonly number[]): Promise<Map<number, NamedCar>> {
  if (ids.length === 0) return new Map();
  const rows = await db().coche.findMany({
    select: {
      id: true,
      slug: true,
      nombre: true,
      activo: true,
      deleted_at: true,
      kilometros: true,
      marca: { select: { id: true, nombre: true } },
      modelo: { select: { id: true, nombre: true } },
      precio: true,
      precio_oferta: true,
      precio_anterior: true,
      precio_efectivo: true,
    },
    where: { id: { in: [...new Set(ids)] } },
  });
  return new Map(rows.map(({ precio_anterior, ...row }) => [row.id, { ...row, precioAnterior: precio_anterior }]));
}

/** Rows that point to a car by `coche_id`, each with that car in its place (`coche`, or null). */
export async function withNamedCars<Row extends { coche_id: number | null }>(rows: readonly Row[]): Promise<(Omit<Row, 'coche_id'> & { coche: NamedCar | null })[]> {
  const cars = await namedCars(rows.flatMap((row) => (row.coche_id === null ? [] : [row.coche_id])));
  return rows.map(({ coche_id, ...row }) => ({ ...row, coche: coche_id === null ? null : (cars.get(coche_id) ?? null) }));
}

/** A public car by its slug, as a test drive is booked on it: its branch, and whether it is still for sale (a reserved or sold car takes none). Null when the public does not see it. */
export async function carForTestDrive(by: { slug: string } | { id: number }): Promise<{ id: number; sede_id: number; libre: boolean } | null> {
  const car = await db().coche.findFirst({ where: { ...by, ...publicCar.where }, select: { id: true, sede_id: true, estado_id: true } });
  return car && { id: car.id, sede_id: car.sede_id, libre: car.estado_id === ESTADO_DISPONIBLE };
}
