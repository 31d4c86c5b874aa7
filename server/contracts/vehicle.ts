import type { VehicleCard } from './pages.ts';

/** estado_id values (spec §3). */
export const ESTADO_DISPONIBLE = 1;
export const ESTADO_RESERVADO = 2;
export const ESTADO_VENDIDO = 3;

/**
 * The DGT environmental labels by eco_id (spec §3: 1 Cero, 2 ECO, 3 B, 4 C): the short name the
 * search lists, the full name (the badge's alt text and the staff select) and the badge.
 */
export const DGT_LABELS = [
  { id: 1, nombre: 'Cero', titulo: 'Etiqueta Cero emisiones', src: '/img/dgt/cero.svg' },
  { id: 2, nombre: 'ECO', titulo: 'Etiqueta ECO', src: '/img/dgt/eco.svg' },
  { id: 3, nombre: 'B', titulo: 'Etiqueta B', src: '/img/dgt/b.svg' },
  { id: 4, nombre: 'C', titulo: 'Etiqueta C', src: '/img/dgt/c.svg' },
] as const;

/** combustible id that gets the bolt icon (spec §3: 4 Eléctrico). */
export const COMBUSTIBLE_ELECTRICO = 4;

export type CardPrice =
  | { kind: 'hidden' }
  | {
      kind: 'shown';
      /** The cash price: the latest price. */
      cash: number;
      /** A reduction the price history supports: the lowest price of the 30 days before it, struck through; else null. */
      before: number | null;
      /** The price when financing with the dealer (precio_oferta above 0), shown beside the cash price, never as a discount; else null. */
      financed: number | null;
      /** "desde X €/mes" with the default terms; null when not offered on credit. */
      monthly: number | null;
    };

type PriceFields = Pick<VehicleCard, 'estado_id' | 'precio_oferta' | 'latestPrice' | 'precioAnterior' | 'cuota'>;

/**
 * Spec §4: a sold car hides its price; otherwise the latest (cash) price, and the offer price
 * beside it when above 0 (the price when financing with the dealer, so labelled), and the
 * monthly payment. Only a reduction the price history supports strikes a price through.
 */
export function cardPrice(v: PriceFields): CardPrice {
  if (v.estado_id === ESTADO_VENDIDO) return { kind: 'hidden' };
  const financed = v.precio_oferta !== null && v.precio_oferta > 0 ? v.precio_oferta : null;
  return { kind: 'shown', cash: v.latestPrice, before: v.precioAnterior, financed, monthly: v.cuota };
}

/** The overlay label for a card, if any. */
export function statusLabel(estadoId: number): 'RESERVADO' | 'VENDIDO' | null {
  if (estadoId === ESTADO_VENDIDO) return 'VENDIDO';
  if (estadoId === ESTADO_RESERVADO) return 'RESERVADO';
  return null;
}

/**
 * The version as it reads after the model: a version that starts with the model's name
 * ('Macan S' under 'Macan', 'GLE 350 de 4MATIC' under 'GLE') loses it, so a title never says
 * 'Porsche Macan Macan S'; a version equal to the model is empty.
 */
export function versionAfterModel(modelo: string, nombre: string): string {
  const model = modelo.trim();
  const version = nombre.trim();
  const head = version.slice(0, model.length).toLowerCase();
  if (!model || head !== model.toLowerCase()) return version;
  const rest = version.slice(model.length);
  return rest === '' || /^\s/.test(rest) ? rest.trim() : version;
}

export function vehicleTitle(v: { marca: { nombre: string }; modelo: { nombre: string }; nombre: string }): string {
  return [v.marca.nombre, v.modelo.nombre, versionAfterModel(v.modelo.nombre, v.nombre)].filter(Boolean).join(' ');
}

export function vehicleHref(slug: string): string {
  return `/vehiculo/${encodeURIComponent(slug)}`;
}
