import type { PriceStatement } from '@contracts/pricing';

export type DeliveryId = 'recogida' | 'domicilio';

export interface DeliveryOption {
  id: DeliveryId;
  /** Its label's message key. */
  label: 'vehicle.delivery_pickup' | 'vehicle.delivery_home';
  price: number;
}

/** Delivery choices of the 'Al contado' card (spec §2, §9: pickup 0 €, home delivery from the price staff set, 350 € by default). */
export function deliveryOptions(precio: Pick<PriceStatement, 'delivery'>): DeliveryOption[] {
  return [
    { id: 'recogida', label: 'vehicle.delivery_pickup', price: 0 },
    { id: 'domicilio', label: 'vehicle.delivery_home', price: precio.delivery },
  ];
}

export interface CashBreakdown {
  /** 'Precio al contado inicial': the cash price. */
  initial: number;
  delivery: number;
  /** 'Precio final todo incluido': the cash price plus delivery. */
  total: number;
}

/** The cash purchase: the cash price plus the chosen delivery. The financing price never enters it. */
export function cashBreakdown(precio: Pick<PriceStatement, 'cash' | 'delivery'>, deliveryId: DeliveryId): CashBreakdown {
  const delivery = deliveryId === 'domicilio' ? precio.delivery : 0;
  return { initial: precio.cash, delivery, total: precio.cash + delivery };
}
