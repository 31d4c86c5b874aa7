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
