import { open } from 'node:fs/promises';

/**
 * The ISO base media file format (MP4, QuickTime) checked by its structure, not its first bytes:
 * the top-level boxes' sizes chain exactly to the end of the file (a size of 0 runs to the end, a
 * size of 1 is a 64-bit size), each type is four printable characters, and a 'moov' box holds
 * a movie header ('mvhd') and at least one track ('trak'), whose own boxes chain exactly to
 * its end. A file with a valid 'ftyp' header followed by anything else is refused.
 */

export interface ByteReader {
  size: number;
  read(position: number, length: number): Promise<Buffer>;
}

interface Box {
  type: string;
  start: number;
  end: number;
  headerSize: number;
}

/** No real file has more top-level or movie-level boxes; past this the file is refused. */
const MAX_BOXES = 4096;
const PRINTABLE_TYPE = /^[\x20-\x7e]{4}$/;

async function readBoxes(reader: ByteReader, start: number, end: number): Promise<Box[] | null> {
  const boxes: Box[] = [];
  let position = start;
  while (position < end) {
    if (boxes.length >= MAX_BOXES || end - position < 8) return null;
    const header = await reader.read(position, Math.min(16, end - position));
    let size = header.readUInt32BE(0);
    const type = header.toString('latin1', 4, 8);
    let headerSize = 8;
    if (size === 1) {
      if (header.length < 16) return null;
      size = Number(header.readBigUInt64BE(8));
      headerSize = 16;
    } else if (size === 0) {
      size = end - position;
    }
    if (!PRINTABLE_TYPE.test(type) || size < headerSize || position + size > end) return null;
    boxes.push({ type, start: position, end: position + size, headerSize });
    position += size;
  }
  return boxes;
}

/** Whether the bytes of `reader` are a complete, well-formed MP4 or QuickTime movie. */
export async function isoBoxesValid(reader: ByteReader): Promise<boolean> {
  const top = await readBoxes(reader, 0, reader.size);
  if (!top || top[0]?.type !== 'ftyp') return false;
  const moov = top.find((box) => box.type === 'moov');
  if (!moov) return false;
  const movie = await readBoxes(reader, moov.start + moov.headerSize, moov.end);
  return movie !== null && movie.some((box) => box.type === 'mvhd') && movie.some((box) => box.type === 'trak');
}

/** isoBoxesValid for a file on disk, read box header by box header (never the whole file). */
export async function isoFileValid(file: string): Promise<boolean> {
  const handle = await open(file, 'r');
  try {
    const { size } = await handle.stat();
    return await isoBoxesValid({
      size,
      read: async (position, length) => {
        const buffer = Buffer.alloc(length);
        const { bytesRead } = await handle.read(buffer, 0, length, position);
        return buffer.subarray(0, bytesRead);
      },
    });
  } finally {
    await handle.close();
  }
}
