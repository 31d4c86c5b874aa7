import { KM_RULE, MILEAGE_MESSAGES } from '../../contracts/car-history.ts';
import { violates } from '../../db/constraints.ts';
import { releaseHoldOnStockChange } from '../reservations/index.ts';
import { cancelDrivesOfUnavailableCar } from '../test-drives/index.ts';
import { IMPORT_ERRORS_KEPT, IMPORT_MESSAGES, type ImportError, type ImportReport } from '../../contracts/stock-import.ts';
import { PHOTO_LIMITS } from '../../contracts/stock-bounds.ts';
import { slugify, uniqueSlug } from '../../contracts/slug.ts';
import { encodeVehiclePhoto, MediaError } from '../../media/photos.ts';
import { discardPhotoFiles, insertVehicle, recordPrice, storeEncodedPhotos, takenSlugs, updateVehicleRow } from '../stock/index.ts';
import { allLookups, carByRef, carIdByRef, countCarsWithRefs, inImportTransaction, type Lookups, marcaId, modeloId, type Tx } from './import.queries.ts';
import { type CheckedRow, checkRow, csvRows, headerErrors, UnreadableCsv } from './import.rows.ts';
import { openPhotoArchive, type PhotoArchive, TooManyZipEntries } from './photo-archive.ts';

/**
 * The stock import (npm run stock:import, and the staff screen): every row is checked first, as
 * the create form would check it, with its photos; a dry run stops there and reports every
 * problem (line, column, Spanish message). A real run then writes every row in one transaction:
 * a car per new ref (brand and model created when missing), an update of the car a ref already
 * has (its slug, and so its URL, kept), a price-history row when a price is new or changed, and
 * the ZIP's photos of a car that has none yet, through the photo pipeline. Any failure rolls
 * everything back and removes the photo files already written.
 */

export interface ImportProgress {
  pass: 'check' | 'import';
  rows: number;
  total: number | null;
}

export interface ImportOptions {
  csv: string;
  photos?: string | undefined;
  dryRun: boolean;
  /** The staff member the price-history rows name (null from the command line). */
  userId: number | null;
  /**
   * Called after each row of each pass: rows done so far, of total (null while the check pass
   * is still counting; its last call gives the count).
   */
  onProgress?: (progress: ImportProgress) => void;
}

class RowFailure extends Error {
  constructor(readonly failure: ImportError) {
    super(failure.message);
  }
}

const MB = 1024 * 1024;
const NOT_AN_IMAGE = new MediaError('unsupported_format', 'fotos').message;

/** JPEG, PNG or WebP by their first bytes: the dry run's check (the real run decodes each photo). */
function looksLikeImage(head: Buffer): boolean {
  const jpeg = head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff;
  const png = head.subarray(0, 4).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47]));
  const webp = head.toString('latin1', 0, 4) === 'RIFF' && head.toString('latin1', 8, 12) === 'WEBP';
  return jpeg || png || webp;
}

/** The check's errors: the first IMPORT_ERRORS_KEPT kept, every one counted. */
class ErrorList {
  readonly kept: ImportError[] = [];
  count = 0;

  add(errors: readonly ImportError[]): void {
    this.count += errors.length;
    for (const error of errors) if (this.kept.length < IMPORT_ERRORS_KEPT) this.kept.push(error);
  }

  /** More errors than are kept: reading on would only count them. */
  get full(): boolean {
    return this.count > IMPORT_ERRORS_KEPT;
  }
}

/**
 * Checks every row and its photos, reading the file once. It stops at the row that takes the
 * errors past IMPORT_ERRORS_KEPT (then `stopped` says so), and where the file stops being a CSV
 * (an error on that line says so).
 */
async function checkFile(options: ImportOptions, lookups: Lookups, archive: PhotoArchive | null) {
  const errors = new ErrorList();
  const seen = new Map<string, number>();
  let rows = 0;
  let photos = 0;
  let stopped: string | null = null;
  try {
    for await (const { line, header, row } of csvRows(options.csv)) {
      if (rows === 0) errors.add(headerErrors(header));
      rows += 1;
      errors.add(checkRow(line, row, lookups, seen).errors);
      for (const photo of archive?.photosOf(row.ref ?? '') ?? []) {
        photos += 1;
        if (photo.size > PHOTO_LIMITS.fileBytes) errors.add([{ line, column: 'ref', message: IMPORT_MESSAGES.photo(photo.name, `supera ${PHOTO_LIMITS.fileBytes / MB} MB`) }]);
        else if (!looksLikeImage(await archive!.head(photo.name, 12))) errors.add([{ line, column: 'ref', message: IMPORT_MESSAGES.photo(photo.name, NOT_AN_IMAGE) }]);
      }
      options.onProgress?.({ pass: 'check', rows, total: null });
      if (errors.full) {
        stopped = IMPORT_MESSAGES.tooManyErrors(line);
        break;
      }
    }
  } catch (error) {
    if (!(error instanceof UnreadableCsv)) throw error;
    errors.add([{ line: error.line, column: 'ref', message: IMPORT_MESSAGES.unreadable(error.line) }]);
  }
  options.onProgress?.({ pass: 'check', rows, total: rows });
  if (rows === 0 && errors.count === 0) errors.add([{ line: 1, column: 'ref', message: IMPORT_MESSAGES.empty }]);
  return { errors, rows, photos, refs: [...seen.keys()], stopped };
}

/** Writes one checked row inside the import's transaction; says whether it created the car. */
async function writeRow(tx: Tx, row: CheckedRow, context: { userId: number | null; archive: PhotoArchive | null; slugs: Set<string>; written: number[] }) {
  const marca_id = await marcaId(tx, row.marca);
  const columns = { ...row.columns, marca_id, modelo_id: await modeloId(tx, marca_id, row.modelo), activo: row.activo, ref: row.ref };
  // A held car the file takes out of RESERVADO, or off the site, ends its reservation; the
  // reservation is locked before the car, as every change of a hold does.
  const known = await carIdByRef(tx, row.ref);
  if (known !== null) await releaseHoldOnStockChange(tx, known, columns);
  const existing = await carByRef(tx, row.ref);
  let id: number;
  if (existing) {
    id = existing.id;
    await updateVehicleRow(tx, id, columns, existing.fecha_entrada).catch((error: unknown) => {
      // A car with an unexplained drop in its odometer readings stays off the site (*_historial_coche).
      if (violates(error, KM_RULE)) throw new RowFailure({ line: row.line, column: 'activo', message: MILEAGE_MESSAGES.publishBlocked });
      throw error;
    });
    await cancelDrivesOfUnavailableCar(tx, id, columns);
    if (existing.precio !== columns.precio || existing.precio_oferta !== columns.precio_oferta) {
      await recordPrice(tx, { coche_id: id, precio: columns.precio, precio_oferta: columns.precio_oferta, user_id: context.userId });
    }
  } else {
    const base = slugify(`${row.marca} ${row.modelo} ${columns.nombre}`) || 'vehiculo';
    const taken = await takenSlugs(base, tx);
    for (const slug of context.slugs) taken.add(slug);
    const slug = uniqueSlug(base, taken);
    context.slugs.add(slug);
    id = (await insertVehicle(tx, { ...columns, slug })).id;
    await recordPrice(tx, { coche_id: id, precio: columns.precio, precio_oferta: columns.precio_oferta, user_id: context.userId });
  }
  let photos = 0;
  if (context.archive && (existing?.fotos ?? 0) === 0) {
    for (const [index, photo] of context.archive.photosOf(row.ref).entries()) {
      let encoded;
      try {
        encoded = await encodeVehiclePhoto(await context.archive.read(photo.name));
      } catch (error) {
        const reason = error instanceof MediaError ? error.message : String((error as Error).message ?? error);
        throw new RowFailure({ line: row.line, column: 'ref', message: IMPORT_MESSAGES.photo(photo.name, reason) });
      }
      await storeEncodedPhotos(tx, id, [{ ...encoded, order: index + 1 }], context.written);
      photos += 1;
    }
  }
  return { created: !existing, photos };
}

/** A ZIP too large to read: the report of a check that read nothing. */
function zipRefused(options: ImportOptions, message: string): ImportReport {
  return { dryRun: options.dryRun, rows: 0, created: 0, updated: 0, photos: 0, errors: [{ line: 1, column: 'fotos', message }], errorCount: 1, stopped: message };
}

export async function importStock(options: ImportOptions): Promise<ImportReport> {
  const lookups = await allLookups();
  let archive: PhotoArchive | null;
  try {
    archive = options.photos ? await openPhotoArchive(options.photos) : null;
  } catch (error) {
    if (error instanceof TooManyZipEntries) return zipRefused(options, error.message);
    throw error;
  }
  try {
    const check = await checkFile(options, lookups, archive);
    const report: ImportReport = { dryRun: options.dryRun, rows: check.rows, created: 0, updated: 0, photos: 0, errors: check.errors.kept, errorCount: check.errors.count, stopped: check.stopped };
    if (check.errors.count > 0 || options.dryRun) {
      const existing = await countCarsWithRefs(check.refs);
      return { ...report, created: check.rows - existing, updated: existing, photos: check.photos };
    }
    const written: number[] = [];
    try {
      return await inImportTransaction(async (tx) => {
        const context = { userId: options.userId, archive, slugs: new Set<string>(), written };
        const seen = new Map<string, number>();
        for await (const { line, row } of csvRows(options.csv)) {
          const { checked } = checkRow(line, row, lookups, seen);
          if (!checked) throw new Error(`La línea ${line} cambió durante la importación`);
          const result = await writeRow(tx, checked, context);
          report[result.created ? 'created' : 'updated'] += 1;
          report.photos += result.photos;
          options.onProgress?.({ pass: 'import', rows: report.created + report.updated, total: check.rows });
        }
        return report;
      });
    } catch (error) {
      await discardPhotoFiles(written);
      if (error instanceof RowFailure) return { ...report, created: 0, updated: 0, photos: 0, errors: [error.failure], errorCount: 1 };
      throw error;
    }
  } finally {
    archive?.close();
  }
}
