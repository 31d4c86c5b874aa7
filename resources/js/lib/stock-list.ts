import { formatNumber, formatShare } from '@contracts/format';
import { DEFAULT_ESTADOS, type StockFilters, type StockRow, type StockSearchField, type StockSort } from '@contracts/stock';
import { vehicleTitle } from '@contracts/vehicle';

/**
 * The staff vehicle list's pure rules (back-office §2 "Vehicle list", §9): what a change does to
 * the filters, which query goes to the server, how a header click sorts, the state badges.
 */

export type EstadoId = 1 | 2 | 3;

export const ESTADOS: readonly { id: EstadoId; label: string }[] = [
  { id: 1, label: 'NORMAL' },
  { id: 2, label: 'RESERVADO' },
  { id: 3, label: 'VENDIDO' },
];

export const SEARCH_FIELD_LABELS: Record<StockSearchField, string> = {
  nombre: 'Nombre',
  modelo: 'Modelo',
  matricula: 'Matrícula',
  color: 'Color',
  potencia: 'Potencia (CV)',
};

/** The search selector's field when the server has none: the name, the one staff search most. */
export const DEFAULT_SEARCH_FIELD: StockSearchField = 'nombre';

/** The list's controls: the server's filters with a search field always chosen. */
export type StockControls = Omit<StockFilters, 'search_field'> & { search_field: StockSearchField };

export function controlsFrom(filters: StockFilters): StockControls {
  return { ...filters, search_field: filters.search_field ?? DEFAULT_SEARCH_FIELD };
}

/** One state pill clicked: on ↔ off; the last state on cannot be switched off (nothing would show). */
export function toggleEstado(estados: readonly EstadoId[], id: EstadoId): EstadoId[] {
  if (!estados.includes(id)) return [...estados, id].sort();
  return estados.length > 1 ? estados.filter((estado) => estado !== id) : [...estados];
}

/** A header clicked: another column sorts ascending first; the current one toggles its direction. */
export function nextSort(current: Pick<StockFilters, 'sort_by' | 'sort_dir'>, column: StockSort): Pick<StockFilters, 'sort_by' | 'sort_dir'> {
  if (current.sort_by !== column) return { sort_by: column, sort_dir: 'asc' };
  return { sort_by: column, sort_dir: current.sort_dir === 'asc' ? 'desc' : 'asc' };
}

/**
 * The GET query of GET /dashboard/vehiculos, with only what differs from the server's defaults
 * (no estados=1,2, no created_at desc, no page 1); the search field goes only with a text.
 */
export function stockQuery(controls: StockControls): Record<string, string> {
  const query: Record<string, string> = {};
  for (const key of ['marca', 'cambio', 'combustible', 'carroceria', 'sede', 'historial'] as const) {
    const value = controls[key];
    if (value !== null) query[key] = String(value);
  }
  const estados = [...controls.estados].sort().join(',');
  if (estados !== DEFAULT_ESTADOS.join(',')) query.estados = estados;
  const text = controls.search_query.trim();
  if (text !== '') {
    query.search_field = controls.search_field;
    query.search_query = text;
  }
  if (controls.sort_by !== 'created_at' || controls.sort_dir !== 'desc') {
    query.sort_by = controls.sort_by;
    query.sort_dir = controls.sort_dir;
  }
  if (controls.page > 1) query.page = String(controls.page);
  return query;
}

/** How many filters behind 'Más filtros' differ from their defaults (the phone's badge). */
export function moreFiltersCount(controls: StockControls): number {
  const selects = [controls.marca, controls.cambio, controls.combustible, controls.carroceria, controls.sede, controls.historial].filter((value) => value !== null).length;
  return selects + ([...controls.estados].sort().join(',') === DEFAULT_ESTADOS.join(',') ? 0 : 1);
}

export type BadgeTone = 'green' | 'yellow' | 'red' | 'grey';

/** The state's badge (§2): 1 NORMAL green, 2 RESERVADO yellow, 3 VENDIDO red, any other 'Desconocido'. */
export function estadoBadge(estadoId: number): { label: string; tone: BadgeTone } {
  switch (estadoId) {
    case 1:
      return { label: 'NORMAL', tone: 'green' };
    case 2:
      return { label: 'RESERVADO', tone: 'yellow' };
    case 3:
      return { label: 'VENDIDO', tone: 'red' };
    default:
      return { label: 'Desconocido', tone: 'grey' };
  }
}

const dateFormat = new Intl.DateTimeFormat('es-ES', { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'Atlantic/Canary' });

/** '2026-11-03T10:00:00Z' → '03/11/2026' (the dealership's day, the same on server and browser). */
export function formatStockDate(iso: string): string {
  return dateFormat.format(new Date(iso));
}

/** 1 → '1 día', 12 → '12 días'. */
export function diasLabel(dias: number): string {
  return dias === 1 ? '1 día' : `${formatNumber(dias)} días`;
}

/** 'BMW Serie 3 320d M Sport': brand, model and version, as staff name a car. */
export function fullName(coche: Pick<StockRow, 'marca' | 'modelo' | 'nombre'>): string {
  return vehicleTitle(coche);
}

/** 1 → '1 visita', 1041 → '1.041 visitas' (the public page's views, numbook). */
export function visitasLabel(visitas: number): string {
  return visitas === 1 ? '1 visita' : `${formatNumber(visitas)} visitas`;
}

/** 0.034 → '3,4 %' (enquiries per visit); '—' for a car nobody has visited yet. */
export function conversionLabel(conversion: number | null): string {
  return conversion === null ? '—' : formatShare(conversion);
}

/** 1 → '1 contacto', 27 → '27 contactos' (the enquiries about the car, num_contactos). */
export function contactosLabel(contactos: number): string {
  return contactos === 1 ? '1 contacto' : `${formatNumber(contactos)} contactos`;
}
