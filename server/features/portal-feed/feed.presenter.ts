import { defaultQuote } from '../../contracts/finance.ts';
import type { FinanceTerms } from '../../contracts/finance.ts';
import type { FeedVehicle } from '../../contracts/portal-feed.ts';
import { branchById } from '../../contracts/site.ts';
import { ESTADO_RESERVADO, vehicleHref } from '../../contracts/vehicle.ts';
import { absoluteUrl } from '../../lib/absolute-url.ts';
import { photoUrls } from '../../media/photos.ts';
import type { FeedRow } from './feed.queries.ts';

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

/** A car of the feed: every field as text without control characters, the credit's figures from the site's representative example. */
export function feedVehicle(row: FeedRow, terms: FinanceTerms): FeedVehicle {
  const quote = defaultQuote(terms, row.precio_efectivo);
  const { photos, ...fields } = vehicleFields(row, quote);
  return { ...(Object.fromEntries(Object.entries(fields).map(([key, value]) => [key, clean(value)])) as Omit<FeedVehicle, 'photos'>), photos };
}

function vehicleFields(row: FeedRow, quote: ReturnType<typeof defaultQuote>): FeedVehicle {
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
    price: String(row.precio_efectivo),
    financed_price: quote ? money(quote.precioTotalPlazos) : '',
    monthly_payment: quote ? money(quote.cuota) : '',
    finance_months: quote ? String(quote.plazo) : '',
    finance_deposit: quote ? String(quote.entrada) : '',
    tin: quote ? money(quote.tin) : '',
    tae: quote ? money(quote.tae) : '',
    branch: branchById(row.sede_id).name,
    description: row.caracteristicas?.trim() ?? '',
    photos: row.fotos.map((id) => absoluteUrl(photoUrls(id).url)),
    url: absoluteUrl(vehicleHref(row.slug)),
  };
}
