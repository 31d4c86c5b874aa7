import { decodeUpload, fromDecoded, JPEG_OPTIONS, WEBP_OPTIONS } from './decode.ts';
import { withImageSlot } from './image-slots.ts';
import { BANNER_WIDTHS, bannerPaths, publicUrl, removeStorageFiles, type StorageFile, writeStorageFiles } from './storage.ts';

/** The multipart field banner images arrive in; MediaError.field for banner rejections. */
export const BANNER_FIELD = 'image_path';

/** A checked and encoded banner image, not yet stored. */
export type EncodedBanner = StorageFile[];

/**
 * The home banner pipeline's first half: the same checks as vehicle photos, then the JPEG of
 * banners/{id}.jpg (≤1920 px wide) and a WebP at every BANNER_WIDTHS width, in memory. Runs in
 * one of the process's image slots (image-slots.ts). Throws MediaError (Spanish message, field
 * 'image_path') for a rejected upload.
 */
export function encodeBannerImage(input: Buffer, bannerId: number): Promise<EncodedBanner> {
  const paths = bannerPaths(bannerId);
  return withImageSlot(async () => {
    const base = fromDecoded(await decodeUpload(input, BANNER_FIELD));
    return Promise.all([
      base
        .clone()
        .jpeg(JPEG_OPTIONS)
        .toBuffer()
        .then((data) => ({ relPath: paths.jpg, data })),
      ...BANNER_WIDTHS.map(async (width) => ({ relPath: paths.responsive(width), data: await base.clone().resize({ width }).webp(WEBP_OPTIONS).toBuffer() })),
    ]);
  });
}

/**
 * The whole pipeline: encodeBannerImage, then every file written atomically, so that
 * bannerSrcset() never names a missing file. Returns the JPEG's storage-relative path.
 */
export async function processBannerImage(input: Buffer, bannerId: number): Promise<{ path: string }> {
  await writeStorageFiles(await encodeBannerImage(input, bannerId));
  return { path: bannerPaths(bannerId).jpg };
}

/** Deletes every stored variant of a banner image; variants already gone are fine. */
export async function deleteBannerFiles(bannerId: number): Promise<void> {
  const paths = bannerPaths(bannerId);
  await removeStorageFiles([paths.jpg, ...BANNER_WIDTHS.map((width) => paths.responsive(width))]);
}

/**
 * A replaced banner image keeps its file names, and /storage/banners is cached for a week, so
 * URLs may carry the row's last change as ?v= (in base 36): a new image is a new URL.
 */
const versioned = (url: string, version: Date | undefined) => (version ? `${url}?v=${version.getTime().toString(36)}` : url);

/** '/storage/banners/3-768.webp 768w, /storage/banners/3-1280.webp 1280w, /storage/banners/3-1920.webp 1920w'. */
export function bannerSrcset(bannerId: number, version?: Date): string {
  const paths = bannerPaths(bannerId);
  return BANNER_WIDTHS.map((width) => `${versioned(publicUrl(paths.responsive(width)), version)} ${width}w`).join(', ');
}

/** Public URL of a banner's JPEG. */
export function bannerUrl(bannerId: number, version?: Date): string {
  return versioned(publicUrl(bannerPaths(bannerId).jpg), version);
}
