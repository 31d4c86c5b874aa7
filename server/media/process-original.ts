import type { Logger } from 'pino';
import { MediaError } from './errors.ts';
import { mediaStore } from './store/media-store.ts';

/** What is made from an upload: its pixel size, and whatever the caller writes. */
export interface Made {
  width: number;
  height: number;
}

/** One kind of upload processed from its private original (a car's photo, an enquiry's photo). */
export interface OriginalSteps<Encoded extends Made> {
  /** The original's key in the media store. */
  original: string;
  /** The row's state: null once it is gone; done once it has a width or an error. */
  state: () => Promise<{ width: number | null; error: string | null } | null>;
  /** Decodes and encodes the upload; throws MediaError for a damaged one. */
  encode: (original: Buffer) => Promise<Encoded>;
  write: (encoded: Encoded) => Promise<void>;
  /** Records the size on the row; false when the row went meanwhile. */
  markReady: (size: Made) => Promise<boolean>;
  markFailed: (reason: string) => Promise<void>;
  /** Removes every file of the upload, its original included. */
  discard: () => Promise<void>;
  /** What staff read when the original is gone. */
  originalLost: string;
}

/**
 * The job of an upload: makes its files from the private original, records the size (the upload
 * is then ready), and removes the original. Idempotent: one done only loses a leftover original;
 * one whose row is gone loses whatever was written for it, so no object outlives its row. A
 * damaged file is recorded on the row with the reason, for staff; any other failure throws, and
 * the queue retries.
 */
export async function processOriginal<Encoded extends Made>(steps: OriginalSteps<Encoded>, logger: Logger, id: number): Promise<'ready' | 'failed' | 'gone'> {
  const store = mediaStore();
  const state = await steps.state();
  if (!state) {
    await steps.discard();
    return 'gone';
  }
  if (state.width !== null || state.error !== null) {
    await store.remove([steps.original]);
    return state.error === null ? 'ready' : 'failed';
  }
  const original = await store.read(steps.original);
  if (!original) {
    await steps.markFailed(steps.originalLost);
    return 'failed';
  }
  let encoded: Encoded;
  try {
    encoded = await steps.encode(original);
  } catch (error) {
    if (!(error instanceof MediaError)) throw error;
    await steps.markFailed(error.message);
    await store.remove([steps.original]);
    logger.warn({ id, code: error.code }, 'Imagen subida que no se puede procesar');
    return 'failed';
  }
  await steps.write(encoded);
  if (!(await steps.markReady({ width: encoded.width, height: encoded.height }))) {
    await steps.discard();
    return 'gone';
  }
  await store.remove([steps.original]);
  return 'ready';
}
