import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { crc32 } from 'node:zlib';
import sharp, { type Sharp } from 'sharp';

/**
 * Points STORAGE_DIR at a fresh temporary directory. Call at the top of a test file, before
 * anything calls env(), which reads the environment once.
 */
export function useTemporaryStorage(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'gtcars-media-'));
  process.env.STORAGE_DIR = dir;
  return dir;
}

/** A photo-like image (smooth gradients plus grain) of the given size and format. */
export async function sampleImage(width: number, height: number, format: 'jpeg' | 'png' | 'webp' | 'gif' = 'jpeg'): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#2b4c7e"/><stop offset="1" stop-color="#e0a458"/></linearGradient></defs>
<rect width="100%" height="100%" fill="url(#g)"/><circle cx="${width / 2}" cy="${height / 2}" r="${Math.min(width, height) / 4}" fill="#c0392b"/></svg>`;
  return sharp(Buffer.from(svg)).toFormat(format).toBuffer();
}

/** A 2-row image: red on top, blue below (stored pixels, before any EXIF rotation). */
export async function topRedBottomBlue(width: number, height: number): Promise<Sharp> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
<rect width="${width}" height="${height / 2}" fill="#ff0000"/><rect y="${height / 2}" width="${width}" height="${height / 2}" fill="#0000ff"/></svg>`;
  return sharp(await sharp(Buffer.from(svg)).png().toBuffer());
}

/**
 * A tiny PNG whose header claims width × height pixels: what a decompression bomb looks like
 * to the pipeline before it decodes anything.
 */
export async function pngClaiming(width: number, height: number): Promise<Buffer> {
  const png = Buffer.from(await sharp({ create: { width: 1, height: 1, channels: 3, background: '#000' } }).png().toBuffer());
  const ihdr = png.indexOf('IHDR');
  png.writeUInt32BE(width, ihdr + 4);
  png.writeUInt32BE(height, ihdr + 8);
  png.writeUInt32BE(crc32(png.subarray(ihdr, ihdr + 17)), ihdr + 17);
  return png;
}

/** Every file under dir, as paths relative to it. */
export function listFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
    .sort();
}
