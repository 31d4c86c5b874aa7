import type { Logger } from 'pino';
import { deleteBannerFiles, encodeBannerImage } from '../../media/banners.ts';
import { MediaError } from '../../media/errors.ts';
import { bannerPaths, writeStorageFiles } from '../../media/storage.ts';
import { mediaStore } from '../../media/store/media-store.ts';
import { bannerExists, findBannerImageState, markBannerImageFailed, markBannerImageReady } from './banners.queries.ts';

/** What the staff see when the original of a processing image is gone (it cannot be made again). */
const ORIGINAL_LOST = 'No se encontró el archivo original de la imagen. Vuelve a subirla.';

/**
 * The 'banner-variants' job: makes the home's variants of a banner's uploaded image from its
 * private original (media/banners.ts), then the row names them (the home shows the new image
 * under a new URL) and the original goes. Until then the home shows the banner's previous
 * image, if it had one. Idempotent, and safe beside another run for the same banner: each
 * write is conditional on the original it processed still being the banner's, so an upload
 * replaced meanwhile leaves the banner to its successor's job, and a banner deleted meanwhile
 * loses whatever was written for it. A damaged file is recorded on the banner for staff.
 */
export async function makeBannerVariants(bannerId: number, logger: Logger): Promise<'ready' | 'failed' | 'gone'> {
  const store = mediaStore();
  const state = await findBannerImageState(bannerId);
  const original = state?.image_original;
  if (!original) return state ? 'ready' : 'gone';
  const input = await store.read(original);
  if (!input) {
    await markBannerImageFailed(bannerId, original, ORIGINAL_LOST);
    return 'failed';
  }
  let files;
  try {
    files = await encodeBannerImage(input, bannerId);
  } catch (error) {
    if (!(error instanceof MediaError)) throw error;
    await markBannerImageFailed(bannerId, original, error.message);
    await store.remove([original]);
    logger.warn({ bannerId, code: error.code }, 'Imagen de banner que no se puede procesar');
    return 'failed';
  }
  // Replaced or deleted while encoding: its files are not written over the current image's.
  if ((await findBannerImageState(bannerId))?.image_original !== original) {
    await store.remove([original]);
    return 'gone';
  }
  await writeStorageFiles(files);
  const ready = await markBannerImageReady(bannerId, original, bannerPaths(bannerId).jpg);
  if (!ready && !(await bannerExists(bannerId))) await deleteBannerFiles(bannerId);
  await store.remove([original]);
  return ready ? 'ready' : 'gone';
}
