import type { Logger } from 'pino';
import { deleteBannerFiles, encodeBannerImage } from '../../media/banners.ts';
import { MediaError } from '../../media/errors.ts';
import { bannerImagePaths, bannerPaths, bannerUpload, writeStorageFiles } from '../../media/storage.ts';
import { mediaStore } from '../../media/store/media-store.ts';
import { currentBannerImage, findBannerImageState, markBannerImageFailed, markBannerImageReady } from './banners.queries.ts';

/** What the staff see when the original of a processing image is gone (it cannot be made again). */
const ORIGINAL_LOST = 'No se encontró el archivo original de la imagen. Vuelve a subirla.';

/**
 * The 'banner-variants' job: makes the home's variants of a banner's uploaded image from its
 * private original (media/banners.ts), under names of that upload's own (storage.ts
 * bannerPaths), then the row names them, so the home shows the new image at a new URL, and the
 * previous image's files and the original go. Until then the home shows the previous image, if
 * any. Idempotent, and safe beside another run: it never writes over files a row names, and each
 * row change is conditional on the original it processed still being the banner's, so an upload
 * replaced meanwhile leaves the banner to its successor's job, and a banner deleted meanwhile
 * loses whatever was written for it. A damaged file is recorded on the banner for staff.
 */
export async function makeBannerVariants(bannerId: number, logger: Logger): Promise<'ready' | 'failed' | 'gone'> {
  const store = mediaStore();
  const state = await findBannerImageState(bannerId);
  const original = state?.image_original;
  if (!original) return state ? 'ready' : 'gone';
  const upload = bannerUpload(original);
  const input = upload ? await store.read(original) : null;
  if (!upload || !input) {
    await markBannerImageFailed(bannerId, original, ORIGINAL_LOST);
    return 'failed';
  }
  const paths = bannerPaths(bannerId, upload);
  let files;
  try {
    files = await encodeBannerImage(input, paths);
  } catch (error) {
    if (!(error instanceof MediaError)) throw error;
    await markBannerImageFailed(bannerId, original, error.message);
    await store.remove([original]);
    logger.warn({ bannerId, code: error.code }, 'Imagen de banner que no se puede procesar');
    return 'failed';
  }
  await writeStorageFiles(files);
  const ready = await markBannerImageReady(bannerId, original, paths.jpg);
  if (ready) {
    const previous = ready.previous ? bannerImagePaths(ready.previous) : null;
    if (previous && previous.jpg !== paths.jpg) await deleteBannerFiles(previous);
  } else if ((await currentBannerImage(bannerId)) !== paths.jpg) {
    // Replaced or deleted meanwhile; unless a twin run of this same upload made it the banner's.
    await deleteBannerFiles(paths);
  }
  await store.remove([original]);
  return ready ? 'ready' : 'gone';
}
