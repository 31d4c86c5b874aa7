import sharp, { type Sharp } from 'sharp';
import { MediaError } from './errors.ts';

/** Largest accepted input, in pixels (width × height): guards against decompression bombs. */
export const MAX_INPUT_PIXELS = 50_000_000;

/** Widest stored variant. Taller-than-wide images may be up to twice as tall. */
export const MAX_STORED_WIDTH = 1920;
const MAX_STORED_HEIGHT = 2 * MAX_STORED_WIDTH;

const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp']);

/**
 * libvips gives each image one thread per core by default, but sharp lowers that to 1 on glibc
 * without jemalloc. The pipeline encodes its variants in parallel (libuv pool), which keeps both
 * cores of the target machines busy without libvips' per-image threads competing for them.
 * The operation cache only helps repeated file inputs; uploads are buffers seen once.
 */
sharp.concurrency(1);
sharp.cache(false);

/** An upload decoded once: oriented, metadata-free 8-bit sRGB pixels, at most MAX_STORED_WIDTH wide. */
export interface DecodedImage {
  pixels: Buffer;
  width: number;
  height: number;
}

/**
 * Checks an untrusted upload (its bytes, or the path of the temp file it was written to) by its content, reading its header only (no pixels are decoded, so
 * it is quick enough for a request): JPEG, PNG or WebP, at most MAX_INPUT_PIXELS. A file that
 * passes may still be damaged further in; decodeUpload finds that.
 */
export async function checkUpload(input: Buffer | string, field: string): Promise<void> {
  const metadata = await sharp(input)
    .metadata()
    .catch((cause: unknown) => {
      throw new MediaError('unsupported_format', field, { cause });
    });
  if (!metadata.format || !ACCEPTED_FORMATS.has(metadata.format)) {
    throw new MediaError('unsupported_format', field);
  }
  if (metadata.width * metadata.height > MAX_INPUT_PIXELS) {
    throw new MediaError('too_many_pixels', field);
  }
}

/**
 * Checks an untrusted upload (checkUpload), then decodes it once: rotated upright by its EXIF
 * orientation, flattened onto white, converted to sRGB and shrunk to MAX_STORED_WIDTH. No
 * metadata survives into the pixels.
 */
export async function decodeUpload(input: Buffer, field: string): Promise<DecodedImage> {
  await checkUpload(input, field);
  try {
    const { data, info } = await sharp(input, { autoOrient: true, failOn: 'error', limitInputPixels: MAX_INPUT_PIXELS })
      .resize({ width: MAX_STORED_WIDTH, height: MAX_STORED_HEIGHT, fit: 'inside', withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .toColourspace('srgb')
      .raw({ depth: 'uchar' })
      .toBuffer({ resolveWithObject: true });
    if (info.channels !== 3) throw new Error(`Unexpected channel count ${info.channels}`);
    return { pixels: data, width: info.width, height: info.height };
  } catch (cause) {
    const tooBig = cause instanceof Error && /pixel limit/i.test(cause.message);
    throw new MediaError(tooBig ? 'too_many_pixels' : 'unreadable', field, { cause });
  }
}

/** A sharp pipeline over decoded pixels; clone() it once per variant. */
export function fromDecoded(image: DecodedImage): Sharp {
  return sharp(image.pixels, { raw: { width: image.width, height: image.height, channels: 3 } });
}

/**
 * Encoder settings, measured on the 1600 px demo studio photos (CPU time on one core, per photo).
 * - Pages load the WebP and AVIF variants; the 1920 px JPEG is the fallback of <img src> and the
 *   legacy URL, and the share image is fetched by social networks. For them mozjpeg runs without
 *   trellis quantisation: 16 ms instead of 76 ms for ~20 % more bytes. The small thumbnail keeps
 *   trellis (the card's JPEG fallback, cheap at 480 px).
 * - WebP effort 2 is ~2× faster than the default 4 for ~4 % more bytes.
 * - AVIF (aom) at its default effort 4 takes ~2 s for the three widths, far too slow for the
 *   seed's 480 photos; effort 1 takes ~0.2 s and at quality 50 gives files ~25 % smaller than
 *   the WebP ones at a slightly higher PSNR (effort 0 halves the time but saves only ~7 % on WebP).
 */
export const JPEG_OPTIONS = { quality: 80, mozjpeg: true, trellisQuantisation: false, overshootDeringing: false, optimiseScans: false } as const;
export const THUMB_JPEG_OPTIONS = { quality: 72, mozjpeg: true, progressive: true } as const;
export const WEBP_OPTIONS = { quality: 78, effort: 2 } as const;
export const AVIF_OPTIONS = { quality: 50, effort: 1 } as const;
