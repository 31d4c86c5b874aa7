import type { CarGuarantee, LegalGuaranteeMonths } from './guarantee.ts';
import type { VehicleCard } from './pages.ts';
import { COMBUSTIBLE_ELECTRICO, ESTADO_VENDIDO } from './vehicle.ts';

/**
 * A car's price, worked out once (issue 38): the cash price, the price when financing with the
 * dealer, what the price includes and what is extra. Every place that shows a price reads it:
 * the card, the car page and its breakdown, the compare table, the landings, the PDF quote, the
 * JSON-LD, the portal feed and the mails. Prices are whole euros; the tax split is in cents and
 * adds up to the cash price exactly. The statement in words is contracts/price-statement.ts.
 */

/** How the prices state the tax: IGIC at the car's rate, shown apart, or the used-goods regime. */
export const TAX_REGIMES = ['general', 'rebu'] as const;
export type TaxRegime = (typeof TAX_REGIMES)[number];

/** What staff set in 'Datos de la empresa' for every car's price. */
export interface PriceTerms {
  regimen: TaxRegime;
  /** The services the price includes, as staff word them ('Transferencia y gestión de la documentación'). */
  incluye: string[];
  /** Home delivery from this many euros (spec: 350). */
  envioDesde: number;
  /** The optional extended warranty from this many euros; null when not offered. */
  garantiaAmpliadaDesde: number | null;
  garantiaLegalMeses: LegalGuaranteeMonths;
  /** How many days a written quote holds. */
  presupuestoDias: number;
}

/**
 * IGIC rates for cars (Decreto Legislativo 1/2025, texto refundido IGIC/AIEM, art. 39): 0 % for
 * electric cars and for hybrids up to 110 g CO2/km; 9,5 % up to 11 CV fiscales; 15 % above.
 */
export const IGIC_ZERO_EMISSIONS_LIMIT = 110;
export const FISCAL_HORSEPOWER_LIMIT = 11;
export const IGIC_RATE = { zero: 0, upToLimit: 9.5, aboveLimit: 15 } as const;

/**
 * CV fiscales of a four-stroke engine (Reglamento General de Vehículos, anexo V):
 * 0,08 × (0,785 · D² · R)^0,6 × N, where 0,785 · D² · R is one cylinder's displacement in cm³.
 * Two decimals, as the registration documents give it.
 */
export function fiscalHorsepower(cilindrada: number, cilindros: number): number {
  return Math.round(0.08 * (cilindrada / cilindros) ** 0.6 * cilindros * 100) / 100;
}

/** What the tax rate depends on. */
export interface TaxedCar {
  combustible: { id: number; nombre: string };
  emisiones: number | null;
  cilindrada: number | null;
  cilindros: number | null;
}

const isHybrid = (fuel: string) =>
  fuel
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .includes('hibrid');

/** The car's IGIC rate in percent, or null when its data cannot tell (no displacement or cylinders). */
export function igicRate(car: TaxedCar): number | null {
  if (car.combustible.id === COMBUSTIBLE_ELECTRICO) return IGIC_RATE.zero;
  if (isHybrid(car.combustible.nombre) && car.emisiones !== null && car.emisiones <= IGIC_ZERO_EMISSIONS_LIMIT) return IGIC_RATE.zero;
  if (!car.cilindrada || !car.cilindros) return null;
  return fiscalHorsepower(car.cilindrada, car.cilindros) <= FISCAL_HORSEPOWER_LIMIT ? IGIC_RATE.upToLimit : IGIC_RATE.aboveLimit;
}

/** The cash price and the dealer's financing price, the same on every card, page, mail and feed. */
export interface PriceFigures {
  /** The cash price (precio): what the car costs without financing. */
  cash: number;
  /**
   * The price when financing with the dealer (precio_oferta above 0), while the dealer's credit is
   * offered at it (it has a monthly payment, so a representative example); never shown without
   * its label and example.
   */
  financed: number | null;
  /** A reduction the price history supports: the lowest price of the 30 days before it; else null. */
  before: number | null;
}

export interface PricedCar {
  precio: number;
  precio_oferta: number | null;
  precioAnterior: number | null;
  /** "desde X €/mes" with the default terms at the price financed; null when not offered on credit. */
  cuota: number | null;
}

export function priceFigures(car: PricedCar): PriceFigures {
  const offered = car.precio_oferta !== null && car.precio_oferta > 0 && car.cuota !== null;
  return { cash: car.precio, financed: offered ? car.precio_oferta : null, before: car.precioAnterior };
}

/** A card's price (spec §4). */
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
  return { kind: 'shown', ...priceFigures({ precio: v.latestPrice, precio_oferta: v.precio_oferta, precioAnterior: v.precioAnterior, cuota: v.cuota }), monthly: v.cuota };
}

/** A line of the price's breakdown, in cents. */
export interface PriceLine {
  label: string;
  cents: number;
}

/** An extra the buyer may add, from a price. */
export interface PriceExtra {
  label: string;
  from: number;
}

export interface PriceStatement extends PriceFigures {
  /** 'IGIC incluido', or the used-goods regime's wording. */
  tax: string;
  /** The cash price split into its parts; they add up to it to the cent. */
  lines: PriceLine[];
  /** What the price includes, in words: the tax, the staff's services and the guarantees. */
  included: string[];
  /** What is extra: home delivery (always offered) and the extended warranty when there is one. */
  extras: PriceExtra[];
  /** Home delivery from this many euros. */
  delivery: number;
  guarantee: CarGuarantee;
}
