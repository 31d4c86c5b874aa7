import { canaryDate, canaryDaysBetween } from '../../contracts/canary-date.ts';
import { conversionRate } from '../../contracts/car-activity.ts';
import type { Lookup } from '../../contracts/pages.ts';
import type { OwnPageProps } from '../../contracts/page-registry.ts';
import type { StockFilters, StockLookups, StockRow } from '../../contracts/stock.ts';
import { STOCK_PER_PAGE } from '../../contracts/stock.ts';
import { paginate } from '../../lib/pagination.ts';
import { staffPhotoUrls } from '../../media/photos.ts';
import type { StockPhoto } from '../../contracts/stock.ts';
import type { StockListRow } from './stock-list.queries.ts';
import type { EditableRow } from './stock.queries.ts';

const DEFAULT_THUMB = '/storage/vehiculos/thumbs/default.jpg';

export type AllLookups = StockLookups & { garantias: Lookup[] };

/** Names by id for the list's rows: brand, model and gearbox. */
export interface RowNames {
  marca: readonly Lookup[];
  modelo: readonly Lookup[];
  cambio: readonly Lookup[];
}

function namer(names: RowNames) {
  const maps = { marca: byId(names.marca), modelo: byId(names.modelo), cambio: byId(names.cambio) };
  return (kind: keyof RowNames, id: number): Lookup => ({ id, nombre: maps[kind].get(id) ?? '' });
}

const byId = (list: readonly Lookup[]) => new Map(list.map((row) => [row.id, row.nombre]));

export function stockRow(row: StockListRow, name: (kind: keyof RowNames, id: number) => Lookup, now: Date): StockRow {
  const photo = row.fotos[0];
  return {
    id: row.id,
    slug: row.slug,
    nombre: row.nombre,
    marca: name('marca', row.marca_id),
    modelo: name('modelo', row.modelo_id),
    cambio: name('cambio', row.cambio_id),
    estado_id: row.estado_id,
    activo: row.activo,
    precio: row.precio,
    precio_oferta: row.precio_oferta,
    kilometros: row.kilometros,
    matricula: row.matricula,
    numbook: row.numbook,
    num_contactos: row.num_contactos,
    conversion: conversionRate(row.numbook, row.num_contactos),
    created_at: row.created_at.toISOString(),
    dias_en_stock: canaryDaysBetween(row.fecha_entrada, now),
    thumbUrl: photo ? staffPhotoUrls(photo.id).thumbUrl : DEFAULT_THUMB,
  };
}

export function vehiculosPage(
  filters: StockFilters,
  list: { rows: StockListRow[]; total: number; page: number },
  lookups: AllLookups,
  names: RowNames,
  url: string,
  now = new Date(),
): OwnPageProps<'Vehiculos'> {
  const { garantias: _unused, ...filterLookups } = lookups;
  const name = namer(names);
  return {
    ...filterLookups,
    coches: paginate(list.rows.map((row) => stockRow(row, name, now)), { total: list.total, page: list.page, perPage: STOCK_PER_PAGE, url }),
    filters: { ...filters, page: list.page },
  };
}

export function addVehiclePage(lookups: AllLookups): OwnPageProps<'Add-Vehicle'> {
  return { ...lookups };
}

export function editVehiclePage(row: EditableRow, lookups: AllLookups): Omit<OwnPageProps<'Edit-Vehicle'>, 'actividad' | 'km_sin_explicar' | 'imperfecciones'> {
  const { fotos, precios, videos, year, created_at, fecha_entrada, ...coche } = row;
  const video = videos[0];
  return {
    ...lookups,
    coche: { ...coche, anyo: year, created_at: created_at.toISOString(), fecha_entrada: canaryDate(fecha_entrada) },
    fotos: fotos.map((foto) => ({ id: foto.id, orden: foto.orden, ...staffPhotoUrls(foto.id), ...photoState(foto) })),
    precios: precios.map((entry) => ({
      id: entry.id,
      created_at: entry.created_at.toISOString(),
      precio: entry.precio,
      precio_oferta: entry.precio_oferta,
      usuario: entry.user?.name ?? null,
    })),
    video: video ? { id: video.id, filename: video.filename, url: `/videos/${encodeURIComponent(video.filename)}` } : null,
  };
}

/** A photo's processing state, from its row: ready once it has a size, failed with a reason, else processing. */
export function photoState(foto: { width: number | null; error: string | null }): Pick<StockPhoto, 'estado' | 'error'> {
  if (foto.width !== null) return { estado: 'lista', error: null };
  return foto.error === null ? { estado: 'procesando', error: null } : { estado: 'error', error: foto.error };
}
