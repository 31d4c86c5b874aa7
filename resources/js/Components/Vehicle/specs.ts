import type { VehicleDetail } from '@contracts/pages';
import { formatNumber, formatPrice } from '@contracts/format';
import { priceFigures } from '@contracts/pricing';
import { DGT_LABELS, ESTADO_VENDIDO } from '@contracts/vehicle';

export type SpecRow = { label: string; value: string } | { label: string; image: { src: string; alt: string } };

/** A row of 'Características generales' whatever its value: null when the car has none. */
export interface SpecSlot {
  label: string;
  value: string | null;
}

const count = (value: number | null) => (value ? formatNumber(value) : null);

/** The label of the last price row: whatever lines up with the prices goes after it. */
export const FINANCED_PRICE_LABEL = 'Precio sujeto a financiación';

/**
 * Every row of 'Características generales' (spec §2) in the spec's order, empty ones included
 * (value null); a sold car has no prices (§4). The comparison lines several cars up on them.
 *
 * 'Precio sujeto a financiación' is precio_oferta: in the old site the offer price is the
 * dealer's promotional price for buyers who finance with it, so the row shows it whenever the
 * car has one (above 0), next to 'Precio', the plain cash price.
 */
export function specSlots(v: VehicleDetail): SpecSlot[] {
  const sold = v.estado_id === ESTADO_VENDIDO;
  const { cash, financed } = priceFigures(v);
  return [
    { label: 'Marca', value: v.marca.nombre },
    { label: 'Modelo', value: v.modelo.nombre },
    { label: 'Versión', value: v.nombre },
    { label: 'Precio', value: sold ? null : formatPrice(cash) },
    { label: FINANCED_PRICE_LABEL, value: sold || financed === null ? null : formatPrice(financed) },
    { label: 'Color', value: v.color },
    { label: 'Año', value: String(v.year) },
    { label: 'Combustible', value: v.combustible.nombre },
    { label: 'Cambio', value: v.cambio.nombre },
    { label: 'Carrocería', value: v.carroceria.nombre },
    { label: 'Potencia (CV)', value: count(v.potencia) },
    { label: 'Cilindrada (cc)', value: count(v.cilindrada) },
    { label: 'Cilindros', value: count(v.cilindros) },
    { label: 'Marchas', value: count(v.marchas) },
    { label: 'Kilómetros', value: formatNumber(v.kilometros) },
    { label: 'Plazas', value: count(v.plazas) },
    { label: 'Puertas', value: count(v.puertas) },
    { label: 'Garantía', value: v.garantia.nombre },
    { label: 'Emisiones combinadas (g/km)', value: count(v.emisiones) },
  ].map((row) => ({ label: row.label, value: row.value?.trim() || null }));
}

/** The car's DGT label as the last row shows it, or null. */
export function ecoImage(v: VehicleDetail): { src: string; alt: string } | null {
  const eco = DGT_LABELS.find((label) => label.id === v.eco_id);
  return eco ? { src: eco.src, alt: eco.titulo } : null;
}

/** The rows of 'Características generales' the car has, in the spec's order, its DGT label last. */
export function specRows(v: VehicleDetail): SpecRow[] {
  const filled: SpecRow[] = specSlots(v).flatMap((row) => (row.value ? [{ label: row.label, value: row.value }] : []));
  const image = ecoImage(v);
  return image ? [...filled, { label: 'Distintivo ambiental', image }] : filled;
}

/**
 * Staff write equipment as a list ("Cámara trasera, Techo panorámico…" or one per line): shown
 * as a list when it splits into short items, otherwise null (shown as the text it is).
 */
export function equipmentList(text: string): string[] | null {
  const items = text
    .split(/\n|,(?=\s)/)
    .map((item) => item.trim().replace(/^[-•·]\s*/, ''))
    .filter(Boolean);
  return items.length > 1 && items.every((item) => item.length <= 80) ? items : null;
}
