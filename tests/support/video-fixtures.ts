/**
 * The smallest files the server takes as MP4 or QuickTime: an 'ftyp' box, a 'moov' box with its
 * 'mvhd' header and one 'trak', then an empty 'mdat' — every box's size covering the file.
 */
const box = (type: string, ...children: Buffer[]) => {
  const body = Buffer.concat(children);
  const size = Buffer.alloc(4);
  size.writeUInt32BE(8 + body.length);
  return Buffer.concat([size, Buffer.from(type, 'latin1'), body]);
};

export function minimalMp4(brand = 'isom'): Buffer {
  return Buffer.concat([
    box('ftyp', Buffer.from(brand, 'latin1'), Buffer.from([0, 0, 2, 0]), Buffer.from(`${brand}iso2`, 'latin1')),
    box('moov', box('mvhd', Buffer.alloc(100)), box('trak', box('tkhd', Buffer.alloc(84)))),
    box('mdat'),
  ]);
}

/** A valid 'ftyp' header followed by bytes that are no box structure. */
export function ftypThenJunk(): Buffer {
  return Buffer.concat([minimalMp4().subarray(0, 24), Buffer.from('<?php echo "no soy un vídeo"; ?>'.repeat(4))]);
}
