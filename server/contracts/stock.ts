import type { ImperfeccionStaff } from './car-history.ts';
import type { Activity } from './car-activity.ts';
import { z } from 'zod';
import type { Lookup, Paginated, SharedProps } from './pages.ts';

/**
 * The staff stock screens' page props (back-office §2 "Vehicle list", "Create vehicle",
 * "Edit vehicle") and the vehicle list's query (§7 GET /dashboard/vehiculos).
 */

export const STOCK_SEARCH_FIELDS = ['nombre', 'modelo', 'matricula', 'color', 'potencia'] as const;
export const STOCK_SORTS = ['nombre', 'estado_id', 'cambio_id', 'created_at', 'activo'] as const;
export const DEFAULT_ESTADOS = [1, 2] as const;
export const STOCK_PER_PAGE = 20;

export type StockSearchField = (typeof STOCK_SEARCH_FIELDS)[number];
export type StockSort = (typeof STOCK_SORTS)[number];

/** The car's history to filter the list on: no inspection yet, a drop in its readings still unexplained, points its inspection left to watch. */
export const STOCK_HISTORY_FILTERS = { sin_inspeccion: 'Sin inspección', km_sin_explicar: 'Kilómetros sin explicar', a_vigilar: 'Con puntos a vigilar' } as const;
export type StockHistoryFilter = keyof typeof STOCK_HISTORY_FILTERS;
const HISTORY_FILTER_KEYS = Object.keys(STOCK_HISTORY_FILTERS) as [StockHistoryFilter, ...StockHistoryFilter[]];

/** The list's filters as the server understood and clamped them; the page's controls start from these. */
export interface StockFilters {
  marca: number | null;
  cambio: number | null;
  combustible: number | null;
  carroceria: number | null;
  /** The branch (sede_id, contracts/site.ts). */
  sede: number | null;
  historial: StockHistoryFilter | null;
  estados: (1 | 2 | 3)[];
  search_field: StockSearchField | null;
  search_query: string;
  sort_by: StockSort;
  sort_dir: 'asc' | 'desc';
  page: number;
}

const first = (value: unknown): unknown => (Array.isArray(value) ? value[0] : value);
const id = z.preprocess(first, z.string().trim().regex(/^\d{1,10}$/).transform(Number).pipe(z.number().int().min(1).max(2_147_483_647))).nullable().catch(null);

/** '1,3' → [1, 3]; unknown states are dropped; nothing valid left → the default 1,2. */
const estados = z.preprocess(first, z.string()).transform((value) => {
  const picked = new Set(value.split(',').map((part) => part.trim()).filter((part) => /^[123]$/.test(part)).map(Number));
  return picked.size > 0 ? ([...picked].sort() as (1 | 2 | 3)[]) : [...DEFAULT_ESTADOS];
});

const stockQuerySchema = z.object({
  marca: id,
  cambio: id,
  combustible: id,
  carroceria: id,
  sede: id,
  historial: z.preprocess(first, z.enum(HISTORY_FILTER_KEYS)).nullable().catch(null),
  estados: estados.catch([...DEFAULT_ESTADOS]),
  search_field: z.preprocess(first, z.enum(STOCK_SEARCH_FIELDS)).nullable().catch(null),
  search_query: z.preprocess(first, z.string().trim().max(100)).catch(''),
  sort_by: z.preprocess(first, z.enum(STOCK_SORTS)).catch('created_at'),
  sort_dir: z.preprocess(first, z.enum(['asc', 'desc'])).catch('desc'),
  page: z.preprocess(first, z.string().trim().regex(/^\d{1,7}$/).transform(Number)).pipe(z.number().int().min(1)).catch(1),
});

/**
 * The list's query string, leniently: never throws. Unknown or malformed values fall back to
 * their defaults (all brands, states 1 and 2, created_at descending, page 1); the search text
 * is trimmed and at most 100 characters; a search text without a known field searches nothing.
 */
export function parseStockFilters(query: unknown): StockFilters {
  const source = typeof query === 'object' && query !== null && !Array.isArray(query) ? query : {};
  const parsed = stockQuerySchema.parse(source);
  return { ...parsed, search_query: parsed.search_field ? parsed.search_query : '' };
}

/** One row of the staff vehicle list. */
export interface StockRow {
  id: number;
  slug: string;
  nombre: string;
  marca: Lookup;
  modelo: Lookup;
  cambio: Lookup;
  estado_id: number;
  activo: boolean;
  precio: number;
  precio_oferta: number | null;
  kilometros: number;
  matricula: string | null;
  numbook: number;
  num_contactos: number;
  /** Enquiries per visit since the car was listed (num_contactos / numbook), normally below 1; null without visits. */
  conversion: number | null;
  /** ISO date the car was listed (or last renewed): the list's 'Alta' and its newest order. */
  created_at: string;
  /**
   * Canary calendar days since the car's real entry (fecha_entrada), which renewing the date
   * leaves alone, as in the aging report (beyond the spec: how long the car has waited).
   */
  dias_en_stock: number;
  thumbUrl: string;
}

export interface StockLookups {
  marcas: Lookup[];
  cambios: Lookup[];
  combustibles: Lookup[];
  carrocerias: Lookup[];
}

/** GET /dashboard/vehiculos (Vehiculos). */
export interface VehiculosProps extends SharedProps, StockLookups {
  coches: Paginated<StockRow>;
  filters: StockFilters;
}

/** GET /dashboard/coches/add (Add-Vehicle). */
export interface AddVehicleProps extends SharedProps, StockLookups {
  garantias: Lookup[];
}

/** The car as the edit form starts from: the form's own field names (anyo, marca_id, garantia_id). */
export interface EditableVehicle {
  id: number;
  slug: string;
  nombre: string;
  marca_id: number;
  modelo_id: number;
  kilometros: number;
  anyo: number;
  cilindrada: number | null;
  estado_id: number;
  sede_id: number;
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
  activo: boolean;
  numbook: number;
  num_contactos: number;
  created_at: string;
  /** The car's real entry, its Canary calendar date YYYY-MM-DD (the edit form's 'Fecha de entrada'). */
  fecha_entrada: string;
}

/** A saved photo on the edit page; thumbUrl is /storage/vehiculos/thumbs/{id}.jpg. */
export interface StockPhoto {
  id: number;
  orden: number;
  url: string;
  thumbUrl: string;
  /**
   * 'procesando' while its variants are being made (the public site shows it once 'lista'),
   * 'error' when its file could not be processed (`error` says why).
   */
  estado: 'lista' | 'procesando' | 'error';
  error: string | null;
}

/** One 'Historial De Precios' row (Fecha, Precio, Usuario). */
export interface PriceHistoryEntry {
  id: number;
  created_at: string;
  precio: number;
  precio_oferta: number | null;
  /** The staff member's name; null when the account no longer exists. */
  usuario: string | null;
}

/** GET /dashboard/coches/edit/{id} (Edit-Vehicle). */
export interface EditVehicleProps extends AddVehicleProps {
  coche: EditableVehicle;
  fotos: StockPhoto[];
  precios: PriceHistoryEntry[];
  video: { id: number; filename: string; url: string } | null;
  /** The car's visits and enquiries per day over the last CAR_ACTIVITY_DAYS. */
  actividad: Activity;
  /** An odometer reading below an earlier one is still unexplained: the car cannot be published ('Kilómetros'). */
  km_sin_explicar: boolean;
  /** The imperfections marked on the car's photos ('Imperfecciones'). */
  imperfecciones: ImperfeccionStaff[];
}

/** POST /dashboard/coches/add's JSON answer. */
export interface VehicleCreatedAnswer {
  message: string;
  vehID: number;
}

/** POST /upload-video's JSON answer. */
export interface VideoUploadedAnswer {
  success: true;
  video: { id: number; filename: string; url: string };
  message: string;
}
