import { randomBytes } from 'node:crypto';
import { mkdir, open, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { env } from '../config/env.ts';
import { contentTypeOf, mediaStore } from './store/media-store.ts';

/**
 * The keys of stored media (storage-relative paths) and the writes of whole sets of variants,
 * through the media store (store/media-store.ts: files under STORAGE_DIR, or an S3 bucket).
 * Photos and banners are served publicly at /storage, videos at /videos; originals never.
 *
 * Layout (relative paths, always forward slashes):
 *   vehiculos/compressed/{id}.jpg        vehicle photo, JPEG ≤1920 px wide
 *   vehiculos/thumbs/{id}.jpg            vehicle photo thumbnail
 *   vehiculos/responsive/{id}-{w}.webp   vehicle photo, w in PHOTO_WIDTHS (and .avif)
 *   vehiculos/og/{id}.jpg                vehicle photo as a 1200×630 share image (Open Graph)
 *   banners/{id}.jpg                     home banner, JPEG ≤1920 px wide (the seed's; an upload's
 *                                        is banners/{id}-{upload}.jpg, and so on)
 *   banners/{id}-{w}.webp                home banner, w in BANNER_WIDTHS
 *   videos/{coche id}-{random}.{ext}     vehicle video (banner-{id}-{random}.{ext} for banners)
 *   originales/vehiculos/{id}            an uploaded photo as it came, until its variants exist (never served)
 *   originales/banners/{id}-{upload}     an uploaded banner image, likewise ({upload}: 16 hex digits)
 *   originales/solicitudes/{id}          a photo a visitor sent with an enquiry, until its JPEG exists (never served)
 *   privado/solicitudes/{id}-{clave}.jpg an enquiry's photo (and -mini.jpg, its thumbnail): only the staff
 *                                        route reads it, for a row that exists ({clave}: random hex)
 *
 * Paths are built only from integer ids, fixed widths and names matching SAFE_SEGMENT,
 * so nothing a visitor sends reaches the file system unchecked.
 */

export const STORAGE_URL_PREFIX = '/storage';

/** Widths of the responsive WebP and AVIF variants of a vehicle photo, ascending. */
export const PHOTO_WIDTHS = [480, 960, 1600] as const;

/** Widths of the responsive WebP variants of a home banner, ascending. */
export const BANNER_WIDTHS = [768, 1280, 1920] as const;

const SAFE_SEGMENT = /^[A-Za-z0-9][A-Za-z0-9_-]*(\.[A-Za-z0-9]+)?$/;

/** Throws unless `id` is a positive safe integer (a database id). */
export function assertId(id: number): number {
  if (!Number.isSafeInteger(id) || id <= 0) {
    throw new TypeError(`Identificador de fichero no válido: ${String(id)}`);
  }
  return id;
}

/**
 * Validates a storage-relative path ('vehiculos/thumbs/12.jpg'): forward-slash segments made of
 * letters, digits, '_' and '-', with one optional extension. Rejects '..', absolute paths and
 * anything else.
 */
export function assertRelPath(relPath: string): string {
  if (!isSafeRelPath(relPath)) {
    throw new TypeError(`Ruta de almacenamiento no válida: ${relPath}`);
  }
  return relPath;
}

/** Whether assertRelPath() accepts `relPath`. */
export function isSafeRelPath(relPath: string): boolean {
  return relPath.split('/').every((segment) => SAFE_SEGMENT.test(segment));
}

/** Absolute path of a validated storage-relative path under STORAGE_DIR (the local driver's, and runtime files'). */
export function storagePath(relPath: string): string {
  return path.join(env().storageDir, ...assertRelPath(relPath).split('/'));
}

/** Public URL of a validated storage-relative path: '/storage/vehiculos/thumbs/12.jpg'. */
export function publicUrl(relPath: string): string {
  return `${STORAGE_URL_PREFIX}/${assertRelPath(relPath)}`;
}

export type ResponsiveFormat = 'webp' | 'avif';

export interface VehiclePhotoPaths {
  /** The upload as it came, private, kept until the variants are written. */
  original: string;
  compressed: string;
  thumb: string;
  share: string;
  responsive: (width: number, format?: ResponsiveFormat) => string;
}

/** Where photo and banner originals live: the housekeeping sweep lists them (jobs/uploads.ts). */
export const PHOTO_ORIGINALS = 'originales/vehiculos/';
export const BANNER_ORIGINALS = 'originales/banners/';
export const LEAD_PHOTO_ORIGINALS = 'originales/solicitudes/';

/**
 * An enquiry's photo (lead_fotos): its upload, and the JPEG and thumbnail staff see. Under
 * privado/, which no public route serves: only the staff route reads them.
 */
export function leadPhotoPaths(photo: { id: number; clave: string }): { original: string; photo: string; thumb: string } {
  const id = assertId(photo.id);
  if (!/^[0-9a-f]{16,32}$/.test(photo.clave)) throw new TypeError('Clave de foto no válida');
  const name = `${LEAD_PHOTOS}${id}-${photo.clave}`;
  return { original: `${LEAD_PHOTO_ORIGINALS}${id}`, photo: `${name}.jpg`, thumb: `${name}-mini.jpg` };
}

/** Where enquiry photos' files live; the housekeeping sweeps those whose row is gone. */
export const LEAD_PHOTOS = 'privado/solicitudes/';

/**
 * A car's DGT report (informes_dgt): privado/informes/{coche id}-{clave}.pdf, which no public
 * route serves from the store; the car page's and the staff's routes read it for a row that
 * names it. A new upload gets a new clave, so a replaced report's file is never overwritten.
 */
export const DGT_REPORTS = 'privado/informes/';

export function dgtReportPath(report: { coche_id: number; clave: string }): string {
  if (!/^[0-9a-f]{16,32}$/.test(report.clave)) throw new TypeError('Clave de informe no válida');
  return `${DGT_REPORTS}${assertId(report.coche_id)}-${report.clave}.pdf`;
}

/**
 * A car's close-up (coche_detalles: an inspection point's or an imperfection's photo): its upload,
 * private until the 'detail-photo' job writes its JPEG and thumbnail, public under a random name
 * (vehiculos/detalles/{id}-{clave}.jpg) that only the car's page and staff's pages give.
 */
export const DETAIL_ORIGINALS = 'originales/detalles/';

export function detailPhotoPaths(detail: { id: number; clave: string }): { original: string; photo: string; thumb: string } {
  const id = assertId(detail.id);
  if (!/^[0-9a-f]{16,32}$/.test(detail.clave)) throw new TypeError('Clave de foto no válida');
  return { original: `${DETAIL_ORIGINALS}${id}`, photo: `vehiculos/detalles/${id}-${detail.clave}.jpg`, thumb: `vehiculos/detalles/${id}-${detail.clave}-mini.jpg` };
}

/** A close-up's URLs as the pages show it, once its job made them; null without one, before, or after a failure. */
export function detailPhotoUrls(detail: { id: number | null; clave: string | null; width: number | null }): { url: string; thumbUrl: string } | null {
  if (detail.id === null || detail.clave === null || detail.width === null) return null;
  const paths = detailPhotoPaths({ id: detail.id, clave: detail.clave });
  return { url: publicUrl(paths.photo), thumbUrl: publicUrl(paths.thumb) };
}

/** Relative paths of every variant of a vehicle photo. */
export function vehiclePhotoPaths(photoId: number): VehiclePhotoPaths {
  const id = assertId(photoId);
  return {
    original: `${PHOTO_ORIGINALS}${id}`,
    compressed: `vehiculos/compressed/${id}.jpg`,
    thumb: `vehiculos/thumbs/${id}.jpg`,
    share: `vehiculos/og/${id}.jpg`,
    responsive: (width, format = 'webp') => `vehiculos/responsive/${id}-${assertId(width)}.${format}`,
  };
}

export interface BannerPaths {
  jpg: string;
  responsive: (width: number) => string;
}

/** An upload's name within its banner: the random part of its original's key (16 hex digits). */
const UPLOAD = /^[0-9a-f]{16}$/;

/**
 * Relative paths of every variant of a home banner image: banners/{id}.jpg (the seed's), or
 * banners/{id}-{upload}.jpg for an uploaded image, so each upload's variants have names of
 * their own and a job never writes over the image the home shows.
 */
export function bannerPaths(bannerId: number, upload?: string): BannerPaths {
  const id = assertId(bannerId);
  if (upload !== undefined && !UPLOAD.test(upload)) throw new TypeError(`Nombre de subida no válido: ${upload}`);
  const base = upload ? `banners/${id}-${upload}` : `banners/${id}`;
  return { jpg: `${base}.jpg`, responsive: (width) => `${base}-${assertId(width)}.webp` };
}

/** The paths of the banner image a row names (its image_path), or null for a name no pipeline writes. */
export function bannerImagePaths(jpg: string): BannerPaths | null {
  const match = /^banners\/(\d+)(?:-([0-9a-f]{16}))?\.jpg$/.exec(jpg);
  return match ? bannerPaths(Number(match[1]), match[2]) : null;
}

/** The image (its JPEG's path, as a row names it) a stored banner file belongs to, or null for another key. */
export function bannerImageOf(key: string): string | null {
  const match = /^(banners\/\d+(?:-[0-9a-f]{16})?)(?:-\d+\.webp|\.jpg)$/.exec(key);
  return match ? `${match[1]}.jpg` : null;
}

/** A new key for a banner upload's original; its random part names the upload's variants (bannerPaths). */
export function newBannerOriginal(bannerId: number): string {
  return `${BANNER_ORIGINALS}${assertId(bannerId)}-${randomBytes(8).toString('hex')}`;
}

/** The upload named by an original's key (newBannerOriginal), or null for a key it did not make. */
export function bannerUpload(original: string): string | null {
  const match = /^originales\/banners\/\d+-([0-9a-f]{16})$/.exec(original);
  return match?.[1] ?? null;
}

/**
 * Writes a file so that readers see either the old content or the new one, never a part:
 * creates the directory, writes a temp file next to the target, then renames it over the target.
 * The temp file is removed if anything fails.
 */
export async function writeFileAtomic(absPath: string, data: Buffer | Uint8Array | string | Readable): Promise<void> {
  const dir = path.dirname(absPath);
  await mkdir(dir, { recursive: true });
  const temp = path.join(dir, `.${path.basename(absPath)}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`);
  try {
    await writeFile(temp, data, { flag: 'wx' });
    await rename(temp, absPath);
  } catch (error) {
    await rm(temp, { force: true });
    throw error;
  }
}

/** Deletes stored media by key; those already gone are fine. */
export function removeStorageFiles(relPaths: readonly string[]): Promise<void> {
  return mediaStore().remove(relPaths);
}

export interface StorageFile {
  relPath: string;
  data: Buffer;
}

/**
 * Writes several objects, each whole. If any write fails, removes the whole set (best effort)
 * and rethrows that first failure, so a half-written set never stays behind.
 */
export async function writeStorageFiles(files: readonly StorageFile[]): Promise<void> {
  const store = mediaStore();
  const results = await Promise.allSettled(files.map((file) => store.put(file.relPath, file.data, contentTypeOf(file.relPath))));
  const failure = results.find((result) => result.status === 'rejected');
  if (failure) {
    await Promise.allSettled(files.map((file) => removeStorageFiles([file.relPath])));
    throw failure.reason;
  }
}

/** The first `bytes` bytes of a file (fewer when it is shorter), for checks by content. */
export async function readFileHead(file: string, bytes: number): Promise<Buffer> {
  const handle = await open(file, 'r');
  try {
    const buffer = Buffer.alloc(bytes);
    const { bytesRead } = await handle.read(buffer, 0, bytes, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}
