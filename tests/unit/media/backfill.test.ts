import { existsSync, rmSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { sampleImage, useTemporaryStorage } from './fixtures.ts';

useTemporaryStorage();

const { backfillPhotoVariants } = await import('../../../server/media/backfill.ts');
const { processVehiclePhoto } = await import('../../../server/media/photos.ts');
const { storagePath, vehiclePhotoPaths } = await import('../../../server/media/storage.ts');

describe('backfillPhotoVariants', () => {
  it('rebuilds the AVIF and share variants a photo processed before them lacks, once', async () => {
    await processVehiclePhoto(await sampleImage(1200, 800), 41);
    await processVehiclePhoto(await sampleImage(1200, 800), 42);
    const paths = vehiclePhotoPaths(41);
    const later = [paths.share, paths.responsive(480, 'avif'), paths.responsive(960, 'avif')].map(storagePath);
    for (const file of later) rmSync(file);

    const errors: number[] = [];
    expect(await backfillPhotoVariants([41, 42], (id) => errors.push(id))).toBe(1);
    expect(later.every((file) => existsSync(file))).toBe(true);
    expect(await backfillPhotoVariants([41, 42], (id) => errors.push(id))).toBe(0);
    expect(errors).toEqual([]);
  });

  it('leaves alone a photo whose compressed JPEG is gone', async () => {
    expect(await backfillPhotoVariants([99], () => undefined)).toBe(0);
    expect(existsSync(storagePath(vehiclePhotoPaths(99).share))).toBe(false);
  });
});
