import { createReadStream, createWriteStream } from 'node:fs';
import { pipeline } from 'node:stream/promises';
import type { Readable } from 'node:stream';
import {
  CopyObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import type { RequestHandler } from 'express';
import { assertRelPath, isSafeRelPath } from '../storage.ts';
import { contentTypeOf, type MediaStore, type ServeOptions, type StoredKey } from './media-store.ts';

export interface S3Settings {
  bucket: string;
  region: string;
  endpoint?: string | undefined;
  forcePathStyle: boolean;
  /** Unset: the SDK's default chain (environment, instance role…). */
  credentials?: { accessKeyId: string; secretAccessKey: string } | undefined;
}

/** Parts of a streamed upload (lib-storage): 8 MB each, 2 at a time, so a video holds 16 MB of memory at most. */
const PART_BYTES = 8 * 1024 * 1024;
const PARTS_AT_ONCE = 2;

/** DeleteObjects takes at most this many keys a call. */
const DELETE_BATCH = 1000;

const statusOf = (error: unknown) => (error instanceof S3ServiceException ? error.$metadata.httpStatusCode : undefined);
const isMissing = (error: unknown) => statusOf(error) === 404 || (error instanceof S3ServiceException && (error.name === 'NoSuchKey' || error.name === 'NotFound'));

/** What `request` answers, or `fallback` when the object it asks for does not exist. */
async function unlessMissing<T>(request: () => Promise<T>, fallback: T): Promise<T> {
  try {
    return await request();
  } catch (error) {
    if (isMissing(error)) return fallback;
    throw error;
  }
}

/**
 * Media in an S3-compatible bucket (AWS S3, MinIO, Cloudflare R2, Scaleway…) through the AWS SDK
 * v3 client. Checksums are sent only where the API requires them, which every S3-compatible
 * store accepts. Objects are private: the app serves them (serve()), or a CDN in front of the
 * bucket does (MEDIA_PUBLIC_URL, see serve.ts).
 */
export class S3Store implements MediaStore {
  readonly driver = 's3';
  readonly client: S3Client;
  readonly bucket: string;

  constructor(settings: S3Settings) {
    this.bucket = settings.bucket;
    this.client = new S3Client({
      region: settings.region,
      endpoint: settings.endpoint,
      forcePathStyle: settings.forcePathStyle,
      credentials: settings.credentials,
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
  }

  async put(key: string, data: Buffer, contentType: string): Promise<void> {
    await this.client.send(new PutObjectCommand({ Bucket: this.bucket, Key: assertRelPath(key), Body: data, ContentType: contentType }));
  }

  async putFile(key: string, file: string, contentType: string): Promise<void> {
    const upload = new Upload({
      client: this.client,
      params: { Bucket: this.bucket, Key: assertRelPath(key), Body: createReadStream(file), ContentType: contentType },
      partSize: PART_BYTES,
      queueSize: PARTS_AT_ONCE,
      leavePartsOnError: false,
    });
    await upload.done();
  }

  read(key: string): Promise<Buffer | null> {
    return unlessMissing(async () => {
      const answer = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: assertRelPath(key) }));
      return Buffer.from(await answer.Body!.transformToByteArray());
    }, null);
  }

  exists(key: string): Promise<boolean> {
    return unlessMissing(async () => {
      await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: assertRelPath(key) }));
      return true;
    }, false);
  }

  async remove(keys: readonly string[]): Promise<void> {
    for (let start = 0; start < keys.length; start += DELETE_BATCH) {
      const batch = keys.slice(start, start + DELETE_BATCH).map((key) => ({ Key: assertRelPath(key) }));
      const answer = await this.client.send(new DeleteObjectsCommand({ Bucket: this.bucket, Delete: { Objects: batch, Quiet: true } }));
      const failed = (answer.Errors ?? []).filter((error) => error.Code !== 'NoSuchKey');
      if (failed.length > 0) throw new Error(`No se pudieron borrar ${failed.length} objetos del almacén: ${failed[0]?.Code ?? ''} ${failed[0]?.Key ?? ''}`);
    }
  }

  async copy(from: string, to: string): Promise<void> {
    await this.client.send(new CopyObjectCommand({ Bucket: this.bucket, Key: assertRelPath(to), CopySource: `${this.bucket}/${encodeURI(assertRelPath(from))}` }));
  }

  async list(prefix: string): Promise<StoredKey[]> {
    const keys: StoredKey[] = [];
    let token: string | undefined;
    do {
      const page = await this.client.send(new ListObjectsV2Command({ Bucket: this.bucket, Prefix: prefix, ContinuationToken: token }));
      keys.push(...(page.Contents ?? []).flatMap((object) => (object.Key ? [{ key: object.Key, modified: object.LastModified ?? new Date(0) }] : [])));
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
    return keys;
  }

  getFile(key: string, file: string): Promise<boolean> {
    return unlessMissing(async () => {
      const answer = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: assertRelPath(key) }));
      await pipeline(answer.Body as Readable, createWriteStream(file));
      return true;
    }, false);
  }

  serve(prefix: string, options: ServeOptions): RequestHandler {
    const dir = prefix.replace(/\/$/, '');
    return async (req, res, next) => {
      if (req.method !== 'GET' && req.method !== 'HEAD') return next();
      const key = `${dir}${req.path}`;
      if (!isSafeRelPath(key)) return options.fallthrough ? next() : void res.sendStatus(404);
      try {
        const answer = await this.client.send(
          new GetObjectCommand({ Bucket: this.bucket, Key: key, Range: req.get('range'), IfNoneMatch: req.get('if-none-match'), IfModifiedSince: ifModifiedSince(req.get('if-modified-since')) }),
        );
        const headers: Record<string, string | number | undefined> = {
          'Content-Type': answer.ContentType ?? contentTypeOf(key),
          'Content-Length': answer.ContentLength,
          'Content-Range': answer.ContentRange,
          'Accept-Ranges': 'bytes',
          ETag: answer.ETag,
          'Last-Modified': answer.LastModified?.toUTCString(),
          'Cache-Control': options.cacheControl(res, key),
        };
        for (const [name, value] of Object.entries(headers)) if (value !== undefined) res.setHeader(name, value);
        res.status(answer.ContentRange ? 206 : 200);
        const body = answer.Body as Readable;
        if (req.method === 'HEAD') {
          body.destroy();
          return void res.end();
        }
        // A visitor who leaves (a video's seek, say) ends the S3 stream too, freeing its socket.
        await pipeline(body, res).catch(() => body.destroy());
      } catch (error) {
        const status = statusOf(error);
        if (status === 304) return void res.status(304).setHeader('Cache-Control', options.cacheControl(res, key)).end();
        if (status === 416) return void res.sendStatus(416);
        if (isMissing(error)) return options.fallthrough ? next() : void res.sendStatus(404);
        next(error);
      }
    };
  }
}

/** A valid If-Modified-Since date, or undefined. */
function ifModifiedSince(value: string | undefined): Date | undefined {
  const date = value ? new Date(value) : undefined;
  return date && !Number.isNaN(date.getTime()) ? date : undefined;
}
