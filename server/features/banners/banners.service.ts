import { readFile } from 'node:fs/promises';
import { BANNER_FILE_FIELDS, BANNER_MESSAGES, bannerSchema, type BannerFields } from '../../contracts/banners.ts';
import { NotFoundError, ValidationError } from '../../lib/errors.ts';
import { validate } from '../../lib/validation.ts';
import { enqueue } from '../../jobs/queue.ts';
import { BANNER_FIELD, deleteBannerFiles } from '../../media/banners.ts';
import { checkUpload } from '../../media/decode.ts';
import { MediaError } from '../../media/errors.ts';
import { bannerImagePaths, newBannerOriginal } from '../../media/storage.ts';
import { mediaStore } from '../../media/store/media-store.ts';
import { deleteVideoFile, storeBannerVideo, type VideoExtension } from '../../media/videos.ts';
import * as queries from './banners.queries.ts';

/**
 * The rules of the banner modal (back-office §5): the file of the banner's type is required
 * (on edit only while the banner has none), a video is MP4, MOV, AVI or MPEG by content, an
 * image JPEG, PNG or WebP by content, processed into the home's variants. A video banner may
 * also carry an image: the fixed picture phones show and the video's poster. Rows and files
 * change together: the row commits once its files are stored, and files of a failed write go.
 * The request only checks an image's header; its variants are made by the 'banner-variants'
 * job (banner-variants.ts), and the Banners screen shows it processing until then.
 */

/** The uploaded temp files of one request, by role. */
export interface BannerFiles {
  image?: string | undefined;
  video?: string | undefined;
}

const BANNER_VIDEO_TYPES: ReadonlySet<VideoExtension> = new Set(['mp4', 'mov', 'avi', 'mpg']);
const videoTarget = { accepted: BANNER_VIDEO_TYPES, field: BANNER_FILE_FIELDS.video, typeMessage: BANNER_MESSAGES.videoType };

/** Only videos this module stored for this banner are ever deleted (not shared or seeded files). */
const ownVideo = (bannerId: number, filename: string | null): filename is string => Boolean(filename?.startsWith(`banner-${bannerId}-`));

/** The text fields, with every field's error at once: the schema's and the missing file's. */
function checkInput(body: unknown, files: BannerFiles, existing: Pick<queries.BannerRecord, 'image_path' | 'image_original' | 'video_path'> | null): BannerFields {
  const errors: Record<string, string[]> = {};
  let fields: BannerFields | null = null;
  try {
    fields = validate(bannerSchema, body);
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    Object.assign(errors, error.fields);
  }
  const type = fields?.type ?? (body as { type?: unknown } | undefined)?.type;
  // An image still processing counts: it is on its way.
  if (type === 'image' && !files.image && !existing?.image_path && !existing?.image_original) errors[BANNER_FILE_FIELDS.image] = [BANNER_MESSAGES.imageRequired];
  if (type === 'video' && !files.video && !existing?.video_path) errors[BANNER_FILE_FIELDS.video] = [BANNER_MESSAGES.videoRequired];
  if (!fields || Object.keys(errors).length > 0) throw new ValidationError(errors);
  return fields;
}

/** Checks an uploaded image's header (quick, no pixels decoded): a refused one is the field's error. */
async function checkImage(tempFile: string | undefined): Promise<Buffer | undefined> {
  if (!tempFile) return undefined;
  const data = await readFile(tempFile);
  try {
    await checkUpload(data, BANNER_FIELD);
  } catch (error) {
    if (error instanceof MediaError) throw new ValidationError({ [BANNER_FILE_FIELDS.image]: [error.message] });
    throw error;
  }
  return data;
}

/**
 * Stores a write's files under the banner's id before its row changes: the video (checked by
 * content; an image banner has none) and the image's private original, for the job to process.
 */
async function storeFiles(id: number, fields: BannerFields, files: BannerFiles, image: Buffer | undefined): Promise<queries.BannerMedia> {
  const media: queries.BannerMedia = {};
  if (fields.type === 'video' && files.video) media.video_path = await storeBannerVideo(files.video, id, videoTarget);
  if (image) {
    try {
      const key = newBannerOriginal(id);
      await mediaStore().put(key, image, 'application/octet-stream');
      media.image_original = key;
    } catch (error) {
      await discardFiles(media);
      throw error;
    }
  }
  return media;
}

/** Removes the files of a write that did not commit. */
async function discardFiles(media: queries.BannerMedia): Promise<void> {
  if (media.video_path) await deleteVideoFile(media.video_path);
  if (media.image_original) await mediaStore().remove([media.image_original]);
}

/** Commits a write's rows and, with a new image, its 'banner-variants' job; its files go if it fails. */
async function commit<T>(id: number, media: queries.BannerMedia, write: (tx: queries.BannerTx) => Promise<T>): Promise<T> {
  try {
    return await queries.inBannerTransaction(async (tx) => {
      const result = await write(tx);
      if (media.image_original) await enqueue('banner-variants', { bannerId: id }, { tx });
      return result;
    });
  } catch (error) {
    await discardFiles(media);
    throw error;
  }
}

/**
 * Creates a banner. Its id is taken first, so its files are stored before the row: the
 * transaction only writes the row and queues the image's job. The home shows an image banner
 * once its image is processed.
 */
export async function createBanner(body: unknown, files: BannerFiles): Promise<queries.BannerRecord> {
  const fields = checkInput(body, files, null);
  const image = await checkImage(files.image);
  const id = await queries.reserveBannerId();
  const media = await storeFiles(id, fields, files, image);
  return commit(id, media, (tx) => queries.insertBanner(tx, id, { ...fields, ...media }));
}

/**
 * Saves the modal over a banner. A refused file changes nothing; an image banner drops its
 * video. A new image is processed by its job while the home keeps showing the current one;
 * an image still waiting from an earlier save is replaced by this one. The files this save
 * replaces are those the row named when it was locked, so two saves at once leave none behind.
 */
export async function updateBanner(id: number, body: unknown, files: BannerFiles): Promise<queries.BannerRecord> {
  const existing = await queries.findBanner(id);
  if (!existing) throw new NotFoundError('Banner no encontrado.');
  const fields = checkInput(body, files, existing);
  const image = await checkImage(files.image);
  const media = await storeFiles(id, fields, files, image);
  const data = { ...fields, ...media, ...(fields.type === 'image' ? { video_path: null } : {}) };
  const { before, row } = await commit(id, media, async (tx) => {
    const locked = await queries.lockBanner(tx, id);
    if (!locked) throw new NotFoundError('Banner no encontrado.');
    return { before: locked, row: await queries.updateBanner(tx, id, data) };
  });
  if (ownVideo(id, before.video_path) && before.video_path !== row.video_path) await deleteVideoFile(before.video_path);
  if (before.image_original && before.image_original !== row.image_original) await mediaStore().remove([before.image_original]);
  return row;
}

/** Deletes the row, then its image variants, its waiting original and its own video file. */
export async function deleteBanner(id: number): Promise<void> {
  const row = await queries.deleteBanner(id);
  if (!row) throw new NotFoundError('Banner no encontrado.');
  const image = row.image_path ? bannerImagePaths(row.image_path) : null;
  if (image) await deleteBannerFiles(image);
  if (row.image_original) await mediaStore().remove([row.image_original]);
  if (ownVideo(id, row.video_path)) await deleteVideoFile(row.video_path);
}
