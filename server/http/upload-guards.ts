import { rmSync } from 'node:fs';
import type { Request, RequestHandler, Response } from 'express';
import { ipKeyGenerator } from 'express-rate-limit';
import { answerIn } from '../i18n/index.ts';
import { AppError } from '../lib/errors.ts';

/**
 * What every multipart upload goes through besides its parser (uploads.ts): its temp files
 * removed before any answer leaves, a body that must keep arriving, and the public form's
 * bounded slots.
 */

/** Removes the temp files multer wrote for this request: req.file, and req.files as a list or by field. */
export function removeTempFiles(req: Request): void {
  const files = Array.isArray(req.files) ? req.files : Object.values(req.files ?? {}).flat();
  for (const file of [req.file, ...files]) if (file?.path) rmSync(file.path, { force: true });
}

/**
 * Put before a parser that writes temp files. Whatever answers the request (the controller, the
 * honeypot, the NUL check, a validation error, a limit, an error), its temp files are gone before
 * the answer's first byte: a refused request never leaves a file behind, not even for a moment,
 * and nothing else removes them. They are removed synchronously at res.end, so the answer's
 * headers stay in step with the handlers; there are at most a handful, and unlinking one does not
 * read it. A client gone while the parser reads is multer's to clean up; a process that dies
 * mid-request leaves them to the hourly sweep (jobs/uploads.ts).
 */
export const removeTempFilesBeforeAnswer: RequestHandler = (req, res, next) => {
  const end = res.end.bind(res) as (...args: unknown[]) => Response;
  res.end = ((...args: unknown[]) => {
    removeTempFiles(req);
    return end(...args);
  }) as Response['end'];
  next();
};

/** How slowly an upload's body may arrive: an average of at least this, once the grace is over. */
export interface BodyPace {
  /** The start during which any pace is fine (a phone waking its radio, TLS, the first photo's read). */
  graceMs: number;
  minBytesPerSecond: number;
  /** The whole body's limit, however fast it arrives; none for staff uploads, which may be gigabytes (the server's 30 minutes hold: server-timeouts.ts). */
  maxMs?: number;
}

const UPLOAD_TOO_SLOW_MESSAGE = 'El envío llegaba demasiado despacio y se ha cortado. Comprueba la conexión e inténtalo de nuevo.';

/** How often a body that sends nothing at all is looked at (a trickle is looked at on each chunk). */
const PACE_CHECK_MS = 1_000;

/**
 * Watches a body being read: one that arrives slower than `pace` (a client trickling a byte now
 * and then to hold a connection and its slot) is answered 408 and its connection closed; its
 * parser then removes what it wrote. Called right after the parser starts reading, in the same
 * tick, so both see every chunk. The pace is checked on every chunk and once a second while none
 * arrives, against Date.now(), so a test moves the clock instead of waiting.
 */
export function watchBodyPace(req: Request, res: Response, pace: BodyPace): void {
  if (req.complete) return;
  const started = Date.now();
  let received = 0;
  const tooSlow = () => {
    const elapsed = Date.now() - started;
    if (pace.maxMs !== undefined && elapsed > pace.maxMs) return true;
    return elapsed > pace.graceMs && received < (elapsed / 1000) * pace.minBytesPerSecond;
  };
  const check = () => {
    if (req.complete || res.headersSent || !tooSlow()) return;
    stop();
    res.once('finish', () => req.destroy());
    res.status(408).set('Connection', 'close').json({ message: answerIn(req.locale, UPLOAD_TOO_SLOW_MESSAGE) });
  };
  const onData = (chunk: Buffer) => {
    received += chunk.length;
    check();
  };
  const timer = setInterval(check, PACE_CHECK_MS).unref();
  const stop = () => {
    clearInterval(timer);
    req.off('data', onData);
  };
  req.on('data', onData);
  req.once('end', stop);
  res.once('close', stop);
}

/**
 * Bounds the uploads of a public form under way in this process: `total` at once, `perClient`
 * of them from one client (an IPv4 address, or an IPv6 /56 as the rate limits count it), so one
 * client holding connections open cannot take every slot. One more
 * waits for none: it is answered 503 with Retry-After, and the form says to try again shortly.
 * A slot is freed when its answer is sent or its connection closes.
 */
export function uploadSlots(limits: { total: number; perClient: number; message: string }): RequestHandler {
  let busy = 0;
  const byClient = new Map<string, number>();
  return (req, res, next) => {
    const client = ipKeyGenerator(req.ip ?? 'unknown');
    const held = byClient.get(client) ?? 0;
    if (busy >= limits.total || held >= limits.perClient) {
      res.set('Retry-After', '30');
      return next(new AppError(503, limits.message));
    }
    busy++;
    byClient.set(client, held + 1);
    res.once('close', () => {
      busy--;
      const left = (byClient.get(client) ?? 1) - 1;
      if (left > 0) byClient.set(client, left);
      else byClient.delete(client);
    });
    next();
  };
}
