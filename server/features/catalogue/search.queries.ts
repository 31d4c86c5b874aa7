import type { SearchFilters, SortBy } from '../../contracts/search.ts';
import { db, Prisma } from '../../db/client.ts';
import { cardSelect } from './catalogue.queries.ts';

/**
 * The vehicle search's database reads. The filters arrive parsed, clamped and checked against
 * the lookups (search.service.ts); every value reaches SQL as a bound parameter.
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

/**
 * Every option of the search's selects in one round trip. Models: those of `marcaId`, or, with
 * no brand, those of the brand `modeloId` belongs to (so the service can tell whether the model
 * belongs to the brand, or infer the brand from the model).
 */
export function searchLookups(marcaId: number | null, modeloId: number | null) {
  return db().$queryRaw<LookupRow[]>`
    SELECT 'marca' AS kind, id, nombre, NULL::int AS marca_id FROM marcas
    UNION ALL SELECT 'combustible', id, nombre, NULL FROM combustibles
    UNION ALL SELECT 'cambio', id, nombre, NULL FROM cambios
    UNION ALL SELECT 'carroceria', id, nombre, NULL FROM carrocerias
    UNION ALL SELECT 'modelo', id, nombre, marca_id FROM modelos
      WHERE marca_id = COALESCE(${marcaId}::int, (SELECT marca_id FROM modelos WHERE id = ${modeloId}::int))`;
}

/** One combination of the five select dimensions among the listing's cars. */
export interface FacetGroup {
  marca_id: number;
  modelo_id: number;
  combustible_id: number;
  cambio_id: number;
  carroceria_id: number;
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

function rangeConditions(filters: SearchFilters): Prisma.Sql {
  const conditions: Prisma.Sql[] = [];
  const between = (column: Prisma.Sql, min: number | null, max: number | null) => {
    if (min !== null) conditions.push(Prisma.sql`${column} >= ${min}`);
    if (max !== null) conditions.push(Prisma.sql`${column} <= ${max}`);
  };
  between(Prisma.sql`precio_efectivo`, filters.min_precio, filters.max_precio);
  between(Prisma.sql`kilometros`, filters.min_kilometros, filters.max_kilometros);
  between(Prisma.sql`year`, filters.min_year, filters.max_year);
  return conditions.length > 0 ? Prisma.join(conditions, ' AND ') : Prisma.sql`TRUE`;
}

/**
 * The listing grouped by brand, model, fuel, gearbox and body type (a few hundred groups at
 * most), each with its count inside the ranges and its extremes: the service derives the
 * total, every facet count and the bounds from it, so the search counts with one scan
 * (an index-only scan of coches_facetas_idx).
 */
export function facetGroups(filters: SearchFilters) {
  return db().$queryRaw<FacetGroup[]>`
    SELECT marca_id, modelo_id, combustible_id, cambio_id, carroceria_id,
      (count(*) FILTER (WHERE ${rangeConditions(filters)}))::int AS matching,
      min(precio_efectivo) AS min_precio, max(precio_efectivo) AS max_precio,
      min(kilometros) AS min_kilometros, max(kilometros) AS max_kilometros,
      min(year)::int AS min_year, max(year)::int AS max_year
    FROM coches
    WHERE estado_id IN (${Prisma.join(listingEstados(filters.vendidos))}) AND activo AND deleted_at IS NULL
    GROUP BY marca_id, modelo_id, combustible_id, cambio_id, carroceria_id`;
}

const range = (min: number | null, max: number | null) =>
  min === null && max === null ? undefined : { ...(min !== null && { gte: min }), ...(max !== null && { lte: max }) };

/** The cars matching every filter (for Prisma; the same rules as facetGroups). */
export function searchWhere(filters: SearchFilters): Prisma.CocheWhereInput {
  return {
    estado_id: { in: listingEstados(filters.vendidos) },
    activo: true,
    deleted_at: null,
    marca_id: filters.marcas ?? undefined,
    modelo_id: filters.modelo ?? undefined,
    combustible_id: filters.combustible ?? undefined,
    cambio_id: filters.cambio ?? undefined,
    carroceria_id: filters.carroceria ?? undefined,
    precio_efectivo: range(filters.min_precio, filters.max_precio),
    kilometros: range(filters.min_kilometros, filters.max_kilometros),
    year: range(filters.min_year, filters.max_year),
  };
}

/** The eight orders, each ending on id so that pages never overlap or skip a car. */
const ORDERS: Record<SortBy, Prisma.CocheOrderByWithRelationInput[]> = {
  newest: [{ created_at: 'desc' }, { id: 'desc' }],
  oldest: [{ created_at: 'asc' }, { id: 'asc' }],
  price_asc: [{ precio_efectivo: 'asc' }, { id: 'asc' }],
  price_desc: [{ precio_efectivo: 'desc' }, { id: 'desc' }],
  km_asc: [{ kilometros: 'asc' }, { id: 'asc' }],
  km_desc: [{ kilometros: 'desc' }, { id: 'desc' }],
  year_asc: [{ year: 'asc' }, { id: 'asc' }],
  year_desc: [{ year: 'desc' }, { id: 'desc' }],
};

export function searchPage(where: Prisma.CocheWhereInput, sort: SortBy, page: number, perPage: number) {
  return db().coche.findMany({
    select: cardSelect,
    where,
    orderBy: ORDERS[sort],
    skip: (page - 1) * perPage,
    take: perPage,
  });
}

export function countCars(where: Prisma.CocheWhereInput) {
  return db().coche.count({ where });
}
