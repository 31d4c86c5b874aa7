import type { SearchFilters, SortBy } from '../../contracts/search.ts';
import { db, Prisma } from '../../db/client.ts';
import { publicCar } from './public-car.ts';

/**
 * The vehicle search's database reads. The filters arrive parsed and clamped (contracts/search.ts);
 * every value reaches SQL as a bound parameter, and the only SQL text chosen from input is one of
 * the fixed fragments below (the ORDER BY of a known sort).
 */

/** The listing a search runs over: public cars, unsold (available and reserved) or sold. */
const listingEstados = (vendidos: boolean) => (vendidos ? [3] : [1, 2]);

export type LookupKind = 'marca' | 'modelo' | 'combustible' | 'cambio' | 'carroceria';

export interface LookupRow {
  kind: LookupKind;
  id: number;
  nombre: string;
  /** The brand of a model; null for the other kinds. */
  marca_id: number | null;
}

/** Every option of the search's selects, models with their brand. */
export function searchLookups(): Promise<LookupRow[]> {
  return db().$queryRaw<LookupRow[]>`
    SELECT 'marca' AS kind, id, nombre, NULL::int AS marca_id FROM marcas
    UNION ALL SELECT 'modelo', id, nombre, marca_id FROM modelos
    UNION ALL SELECT 'combustible', id, nombre, NULL FROM combustibles
    UNION ALL SELECT 'cambio', id, nombre, NULL FROM cambios
    UNION ALL SELECT 'carroceria', id, nombre, NULL FROM carrocerias`;
}

/** One combination of the select dimensions among the listing's cars. */
export interface FacetGroup {
  marca_id: number;
  modelo_id: number;
  combustible_id: number;
  cambio_id: number;
  carroceria_id: number;
  /** The DGT label (eco_id); 0 for a car without one. */
  eco_id: number;
  sede_id: number;
  /** Cars of the combination inside the price, kilometre and year ranges. */
  matching: number;
  /** Extremes over every car of the combination, ranges ignored (the sliders' bounds). */
  min_precio: number;
  max_precio: number;
  min_kilometros: number;
  max_kilometros: number;
  min_year: number;
  max_year: number;
}

/**
 * A combination of the select dimensions with the effective price, kilometres and year of each
 * of its cars, in the same order in the three lists: what counting a search needs.
 */
export interface ListingGroup {
  marca_id: number;
  modelo_id: number;
  combustible_id: number;
  cambio_id: number;
  carroceria_id: number;
  eco_id: number;
  sede_id: number;
  precios: number[];
  kilometros: number[];
  years: number[];
}

const listing = (vendidos: boolean) =>
  Prisma.sql`c.estado_id IN (${Prisma.join(listingEstados(vendidos))}) AND ${publicCar.sql}`;

/** The price (effective), kilometre and year ranges; TRUE when none is set. */
function rangeConditions(filters: SearchFilters): Prisma.Sql {
  const conditions: Prisma.Sql[] = [];
  const between = (column: Prisma.Sql, min: number | null, max: number | null) => {
    if (min !== null) conditions.push(Prisma.sql`${column} >= ${min}`);
    if (max !== null) conditions.push(Prisma.sql`${column} <= ${max}`);
  };
  between(Prisma.sql`c.precio_efectivo`, filters.min_precio, filters.max_precio);
  between(Prisma.sql`c.kilometros`, filters.min_kilometros, filters.max_kilometros);
  between(Prisma.sql`c.year`, filters.min_year, filters.max_year);
  return conditions.length > 0 ? Prisma.join(conditions, ' AND ') : Prisma.sql`TRUE`;
}

/**
 * Every filter: the listing, the selects, the labels and the ranges. A payment filter arrives as
 * a range of effective prices (search.payment.ts cuotaMaxAsPriceRange).
 */
function searchConditions(filters: SearchFilters): Prisma.Sql {
  const conditions = [listing(filters.vendidos), rangeConditions(filters)];
  const anyOf = (column: Prisma.Sql, ids: readonly number[]) => ids.length > 0 && conditions.push(Prisma.sql`${column} IN (${Prisma.join(ids)})`);
  anyOf(Prisma.sql`c.sede_id`, filters.sede);
  anyOf(Prisma.sql`c.eco_id`, filters.etiqueta);
  const equals = (column: Prisma.Sql, id: number | null) => id !== null && conditions.push(Prisma.sql`${column} = ${id}`);
  equals(Prisma.sql`c.marca_id`, filters.marcas);
  equals(Prisma.sql`c.modelo_id`, filters.modelo);
  equals(Prisma.sql`c.combustible_id`, filters.combustible);
  equals(Prisma.sql`c.cambio_id`, filters.cambio);
  equals(Prisma.sql`c.carroceria_id`, filters.carroceria);
  return Prisma.join(conditions, ' AND ');
}

/**
 * The listing (unsold, or sold) grouped by brand, model, fuel, gearbox, body type, DGT label and
 * branch (a few hundred groups at most), with the ranged columns of each group's cars. It depends on no
 * filter: read once per stock version with one index-only scan (coches_facetas_idx), it lets
 * the service count any search in memory (search.facets.ts) instead of scanning the listing
 * for each new price, kilometre or year range.
 */
export function listingGroupsSql(vendidos: boolean): Prisma.Sql {
  return Prisma.sql`
    SELECT c.marca_id, c.modelo_id, c.combustible_id, c.cambio_id, c.carroceria_id, COALESCE(c.eco_id, 0)::int AS eco_id, c.sede_id::int AS sede_id,
      array_agg(c.precio_efectivo) AS precios, array_agg(c.kilometros) AS kilometros, array_agg(c.year::int) AS years
    FROM coches c
    WHERE ${listing(vendidos)}
    GROUP BY c.marca_id, c.modelo_id, c.combustible_id, c.cambio_id, c.carroceria_id, COALESCE(c.eco_id, 0), c.sede_id`;
}

export function listingGroups(vendidos: boolean) {
  return db().$queryRaw<ListingGroup[]>(listingGroupsSql(vendidos));
}

/**
 * The orders, each ending on id so that pages never overlap or skip a car. The payment grows with
 * the effective price (contracts/finance.ts highestPriceFor), so 'cuota_asc' is the price's order
 * with the cars not offered on credit (below the minimum amount) last.
 */
function orderBy(sort: SortBy, financeMinimum: number): Prisma.Sql {
  const orders: Record<SortBy, Prisma.Sql> = {
    newest: Prisma.sql`c.created_at DESC, c.id DESC`,
    oldest: Prisma.sql`c.created_at ASC, c.id ASC`,
    price_asc: Prisma.sql`c.precio_efectivo ASC, c.id ASC`,
    price_desc: Prisma.sql`c.precio_efectivo DESC, c.id DESC`,
    cuota_asc: Prisma.sql`c.precio_efectivo < ${financeMinimum} ASC, c.precio_efectivo ASC, c.id ASC`,
    km_asc: Prisma.sql`c.kilometros ASC, c.id ASC`,
    km_desc: Prisma.sql`c.kilometros DESC, c.id DESC`,
    year_asc: Prisma.sql`c.year ASC, c.id ASC`,
    year_desc: Prisma.sql`c.year DESC, c.id DESC`,
  };
  return orders[sort];
}

/** A car of a results page: the card's columns, names left to the lookups. */
export interface PageRow {
  id: number;
  slug: string;
  nombre: string;
  year: number;
  kilometros: number;
  potencia: number;
  precio: number;
  precio_oferta: number | null;
  precio_anterior: number | null;
  estado_id: number;
  sede_id: number;
  marca_id: number;
  modelo_id: number;
  combustible_id: number;
  cambio_id: number;
  /** The first processed photo as [id, width, height], or null. */
  foto: [number, number, number] | null;
}

/** A PageRow's columns of the car `c`. */
const PAGE_COLUMNS = Prisma.sql`c.id, c.slug, c.nombre, c.year::int AS year, c.kilometros, c.potencia, c.precio, c.precio_oferta, c.precio_anterior,
      c.estado_id::int AS estado_id, c.sede_id::int AS sede_id, c.marca_id, c.modelo_id, c.combustible_id, c.cambio_id,
      (SELECT ARRAY[f.id, f.width, f.height] FROM fotos f
        WHERE f.coche_id = c.id AND f.width IS NOT NULL ORDER BY f.orden, f.id LIMIT 1) AS foto`;

/**
 * The page `filters.page` of the search's results (cars below `financeMinimum` are those not
 * offered on credit), in one query that the sort's index serves
 * (Prisma's relation select would send six; joining the names here costs more planning than
 * the whole read: they come from the lookups the search reads anyway).
 */
export function searchPageSql(filters: SearchFilters, perPage: number, financeMinimum: number): Prisma.Sql {
  return Prisma.sql`
    SELECT ${PAGE_COLUMNS}
    FROM coches c
    WHERE ${searchConditions(filters)}
    ORDER BY ${orderBy(filters.sort_by, financeMinimum)}
    LIMIT ${perPage} OFFSET ${(filters.page - 1) * perPage}`;
}

export function searchPage(filters: SearchFilters, perPage: number, financeMinimum: number) {
  return db().$queryRaw<PageRow[]>(searchPageSql(filters, perPage, financeMinimum));
}

/** The cars a caller outside /buscar asks a search for: those new since a moment (an alert's). */
export interface NewCarsSelection {
  /** Registered after this moment (a timestamp as PostgreSQL writes it); one registered in the last day waits until a photo is ready. */
  newSince: string;
  /** Cars left out: those the caller has had already. */
  excluding: readonly number[];
  limit: number;
}

/** The cars of `filters` new since `selection.newSince`, newest first, each with how many there are. */
export function newCars(filters: SearchFilters, selection: NewCarsSelection) {
  return db().$queryRaw<(PageRow & { total: number })[]>`
    SELECT ${PAGE_COLUMNS}, (count(*) OVER ())::int AS total
    FROM coches c
    WHERE ${searchConditions(filters)} AND c.registrado_at > ${selection.newSince}::timestamptz
      AND c.id <> ALL(${[...selection.excluding]}::int[])
      AND (c.registrado_at <= now() - interval '1 day' OR EXISTS (SELECT 1 FROM fotos f WHERE f.coche_id = c.id AND f.width IS NOT NULL))
    ORDER BY c.registrado_at DESC, c.id DESC
    LIMIT ${selection.limit}`;
}
