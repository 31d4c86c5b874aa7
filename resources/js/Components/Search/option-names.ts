import type { Translator } from '@contracts/i18n';
import type { SelectOption } from '@/Components/Search/FacetSelect';
import { lookupName, type FixedLookup } from '@contracts/lookup-names';

type NamedLists = Record<'combustibles' | 'cambios' | 'carrocerias', readonly SelectOption[]>;

/** The search's options with their fuels, gearboxes and body types named in the page's language. */
export function namedOptions<O extends NamedLists>(options: O, t: Translator['t']): O {
  const name = (kind: FixedLookup, list: readonly SelectOption[]) => list.map((option) => ({ ...option, nombre: lookupName(t, kind, option) }));
  return { ...options, combustibles: name('combustible', options.combustibles), cambios: name('cambio', options.cambios), carrocerias: name('carroceria', options.carrocerias) };
}
