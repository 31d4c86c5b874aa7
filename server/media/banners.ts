import { decodeUpload, fromDecoded, JPEG_OPTIONS, WEBP_OPTIONS } from './decode.ts';
import { withImageSlot } from './image-slots.ts';
import { BANNER_WIDTHS, bannerImagePaths, type BannerPaths, bannerPaths, publicUrl, removeStorageFiles, type StorageFile, writeStorageFiles } from './storage.ts';

/** The multipart field banner images arrive in; MediaError.field for banner rejections. */
export const BANNER_FIELD = 'image_path';

/** A checked and encoded banner image, not yet stored. */
export type EncodedBanner = StorageFile[];

/**
 * The home banner pipeline's first half: the same checks as vehicle photos, then the JPEG
 * (≤1920 px wide) and a WebP at every BANNER_WIDTHS width, in memory, for `paths`. Runs in one
 * of the process's image slots (image-slots.ts). Throws MediaError (Spanish message, field
 * 'image_path') for a rejected upload.
 */
export function encodeBannerImage(input: Buffer, paths: BannerPaths): Promise<EncodedBanner> {
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
 * The whole pipeline under a banner's own names (banners/{id}.jpg, the seed's): encodeBannerImage,
 * then every file written atomically, so that bannerSrcset() never names a missing file.
 * Returns the JPEG's storage-relative path.
 */
export async function processBannerImage(input: Buffer, bannerId: number): Promise<{ path: string }> {
  const paths = bannerPaths(bannerId);
  await writeStorageFiles(await encodeBannerImage(input, paths));
  return { path: paths.jpg };
}

/** Deletes every stored variant of a banner image; variants already gone are fine. */
export async function deleteBannerFiles(paths: BannerPaths): Promise<void> {
  await removeStorageFiles([paths.jpg, ...BANNER_WIDTHS.map((width) => paths.responsive(width))]);
}

/**
 * The image a banner row names (its image_path) as pages load it: the JPEG's URL and the WebP
 * srcset ('/storage/banners/3-768.webp 768w, …, /storage/banners/3-1920.webp 1920w'); null when
 * the row names none. Each upload has names of its own (storage.ts bannerPaths), so a new image
 * is a new URL, and the week /storage/banners is cached for never shows an old one.
 */
export function bannerImage(imagePath: string | null): { url: string; srcset: string } | null {
  const paths = imagePath ? bannerImagePaths(imagePath) : null;
  if (!paths) return null;
  return { url: publicUrl(paths.jpg), srcset: BANNER_WIDTHS.map((width) => `${publicUrl(paths.responsive(width))} ${width}w`).join(', ') };
}
