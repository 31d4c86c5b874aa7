import { z } from 'zod';
import type { Banner, Lookup, Paginated, SharedProps } from './pages.ts';

/**
 * The back office's catalogue screens (back-office §2 "Brands and models list", "Banners", §5, §7,
 * §8): brands and models, and the home banners. Forms, messages and page props.
 */

export const REQUIRED = 'Este campo es obligatorio.';

/** Brands and models per page of each card of MarcasModelos. */
export const CATALOG_PER_PAGE = 10;

/** The list page's query: one search box and one page per card. */
export const CATALOG_QUERY = { marcaSearch: 'buscar_marca', modeloSearch: 'buscar_modelo', marcaPage: 'page_marcas', modeloPage: 'page_modelos' } as const;

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

const nombre = z
  .string({ error: REQUIRED })
  .trim()
  .min(1, { error: REQUIRED })
  .max(100, { error: 'Máximo 100 caracteres.' });

/** Add brand, edit brand and edit model: one field, nombre. */
export const nombreSchema = z.object({ nombre });

/** Add model: its brand and its name. */
export const modeloSchema = z.object({
  marca_id: z.coerce.number({ error: REQUIRED }).int({ error: REQUIRED }).positive({ error: REQUIRED }).max(2_147_483_647, { error: REQUIRED }),
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

/** What the JSON calls of the list page answer. */
export interface CatalogAnswer {
  message: string;
}

// ───────────────────────────── banners ─────────────────────────────

export const BANNER_MESSAGES = {
  created: 'Banner creado exitosamente',
  updated: 'Banner actualizado exitosamente',
  deleted: 'Banner eliminado exitosamente',
  createFailed: 'Error al crear el banner. Por favor, inténtelo de nuevo.',
  updateFailed: 'Error al actualizar el banner. Por favor, inténtelo de nuevo.',
  deleteFailed: 'Error al eliminar el banner. Por favor, inténtelo de nuevo.',
  confirm: '¿Estás seguro de que quieres eliminar este banner?',
  imageRequired: 'Una imagen es requerida para el tipo de banner de imagen.',
  videoRequired: 'Un video es requerido para el tipo de banner de video.',
  videoType: 'El video debe ser un archivo MP4, MOV, AVI o MPEG.',
  videoTooLarge: 'El video no puede superar los 20 MB.',
  imageTooLarge: 'La imagen no puede superar los 20 MB.',
} as const;

/** The modal's file fields: the image (on a video banner, the fixed picture for phones) and the video. */
export const BANNER_FILE_FIELDS = { image: 'image_path', video: 'video_path' } as const;

export const BANNER_VIDEO_MAX_BYTES = 20 * 1024 * 1024;
export const BANNER_IMAGE_MAX_BYTES = 20 * 1024 * 1024;
export const BANNER_VIDEO_ACCEPT = 'video/mp4,video/quicktime,video/x-msvideo,video/avi,video/mpeg,.mp4,.mov,.avi,.mpg,.mpeg';
export const BANNER_IMAGE_ACCEPT = 'image/jpeg,image/png,image/webp';

/** An absolute http(s) address, or a path of this site ('/buscar'; not '//elsewhere'). */
function isLink(value: string): boolean {
  if (/^\/(?![/\\])/.test(value)) return !/\s/.test(value);
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && Boolean(url.hostname);
  } catch {
    return false;
  }
}

/** The text fields of the banner modal (the files are checked by the server on their own). */
export const bannerSchema = z.object({
  type: z.enum(['image', 'video'], { error: 'Elige el tipo de banner: imagen o video.' }),
  button_text: z
    .string({ error: REQUIRED })
    .trim()
    .min(1, { error: REQUIRED })
    .max(120, { error: 'Máximo 120 caracteres.' }),
  button_link: z
    .string({ error: REQUIRED })
    .trim()
    .min(1, { error: REQUIRED })
    .max(500, { error: 'Máximo 500 caracteres.' })
    .refine(isLink, { error: 'Introduce una URL válida (https://… o una ruta del sitio que empiece por /).' }),
  order: z.preprocess(
    (value) => (value === undefined || value === null || value === '' ? 0 : value),
    z.coerce
      .number({ error: 'El orden debe ser un número.' })
      .int({ error: 'El orden debe ser un número entero.' })
      .min(0, { error: 'El orden no puede ser negativo.' })
      .max(9999, { error: 'El orden no puede superar 9999.' }),
  ),
});

export type BannerFields = z.output<typeof bannerSchema>;

export interface BannersProps extends SharedProps {
  banners: Banner[];
}
