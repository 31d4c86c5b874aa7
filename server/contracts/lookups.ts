import type { Paginated, SharedProps } from './pages.ts';

/**
 * The staff screens of the fixed lookup lists (Carrocerías, Garantías, Combustibles, Cambios):
 * one generic page per list, the same pattern as brands and models (search, pages, add modal,
 * rename page, delete protected while any car uses the row). Names follow nombreSchema
 * (contracts/name-lists.ts).
 */

export const LOOKUP_LISTS = ['carrocerias', 'garantias', 'combustibles', 'cambios'] as const;
export type LookupList = (typeof LOOKUP_LISTS)[number];

interface ListWords {
  /** The menu's and the page's title. */
  title: string;
  /** 'la carrocería', 'el combustible': the row with its article. */
  the: string;
  /** 'una carrocería', 'un combustible'. */
  a: string;
  /** 'Carrocería', 'Combustible': a row, capitalised. */
  one: string;
  /** 'a' or 'o', for the participles (agregada, agregado). */
  ending: 'a' | 'o';
}

export const LOOKUP_WORDS: Record<LookupList, ListWords> = {
  carrocerias: { title: 'Carrocerías', the: 'la carrocería', a: 'una carrocería', one: 'Carrocería', ending: 'a' },
  garantias: { title: 'Garantías', the: 'la garantía', a: 'una garantía', one: 'Garantía', ending: 'a' },
  combustibles: { title: 'Combustibles', the: 'el combustible', a: 'un combustible', one: 'Combustible', ending: 'o' },
  cambios: { title: 'Cambios', the: 'el cambio', a: 'un cambio', one: 'Cambio', ending: 'o' },
};

/**
 * Ids the site's code relies on, which cannot be deleted (they can be renamed): the spec's fuel
 * ids (4 Eléctrico draws the bolt icon, 9 Híbrido Enchufable is the plug-in hybrid landing's
 * offer, 1 and 2 the everyday fuels the search and imports name) and the two gearboxes.
 */
export const PROTECTED_LOOKUP_IDS: Record<LookupList, readonly number[]> = {
  carrocerias: [],
  garantias: [],
  combustibles: [1, 2, 4, 9],
  cambios: [1, 2],
};

export const LOOKUPS_PER_PAGE = 10;

export function lookupMessages(list: LookupList) {
  const { the, a, one, ending } = LOOKUP_WORDS[list];
  return {
    created: `${one} agregad${ending} exitosamente`,
    updated: `${one} actualizad${ending} exitosamente`,
    deleted: `${one} eliminad${ending} exitosamente`,
    inUse: `No se puede eliminar ${the}. Existen registros relacionados de Coche.`,
    protected: `No se puede eliminar ${the}: la web lo usa por su número (iconos, filtros y ofertas). Puede cambiarle el nombre.`,
    duplicate: `Ya existe ${a} con ese nombre.`,
    confirm: `¿Estás seguro de que deseas eliminar ${the.replace(/^(la|el) /, (article) => (article === 'la ' ? 'esta ' : 'este '))}?`,
    deleteFailed: `Error al eliminar ${the}`,
    notFound: `${one} no encontrad${ending}.`,
  };
}

/** A row of a list: its name, how many cars use it (soft-deleted ones too) and whether it may go. */
export interface LookupRow {
  id: number;
  nombre: string;
  coches: number;
  deletable: boolean;
}

export interface ListaProps extends SharedProps {
  lista: LookupList;
  filas: Paginated<LookupRow>;
  filters: { buscar: string };
}

export interface EditarListaProps extends SharedProps {
  lista: LookupList;
  fila: { id: number; nombre: string };
}
