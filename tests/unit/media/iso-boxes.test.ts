/**
 * L6 of the security review: an MP4 or MOV is accepted for its box structure, not its first 12
 * bytes: boxes whose sizes chain exactly to the end of the file, and a 'moov' with its header
 * ('mvhd') and a track.
 */
import { describe, expect, it } from 'vitest';
import { isoBoxesValid } from '../../../server/media/iso-boxes.ts';
import { ftypThenJunk, minimalMp4 } from '../../support/video-fixtures.ts';

const reader = (file: Buffer) => ({ size: file.length, read: async (position: number, length: number) => file.subarray(position, position + length) });
const valid = (file: Buffer) => isoBoxesValid(reader(file));

describe('isoBoxesValid', () => {
  it('takes a complete MP4 and a QuickTime file', async () => {
    expect(await valid(minimalMp4())).toBe(true);
    expect(await valid(minimalMp4('qt  '))).toBe(true);
  });

  it('takes a last mdat of size 0 (to the end of the file) and a 64-bit box size', async () => {
    const open = Buffer.concat([minimalMp4().subarray(0, -8), Buffer.from([0, 0, 0, 0]), Buffer.from('mdat'), Buffer.alloc(32)]);
    expect(await valid(open)).toBe(true);
    const large = Buffer.concat([minimalMp4().subarray(0, -8), Buffer.from([0, 0, 0, 1]), Buffer.from('mdat'), Buffer.from([0, 0, 0, 0, 0, 0, 0, 24]), Buffer.alloc(8)]);
    expect(await valid(large)).toBe(true);
  });

  it('refuses a valid ftyp followed by junk', async () => {
    expect(await valid(ftypThenJunk())).toBe(false);
  });

  it('refuses a file without moov, a moov without its header or track, and boxes past the end', async () => {
    const mp4 = minimalMp4();
    const withoutMoov = Buffer.concat([mp4.subarray(0, 24), mp4.subarray(-8)]);
    expect(await valid(withoutMoov)).toBe(false);
    const emptyMoov = Buffer.concat([mp4.subarray(0, 24), Buffer.from([0, 0, 0, 8]), Buffer.from('moov'), mp4.subarray(-8)]);
    expect(await valid(emptyMoov)).toBe(false);
    expect(await valid(mp4.subarray(0, -3))).toBe(false);
    expect(await valid(Buffer.concat([mp4, Buffer.from('extra')]))).toBe(false);
  });

  it('refuses a box smaller than its header and a type that is not four printable characters', async () => {
    const mp4 = minimalMp4();
    const tiny = Buffer.from(mp4);
    tiny.writeUInt32BE(4, mp4.length - 8);
    expect(await valid(tiny)).toBe(false);
    const binaryType = Buffer.from(mp4);
    binaryType.write('\u0001\u0002\u0003\u0004', mp4.length - 4, 'latin1');
    expect(await valid(binaryType)).toBe(false);
  });
});
