import type { VehicleDetail } from '@contracts/pages';

/** Delivery choices of the 'Al contado' card (spec §2, §9: pickup 0 €, home delivery from 350 €). */
export const DELIVERY_OPTIONS = [
  { id: 'recogida', label: 'Recoger en local', price: 0 },
  { id: 'domicilio', label: 'Envío a domicilio a partir de', price: 350 },
] as const;

export type DeliveryId = (typeof DELIVERY_OPTIONS)[number]['id'];

export interface CashBreakdown {
  /** 'Precio al contado inicial': the car's price before any offer. */
  initial: number;
  /** What the offer takes off (the offer applies when financing with the dealer); 0 without one. */
  discount: number;
  delivery: number;
  /** 'Precio final todo incluido': the effective price plus delivery. */
  total: number;
}

export function cashBreakdown(v: Pick<VehicleDetail, 'latestPrice' | 'effectivePrice'>, deliveryId: DeliveryId): CashBreakdown {
  const delivery = DELIVERY_OPTIONS.find((option) => option.id === deliveryId)?.price ?? 0;
  return {
    initial: v.latestPrice,
    discount: Math.max(0, v.latestPrice - v.effectivePrice),
    delivery,
    total: v.effectivePrice + delivery,
  };
}
