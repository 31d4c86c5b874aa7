import yauzl from 'yauzl';
import { PHOTO_LIMITS } from '../../contracts/stock-bounds.ts';
import { IMPORT_MESSAGES, ZIP_MAX_ENTRIES } from '../../contracts/stock-import.ts';

/**
 * The photos ZIP of an import, read entry by entry from the file (its central directory first),
 * never loaded whole: `{ref}/{n}.jpg|jpeg|png|webp`, in the order of n. Only the photos' entries
 * (name, size, where) are kept in memory, of a ZIP of at most ZIP_MAX_ENTRIES files (its count
 * is read from its end before any entry); a photo's bytes are read when its row is imported.
 */

const PHOTO_NAME = /^([A-Za-z0-9][A-Za-z0-9._-]{0,59})\/(\d{1,3})\.(jpe?g|png|webp)$/i;

interface Entry {
  name: string;
  order: number;
  size: number;
  entry: yauzl.Entry;
}

export interface PhotoArchive {
  /** The ref's photos in order (name and uncompressed size). */
  photosOf(ref: string): { name: string; size: number }[];
  read(name: string): Promise<Buffer>;
  /** The first `bytes` bytes of a photo, without inflating the rest (the dry run's content check). */
  head(name: string, bytes: number): Promise<Buffer>;
  close(): void;
}

/** The ZIP holds more than ZIP_MAX_ENTRIES files: none is read. */
export class TooManyZipEntries extends Error {
  constructor() {
    super(IMPORT_MESSAGES.zipTooManyFiles);
  }
}

function openZip(file: string): Promise<yauzl.ZipFile> {
  return new Promise((resolve, reject) => yauzl.open(file, { lazyEntries: true, autoClose: false, validateEntrySizes: true }, (error, zip) => (error ? reject(error) : resolve(zip))));
}

export async function openPhotoArchive(file: string): Promise<PhotoArchive> {
  const zip = await openZip(file);
  const byRef = new Map<string, Entry[]>();
  const byName = new Map<string, Entry>();
  if (zip.entryCount > ZIP_MAX_ENTRIES) {
    zip.close();
    throw new TooManyZipEntries();
  }
  await new Promise<void>((resolve, reject) => {
    zip.on('entry', (entry: yauzl.Entry) => {
      const match = PHOTO_NAME.exec(entry.fileName);
      if (match) {
        const item = { name: entry.fileName, order: Number(match[2]), size: entry.uncompressedSize, entry };
        byName.set(entry.fileName, item);
        const list = byRef.get(match[1]!) ?? [];
        list.push(item);
        byRef.set(match[1]!, list);
      }
      zip.readEntry();
    });
    zip.once('end', resolve);
    zip.once('error', reject);
    zip.readEntry();
  });
  const stream = (name: string) =>
    new Promise<NodeJS.ReadableStream & { destroy(): void }>((resolve, reject) => {
      const item = byName.get(name);
      if (!item) return reject(new Error(`No está en el ZIP: ${name}`));
      zip.openReadStream(item.entry, (error, readable) => (error ? reject(error) : resolve(readable)));
    });
  return {
    photosOf: (ref) => (byRef.get(ref) ?? []).sort((a, b) => a.order - b.order).map(({ name, size }) => ({ name, size })),
    async read(name) {
      if ((byName.get(name)?.size ?? 0) > PHOTO_LIMITS.fileBytes) throw new Error('supera el tamaño máximo');
      const chunks: Buffer[] = [];
      for await (const chunk of await stream(name)) chunks.push(chunk as Buffer);
      return Buffer.concat(chunks);
    },
    async head(name, bytes) {
      const readable = await stream(name);
      const chunks: Buffer[] = [];
      let length = 0;
      for await (const chunk of readable) {
        chunks.push(chunk as Buffer);
        length += (chunk as Buffer).length;
        if (length >= bytes) break;
      }
      readable.destroy();
      return Buffer.concat(chunks).subarray(0, bytes);
    },
    close: () => zip.close(),
  };
}
