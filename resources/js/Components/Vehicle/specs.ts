import type { MessageKey } from '../../../../lang/types';
import type { Lookup, VehicleDetail } from '@contracts/pages';
import type { Translator } from '@contracts/i18n';
import { formatNumber, formatPrice } from '@contracts/format';
import { priceFigures } from '@contracts/pricing';
import { DGT_LABELS, ESTADO_VENDIDO } from '@contracts/vehicle';
import { type FixedLookup, lookupName } from '@contracts/lookup-names';

export type SpecRow = { label: string; value: string } | { label: string; image: { src: string; alt: string } };

/** A row of 'Características generales' whatever its value: null when the car has none. */
export interface SpecSlot {
  label: string;
  value: string | null;
}


/** The DGT labels' names (DGT_LABELS ids) as the image's alt text. */
const ECO_LABELS = { 1: 'vehicle.eco_label_zero', 2: 'vehicle.eco_label_eco', 3: 'vehicle.eco_label_b', 4: 'vehicle.eco_label_c' } as const;

/**
 * Every row of 'Características generales' (spec §2) in the spec's order, empty ones included
 * (value null); a sold car has no prices (§4). The comparison lines several cars up on them:
 * `cars.map(specSlotsIn(i18n))`. In the translator's language.
 *
 * 'Precio sujeto a financiación' is precio_oferta: in the old site the offer price is the
 * dealer's promotional price for buyers who finance with it, so the row shows it whenever the
 * car has one (above 0), next to 'Precio', the plain cash price.
 */
export function specSlotsIn(i18n: Translator): (v: VehicleDetail) => SpecSlot[] {
  const { locale, t } = i18n;
  const count = (value: number | null) => (value ? formatNumber(value, locale) : null);
  const name = (kind: FixedLookup, lookup: Lookup) => lookupName(t, kind, lookup);
  return (v) => {
    const sold = v.estado_id === ESTADO_VENDIDO;
    const { cash, financed } = priceFigures(v);
    const rows: [MessageKey, string | null][] = [
      ['vehicle.spec_brand', v.marca.nombre],
      ['vehicle.spec_model', v.modelo.nombre],
      ['vehicle.spec_version', v.nombre],
      ['vehicle.price', sold ? null : formatPrice(cash, locale)],
      ['vehicle.spec_financed_price', sold || financed === null ? null : formatPrice(financed, locale)],
      ['vehicle.spec_colour', v.color],
      ['vehicle.spec_year', String(v.year)],
      ['vehicle.spec_fuel', name('combustible', v.combustible)],
      ['vehicle.spec_gearbox', name('cambio', v.cambio)],
      ['vehicle.spec_body', name('carroceria', v.carroceria)],
      ['vehicle.spec_power', count(v.potencia)],
      ['vehicle.spec_engine_size', count(v.cilindrada)],
      ['vehicle.spec_cylinders', count(v.cilindros)],
      ['vehicle.spec_gears', count(v.marchas)],
      ['vehicle.spec_mileage', formatNumber(v.kilometros, locale)],
      ['vehicle.spec_seats', count(v.plazas)],
      ['vehicle.spec_doors', count(v.puertas)],
      ['vehicle.spec_guarantee', name('garantia', v.garantia)],
      ['vehicle.spec_emissions', count(v.emisiones)],
    ];
    return rows.map(([key, value]) => ({ label: t(key), value: value?.trim() || null }));
  };
}

/** The car's DGT label as the last row shows it, or null. */
export function ecoImage(v: VehicleDetail, i18n: Translator): { src: string; alt: string } | null {
  const eco = DGT_LABELS.find((entry) => entry.id === v.eco_id);
  if (!eco) return null;
  return { src: eco.src, alt: i18n.t(ECO_LABELS[eco.id]) };
}

/** The rows of 'Características generales' the car has, in the spec's order, its DGT label last. */
export function specRows(v: VehicleDetail, i18n: Translator): SpecRow[] {
  const filled: SpecRow[] = specSlotsIn(i18n)(v).flatMap((row) => (row.value ? [{ label: row.label, value: row.value }] : []));
  const image = ecoImage(v, i18n);
  return image ? [...filled, { label: i18n.t('vehicle.spec_eco_label'), image }] : filled;
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
