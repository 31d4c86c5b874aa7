import { releaseHoldOnStockChange } from '../reservations/index.ts';
import { cancelDrivesOfUnavailableCar } from '../test-drives/index.ts';
import type { CreateVehicleForm, EditVehicleForm } from '../../contracts/stock-forms.ts';
import { OPTION_MESSAGE } from '../../contracts/stock-forms.ts';
import { canaryMidnight } from '../../contracts/canary-date.ts';
import { Prisma } from '../../db/client.ts';
import { violates } from '../../db/constraints.ts';
import { KM_RULE, MILEAGE_MESSAGES } from '../../contracts/car-history.ts';
import { slugify, uniqueSlug } from '../../contracts/slug.ts';
import { NotFoundError, ValidationError } from '../../lib/errors.ts';
import { STOCK_PER_PAGE, type StockFilters } from '../../contracts/stock.ts';
import { catalogueLookups } from '../catalogue/index.ts';
import { currentCatalogueVersion } from '../../core/catalogue-version.ts';
import { VersionedCache } from '../../core/versioned-cache.ts';
import { checkPhotos, discardPhotoFiles, type IncomingPhoto, insertStoredPhotos, type StoredPhoto, storePhotoOriginals } from './stock-photos.ts';
import { stockCount, stockLookups, stockPage } from './stock-list.queries.ts';
import type { AllLookups } from './stock.presenter.ts';
import {
  checkRelations,
  findVehicleState,
  inTransaction,
  recordPrice,
  lockVehicle,
  softDeleteVehicle,
  insertVehicle,
  takenSlugs,
  updateVehicleRow,
  type VehicleColumns,
  vehicleNames,
} from './stock.queries.ts';
import { clampPage } from '../../lib/pagination.ts';

/**
 * Creating and editing a car: its row, its new photos and a price-history row in one
 * transaction. Before it starts, photos are checked by content and their originals stored
 * under reserved ids; inside it each gets its row and its variants' job, and the originals are
 * removed again if it fails, so nothing stays half-created. The request answers before any
 * variant is made.
 */

function columnsOf(form: CreateVehicleForm | EditVehicleForm): VehicleColumns {
  const { anyo, fecha_entrada, ...shared } = form;
  // A day the form gives begins at its Canary midnight; none leaves the column's default (the save) or the stored day.
  const entry = fecha_entrada === undefined ? {} : { fecha_entrada: canaryMidnight(fecha_entrada) };
  if ('marcas' in shared) {
    const { marcas, garantia, ...rest } = shared;
    return { ...rest, ...entry, year: anyo, marca_id: marcas, garantia_id: garantia };
  }
  return { ...shared, ...entry, year: anyo };
}

/** Field errors for lookups that do not exist, under the names the form sent them. */
async function assertRelations(columns: VehicleColumns, names: { marca: string; garantia: string }): Promise<void> {
  const found = await checkRelations(columns);
  const fields: Record<string, string[]> = {};
  const field = { marca: names.marca, modelo: 'modelo_id', carroceria: 'carroceria_id', combustible: 'combustible_id', cambio: 'cambio_id', garantia: names.garantia } as const;
  for (const [key, name] of Object.entries(field)) {
    if (!found[key as keyof typeof field]) fields[name] = [OPTION_MESSAGE];
  }
  if (Object.keys(fields).length > 0) throw new ValidationError(fields);
}

const isSlugClash = (error: unknown) =>
  error instanceof Prisma.PrismaClientKnownRequestError && error.code === 'P2002' && JSON.stringify(error.meta ?? {}).includes('slug');

/** A new car with its photos and its first price-history row; returns its id. */
const lookupsCache = new VersionedCache<AllLookups>(1);

/** The lookups of the list's filters and of the vehicle forms, read once per catalogue version. */
export async function cachedStockLookups(): Promise<AllLookups> {
  return lookupsCache.get(await currentCatalogueVersion(), 'stock', stockLookups);
}

/**
 * The number of cars matching a set of filters changes only with the stock: kept per catalogue
 * version, so that paging through a search or sorting it again does not count it again.
 */
const countCache = new VersionedCache<number>(500);

/**
 * The staff list: the requested page (clamped to the last) with the number of matching cars,
 * the filters' lookups and the names of the rows' brands, models and gearboxes.
 */
export async function stockListing(filters: StockFilters) {
  const version = await currentCatalogueVersion();
  const { page: _page, sort_by: _sortBy, sort_dir: _sortDir, ...counted } = filters;
  const [total, lookups, names] = await Promise.all([
    countCache.get(version, JSON.stringify(counted), () => stockCount(filters)),
    cachedStockLookups(),
    catalogueLookups(version),
  ]);
  const page = clampPage(filters.page, total, STOCK_PER_PAGE);
  const rows = total === 0 ? [] : await stockPage(filters, page);
  return { list: { rows, total, page }, lookups, names };
}

export async function createVehicle(form: CreateVehicleForm, photos: IncomingPhoto[], userId: number | null): Promise<number> {
  const columns = columnsOf(form);
  await assertRelations(columns, { marca: 'marcas', garantia: 'garantia' });
  await checkPhotos(photos);
  const names = await vehicleNames(columns.marca_id, columns.modelo_id);
  const base = slugify(`${names.marca.nombre} ${names.nombre} ${columns.nombre}`) || 'vehiculo';
  return withStoredPhotos(photos, async (stored) => {
    for (let attempt = 1; ; attempt++) {
      try {
        const slug = uniqueSlug(base, await takenSlugs(base));
        return await inTransaction(async (tx) => {
          const { id } = await insertVehicle(tx, { ...columns, slug });
          await recordPrice(tx, { coche_id: id, precio: columns.precio, precio_oferta: columns.precio_oferta, user_id: userId });
          await insertStoredPhotos(tx, id, stored);
          return id;
        });
      } catch (error) {
        // Two cars of the same version saved at once: the slug is taken again, with the next free one.
        if (attempt < 3 && isSlugClash(error)) continue;
        throw error;
      }
    }
  });
}

/** Stores the uploads' originals, then runs the write that gives them rows; if it fails, they go. */
async function withStoredPhotos<T>(photos: IncomingPhoto[], write: (stored: StoredPhoto[]) => Promise<T>): Promise<T> {
  const stored = await storePhotoOriginals(photos);
  try {
    return await write(stored);
  } catch (error) {
    await discardPhotoFiles(stored.map((photo) => photo.id));
    throw error;
  }
}

/**
 * Saves the edit form: the car's columns (its slug stays, so its public URL does not change;
 * its entry date only when the form moves it to another day), its new photos (after the saved
 * ones by default) and, when precio or precio_oferta changed, a price-history row with the staff
 * member.
 */
export async function updateVehicle(
  id: number,
  form: EditVehicleForm,
  incoming: (firstOrder: number) => IncomingPhoto[],
  userId: number | null,
): Promise<void> {
  const current = await findVehicleState(id);
  if (!current) throw new NotFoundError('Vehículo no encontrado.');
  const columns = columnsOf(form);
  await assertRelations(columns, { marca: 'marca_id', garantia: 'garantia_id' });
  const photos = incoming(current._count.fotos + 1);
  await checkPhotos(photos);
  await withStoredPhotos(photos, (stored) =>
    inTransaction(async (tx) => {
      // A car staff take out of RESERVADO, or off the site, ends the reservation holding it.
      await releaseHoldOnStockChange(tx, id, columns);
      const before = await lockVehicle(tx, id);
      if (!before) throw new NotFoundError('Vehículo no encontrado.');
      const priceChanged = before.precio !== columns.precio || before.precio_oferta !== columns.precio_oferta;
      await updateVehicleRow(tx, id, columns, before.fecha_entrada);
      await cancelDrivesOfUnavailableCar(tx, id, columns);
      if (priceChanged) await recordPrice(tx, { coche_id: id, precio: columns.precio, precio_oferta: columns.precio_oferta, user_id: userId });
      await insertStoredPhotos(tx, id, stored);
    }),
  ).catch((error: unknown) => {
    // A car with an unexplained drop in its odometer readings stays off the site (*_historial_coche).
    if (violates(error, KM_RULE)) throw new ValidationError({ activo: [MILEAGE_MESSAGES.publishBlocked] });
    throw error;
  });
}

/** Takes a car off the site and out of the staff list (soft delete), ending the reservation that held it. False when it was gone already. */
export function removeVehicle(id: number): Promise<boolean> {
  return inTransaction(async (tx) => {
    await releaseHoldOnStockChange(tx, id, 'removed');
    const removed = await softDeleteVehicle(tx, id);
    await cancelDrivesOfUnavailableCar(tx, id, 'removed');
    return removed;
  });
}
