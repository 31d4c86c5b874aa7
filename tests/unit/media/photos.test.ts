import { existsSync, statSync } from 'node:fs';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { listFiles, pngClaiming, sampleImage, topRedBottomBlue, useTemporaryStorage } from './fixtures.ts';

const storageDir = useTemporaryStorage();

const { env } = await import('../../../server/config/env.ts');
const { deleteVehiclePhotoFiles, MediaError, photoImage, photoShareUrl, photoSrcset, photoUrls, photoWidths, processVehiclePhoto, vehiclePhotoFiles } =
  await import('../../../server/media/photos.ts');
const { PHOTO_WIDTHS, storagePath, vehiclePhotoPaths } = await import('../../../server/media/storage.ts');

let nextId = 1;

/** Whether an EXIF block points to a GPS directory (tag 0x8825, either byte order). */
function hasGpsDirectory(exif: Buffer | undefined): boolean {
  return !!exif && (exif.includes(Buffer.from([0x88, 0x25])) || exif.includes(Buffer.from([0x25, 0x88])));
}

async function variants(photoId: number) {
  const paths = vehiclePhotoPaths(photoId);
  return {
    compressed: await sharp(storagePath(paths.compressed)).metadata(),
    thumb: await sharp(storagePath(paths.thumb)).metadata(),
    share: await sharp(storagePath(paths.share)).metadata(),
    responsive: PHOTO_WIDTHS.map((width) => storagePath(paths.responsive(width))),
    avif: PHOTO_WIDTHS.map((width) => storagePath(paths.responsive(width, 'avif'))),
  };
}

async function rejection(input: Buffer, photoId: number): Promise<InstanceType<typeof MediaError>> {
  const error: unknown = await processVehiclePhoto(input, photoId).then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(MediaError);
  return error as InstanceType<typeof MediaError>;
}

describe('processVehiclePhoto', () => {
  it('uses the temporary storage directory', () => {
    expect(env().storageDir).toBe(storageDir);
  });

  it.each(['jpeg', 'png', 'webp'] as const)('accepts %s and writes every variant', async (format) => {
    const id = nextId++;
    const size = await processVehiclePhoto(await sampleImage(2400, 1600, format), id);

    expect(size).toEqual({ width: 1920, height: 1280 });
    const { compressed, thumb, share, responsive, avif } = await variants(id);
    expect(compressed).toMatchObject({ format: 'jpeg', width: 1920, height: 1280 });
    expect(thumb).toMatchObject({ format: 'jpeg', width: 480, height: 320 });
    expect(share).toMatchObject({ format: 'jpeg', width: 1200, height: 630 });
    for (const [index, file] of responsive.entries()) {
      const meta = await sharp(file).metadata();
      expect(meta).toMatchObject({ format: 'webp', width: PHOTO_WIDTHS[index], height: Math.round((PHOTO_WIDTHS[index]! * 2) / 3) });
    }
    for (const [index, file] of avif.entries()) {
      const meta = await sharp(file).metadata();
      expect(meta).toMatchObject({ format: 'heif', compression: 'av1', width: PHOTO_WIDTHS[index], height: Math.round((PHOTO_WIDTHS[index]! * 2) / 3) });
    }
  });

  it('writes AVIF variants smaller than the WebP ones of the same width', async () => {
    const id = nextId++;
    await processVehiclePhoto(await sampleImage(1600, 1067), id);
    const paths = vehiclePhotoPaths(id);
    for (const width of PHOTO_WIDTHS) {
      const webp = statSync(storagePath(paths.responsive(width, 'webp'))).size;
      const avif = statSync(storagePath(paths.responsive(width, 'avif'))).size;
      expect(avif, `${width} px`).toBeLessThan(webp);
    }
  });

  it('crops the share image to fill 1200×630, enlarging a small photo', async () => {
    const id = nextId++;
    await processVehiclePhoto(await topRedBottomBlue(400, 600).then((image) => image.jpeg().toBuffer()), id);
    const file = storagePath(vehiclePhotoPaths(id).share);
    expect(await sharp(file).metadata()).toMatchObject({ format: 'jpeg', width: 1200, height: 630 });
    // A centred crop of a portrait photo: the middle band, where red meets blue.
    const { data } = await sharp(file).raw().toBuffer({ resolveWithObject: true });
    const pixel = (y: number) => [...data.subarray(y * 1200 * 3 + 600 * 3, y * 1200 * 3 + 600 * 3 + 3)];
    expect(pixel(20)[0]).toBeGreaterThan(200);
    expect(pixel(610)[2]).toBeGreaterThan(200);
  });

  it('flattens transparency onto white and accepts greyscale, 16-bit and CMYK inputs', async () => {
    const halfRed = sharp({ create: { width: 800, height: 600, channels: 4, background: { r: 200, g: 30, b: 40, alpha: 0.5 } } });
    const inputs = [
      await halfRed.clone().png().toBuffer(),
      await halfRed.clone().toColourspace('grey16').png().toBuffer(),
      await halfRed.clone().toColourspace('rgb16').png().toBuffer(),
      await halfRed.clone().flatten().toColourspace('cmyk').jpeg().toBuffer(),
    ];
    const ids = inputs.map(() => nextId++);
    for (const [index, input] of inputs.entries()) {
      expect(await processVehiclePhoto(input, ids[index]!)).toEqual({ width: 800, height: 600 });
      expect((await variants(ids[index]!)).compressed).toMatchObject({ channels: 3, space: 'srgb' });
    }
    const { channels } = await sharp(storagePath(vehiclePhotoPaths(ids[0]!).compressed)).stats();
    expect(channels.map((channel) => Math.round(channel.mean))).toEqual([227, 142, 147].map((value) => expect.closeTo(value, -1)));
  });

  it('writes a progressive compressed JPEG', async () => {
    const id = nextId++;
    await processVehiclePhoto(await sampleImage(1600, 1067), id);
    const { compressed } = await variants(id);
    expect(compressed.isProgressive).toBe(true);
  });

  it('keeps a portrait photo at most 1920 px wide and never enlarges it', async () => {
    const big = nextId++;
    expect(await processVehiclePhoto(await sampleImage(3000, 4000), big)).toEqual({ width: 1920, height: 2560 });
    const small = nextId++;
    expect(await processVehiclePhoto(await sampleImage(1000, 750), small)).toEqual({ width: 1000, height: 750 });
    expect((await variants(small)).compressed.width).toBe(1000);
  });

  it('skips responsive widths wider than the photo but always writes the smallest', async () => {
    const mid = nextId++;
    await processVehiclePhoto(await sampleImage(1000, 750), mid);
    const midFiles = await variants(mid);
    expect(midFiles.responsive.map((file) => existsSync(file))).toEqual([true, true, false]);
    expect(midFiles.avif.map((file) => existsSync(file))).toEqual([true, true, false]);

    const tiny = nextId++;
    await processVehiclePhoto(await sampleImage(300, 200), tiny);
    const tinyFiles = await variants(tiny);
    const [smallest, ...rest] = tinyFiles.responsive;
    expect(await sharp(smallest).metadata()).toMatchObject({ width: 480, height: 320 });
    expect(await sharp(tinyFiles.avif[0]).metadata()).toMatchObject({ width: 480, height: 320 });
    expect([...rest, ...tinyFiles.avif.slice(1)].map((file) => existsSync(file))).toEqual([false, false, false, false]);
  });

  it('rotates by the EXIF orientation, then strips EXIF, GPS and all other metadata', async () => {
    const source = await topRedBottomBlue(600, 400);
    const input = await source
      .jpeg()
      .withMetadata({ orientation: 6 })
      .withExifMerge({
        IFD0: { Make: 'Canon', Model: 'EOS R5' },
        IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '28/1 6/1 0/1', GPSLongitudeRef: 'W', GPSLongitude: '15/1 25/1 0/1' },
      })
      .toBuffer();
    const inputMeta = await sharp(input).metadata();
    expect(inputMeta.orientation).toBe(6);
    expect(inputMeta.exif?.toString('latin1')).toContain('Canon');
    expect(hasGpsDirectory(inputMeta.exif)).toBe(true);

    const id = nextId++;
    expect(await processVehiclePhoto(input, id)).toEqual({ width: 400, height: 600 });

    const paths = vehiclePhotoPaths(id);
    for (const relPath of [paths.compressed, paths.thumb, paths.share, paths.responsive(480), paths.responsive(480, 'avif')]) {
      const meta = await sharp(storagePath(relPath)).metadata();
      expect(meta.exif).toBeUndefined();
      expect(hasGpsDirectory(meta.exif)).toBe(false);
      expect(meta.icc).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
      expect(meta.iptc).toBeUndefined();
      expect(meta.orientation).toBeUndefined();
    }
    // Orientation 6 turns the stored image 90° clockwise: the red top half ends up on the right.
    const { data, info } = await sharp(storagePath(paths.compressed)).raw().toBuffer({ resolveWithObject: true });
    const pixel = (x: number, y: number) => [...data.subarray((y * info.width + x) * 3, (y * info.width + x) * 3 + 3)];
    const [rightR, , rightB] = pixel(info.width - 20, info.height / 2);
    const [leftR, , leftB] = pixel(20, info.height / 2);
    expect(rightR).toBeGreaterThan(200);
    expect(rightB).toBeLessThan(60);
    expect(leftB).toBeGreaterThan(200);
    expect(leftR).toBeLessThan(60);
  });

  it('rejects a text file renamed .jpg by its content, with a Spanish message on the photos field', async () => {
    const id = nextId++;
    const error = await rejection(Buffer.from('Esto no es una foto, es un fichero de texto.\n'), id);
    expect(error.code).toBe('unsupported_format');
    expect(error.message).toBe('Formato de imagen no admitido. Usa JPEG, PNG o WebP.');
    expect(error.field).toBe('fotos');
    expect(error.status).toBe(422);
    expect(error.fields).toEqual({ fotos: ['Formato de imagen no admitido. Usa JPEG, PNG o WebP.'] });
    expect(error.name).toBe('MediaError');
    expect(existsSync(storagePath(vehiclePhotoPaths(id).compressed))).toBe(false);
  });

  it('rejects real images in other formats (GIF, SVG)', async () => {
    expect((await rejection(await sampleImage(200, 100, 'gif'), nextId++)).code).toBe('unsupported_format');
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>');
    expect((await rejection(svg, nextId++)).code).toBe('unsupported_format');
  });

  it('rejects an image over the pixel cap before decoding it', async () => {
    const id = nextId++;
    const error = await rejection(await pngClaiming(10_000, 10_000), id);
    expect(error.code).toBe('too_many_pixels');
    expect(error.message).toMatch(/demasiado grande/);
    expect(existsSync(storagePath(vehiclePhotoPaths(id).thumb))).toBe(false);
  });

  it('rejects a truncated JPEG as unreadable', async () => {
    const whole = await sampleImage(1200, 800);
    const error = await rejection(whole.subarray(0, Math.floor(whole.length / 2)), nextId++);
    expect(error.code).toBe('unreadable');
  });

  it('refuses ids that are not positive integers before touching the disk', async () => {
    const input = await sampleImage(600, 400);
    for (const id of [0, -3, 1.5, Number.NaN]) {
      await expect(processVehiclePhoto(input, id)).rejects.toThrow(TypeError);
    }
  });

  it('leaves no temporary files behind', () => {
    expect(listFiles(storageDir).filter((file) => /(^|\/)\.|\.tmp$/.test(file))).toEqual([]);
  });

  it('deletes every variant of a photo, and tolerates deleting twice', async () => {
    const id = nextId++;
    await processVehiclePhoto(await sampleImage(2000, 1300), id);
    const before = listFiles(storageDir).filter((file) => new RegExp(`/${id}(-\\d+)?\\.(jpg|webp|avif)$`).test(file));
    expect(before.sort()).toEqual(vehiclePhotoFiles(id, 1920).sort());
    expect(before).toHaveLength(9);

    await deleteVehiclePhotoFiles(id);
    await deleteVehiclePhotoFiles(id);
    expect(listFiles(storageDir).filter((file) => before.includes(file))).toEqual([]);
  });
});

describe('photo URLs', () => {
  it('builds the public URLs of the compressed photo and its thumbnail', () => {
    expect(photoUrls(12)).toEqual({ url: '/storage/vehiculos/compressed/12.jpg', thumbUrl: '/storage/vehiculos/thumbs/12.jpg' });
  });

  it('lists in the srcset only the widths that exist for the photo width', () => {
    expect(photoSrcset(12, 1920)).toBe(
      '/storage/vehiculos/responsive/12-480.webp 480w, /storage/vehiculos/responsive/12-960.webp 960w, /storage/vehiculos/responsive/12-1600.webp 1600w',
    );
    expect(photoSrcset(12, 1000)).toBe('/storage/vehiculos/responsive/12-480.webp 480w, /storage/vehiculos/responsive/12-960.webp 960w');
    expect(photoSrcset(12, 300)).toBe('/storage/vehiculos/responsive/12-480.webp 480w');
    expect(photoWidths(1600)).toEqual([480, 960, 1600]);
  });

  it('gives a photo image its AVIF and WebP srcsets at the same widths', () => {
    expect(photoImage({ id: 7, width: 1000, height: 750 })).toEqual({
      id: 7,
      url: '/storage/vehiculos/compressed/7.jpg',
      thumbUrl: '/storage/vehiculos/thumbs/7.jpg',
      width: 1000,
      height: 750,
      srcset: '/storage/vehiculos/responsive/7-480.webp 480w, /storage/vehiculos/responsive/7-960.webp 960w',
      avifSrcset: '/storage/vehiculos/responsive/7-480.avif 480w, /storage/vehiculos/responsive/7-960.avif 960w',
    });
  });

  it('builds the public URL of the share image', () => {
    expect(photoShareUrl(12)).toBe('/storage/vehiculos/og/12.jpg');
  });

  it('lists the files of a processed photo for its width', () => {
    expect(vehiclePhotoFiles(5, 1000)).toEqual([
      'vehiculos/compressed/5.jpg',
      'vehiculos/thumbs/5.jpg',
      'vehiculos/og/5.jpg',
      'vehiculos/responsive/5-480.webp',
      'vehiculos/responsive/5-480.avif',
      'vehiculos/responsive/5-960.webp',
      'vehiculos/responsive/5-960.avif',
    ]);
  });
});
