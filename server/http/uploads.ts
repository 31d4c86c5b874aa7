import { mkdirSync } from 'node:fs';
import type { RequestHandler } from 'express';
import multer, { MulterError } from 'multer';
import { INFORME_FIELD, INFORME_MAX_BYTES, INFORME_MESSAGES } from '../contracts/car-history.ts';
import { BANNER_FILE_FIELDS, BANNER_IMAGE_MAX_BYTES, BANNER_MESSAGES, BANNER_VIDEO_MAX_BYTES } from '../contracts/banners.ts';
import { PHOTO_LIMITS, PHOTOS_TOO_MANY_MESSAGE, VIDEO_MAX_BYTES } from '../contracts/stock-bounds.ts';
import { IMPORT_FIELDS, IMPORT_FILE_LIMITS, IMPORT_JOB_MESSAGES } from '../contracts/stock-import.ts';
import { MAX_TRADE_IN_PHOTOS, TRADE_IN_PHOTO_BYTES, TRADE_IN_PHOTO_TOO_LARGE_MESSAGE, TRADE_IN_PHOTOS_MESSAGE } from '../contracts/trade-in.ts';
import { PHOTO_FILE_NAME } from '../media/photos.ts';
import { uploadTempDir, VIDEO_FIELD } from '../media/videos.ts';
import { AppError } from '../lib/errors.ts';
import { fieldError } from '../lib/validation.ts';
import { refuseNullCharacters } from './middleware/null-characters.ts';
import { type BodyPace, removeTempFiles, removeTempFilesBeforeAnswer, uploadSlots, watchBodyPace } from './upload-guards.ts';

/**
 * Multipart uploads (multer). The vehicle forms' photos are kept in memory, bounded per file,
 * per count and per request, because the pipeline reads them whole anyway. Every other file (a
 * visitor's trade-in photos, a video, a banner's files, an import's CSV and ZIP) goes to a temp
 * file under STORAGE_DIR as it arrives, never into memory; the upload layer owns those files and
 * removes them before the answer leaves, whatever answers (upload-guards.ts), so a controller
 * only moves or reads them. Every limit answers 413 with a Spanish message, and a body that
 * arrives too slowly 408.
 */

const MB = 1024 * 1024;

export { PHOTO_LIMITS, VIDEO_MAX_BYTES };

const MESSAGES: Partial<Record<MulterError['code'], string>> = {
  LIMIT_FILE_COUNT: PHOTOS_TOO_MANY_MESSAGE,
  LIMIT_FIELD_COUNT: 'El formulario tiene demasiados campos.',
  LIMIT_FIELD_VALUE: 'Un campo del formulario es demasiado largo.',
  LIMIT_PART_COUNT: 'El formulario tiene demasiadas partes.',
};

/**
 * Field-name bounds for every multipart parser: without them `order[500000000]` builds an array
 * of that length, which the form's validation then walks for seconds. The photo forms need
 * indexes up to 999 (PHOTO_FILE_NAME) and two levels (fotos[3][order]); the others none.
 */
const PHOTO_FIELD_NAMES = { fieldArrayIndexLimit: 999, fieldNestingDepth: 2 };
const FLAT_FIELD_NAMES = { fieldArrayIndexLimit: 0, fieldNestingDepth: 0 };

const tooLarge = (limitBytes: number, what: string) =>
  new AppError(413, `${what} supera el tamaño máximo de ${Math.round(limitBytes / MB)} MB.`);

function uploadError(error: unknown, fileLimitMessage: AppError): unknown {
  if (!(error instanceof MulterError)) return error;
  if (error.code === 'LIMIT_FILE_SIZE') return fileLimitMessage;
  if (error.code === 'LIMIT_UNEXPECTED_FILE') return new AppError(400, `Archivo no esperado en el campo «${error.field ?? ''}».`);
  const message = MESSAGES[error.code];
  return message ? new AppError(413, message) : new AppError(400, 'El formulario enviado no es válido.');
}

/**
 * Refuses a body larger than `limitBytes` from its Content-Length, before reading it; a body of
 * unknown length (chunked) is refused with 411, since its size could not be bounded up front.
 */
function requestSizeLimit(limitBytes: number): RequestHandler {
  return (req, res, next) => {
    const length = Number(req.get('content-length'));
    if (!req.get('content-length') || !Number.isFinite(length)) return next(new AppError(411, 'El envío debe indicar su tamaño (Content-Length).'));
    if (length <= limitBytes) return next();
    res.set('Connection', 'close');
    req.resume();
    next(tooLarge(limitBytes, 'El envío'));
  };
}

const photosParser = multer({
  storage: multer.memoryStorage(),
  limits: { fileSize: PHOTO_LIMITS.fileBytes, files: PHOTO_LIMITS.files, fields: 100, fieldSize: 64 * 1024, parts: 200, ...PHOTO_FIELD_NAMES },
  fileFilter: (_req, file, accept) => {
    if (PHOTO_FILE_NAME.test(file.fieldname)) accept(null, true);
    else accept(new MulterError('LIMIT_UNEXPECTED_FILE', file.fieldname));
  },
}).any();

/** The vehicle forms' multipart body: fields in req.body, photos in req.files (memory). */
export const photoUploads: RequestHandler[] = [
  requestSizeLimit(PHOTO_LIMITS.requestBytes),
  (req, res, next) => photosParser(req, res, (error) => next(error ? uploadError(error, tooLarge(PHOTO_LIMITS.fileBytes, 'Una foto')) : undefined)),
  refuseNullCharacters,
];

/**
 * A visitor's body arrives at 16 KB/s on average at the least, once its first 15 s are over, and
 * whole within 10 minutes (six 5 MB phone photos take four at 1 Mbit/s); a staff upload keeps the
 * pace within the server's 30 minutes for any request (server-timeouts.ts), since an import's ZIP
 * may be gigabytes.
 */
const VISITOR_PACE: BodyPace = { graceMs: 15_000, minBytesPerSecond: 16 * 1024, maxMs: 10 * 60_000 };
const STAFF_PACE: BodyPace = { graceMs: 15_000, minBytesPerSecond: 16 * 1024 };

/**
 * Trade-in uploads this process reads at once (each may be up to 121 MB of a visitor's photos on
 * disk), and how many of them one IP may hold.
 */
const TRADE_IN_SLOTS = { total: 4, perClient: 2 } as const;

/**
 * A parser that writes temp files, wrapped: its temp files go before any answer, its body must
 * keep `pace`, and its errors become Spanish answers (`answer`). A body cut for its pace was
 * answered already (408): what the parser then says of it goes nowhere, and the files it may
 * still have finished (the cut came with the last chunk) go too.
 */
function diskUpload(parser: () => RequestHandler, pace: BodyPace, answer: (error: unknown) => unknown): RequestHandler[] {
  return [
    removeTempFilesBeforeAnswer,
    (req, res, next) => {
      parser()(req, res, (error) => {
        if (res.headersSent) return removeTempFiles(req);
        next(error ? answer(error) : undefined);
      });
      watchBodyPace(req, res, pace);
    },
  ];
}

/** A multer parser made on first use, once STORAGE_DIR is known, writing to the temp folder. */
function onFirstUse(make: (dest: string) => RequestHandler): () => RequestHandler {
  let parser: RequestHandler | undefined;
  return () => {
    if (parser) return parser;
    mkdirSync(uploadTempDir(), { recursive: true });
    parser = make(uploadTempDir());
    return parser;
  };
}

const tradeInParser = onFirstUse((dest) =>
  multer({
    dest,
    defParamCharset: 'utf8',
    limits: { fileSize: TRADE_IN_PHOTO_BYTES, files: MAX_TRADE_IN_PHOTOS, fields: 30, fieldSize: 16 * 1024, parts: 40, fieldArrayIndexLimit: MAX_TRADE_IN_PHOTOS - 1, fieldNestingDepth: 1 },
    fileFilter: (_req, file, accept) => {
      if (PHOTO_FILE_NAME.test(file.fieldname)) accept(null, true);
      else accept(new MulterError('LIMIT_UNEXPECTED_FILE', file.fieldname));
    },
  }).any(),
);

/**
 * POST /tasacion's body, a visitor's: fields in req.body, at most MAX_TRADE_IN_PHOTOS photos
 * (fotos[0]… or fotos[]) in req.files (temp files). A seventh photo, or one over its size, is a
 * Spanish message under 'fotos', which the form shows there. Without photos the form sends JSON,
 * which passes through.
 */
export const tradeInUploads: RequestHandler[] = [
  requestSizeLimit(MAX_TRADE_IN_PHOTOS * TRADE_IN_PHOTO_BYTES + MB),
  uploadSlots({ ...TRADE_IN_SLOTS, message: 'Estamos recibiendo muchas fotos a la vez. Inténtalo de nuevo en un minuto.' }),
  ...diskUpload(tradeInParser, VISITOR_PACE, (error) => {
    if (error instanceof MulterError && error.code === 'LIMIT_FILE_COUNT') return fieldError('fotos', TRADE_IN_PHOTOS_MESSAGE);
    if (error instanceof MulterError && error.code === 'LIMIT_FILE_SIZE') return fieldError('fotos', TRADE_IN_PHOTO_TOO_LARGE_MESSAGE);
    return uploadError(error, tooLarge(TRADE_IN_PHOTO_BYTES, 'Una foto'));
  }),
  refuseNullCharacters,
];

const videoParser = onFirstUse((dest) => multer({ dest, limits: { fileSize: VIDEO_MAX_BYTES, files: 1, fields: 10, fieldSize: 1024, ...FLAT_FIELD_NAMES } }).single(VIDEO_FIELD));

/** POST /upload-video's body: coche_id in req.body, the video in req.file (a temp file). */
export const videoUpload: RequestHandler[] = [...diskUpload(videoParser, STAFF_PACE, (error) => uploadError(error, tooLarge(VIDEO_MAX_BYTES, 'El vídeo'))), refuseNullCharacters];

/**
 * A parser of the files of `fields`, one file at most each, to temp files. Field names stay flat;
 * file names are read as UTF-8, as browsers send them ('stock-año.csv').
 */
const diskFields = (limits: NonNullable<multer.Options['limits']>, fields: readonly string[]) =>
  onFirstUse((dest) => multer({ dest, defParamCharset: 'utf8', limits: { ...limits, ...FLAT_FIELD_NAMES } }).fields(fields.map((name) => ({ name, maxCount: 1 }))));

const bannerParser = diskFields(
  { fileSize: Math.max(BANNER_VIDEO_MAX_BYTES, BANNER_IMAGE_MAX_BYTES), files: 2, fields: 10, fieldSize: 4 * 1024, parts: 12 },
  [BANNER_FILE_FIELDS.image, BANNER_FILE_FIELDS.video],
);

/**
 * POST /dashboard/banners(/{id})'s body: the fields in req.body, at most one image_path and one
 * video_path file in req.files (temp files). Each file is bounded to 20 MB (a larger one is a
 * Spanish error on its field); the request, from its Content-Length, to both files and the fields.
 */
export const bannerUploads: RequestHandler[] = [
  requestSizeLimit(BANNER_VIDEO_MAX_BYTES + BANNER_IMAGE_MAX_BYTES + MB),
  ...diskUpload(bannerParser, STAFF_PACE, (error) => {
    if (error instanceof MulterError && error.code === 'LIMIT_FILE_SIZE') {
      return fieldError(error.field ?? BANNER_FILE_FIELDS.video, error.field === BANNER_FILE_FIELDS.image ? BANNER_MESSAGES.imageTooLarge : BANNER_MESSAGES.videoTooLarge);
    }
    return uploadError(error, tooLarge(BANNER_VIDEO_MAX_BYTES, 'El vídeo'));
  }),
  refuseNullCharacters,
];

const importParser = diskFields({ fileSize: IMPORT_FILE_LIMITS.zipBytes, files: 2, fields: 5, fieldSize: 1024, parts: 8 }, [IMPORT_FIELDS.csv, IMPORT_FIELDS.fotos]);

/**
 * POST /dashboard/vehiculos/importar's body: dry_run in req.body, one CSV and at most one photo
 * ZIP in req.files, both written to temp files as they arrive (a ZIP may hold thousands of photos).
 * A file over the ZIP's limit stops the upload with the ZIP's message; the CSV's own limit is
 * checked once it is in (import-jobs.ts).
 */
export const importUploads: RequestHandler[] = [
  requestSizeLimit(IMPORT_FILE_LIMITS.zipBytes + IMPORT_FILE_LIMITS.csvBytes + MB),
  ...diskUpload(importParser, STAFF_PACE, (error) => {
    if (error instanceof MulterError && error.code === 'LIMIT_FILE_SIZE') {
      return fieldError(error.field ?? IMPORT_FIELDS.fotos, error.field === IMPORT_FIELDS.csv ? IMPORT_JOB_MESSAGES.csvTooLarge : IMPORT_JOB_MESSAGES.zipTooLarge);
    }
    return uploadError(error, tooLarge(IMPORT_FILE_LIMITS.zipBytes, 'El ZIP'));
  }),
  refuseNullCharacters,
];

const reportParser = diskFields({ fileSize: INFORME_MAX_BYTES, files: 1, fields: 4, fieldSize: 1024, parts: 6 }, [INFORME_FIELD]);

/** POST /dashboard/coches/{id}/informe-dgt's body: one PDF in req.files.informe (a temp file), bounded to INFORME_MAX_BYTES. */
export const dgtReportUpload: RequestHandler[] = [
  requestSizeLimit(INFORME_MAX_BYTES + MB),
  ...diskUpload(reportParser, STAFF_PACE, (error) => {
    if (error instanceof MulterError && error.code === 'LIMIT_FILE_SIZE') return fieldError(INFORME_FIELD, INFORME_MESSAGES.tooLarge);
    return uploadError(error, tooLarge(INFORME_MAX_BYTES, 'El informe'));
  }),
  refuseNullCharacters,
];

const detailParser = diskFields({ fileSize: PHOTO_LIMITS.fileBytes, files: 1, fields: 6, fieldSize: 1024, parts: 8 }, ['foto']);

/**
 * A car's close-up (an inspection point's, an imperfection's): one photo in req.files.foto (a temp
 * file), bounded to a vehicle photo's size; the imperfection's fields beside it. Without a photo
 * the form sends JSON, which passes through.
 */
export const detailPhotoUpload: RequestHandler[] = [
  requestSizeLimit(PHOTO_LIMITS.fileBytes + MB),
  ...diskUpload(detailParser, STAFF_PACE, (error) => {
    if (error instanceof MulterError && error.code === 'LIMIT_FILE_SIZE') return fieldError('foto', `La foto supera ${Math.round(PHOTO_LIMITS.fileBytes / MB)} MB.`);
    return uploadError(error, tooLarge(PHOTO_LIMITS.fileBytes, 'La foto'));
  }),
  refuseNullCharacters,
];
