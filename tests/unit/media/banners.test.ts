import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { listFiles, sampleImage, useTemporaryStorage } from './fixtures.ts';

const storageDir = useTemporaryStorage();

const { bannerImage, deleteBannerFiles, processBannerImage } = await import('../../../server/media/banners.ts');
const { MediaError } = await import('../../../server/media/errors.ts');
const { BANNER_WIDTHS, bannerPaths, storagePath } = await import('../../../server/media/storage.ts');

describe('processBannerImage', () => {
  it('writes the JPEG (≤1920 px) and every WebP width, and returns the JPEG path', async () => {
    const result = await processBannerImage(await sampleImage(2560, 1024, 'png'), 3);
    expect(result).toEqual({ path: 'banners/3.jpg' });
    expect(await sharp(storagePath('banners/3.jpg')).metadata()).toMatchObject({ format: 'jpeg', width: 1920, height: 768 });
    for (const width of BANNER_WIDTHS) {
      expect(await sharp(storagePath(bannerPaths(3).responsive(width))).metadata()).toMatchObject({ format: 'webp', width });
    }
    expect(listFiles(storageDir).filter((file) => file.endsWith('.tmp'))).toEqual([]);
  });

  it('rejects a non-image on the banner image field', async () => {
    const error: unknown = await processBannerImage(Buffer.from('%PDF-1.7 not an image'), 4).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(MediaError);
    expect(error).toMatchObject({ code: 'unsupported_format', field: 'image_path', message: 'Formato de imagen no admitido. Usa JPEG, PNG o WebP.' });
    expect(listFiles(storageDir).some((file) => file.startsWith('banners/4'))).toBe(false);
  });

  it('deletes every variant', async () => {
    await processBannerImage(await sampleImage(1920, 768), 5);
    await deleteBannerFiles(bannerPaths(5));
    expect(listFiles(storageDir).some((file) => file.startsWith('banners/5'))).toBe(false);
  });

  it('builds the public URL and srcset of the image a row names: the seed’s, or an upload’s own', () => {
    expect(bannerImage('banners/3.jpg')).toEqual({
      url: '/storage/banners/3.jpg',
      srcset: '/storage/banners/3-768.webp 768w, /storage/banners/3-1280.webp 1280w, /storage/banners/3-1920.webp 1920w',
    });
    expect(bannerImage('banners/3-0123456789abcdef.jpg')).toEqual({
      url: '/storage/banners/3-0123456789abcdef.jpg',
      srcset: '/storage/banners/3-0123456789abcdef-768.webp 768w, /storage/banners/3-0123456789abcdef-1280.webp 1280w, /storage/banners/3-0123456789abcdef-1920.webp 1920w',
    });
    for (const name of [null, 'banners/3.png', 'banners/3-XYZ.jpg', '../banners/3.jpg', 'vehiculos/compressed/3.jpg']) expect(bannerImage(name)).toBeNull();
  });
});
