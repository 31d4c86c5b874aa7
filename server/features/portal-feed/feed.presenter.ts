import { defaultQuote } from '../../contracts/finance.ts';
import type { FinanceTerms } from '../../contracts/finance.ts';
import type { FeedVehicle } from '../../contracts/portal-feed.ts';
import { priceStatement } from '../../contracts/price-statement.ts';
import type { PriceStatement, PriceTerms } from '../../contracts/pricing.ts';
import { branchById } from '../../contracts/site.ts';
import { ESTADO_RESERVADO, vehicleHref } from '../../contracts/vehicle.ts';
import { absoluteUrl } from '../../lib/absolute-url.ts';
import { publicUrl, vehiclePhotoPaths } from '../../media/storage.ts';
import type { FeedRow } from '../catalogue/index.ts';
import { translator } from '../../i18n/index.ts';

/** The DGT labels by eco_id (contracts/vehicle.ts: 1 Cero, 2 ECO, 3 B, 4 C), as portals write them. */
const DGT_LABELS: Record<number, string> = { 1: '0', 2: 'ECO', 3: 'B', 4: 'C' };

const money = (value: number) => value.toFixed(2);

/**
 * Control characters (all but tab and line breaks) that XML forbids and a portal's parser may
 * choke on, as staff may paste them into any text.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is this pattern's purpose
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g;

const clean = (text: string) => text.replace(CONTROL, '');

/**
 * The feed's cars, one by one: every field as text without control characters, the credit's
 * figures from the site's representative example, worked out once per price (a stock has far
 * fewer prices than cars, and the APR is found by bisection).
 */
export function feedVehicles(terms: FinanceTerms, priceTerms: PriceTerms): (row: FeedRow) => FeedVehicle {
  const quotes = new Map<number, ReturnType<typeof defaultQuote>>();
  const quoteFor = (price: number) => (quotes.has(price) ? quotes.get(price)! : quotes.set(price, defaultQuote(terms, price)).get(price)!);
  // The site's origin once: every URL of the feed is a path on it.
  const origin = absoluteUrl('/').slice(0, -1);
  return (row) => {
    const quote = quoteFor(row.precio_efectivo);
    return feedVehicle(row, rowPrice(row, priceTerms, quote?.cuota ?? null), quote, origin);
  };
}

/** The car's price as its page states it (contracts/pricing.ts), `cuota` being its representative example's payment. */
function rowPrice(row: FeedRow, terms: PriceTerms, cuota: number | null): PriceStatement {
  return priceStatement(
    {
      precio: row.precio,
      precio_oferta: row.precio_oferta,
      precioAnterior: row.precio_anterior,
      cuota,
      combustible: { id: row.combustible_id, nombre: row.combustible },
      emisiones: row.emisiones,
      cilindrada: row.cilindrada,
      cilindros: row.cilindros,
      garantia: { id: row.garantia_id, nombre: row.garantia },
    },
    terms,
    translator('es'),
  );
}

function feedVehicle(row: FeedRow, price: PriceStatement, quote: ReturnType<typeof defaultQuote>, origin: string): FeedVehicle {
  const { photos, ...fields } = vehicleFields(row, price, quote, origin);
  return { ...(Object.fromEntries(Object.entries(fields).map(([key, value]) => [key, clean(value)])) as Omit<FeedVehicle, 'photos'>), photos };
}

function vehicleFields(row: FeedRow, price: PriceStatement, quote: ReturnType<typeof defaultQuote>, origin: string): FeedVehicle {
  return {
    ref: row.ref ?? `GT-${row.id}`,
    id: String(row.id),
    status: row.estado_id === ESTADO_RESERVADO ? 'reserved' : 'available',
    brand: row.marca,
    model: row.modelo,
    version: row.nombre,
    year: String(row.year),
    km: String(row.kilometros),
    fuel: row.combustible,
    gearbox: row.cambio,
    power_cv: String(row.potencia),
    body: row.carroceria,
    colour: row.color,
    doors: String(row.puertas),
    seats: String(row.plazas),
    dgt_label: (row.eco_id !== null && DGT_LABELS[row.eco_id]) || '',
    price: String(price.cash),
    tax: price.tax,
    offer_price: price.financed === null ? '' : String(price.financed),
    financed_price: quote ? money(quote.precioTotalPlazos) : '',
    monthly_payment: quote ? money(quote.cuota) : '',
    finance_months: quote ? String(quote.plazo) : '',
    finance_deposit: quote ? String(quote.entrada) : '',
    tin: quote ? money(quote.tin) : '',
    tae: quote ? money(quote.tae) : '',
    price_includes: price.included.join('|'),
    legal_guarantee_months: String(price.guarantee.legalMonths),
    warranty: price.guarantee.commercial ?? '',
    inspection_date: row.inspeccion ?? '',
    branch: branchById(row.sede_id).name,
    description: row.caracteristicas?.trim() ?? '',
    photos: row.fotos.map((id) => `${origin}${publicUrl(vehiclePhotoPaths(id).compressed)}`),
    url: `${origin}${vehicleHref(row.slug)}`,
  };
}
