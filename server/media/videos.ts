import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { env } from '../config/env.ts';
import { fieldError } from '../lib/validation.ts';
import { isoFileValid } from './iso-boxes.ts';
import { assertId, isSafeRelPath, readFileHead } from './storage.ts';
import { contentTypeOf, mediaStore } from './store/media-store.ts';

/**
 * Vehicle and banner videos: stored in the media store as videos/{coche id}-{random}.{ext}
 * (vehicles) or videos/banner-{banner id}-{random}.{ext}, streamed there from the upload's temp
 * file, and served at /videos/{filename} (serve.ts). The type is read from
 * the file's first bytes, never from its name or the browser's Content-Type: an MP4 or QuickTime
 * 'ftyp' box (and then its whole box structure, iso-boxes.ts), WebM's EBML header with the 'webm' doc type, AVI's 'RIFF….AVI ' header or an MPEG
 * program stream's pack header (00 00 01 BA). Vehicles take MP4, MOV and WebM; banners take
 * MP4, MOV, AVI and MPEG (back-office §5).
 */

/** The multipart field a vehicle video arrives in. */
export const VIDEO_FIELD = 'video';

export const VIDEO_TYPE_MESSAGE = 'Formato de vídeo no admitido. Usa MP4, MOV o WebM.';

export type VideoExtension = 'mp4' | 'mov' | 'webm' | 'avi' | 'mpg';

const VEHICLE_VIDEO_TYPES: ReadonlySet<VideoExtension> = new Set(['mp4', 'mov', 'webm']);

const SNIFF_BYTES = 64;
const EBML_MAGIC = Buffer.from([0x1a, 0x45, 0xdf, 0xa3]);
const MPEG_PACK_MAGIC = Buffer.from([0x00, 0x00, 0x01, 0xba]);

/**
 * The ISO-BMFF major brands of video files (MP4, M4V, 3GP, QuickTime). HEIC and AVIF images
 * share the container (brands heic, mif1, avif…) and are refused.
 */
const VIDEO_BRANDS = new Set(['isom', 'iso2', 'iso4', 'iso5', 'iso6', 'mp41', 'mp42', 'avc1', 'M4V ', 'M4VH', 'M4VP', 'dash', '3gp4', '3gp5', '3gp6', '3g2a', 'mmp4', 'f4v ', 'qt  ']);

/** The container a file's first bytes announce, or null when it is no video we accept. */
export function sniffVideo(head: Buffer): VideoExtension | null {
  if (head.length >= 12 && head.toString('latin1', 4, 8) === 'ftyp') {
    const brand = head.toString('latin1', 8, 12);
    if (!VIDEO_BRANDS.has(brand)) return null;
    return brand === 'qt  ' ? 'mov' : 'mp4';
  }
  if (head.length >= 8 && head.subarray(0, 4).equals(EBML_MAGIC) && head.includes('webm', 4, 'latin1')) return 'webm';
  if (head.length >= 12 && head.toString('latin1', 0, 4) === 'RIFF' && head.toString('latin1', 8, 12) === 'AVI ') return 'avi';
  if (head.length >= 4 && head.subarray(0, 4).equals(MPEG_PACK_MAGIC)) return 'mpg';
  return null;
}

/** Where multer writes uploads while they arrive, before the check moves them. */
export function uploadTempDir(): string {
  return path.join(env().storageDir, 'tmp', 'uploads');
}

/** What a stored video may be and where it goes: the accepted types, the name's prefix, the field of its errors. */
interface VideoTarget {
  accepted: ReadonlySet<VideoExtension>;
  prefix: string;
  field: string;
  typeMessage: string;
}

/**
 * Checks an uploaded temp file by content and stores it (streamed, whole: readers never see a
 * part). Returns the stored file name; a file that is not an accepted video is a ValidationError
 * on its field. The temp file is the upload layer's, which removes what is left of it.
 */
async function storeVideo(tempFile: string, target: VideoTarget): Promise<string> {
  const extension = sniffVideo(await readFileHead(tempFile, SNIFF_BYTES));
  if (!extension || !target.accepted.has(extension)) throw fieldError(target.field, target.typeMessage);
  if ((extension === 'mp4' || extension === 'mov') && !(await isoFileValid(tempFile))) throw fieldError(target.field, target.typeMessage);
  const filename = `${target.prefix}-${randomBytes(8).toString('hex')}.${extension}`;
  const key = `videos/${filename}`;
  await mediaStore().putFile(key, tempFile, contentTypeOf(key));
  return filename;
}

/** A vehicle's video (field 'video'): MP4, MOV or WebM. */
export function storeVehicleVideo(tempFile: string, cocheId: number): Promise<string> {
  return storeVideo(tempFile, { accepted: VEHICLE_VIDEO_TYPES, prefix: String(assertId(cocheId)), field: VIDEO_FIELD, typeMessage: VIDEO_TYPE_MESSAGE });
}

/** A home banner's video: the types of `accepted`, errors on `field`. */
export function storeBannerVideo(tempFile: string, bannerId: number, options: Omit<VideoTarget, 'prefix'>): Promise<string> {
  return storeVideo(tempFile, { ...options, prefix: `banner-${assertId(bannerId)}` });
}

/** Deletes a stored video; one already gone is fine. Names with a path in them are ignored. */
export async function deleteVideoFile(filename: string): Promise<void> {
  if (!isSafeRelPath(`videos/${filename}`)) return;
  await mediaStore().remove([`videos/${filename}`]);
}
