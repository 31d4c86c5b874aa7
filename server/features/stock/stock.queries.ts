import { canaryDate } from '../../contracts/canary-date.ts';
import { db, type Prisma, transaction } from '../../db/client.ts';
import { priceDrop } from '../../contracts/price-drop.ts';
import { PHOTO_ORDER } from '../catalogue/index.ts';

/** Staff reads and writes of one car. Deleted cars (deleted_at set) are invisible to all of them. */

type Tx = Prisma.TransactionClient;

/** The columns a car's form edits, by their database names. */
/** A car's columns as the forms and the import write them (an electric car may have no cc or emissions). */
export interface VehicleColumns {
  nombre: string;
  marca_id: number;
  modelo_id: number;
  kilometros: number;
  year: number;
  cilindrada: number | null;
  estado_id: number;
  /** The branch; an import row without one leaves it out (a new car: the column's default, Tarahales). */
  sede_id?: number;
  /** The real entry, from an import's file or the vehicle form; left out, a new car's is now and an update keeps it. */
  fecha_entrada?: Date;
  eco_id: number | null;
  precio: number;
  precio_oferta: number | null;
  matricula: string | null;
  carroceria_id: number;
  combustible_id: number;
  garantia_id: number;
  marchas: number | null;
  puertas: number;
  plazas: number;
  color: string;
  potencia: number;
  cambio_id: number;
  cilindros: number | null;
  emisiones: number | null;
  caracteristicas: string | null;
  activo?: boolean;
  /** The dealership's reference; set by the stock import, else 'GT-{id}' by the database. */
  ref?: string;
}

const editSelect = {
  id: true,
  slug: true,
  nombre: true,
  marca_id: true,
  modelo_id: true,
  kilometros: true,
  year: true,
  cilindrada: true,
  estado_id: true,
  sede_id: true,
  eco_id: true,
  precio: true,
  precio_oferta: true,
  matricula: true,
  carroceria_id: true,
  combustible_id: true,
  garantia_id: true,
  marchas: true,
  puertas: true,
  plazas: true,
  color: true,
  potencia: true,
  cambio_id: true,
  cilindros: true,
  emisiones: true,
  caracteristicas: true,
  activo: true,
  numbook: true,
  num_contactos: true,
  created_at: true,
  fecha_entrada: true,
  fotos: { select: { id: true, orden: true, width: true, error: true }, orderBy: PHOTO_ORDER },
  precios: {
    select: { id: true, created_at: true, precio: true, precio_oferta: true, user: { select: { name: true } } },
    orderBy: [{ created_at: 'desc' }, { id: 'desc' }],
  },
  videos: { select: { id: true, filename: true }, orderBy: { id: 'desc' }, take: 1 },
} satisfies Prisma.CocheSelect;

/** A car with its photos, price history and current video, for the edit page. */
export function findEditableVehicle(id: number) {
  return db().coche.findFirst({ select: editSelect, where: { id, deleted_at: null } });
}

export type EditableRow = NonNullable<Awaited<ReturnType<typeof findEditableVehicle>>>;

/** The fields the update compares: prices (history) and the photo count (new orders). */
export function findVehicleState(id: number) {
  return db().coche.findFirst({
    select: { id: true, precio: true, precio_oferta: true, _count: { select: { fotos: true } } },
    where: { id, deleted_at: null },
  });
}

/** Which of a form's lookups exist, and whether the model belongs to the brand; one round trip. */
export async function checkRelations(columns: Pick<VehicleColumns, 'marca_id' | 'modelo_id' | 'carroceria_id' | 'combustible_id' | 'cambio_id' | 'garantia_id'>) {
  const [row] = await db().$queryRaw<Record<'marca' | 'modelo' | 'carroceria' | 'combustible' | 'cambio' | 'garantia', boolean>[]>`
    SELECT EXISTS (SELECT 1 FROM marcas WHERE id = ${columns.marca_id}) AS marca,
      EXISTS (SELECT 1 FROM modelos WHERE id = ${columns.modelo_id} AND marca_id = ${columns.marca_id}) AS modelo,
      EXISTS (SELECT 1 FROM carrocerias WHERE id = ${columns.carroceria_id}) AS carroceria,
      EXISTS (SELECT 1 FROM combustibles WHERE id = ${columns.combustible_id}) AS combustible,
      EXISTS (SELECT 1 FROM cambios WHERE id = ${columns.cambio_id}) AS cambio,
      EXISTS (SELECT 1 FROM garantias WHERE id = ${columns.garantia_id}) AS garantia`;
  return row!;
}

/** The brand's and model's names, for the slug. */
export function vehicleNames(marcaId: number, modeloId: number) {
  return db().modelo.findUniqueOrThrow({ select: { nombre: true, marca: { select: { nombre: true } } }, where: { id: modeloId, marca_id: marcaId } });
}

/** Slugs already taken by `base` or `base-N` (deleted cars keep theirs); pass a transaction to see its own. */
export async function takenSlugs(base: string, client: Pick<Tx, 'coche'> = db()): Promise<Set<string>> {
  const rows = await client.coche.findMany({ select: { slug: true }, where: { slug: { startsWith: base } } });
  return new Set(rows.map((row) => row.slug));
}

/** Runs `work` in one transaction: rows only (photo files are stored before it), so it is short. */
export function inTransaction<T>(work: (tx: Tx) => Promise<T>): Promise<T> {
  return transaction(work, { timeout: 10_000, maxWait: 10_000 });
}

export function insertVehicle(tx: Tx, columns: VehicleColumns & { slug: string }) {
  return tx.coche.create({ select: { id: true }, data: columns });
}

/**
 * The car's prices and entry date as they stand, its row locked until the transaction ends: two
 * saves at once then see each other's price, so each change gets exactly one history row.
 */
export async function lockVehicle(tx: Tx, id: number): Promise<{ precio: number; precio_oferta: number | null; fecha_entrada: Date } | null> {
  const [row] = await tx.$queryRaw<{ precio: number; precio_oferta: number | null; fecha_entrada: Date }[]>`SELECT precio, precio_oferta, fecha_entrada FROM coches WHERE id = ${id} FOR UPDATE`;
  return row ?? null;
}

/**
 * Writes a car's columns. An entry date on the day already stored (`storedEntry`) keeps the
 * stored instant: saving an unchanged form, or importing an export back, changes nothing.
 */
export function updateVehicleRow(tx: Tx, id: number, columns: VehicleColumns, storedEntry: Date) {
  const { fecha_entrada, ...rest } = columns;
  const entryMoved = fecha_entrada !== undefined && canaryDate(fecha_entrada) !== canaryDate(storedEntry);
  return tx.coche.update({ select: { id: true }, where: { id }, data: entryMoved ? columns : rest });
}

/** A photo's processing state: ready once it has a size, failed with an error, else processing. */
export function findPhotoState(id: number) {
  return db().foto.findUnique({ select: { width: true, error: true }, where: { id } });
}

/** Records a processed photo's size, making it ready. False: the photo was deleted meanwhile. */
export async function markPhotoReady(id: number, size: { width: number; height: number }): Promise<boolean> {
  return (await db().foto.updateMany({ where: { id }, data: { ...size, error: null } })).count > 0;
}

/** Records why a photo could not be processed (shown to staff); a photo another run made ready stays ready. */
export async function markPhotoFailed(id: number, reason: string): Promise<void> {
  await db().foto.updateMany({ where: { id, width: null }, data: { error: reason.slice(0, 300) } });
}

/** Ids for `count` new photos, taken before their rows exist, so their files can be stored under them first. */
export async function reservePhotoIds(count: number): Promise<number[]> {
  const rows = await db().$queryRaw<{ id: number }[]>`SELECT nextval(pg_get_serial_sequence('fotos', 'id'))::int AS id FROM generate_series(1, ${count}::int)`;
  return rows.map((row) => row.id);
}

/** A photo's row: with its size once processed, without it while its variants are to be made. */
export function insertPhotoRow(tx: Tx, photo: { id?: number; coche_id: number; orden: number; width?: number; height?: number }) {
  return tx.foto.create({ select: { id: true }, data: photo });
}

/**
 * Writes a price-history row and, from the car's whole history, the price its reduction is
 * measured against (coches.precio_anterior, contracts/price-drop.ts), in the caller's transaction.
 */
export async function recordPrice(tx: Tx, entry: { coche_id: number; precio: number; precio_oferta: number | null; user_id: number | null }): Promise<void> {
  await tx.precioHistorial.create({ select: { id: true }, data: entry });
  const history = await tx.precioHistorial.findMany({ where: { coche_id: entry.coche_id }, select: { precio: true, created_at: true }, orderBy: [{ created_at: 'asc' }, { id: 'asc' }] });
  const precio_anterior = priceDrop(history.map((row) => ({ precio: row.precio, at: row.created_at })));
  await tx.$executeRaw`UPDATE coches SET precio_anterior = ${precio_anterior} WHERE id = ${entry.coche_id} AND precio_anterior IS DISTINCT FROM ${precio_anterior}`;
}

/** Soft delete: the row and its photos, video and history stay; every public and staff read skips it. */
export async function softDeleteVehicle(tx: Prisma.TransactionClient, id: number): Promise<boolean> {
  const { count } = await tx.coche.updateMany({ where: { id, deleted_at: null }, data: { deleted_at: new Date() } });
  return count === 1;
}

/** Renews the date: the car counts as just entered (top of the public 'newest' order). */
export async function renewVehicle(id: number): Promise<boolean> {
  const { count } = await db().coche.updateMany({ where: { id, deleted_at: null }, data: { created_at: new Date() } });
  return count === 1;
}

/** A photo of a car that is not deleted. */
export function findPhoto(id: number) {
  return db().foto.findFirst({ select: { id: true, coche_id: true }, where: { id, coche: { deleted_at: null } } });
}

export function deletePhotoRow(id: number) {
  return db().foto.deleteMany({ where: { id } });
}

/** The cars (not deleted) the given photos belong to. */
export async function photoOwners(ids: number[]): Promise<{ id: number; coche_id: number }[]> {
  return db().foto.findMany({ select: { id: true, coche_id: true }, where: { id: { in: ids }, coche: { deleted_at: null } } });
}

export function setPhotoOrders(orders: { id: number; order: number }[]) {
  return db().$transaction(orders.map(({ id, order }) => db().foto.update({ select: { id: true }, where: { id }, data: { orden: order } })));
}

export function vehicleExists(id: number) {
  return db().coche.findFirst({ select: { id: true }, where: { id, deleted_at: null } });
}

/** Stores the car's new video and drops its earlier ones; returns the new row and the dropped file names. */
export function replaceVideo(cocheId: number, filename: string) {
  return db().$transaction(async (tx) => {
    const old = await tx.video.findMany({ select: { id: true, filename: true }, where: { coche_id: cocheId } });
    await tx.video.deleteMany({ where: { id: { in: old.map((video) => video.id) } } });
    const video = await tx.video.create({ select: { id: true, filename: true }, data: { coche_id: cocheId, filename } });
    return { video, dropped: old.map((row) => row.filename) };
  });
}

export function findVideo(id: number) {
  return db().video.findFirst({ select: { id: true, filename: true }, where: { id } });
}

export function deleteVideoRow(id: number) {
  return db().video.deleteMany({ where: { id } });
}
