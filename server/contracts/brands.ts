import { z } from 'zod';
import { REQUIRED_MESSAGE } from './field-messages.ts';
import { nombre } from './name-lists.ts';
import type { Lookup, Paginated, SharedProps } from './pages.ts';

/**
 * The staff's brands and models (back-office §2 "Brands and models list", §5, §7, §8): forms,
 * messages and page props.
 */

/** Brands and models per page of each card of MarcasModelos. */
export const BRANDS_PER_PAGE = 10;

/** The list page's query: one search box and one page per card. */
export const BRANDS_QUERY = { marcaSearch: 'buscar_marca', modeloSearch: 'buscar_modelo', marcaPage: 'page_marcas', modeloPage: 'page_modelos' } as const;

export const BRAND_MESSAGES = {
  brandCreated: 'Marca agregada exitosamente',
  brandUpdated: 'Marca actualizada exitosamente',
  brandDeleted: 'Marca eliminada exitosamente',
  brandInUse: 'No se puede eliminar la Marca. Existen registros relacionados de Coche.',
  brandDeleteFailed: 'Error al eliminar la Marca',
  brandDuplicate: 'Ya existe una marca con ese nombre.',
  brandConfirm: '¿Estás seguro de que deseas eliminar esta marca?',
  modelCreated: 'Modelo agregado exitosamente',
  modelUpdated: 'Modelo actualizada exitosamente',
  modelDeleted: 'Modelo eliminado exitosamente',
  modelInUse: 'No se puede eliminar el Modelo. Existen registros relacionados de Coche.',
  modelDeleteFailed: 'Error al eliminar el Modelo',
  modelDuplicate: 'Ya existe un modelo con ese nombre en esta marca.',
  modelConfirm: '¿Estás seguro de que deseas eliminar este modelo?',
  modelNameHint: 'Por favor, ingrese un nombre para el modelo.',
} as const;

/** Add model: its brand and its name. */
export const modeloSchema = z.object({
  marca_id: z.coerce.number({ error: REQUIRED_MESSAGE }).int({ error: REQUIRED_MESSAGE }).positive({ error: REQUIRED_MESSAGE }).max(2_147_483_647, { error: REQUIRED_MESSAGE }),
  nombre,
});

/** A model of the list, with its brand: shown as 'brand - model'. */
export interface ModeloRow {
  id: number;
  nombre: string;
  marca: Lookup;
}

export interface MarcasModelosProps extends SharedProps {
  marcas: Paginated<Lookup>;
  modelos: Paginated<ModeloRow>;
  /** Every brand, for the add-model modal's select. */
  todasMarcas: Lookup[];
  filters: { buscar_marca: string; buscar_modelo: string };
}

export interface EditarMarcaProps extends SharedProps {
  marca: Lookup;
}

export interface EditarModeloProps extends SharedProps {
  modelo: ModeloRow;
}
