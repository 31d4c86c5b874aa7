import type { PhotoImage } from '../contracts/pages.ts';
import { decodeUpload, fromDecoded, JPEG_OPTIONS, THUMB_JPEG_OPTIONS, WEBP_OPTIONS } from './decode.ts';
import { PHOTO_WIDTHS, publicUrl, removeStorageFiles, vehiclePhotoPaths, writeStorageFiles } from './storage.ts';

export { MediaError, type MediaErrorCode } from './errors.ts';

/** The multipart field vehicle photos arrive in; MediaError.field for photo rejections. */
export const PHOTO_FIELD = 'fotos';

export const THUMB_WIDTH = 480;
export const THUMB_HEIGHT = 320;

/**
 * The responsive widths stored for a photo whose compressed JPEG is `width` px wide: every
 * PHOTO_WIDTHS entry not wider than it, and always the smallest one.
 */
export function photoWidths(width: number): number[] {
  const fitting = PHOTO_WIDTHS.filter((candidate) => candidate <= width);
  return fitting.length > 0 ? fitting : [PHOTO_WIDTHS[0]];
}

/**
 * The vehicle photo pipeline. Checks the upload by content (JPEG, PNG, WebP; ≤50 MP), decodes it
 * once upright and without metadata, then writes atomically:
 * the compressed JPEG (≤1920 px wide), the 480×320 thumbnail and the WebP widths of photoWidths().
 * Returns the size of the compressed JPEG; store its width for photoSrcset().
 * Throws MediaError (Spanish message, field 'fotos') for a rejected upload.
 */
export async function processVehiclePhoto(input: Buffer, photoId: number): Promise<{ width: number; height: number }> {
  const paths = vehiclePhotoPaths(photoId);
  const image = await decodeUpload(input, PHOTO_FIELD);
  const base = fromDecoded(image);
  const [compressed, thumb, ...responsive] = await Promise.all([
    base.clone().jpeg(JPEG_OPTIONS).toBuffer(),
    base
      .clone()
      .resize({ width: THUMB_WIDTH, height: THUMB_HEIGHT, fit: 'cover' })
      .jpeg(THUMB_JPEG_OPTIONS)
      .toBuffer(),
    ...photoWidths(image.width).map(async (width) => ({
      relPath: paths.responsive(width),
      data: await base.clone().resize({ width }).webp(WEBP_OPTIONS).toBuffer(),
    })),
  ]);
  await writeStorageFiles([
    { relPath: paths.compressed, data: compressed },
    { relPath: paths.thumb, data: thumb },
    ...responsive,
  ]);
  return { width: image.width, height: image.height };
}

/** Deletes every stored variant of a photo; variants already gone are fine. */
export async function deleteVehiclePhotoFiles(photoId: number): Promise<void> {
  const paths = vehiclePhotoPaths(photoId);
  await removeStorageFiles([paths.compressed, paths.thumb, ...PHOTO_WIDTHS.map((width) => paths.responsive(width))]);
}

/**
 * The srcset of a photo's WebP variants, given the width processVehiclePhoto returned
 * (the original's width gives the same answer unless the original is over twice as tall as wide):
 * '/storage/vehiculos/responsive/12-480.webp 480w, /storage/vehiculos/responsive/12-960.webp 960w'.
 */
export function photoSrcset(photoId: number, width: number, format: 'webp' | 'avif' = 'webp'): string {
  const paths = vehiclePhotoPaths(photoId);
  return photoWidths(width)
    .map((candidate) => `${publicUrl(paths.responsive(candidate, format))} ${candidate}w`)
    .join(', ');
}

/** Everything a page needs to draw a processed photo (width and height as stored by the pipeline). */
export function photoImage(photo: { id: number; width: number; height: number }): PhotoImage {
  return {
    id: photo.id,
    ...photoUrls(photo.id),
    width: photo.width,
    height: photo.height,
    srcset: photoSrcset(photo.id, photo.width),
    avifSrcset: photoSrcset(photo.id, photo.width, 'avif'),
  };
}

/** Public URLs of a photo's compressed JPEG and thumbnail. */
export function photoUrls(photoId: number): { url: string; thumbUrl: string } {
  const paths = vehiclePhotoPaths(photoId);
  return { url: publicUrl(paths.compressed), thumbUrl: publicUrl(paths.thumb) };
}
