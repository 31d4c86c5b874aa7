import type { MessageKey } from '../../lang/types.ts';
import type { Lookup } from './pages.ts';
import type { Translator } from './i18n.ts';

/**
 * The fixed lookups' names (installed with the database, public-site §3 ids) in each language.
 * A row the staff added has only the name they gave it, which is shown as it is.
 */
const FIXED: Record<'combustible' | 'cambio' | 'carroceria' | 'garantia', Partial<Record<number, MessageKey>>> = {
  combustible: { 1: 'common.fuel_petrol', 2: 'common.fuel_diesel', 4: 'common.fuel_electric', 9: 'common.fuel_plug_in_hybrid' },
  cambio: { 1: 'common.gearbox_automatic', 2: 'common.gearbox_manual' },
  carroceria: {
    1: 'common.body_saloon',
    2: 'common.body_suv',
    3: 'common.body_coupe',
    4: 'common.body_convertible',
    5: 'common.body_estate',
    6: 'common.body_hatchback',
    7: 'common.body_mpv',
  },
  garantia: { 1: 'common.warranty_12_months', 2: 'common.warranty_24_months', 3: 'common.warranty_36_months', 4: 'common.warranty_manufacturer' },
};

export type FixedLookup = keyof typeof FIXED;

/** A car's fuel, gearbox, body or warranty in the page's language. */
export function lookupName(t: Translator['t'], kind: FixedLookup, lookup: Lookup): string {
  const key = FIXED[kind][lookup.id];
  return key ? t(key) : lookup.nombre;
}
