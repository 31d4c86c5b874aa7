import type { VehicleCard } from './pages.ts';

/** estado_id values (spec §3). */
export const ESTADO_RESERVADO = 2;
export const ESTADO_VENDIDO = 3;

/** combustible id that gets the bolt icon (spec §3: 4 Eléctrico). */
export const COMBUSTIBLE_ELECTRICO = 4;

export type CardPrice =
  | { kind: 'hidden' }
  | { kind: 'offer'; before: number; now: number }
  | { kind: 'regular'; now: number };

type PriceFields = Pick<VehicleCard, 'estado_id' | 'precio_oferta' | 'latestPrice'>;

/**
 * Spec §4: a sold car hides its price; an offer above 0 shows the latest price struck
 * through next to the offer; otherwise only the latest price.
 */
export function cardPrice(v: PriceFields): CardPrice {
  if (v.estado_id === ESTADO_VENDIDO) return { kind: 'hidden' };
  if (v.precio_oferta !== null && v.precio_oferta > 0) {
    return { kind: 'offer', before: v.latestPrice, now: v.precio_oferta };
  }
  return { kind: 'regular', now: v.latestPrice };
}

/** The overlay label for a card, if any. */
export function statusLabel(estadoId: number): 'RESERVADO' | 'VENDIDO' | null {
  if (estadoId === ESTADO_VENDIDO) return 'VENDIDO';
  if (estadoId === ESTADO_RESERVADO) return 'RESERVADO';
  return null;
}

export function vehicleTitle(v: Pick<VehicleCard, 'marca' | 'modelo' | 'nombre'>): string {
  return [v.marca.nombre, v.modelo.nombre, v.nombre].filter(Boolean).join(' ');
}

export function vehicleHref(slug: string): string {
  return `/vehiculo/${encodeURIComponent(slug)}`;
}
