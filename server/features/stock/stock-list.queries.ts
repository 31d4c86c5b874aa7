import { parseStockFilters, STOCK_PER_PAGE, type StockFilters, type StockHistoryFilter } from '../../contracts/stock.ts';
import { carsWithUnexplainedReadings } from '../car-history/index.ts';
import { db, type Prisma } from '../../db/client.ts';
import { PHOTO_ORDER } from '../catalogue/index.ts';

/**
 * The staff vehicle list (GET /dashboard/vehiculos). Every car not deleted, whatever its state
 * or activo flag, filtered and sorted as parsed by parseStockFilters; the search text is a
 * case-insensitive 'contains' on the chosen column (potencia: the exact number), which the
 * trigram indexes serve. Brand, model and gearbox come as ids, named from the lookup lists.
 */

const rowSelect = {
  id: true,
  slug: true,
  nombre: true,
  estado_id: true,
  activo: true,
  precio: true,
  precio_oferta: true,
  kilometros: true,
  matricula: true,
  numbook: true,
  num_contactos: true,
  created_at: true,
  fecha_entrada: true,
  marca_id: true,
  modelo_id: true,
  cambio_id: true,
  fotos: { select: { id: true }, where: { width: { not: null } }, orderBy: PHOTO_ORDER, take: 1 },
} satisfies Prisma.CocheSelect;

function searchWhere(filters: StockFilters): Prisma.CocheWhereInput | null {
  const text = filters.search_query;
  if (!filters.search_field || text === '') return {};
  const contains = { contains: text, mode: 'insensitive' } as const;
  switch (filters.search_field) {
    case 'nombre':
      return { nombre: contains };
    case 'modelo':
      return { modelo: { nombre: contains } };
    case 'matricula':
      return { matricula: contains };
    case 'color':
      return { color: contains };
    case 'potencia':
      return /^\d{1,6}$/.test(text) ? { potencia: Number(text) } : null;
  }
}

/** The car's history filter ('Historial'): its inspection, through the relation; a flagged drop, by the cars the odometer rule flags. */
async function historyWhere(filter: StockHistoryFilter | null): Promise<Prisma.CocheWhereInput> {
  switch (filter) {
    case null:
      return {};
    case 'sin_inspeccion':
      return { inspeccion: { is: null } };
    case 'a_vigilar':
      return { inspeccion: { is: { resultados: { some: { estado: 'atencion' } } } } };
    case 'km_sin_explicar':
      return { id: { in: await carsWithUnexplainedReadings() } };
  }
}

async function stockWhere(filters: StockFilters): Promise<Prisma.CocheWhereInput | null> {
  const search = searchWhere(filters);
  if (search === null) return null;
  return {
    ...(await historyWhere(filters.historial)),
    deleted_at: null,
    estado_id: { in: filters.estados },
    ...(filters.marca !== null && { marca_id: filters.marca }),
    ...(filters.cambio !== null && { cambio_id: filters.cambio }),
    ...(filters.combustible !== null && { combustible_id: filters.combustible }),
    ...(filters.carroceria !== null && { carroceria_id: filters.carroceria }),
    ...(filters.sede !== null && { sede_id: filters.sede }),
    ...search,
  };
}

/** The number of cars matching the list's filters (its page and order aside). */
export async function stockCount(filters: StockFilters): Promise<number> {
  const where = await stockWhere(filters);
  return where === null ? 0 : db().coche.count({ where });
}

/** The cars of the list's default view (in stock, not sold) under each history filter: the panel's counts. */
export async function historyCounts(): Promise<Record<StockHistoryFilter, number>> {
  const count = (historial: StockHistoryFilter) => stockCount(parseStockFilters({ historial }));
  const [sin_inspeccion, km_sin_explicar, a_vigilar] = await Promise.all([count('sin_inspeccion'), count('km_sin_explicar'), count('a_vigilar')]);
  return { sin_inspeccion, km_sin_explicar, a_vigilar };
}

/** The list's rows on `page`, in the filters' order. */
export async function stockPage(filters: StockFilters, page: number) {
  const where = await stockWhere(filters);
  if (where === null) return [];
  return db().coche.findMany({
    select: rowSelect,
    where,
    orderBy: [{ [filters.sort_by]: filters.sort_dir }, { id: filters.sort_dir }],
    skip: (page - 1) * STOCK_PER_PAGE,
    take: STOCK_PER_PAGE,
  });
}

export type StockListRow = Awaited<ReturnType<typeof stockPage>>[number];

const name = { select: { nombre: true } } as const;

/** Every column of the import CSV (contracts/stock-import.ts), brand, model and lookups by name. */
const exportSelect = {
  id: true, ref: true, nombre: true, year: true, kilometros: true, potencia: true, cilindrada: true, cilindros: true, marchas: true,
  plazas: true, puertas: true, color: true, emisiones: true, precio: true, precio_oferta: true, matricula: true, eco_id: true, sede_id: true,
  estado_id: true, caracteristicas: true, activo: true, fecha_entrada: true, marca: name, modelo: name, carroceria: name, combustible: name, cambio: name, garantia: name,
} satisfies Prisma.CocheSelect;

export type StockExportRow = Prisma.CocheGetPayload<{ select: typeof exportSelect }>;

/** Every car of the list's filters in its order, `batch` at a time (the export streams them). */
export async function* stockForExport(filters: StockFilters, batch = 500): AsyncGenerator<StockExportRow[]> {
  const where = await stockWhere(filters);
  if (where === null) return;
  for (let skip = 0; ; skip += batch) {
    const rows = await db().coche.findMany({ select: exportSelect, where, orderBy: [{ [filters.sort_by]: filters.sort_dir }, { id: filters.sort_dir }], skip, take: batch });
    if (rows.length > 0) yield rows;
    if (rows.length < batch) return;
  }
}

const byNombre = { select: { id: true, nombre: true }, orderBy: { nombre: 'asc' } } as const;

/** The lookups of the list's filters and of the vehicle forms, each sorted by name. */
export async function stockLookups() {
  const [marcas, cambios, combustibles, carrocerias, garantias] = await Promise.all([
    db().marca.findMany(byNombre),
    db().cambio.findMany(byNombre),
    db().combustible.findMany(byNombre),
    db().carroceria.findMany(byNombre),
    db().garantia.findMany(byNombre),
  ]);
  return { marcas, cambios, combustibles, carrocerias, garantias };
}
