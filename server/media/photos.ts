import type { Sharp } from 'sharp';
import type { PhotoImage } from '../contracts/pages.ts';
import { AVIF_OPTIONS, decodeUpload, fromDecoded, JPEG_OPTIONS, THUMB_JPEG_OPTIONS, WEBP_OPTIONS } from './decode.ts';
import { staffPhotoKey } from './staff-photo-key.ts';
import { withImageSlot } from './image-slots.ts';
import {
  assertId,
  PHOTO_WIDTHS,
  publicUrl,
  removeStorageFiles,
  type ResponsiveFormat,
  type StorageFile,
  vehiclePhotoPaths,
  type VehiclePhotoPaths,
  writeStorageFiles,
} from './storage.ts';

export { MediaError, type MediaErrorCode } from './errors.ts';

/** The multipart field vehicle photos arrive in; MediaError.field for photo rejections. */
export const PHOTO_FIELD = 'fotos';

/** A photo's multipart name: fotos[3][file], fotos[][file] or fotos[]. */
export const PHOTO_FILE_NAME = /^fotos\[(\d{0,3})\](\[file\])?$/;

export const THUMB_WIDTH = 480;
export const THUMB_HEIGHT = 320;

/** The share image's size (Open Graph's recommended 1.91:1). */
export const SHARE_WIDTH = 1200;
export const SHARE_HEIGHT = 630;

const RESPONSIVE_FORMATS: readonly ResponsiveFormat[] = ['webp', 'avif'];

/**
 * The responsive widths stored for a photo whose compressed JPEG is `width` px wide: every
 * PHOTO_WIDTHS entry not wider than it, and always the smallest one.
 */
export function photoWidths(width: number): number[] {
  const fitting = PHOTO_WIDTHS.filter((candidate) => candidate <= width);
  return fitting.length > 0 ? fitting : [PHOTO_WIDTHS[0]];
}

/** A checked and encoded photo, not yet stored: every variant in memory, written once it has an id. */
export interface EncodedPhoto {
  width: number;
  height: number;
  /** Bytes of each variant, keyed as in VARIANTS ('compressed', 'thumb', 'share', 'webp-960'…). */
  variants: Map<string, Buffer>;
}

/**
 * The vehicle photo pipeline's first half, needing no id: checks the upload by content (JPEG,
 * PNG, WebP; ≤50 MP), decodes it once upright and without metadata, then encodes the
 * compressed JPEG (≤1920 px wide), the 480×320 thumbnail, the 1200×630 share image (cropped to
 * fill) and, at every width of photoWidths(), a WebP and an AVIF.
 * Runs in one of the process's image slots (image-slots.ts).
 * Throws MediaError (Spanish message, field 'fotos' unless told) for a rejected upload.
 */
export function encodeVehiclePhoto(input: Buffer, field = PHOTO_FIELD): Promise<EncodedPhoto> {
  return withImageSlot(() => encodeInSlot(input, field));
}

async function encodeInSlot(input: Buffer, field: string): Promise<EncodedPhoto> {
  const image = await decodeUpload(input, field);
  const base = fromDecoded(image);
  const encode = async (key: string, pipeline: Sharp): Promise<[string, Buffer]> => [key, await pipeline.toBuffer()];
  const entries = await Promise.all([
    encode('compressed', base.clone().jpeg(JPEG_OPTIONS)),
    encode('thumb', base.clone().resize({ width: THUMB_WIDTH, height: THUMB_HEIGHT, fit: 'cover' }).jpeg(THUMB_JPEG_OPTIONS)),
    encode('share', base.clone().resize({ width: SHARE_WIDTH, height: SHARE_HEIGHT, fit: 'cover' }).jpeg(JPEG_OPTIONS)),
    ...photoWidths(image.width).flatMap((width) =>
      RESPONSIVE_FORMATS.map((format) => {
        const resized = base.clone().resize({ width });
        return encode(`${format}-${width}`, format === 'avif' ? resized.avif(AVIF_OPTIONS) : resized.webp(WEBP_OPTIONS));
      }),
    ),
  ]);
  return { width: image.width, height: image.height, variants: new Map(entries) };
}

/**
 * A photo shown whole (an enquiry's, for staff; a car's close-up): the upload checked and decoded
 * as a vehicle photo's, then the compressed JPEG (≤1920 px wide) and a thumbnail within
 * 480×960 px, uncropped. Throws MediaError for a rejected upload.
 */
export function encodeUncroppedPhoto(input: Buffer): Promise<{ width: number; height: number; photo: Buffer; thumb: Buffer }> {
  return withImageSlot(async () => {
    const image = await decodeUpload(input, PHOTO_FIELD);
    const base = fromDecoded(image);
    const thumbnail = base.clone().resize({ width: THUMB_WIDTH, height: 2 * THUMB_WIDTH, fit: 'inside', withoutEnlargement: true });
    const [photo, thumb] = await Promise.all([base.clone().jpeg(JPEG_OPTIONS).toBuffer(), thumbnail.jpeg(THUMB_JPEG_OPTIONS).toBuffer()]);
    return { width: image.width, height: image.height, photo, thumb };
  });
}

/** Writes an encoded photo's variants atomically under `photoId`'s paths (all or none). */
export async function writeVehiclePhoto(photo: EncodedPhoto, photoId: number): Promise<void> {
  const paths = vehiclePhotoPaths(photoId);
  const relPath = (key: string): string => {
    if (key === 'compressed' || key === 'thumb' || key === 'share') return paths[key];
    const [format, width] = key.split('-') as [ResponsiveFormat, string];
    return paths.responsive(Number(width), format);
  };
  const files: StorageFile[] = [...photo.variants].map(([key, data]) => ({ relPath: relPath(key), data }));
  await writeStorageFiles(files);
}

/**
 * The whole pipeline for a photo that already has its id: encodeVehiclePhoto, then
 * writeVehiclePhoto. Returns the size of the compressed JPEG; store its width for photoSrcset().
 */
export async function processVehiclePhoto(input: Buffer, photoId: number): Promise<{ width: number; height: number }> {
  assertId(photoId);
  const photo = await encodeVehiclePhoto(input);
  await writeVehiclePhoto(photo, photoId);
  return { width: photo.width, height: photo.height };
}

/** Storage-relative paths of every file processVehiclePhoto wrote for a photo `width` px wide. */
export function vehiclePhotoFiles(photoId: number, width: number): string[] {
  const paths = vehiclePhotoPaths(photoId);
  return [paths.compressed, paths.thumb, paths.share, ...responsiveFiles(paths, photoWidths(width))];
}

/** Deletes every stored variant of a photo, and its original; those already gone are fine. */
export async function deleteVehiclePhotoFiles(photoId: number): Promise<void> {
  const paths = vehiclePhotoPaths(photoId);
  await removeStorageFiles([paths.original, paths.compressed, paths.thumb, paths.share, ...responsiveFiles(paths, PHOTO_WIDTHS)]);
}

function responsiveFiles(paths: VehiclePhotoPaths, widths: readonly number[]): string[] {
  return widths.flatMap((width) => RESPONSIVE_FORMATS.map((format) => paths.responsive(width, format)));
}

/**
 * The srcset of a photo's WebP (or AVIF) variants, given the width processVehiclePhoto returned
 * (the original's width gives the same answer unless the original is over twice as tall as wide):
 * '/storage/vehiculos/responsive/12-480.webp 480w, /storage/vehiculos/responsive/12-960.webp 960w'.
 */
export function photoSrcset(photoId: number, width: number, format: ResponsiveFormat = 'webp'): string {
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

/**
 * The staff pages' URLs of a photo: as photoUrls, plus the key that still opens it once its car
 * is inactive or deleted (see staff-photo-key.ts).
 */
export function staffPhotoUrls(photoId: number): { url: string; thumbUrl: string } {
  const key = `?k=${staffPhotoKey(photoId)}`;
  const urls = photoUrls(photoId);
  return { url: urls.url + key, thumbUrl: urls.thumbUrl + key };
}

/** Public URL of a photo's 1200×630 share image: '/storage/vehiculos/og/12.jpg'. */
export function photoShareUrl(photoId: number): string {
  return publicUrl(vehiclePhotoPaths(photoId).share);
}
