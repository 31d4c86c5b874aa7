import type { VehicleDetail } from '@contracts/pages';

/** Delivery choices of the 'Al contado' card (spec §2, §9: pickup 0 €, home delivery from 350 €). */
export const DELIVERY_OPTIONS = [
  { id: 'recogida', label: 'Recoger en local', price: 0 },
  { id: 'domicilio', label: 'Envío a domicilio a partir de', price: 350 },
] as const;

export type DeliveryId = (typeof DELIVERY_OPTIONS)[number]['id'];

export interface CashBreakdown {
  /** 'Precio al contado inicial': the cash price (precio). */
  initial: number;
  delivery: number;
  /** 'Precio final todo incluido': the cash price plus delivery. */
  total: number;
}

/** The cash purchase: precio plus the chosen delivery. The offer price never enters it (it needs financing). */
export function cashBreakdown(v: Pick<VehicleDetail, 'precio'>, deliveryId: DeliveryId): CashBreakdown {
  const delivery = DELIVERY_OPTIONS.find((option) => option.id === deliveryId)?.price ?? 0;
  return { initial: v.precio, delivery, total: v.precio + delivery };
}

/**
 * The price when financing with the dealer (precio_oferta, 'Precio sujeto a financiación'),
 * or null when the car has no such offer (null or 0).
 */
export function financedPrice(v: Pick<VehicleDetail, 'precio_oferta'>): number | null {
  return v.precio_oferta !== null && v.precio_oferta > 0 ? v.precio_oferta : null;
}
