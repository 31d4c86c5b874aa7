import { readFile } from 'node:fs/promises';
import { BANNER_FILE_FIELDS, BANNER_MESSAGES, bannerSchema, type BannerFields } from '../../contracts/banners.ts';
import { NotFoundError, ValidationError } from '../../lib/errors.ts';
import { validate } from '../../lib/validation.ts';
import { deleteBannerFiles, processBannerImage } from '../../media/banners.ts';
import { deleteVideoFile, storeBannerVideo, type VideoExtension } from '../../media/videos.ts';
import * as queries from './banners.queries.ts';

/**
 * The rules of the banner modal (back-office §5): the file of the banner's type is required
 * (on edit only while the banner has none), a video is MP4, MOV, AVI or MPEG by content, an
 * image JPEG, PNG or WebP by content, processed into the home's variants. A video banner may
 * also carry an image: the fixed picture phones show and the video's poster. Rows and files
 * change together: the row commits once its files are in place, and files of a failed write go.
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
function checkInput(body: unknown, files: BannerFiles, existing: { image_path: string | null; video_path: string | null } | null): BannerFields {
  const errors: Record<string, string[]> = {};
  let fields: BannerFields | null = null;
  try {
    fields = validate(bannerSchema, body);
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    Object.assign(errors, error.fields);
  }
  const type = fields?.type ?? (body as { type?: unknown } | undefined)?.type;
  if (type === 'image' && !files.image && !existing?.image_path) errors[BANNER_FILE_FIELDS.image] = [BANNER_MESSAGES.imageRequired];
  if (type === 'video' && !files.video && !existing?.video_path) errors[BANNER_FILE_FIELDS.video] = [BANNER_MESSAGES.videoRequired];
  if (!fields || Object.keys(errors).length > 0) throw new ValidationError(errors);
  return fields;
}

const processImage = async (tempFile: string, bannerId: number) => (await processBannerImage(await readFile(tempFile), bannerId)).path;

export async function createBanner(body: unknown, files: BannerFiles): Promise<queries.BannerRecord> {
  const fields = checkInput(body, files, null);
  const written: { video?: string; imageOf?: number } = {};
  try {
    return await queries.inBannerTransaction(async (tx) => {
      const { id } = await queries.insertBanner(tx, fields);
      const media: { video_path?: string; image_path?: string } = {};
      if (fields.type === 'video' && files.video) media.video_path = written.video = await storeBannerVideo(files.video, id, videoTarget);
      if (files.image) {
        written.imageOf = id;
        media.image_path = await processImage(files.image, id);
      }
      return queries.updateBanner(tx, id, media);
    });
  } catch (error) {
    if (written.video) await deleteVideoFile(written.video);
    if (written.imageOf) await deleteBannerFiles(written.imageOf);
    throw error;
  }
}

/**
 * Saves the modal over a banner. The video is checked before the image is processed, so a
 * refused video leaves the stored image as it was; an image banner drops its video.
 */
export async function updateBanner(id: number, body: unknown, files: BannerFiles): Promise<queries.BannerRecord> {
  const existing = await queries.findBanner(id);
  if (!existing) throw new NotFoundError('Banner no encontrado.');
  const fields = checkInput(body, files, existing);
  let newVideo: string | undefined;
  try {
    const row = await queries.inBannerTransaction(async (tx) => {
      const data: Parameters<typeof queries.updateBanner>[2] = { ...fields };
      if (fields.type === 'video' && files.video) data.video_path = newVideo = await storeBannerVideo(files.video, id, videoTarget);
      if (fields.type === 'image') data.video_path = null;
      if (files.image) data.image_path = await processImage(files.image, id);
      return queries.updateBanner(tx, id, data);
    });
    if (ownVideo(id, existing.video_path) && existing.video_path !== row.video_path) await deleteVideoFile(existing.video_path);
    return row;
  } catch (error) {
    if (newVideo) await deleteVideoFile(newVideo);
    throw error;
  }
}

/** Deletes the row, then its image variants and its own video file. */
export async function deleteBanner(id: number): Promise<void> {
  const row = await queries.deleteBanner(id);
  if (!row) throw new NotFoundError('Banner no encontrado.');
  if (row.image_path) await deleteBannerFiles(id);
  if (ownVideo(id, row.video_path)) await deleteVideoFile(row.video_path);
}
