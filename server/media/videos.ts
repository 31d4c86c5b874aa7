import { randomBytes } from 'node:crypto';
import { mkdir, open, rename, rm, unlink } from 'node:fs/promises';
import path from 'node:path';
import { env } from '../config/env.ts';
import { fieldError } from '../http/validation.ts';
import { assertId } from './storage.ts';

/**
 * Vehicle videos: stored as {STORAGE_DIR}/videos/{coche id}-{random}.{mp4|mov|webm} and served
 * at /videos/{filename}. The type is read from the file's first bytes, never from its name or
 * the browser's Content-Type: an MP4 or QuickTime 'ftyp' box, or WebM's EBML header with the
 * 'webm' doc type.
 */

/** The multipart field a vehicle video arrives in. */
export const VIDEO_FIELD = 'video';

export const VIDEO_TYPE_MESSAGE = 'Formato de vídeo no admitido. Usa MP4, MOV o WebM.';

export type VideoExtension = 'mp4' | 'mov' | 'webm';

const SNIFF_BYTES = 64;
const EBML_MAGIC = Buffer.from([0x1a, 0x45, 0xdf, 0xa3]);

/** The container a file's first bytes announce, or null when it is no video we accept. */
export function sniffVideo(head: Buffer): VideoExtension | null {
  if (head.length >= 12 && head.toString('latin1', 4, 8) === 'ftyp') {
    return head.toString('latin1', 8, 12) === 'qt  ' ? 'mov' : 'mp4';
  }
  if (head.length >= 8 && head.subarray(0, 4).equals(EBML_MAGIC) && head.includes('webm', 4, 'latin1')) return 'webm';
  return null;
}

/** The storage folder of videos (served at /videos). */
export function videosDir(): string {
  return path.join(env().storageDir, 'videos');
}

/** Where multer writes uploads while they arrive, before the check moves them. */
export function uploadTempDir(): string {
  return path.join(env().storageDir, 'tmp', 'uploads');
}

async function readHead(file: string): Promise<Buffer> {
  const handle = await open(file, 'r');
  try {
    const buffer = Buffer.alloc(SNIFF_BYTES);
    const { bytesRead } = await handle.read(buffer, 0, SNIFF_BYTES, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

/**
 * Checks an uploaded temp file by content and moves it into the videos folder (a rename on the
 * same file system: readers never see a part). Returns the stored file name. The temp file is
 * gone afterwards either way; a file that is not an accepted video is a ValidationError on 'video'.
 */
export async function storeVehicleVideo(tempFile: string, cocheId: number): Promise<string> {
  try {
    const extension = sniffVideo(await readHead(tempFile));
    if (!extension) throw fieldError(VIDEO_FIELD, VIDEO_TYPE_MESSAGE);
    const filename = `${assertId(cocheId)}-${randomBytes(8).toString('hex')}.${extension}`;
    await mkdir(videosDir(), { recursive: true });
    await rename(tempFile, path.join(videosDir(), filename));
    return filename;
  } finally {
    await rm(tempFile, { force: true });
  }
}

/** Deletes a stored video file; one already gone is fine. Names with a path in them are ignored. */
export async function deleteVideoFile(filename: string): Promise<void> {
  if (path.basename(filename) !== filename || filename.startsWith('.')) return;
  await unlink(path.join(videosDir(), filename)).catch((error: NodeJS.ErrnoException) => {
    if (error.code !== 'ENOENT') throw error;
  });
}
