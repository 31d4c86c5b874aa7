import type { Paginated, SharedProps } from './pages.ts';

/**
 * The stock aging report (issue 19, /dashboard/informes/stock): the unsold stock (active,
 * available or reserved) by days since it entered (coches.fecha_entrada, which 'renovar' leaves
 * alone), per branch and per brand, its estimated holding cost, and the cars whose price to
 * review.
 */

/** The days-in-stock brackets: 0–30, 31–60, 61–90, over 90. */
export const TRAMOS = [
  { key: 'd0_30', label: '0–30 días', hasta: 30 },
  { key: 'd31_60', label: '31–60 días', hasta: 60 },
  { key: 'd61_90', label: '61–90 días', hasta: 90 },
  { key: 'd90', label: 'Más de 90 días', hasta: null },
] as const;

export type TramoKey = (typeof TRAMOS)[number]['key'];

/** The bracket of a number of days in stock. */
export function tramoOf(dias: number): TramoKey {
  return (TRAMOS.find((tramo) => tramo.hasta !== null && dias <= tramo.hasta) ?? TRAMOS[3]).key;
}

/**
 * A price to review: a car past REVIEW_AFTER_DAYS in stock (when a car stops paying for itself)
 * that draws little interest: fewer than FEW_ENQUIRIES enquiries, or fewer than
 * FEW_VISITS_PER_DAY visits a day on average since it entered; unless its price changed in the
 * last PRICE_CHANGE_GRACE_DAYS.
 */
export const REVIEW_AFTER_DAYS = 60;
export const FEW_ENQUIRIES = 3;
export const FEW_VISITS_PER_DAY = 1;
export const PRICE_CHANGE_GRACE_DAYS = 14;

export const REVIEW_PER_PAGE = 20;

/** One group's row (a branch, a brand): its cars in each bracket, in all, and their holding cost so far (€). */
export interface AgingRow {
  nombre: string;
  tramos: Record<TramoKey, number>;
  coches: number;
  coste: number;
}

export interface PriceReviewRow {
  id: number;
  titulo: string;
  sede: string;
  dias: number;
  precio: number;
  visitas: number;
  contactos: number;
  coste: number;
  editUrl: string;
}

export interface InformeStockProps extends SharedProps {
  /** The holding cost of one car a day (€), from 'Datos de la empresa'. */
  costeDia: number;
  /** The whole stock: its cars, their average days in stock, their holding cost so far (€) and those past 60 days. */
  resumen: { coches: number; diasMedios: number; coste: number; mas60: number };
  porSede: AgingRow[];
  porMarca: AgingRow[];
  total: AgingRow;
  revisar: Paginated<PriceReviewRow>;
}
