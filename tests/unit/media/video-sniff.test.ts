/** Video types are recognised by their first bytes, whatever the file is called. */
import { describe, expect, it } from 'vitest';
import { sniffVideo } from '../../../server/media/videos.ts';

const box = (brand: string) => Buffer.concat([Buffer.from([0, 0, 0, 0x14]), Buffer.from(`ftyp${brand}`), Buffer.from([0, 0, 0, 0]), Buffer.from(brand)]);
const ebml = (docType: string) => Buffer.concat([Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x82, 0x84]), Buffer.from(docType), Buffer.alloc(8)]);

describe('sniffVideo', () => {
  it('knows MP4, QuickTime and WebM', () => {
    expect(sniffVideo(box('isom'))).toBe('mp4');
    expect(sniffVideo(box('mp42'))).toBe('mp4');
    expect(sniffVideo(box('qt  '))).toBe('mov');
    expect(sniffVideo(ebml('webm'))).toBe('webm');
  });

  it('knows AVI (RIFF…AVI ) and an MPEG program stream (pack header 00 00 01 BA)', () => {
    expect(sniffVideo(Buffer.concat([Buffer.from('RIFF'), Buffer.from([0x24, 0, 0, 0]), Buffer.from('AVI LIST')]))).toBe('avi');
    expect(sniffVideo(Buffer.from([0, 0, 1, 0xba, 0x44, 0, 4, 0, 4, 1]))).toBe('mpg');
  });

  it('refuses other RIFF files (WAV) and other MPEG start codes', () => {
    expect(sniffVideo(Buffer.concat([Buffer.from('RIFF'), Buffer.from([0x24, 0, 0, 0]), Buffer.from('WAVEfmt ')]))).toBeNull();
    expect(sniffVideo(Buffer.from([0, 0, 1, 0xb3, 0, 0, 0, 0]))).toBeNull();
  });

  it('refuses HEIC and AVIF images, which share the MP4 container', () => {
    for (const brand of ['heic', 'heix', 'mif1', 'avif', 'avis']) expect(sniffVideo(box(brand))).toBeNull();
  });

  it('refuses Matroska that is not WebM, images, text and short files', () => {
    expect(sniffVideo(ebml('matroska'))).toBeNull();
    expect(sniffVideo(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46, 0, 1]))).toBeNull();
    expect(sniffVideo(Buffer.from('<html><body>ftyp</body></html>'))).toBeNull();
    expect(sniffVideo(Buffer.from('ftyp'))).toBeNull();
  });
});
