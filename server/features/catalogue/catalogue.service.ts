import type { FinanceTerms } from '../../contracts/finance.ts';
import { formatPrice } from '../../contracts/format.ts';
import { type Locale, localizedPath } from '../../contracts/locales.ts';
import type { VehicleCard, VehicleDetail } from '../../contracts/pages.ts';
import { priceFigures } from '../../contracts/pricing.ts';
import { ESTADO_VENDIDO, vehicleHref, vehicleTitle } from '../../contracts/vehicle.ts';
import { absoluteUrl } from '../../lib/absolute-url.ts';
import { currentFinanceTerms } from '../../core/finance-terms.ts';
import { inIdOrder } from '../../lib/query-ids.ts';
import { publicCardRows } from './cars.queries.ts';
import { vehicleCard } from './catalogue.presenter.ts';
import { latestAvailable, similarToCar } from './catalogue.queries.ts';
import { vehicleDetail } from './vehicle.presenter.ts';
import { findPublicVehicle, findPublicVehicles } from './vehicle.queries.ts';
import type { CarCondition } from '../../contracts/car-condition.ts';
import { carCondition } from './history.queries.ts';

/** The newest cars on the home pages. */
export const LATEST_ON_HOME = 8;

/** The newest available cars as cards, with their payments from the terms in force. */
export async function latestCards(): Promise<VehicleCard[]> {
  const [rows, terms] = await Promise.all([latestAvailable(LATEST_ON_HOME), currentFinanceTerms()]);
  return rows.map((row) => vehicleCard(row, terms));
}

/** The public cars among `ids` (sold ones too), in the ids' order, as cards priced with the terms in force. */
export async function carCards(ids: readonly number[]): Promise<VehicleCard[]> {
  const [rows, terms] = await Promise.all([publicCardRows(ids), currentFinanceTerms()]);
  return inIdOrder(ids, rows).map((row) => vehicleCard(row, terms));
}

/** The public cars among `ids` (sold ones too), in the ids' order, with every fact of their pages: the cars compared. */
export async function carDetails(ids: readonly number[]): Promise<VehicleDetail[]> {
  const [rows, terms] = await Promise.all([findPublicVehicles(ids), currentFinanceTerms()]);
  return inIdOrder(ids, rows).map((row) => vehicleDetail(row, terms));
}

/** A car a written quote is made for: its page's facts, its main photo and the finance terms in force. */
export interface QuotedCar {
  coche: VehicleDetail;
  fotoId: number | null;
  terms: FinanceTerms;
  /** Its inspection and known defects, which the quote states. */
  estado: CarCondition;
}

/** The public, unsold car named by slug or id, for a written quote; null otherwise. */
export async function carForQuote(car: { slug: string } | { id: number }): Promise<QuotedCar | null> {
  const [row, terms] = await Promise.all(['slug' in car ? findPublicVehicle(car.slug) : findPublicVehicles([car.id]).then((rows) => rows[0] ?? null), currentFinanceTerms()]);
  if (!row || row.estado_id === ESTADO_VENDIDO) return null;
  return { coche: vehicleDetail(row, terms), fotoId: row.fotos[0]?.id ?? null, terms, estado: await carCondition(row.id) };
}

/** The cars like car `id` as a mail lists them, one line each: title · cash price: its page in `locale`. */
export async function similarCarLines(id: number, locale: Locale): Promise<string[]> {
  const similar = await similarToCar(id);
  return similar.map((card) => `${vehicleTitle(card)} · ${formatPrice(priceFigures({ ...card, cuota: null, precioAnterior: card.precio_anterior }).cash, locale)}: ${absoluteUrl(localizedPath(vehicleHref(card.slug), locale))}`);
}
