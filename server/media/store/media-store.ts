import type { RequestHandler, Response } from 'express';
import type { Env } from '../../config/env.ts';
import { env } from '../../config/env.ts';
import { LocalStore } from './local-store.ts';
import { S3Store } from './s3-store.ts';

/**
 * Where media live: every writer and reader of photos, share images, banners, videos and photo
 * originals goes through one MediaStore. MEDIA_STORAGE picks the driver: 'local' (files under
 * STORAGE_DIR, the default) or 's3' (any S3-compatible bucket). Keys are storage-relative paths
 * built by storage.ts from ids and fixed names ('vehiculos/thumbs/12.jpg', 'videos/7-….mp4'),
 * the same in both drivers, so the public URLs are too.
 */

/** How a store answers GET and HEAD for the objects under a prefix. */
export interface ServeOptions {
  /** The Cache-Control of an answered object, by its key. */
  cacheControl: (res: Response, key: string) => string;
  /** Missing objects go to the next handler (true) or answer 404 (false). */
  fallthrough: boolean;
}

export interface StoredKey {
  key: string;
  modified: Date;
}

export interface MediaStore {
  readonly driver: 'local' | 's3';
  /** Writes an object whole: readers see the old one or the new one, never a part. */
  put(key: string, data: Buffer, contentType: string): Promise<void>;
  /** Writes an object from a file, streamed (a 200 MB video is never held in memory). */
  putFile(key: string, file: string, contentType: string): Promise<void>;
  /** An object's bytes, or null when it does not exist. */
  read(key: string): Promise<Buffer | null>;
  exists(key: string): Promise<boolean>;
  /** Deletes objects; those already gone are fine. */
  remove(keys: readonly string[]): Promise<void>;
  /** Copies an object to another key. */
  copy(from: string, to: string): Promise<void>;
  /** The objects under a prefix ('vehiculos/'), with when each was written, in no set order. */
  list(prefix: string): Promise<StoredKey[]>;
  /** Copies an object to a local file (to be read at random, a ZIP say); false when it does not exist. */
  getFile(key: string, file: string): Promise<boolean>;
  /**
   * Answers GET and HEAD for the objects under `prefix` ('vehiculos/'), the request's path being
   * the rest of the key: with ranges (video seeking), ETag and Last-Modified validators.
   */
  serve(prefix: string, options: ServeOptions): RequestHandler;
}

/** The driver MEDIA_STORAGE names, with its settings. */
export function createMediaStore(config: Env): MediaStore {
  if (config.MEDIA_STORAGE === 'local') return new LocalStore(config.storageDir);
  return new S3Store({
    bucket: config.S3_BUCKET!,
    region: config.S3_REGION,
    endpoint: config.S3_ENDPOINT,
    forcePathStyle: config.S3_FORCE_PATH_STYLE,
    credentials: config.S3_ACCESS_KEY_ID && config.S3_SECRET_ACCESS_KEY ? { accessKeyId: config.S3_ACCESS_KEY_ID, secretAccessKey: config.S3_SECRET_ACCESS_KEY } : undefined,
  });
}

let current: MediaStore | undefined;

/** This process's media store, made from the environment on first use. */
export function mediaStore(): MediaStore {
  current ??= createMediaStore(env());
  return current;
}

/** Replaces the process's media store (tests run one suite on both drivers); undefined: back to the environment's. */
export function setMediaStore(store: MediaStore | undefined): void {
  current = store;
}

/** The Content-Type of a stored key, by its extension (keys are built by storage.ts, never sent by a visitor). */
export function contentTypeOf(key: string): string {
  const extension = key.slice(key.lastIndexOf('.') + 1).toLowerCase();
  return CONTENT_TYPES[extension] ?? 'application/octet-stream';
}

const CONTENT_TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  webp: 'image/webp',
  avif: 'image/avif',
  png: 'image/png',
  mp4: 'video/mp4',
  mov: 'video/quicktime',
  webm: 'video/webm',
  avi: 'video/x-msvideo',
  mpg: 'video/mpeg',
  pdf: 'application/pdf',
};
