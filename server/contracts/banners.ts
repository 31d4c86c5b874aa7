import { z } from 'zod';
import { REQUIRED_MESSAGE } from './field-messages.ts';
import type { Banner, SharedProps } from './pages.ts';

/** The staff's home banners (back-office §2 "Banners", §5, §7, §8): form, messages and page props. */

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
    .string({ error: REQUIRED_MESSAGE })
    .trim()
    .min(1, { error: REQUIRED_MESSAGE })
    .max(120, { error: 'Máximo 120 caracteres.' }),
  button_link: z
    .string({ error: REQUIRED_MESSAGE })
    .trim()
    .min(1, { error: REQUIRED_MESSAGE })
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

/**
 * A banner as the Banners screen shows it: as on the home, plus its uploaded image's state. While
 * `imageProcessing`, the home still shows the previous image (or, for a new image banner, not
 * the banner yet); `imageError` says why the last upload could not be processed.
 */
export interface StaffBanner extends Banner {
  imageProcessing: boolean;
  imageError: string | null;
}

export interface BannersProps extends SharedProps {
  banners: StaffBanner[];
}
