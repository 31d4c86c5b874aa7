import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { listFiles, useTemporaryStorage } from './fixtures.ts';

const storageDir = useTemporaryStorage();

const storage = await import('../../../server/media/storage.ts');
const { assertRelPath, bannerPaths, publicUrl, removeStorageFiles, storagePath, vehiclePhotoPaths, writeFileAtomic, writeStorageFiles } = storage;

const leftovers = () => listFiles(storageDir).filter((file) => /\.tmp$/.test(file));

describe('storage paths', () => {
  it('lays out vehicle photos and banners under fixed folders', () => {
    const photo = vehiclePhotoPaths(12);
    expect([photo.compressed, photo.thumb, photo.share, photo.responsive(960), photo.responsive(480, 'avif')]).toEqual([
      'vehiculos/compressed/12.jpg',
      'vehiculos/thumbs/12.jpg',
      'vehiculos/og/12.jpg',
      'vehiculos/responsive/12-960.webp',
      'vehiculos/responsive/12-480.avif',
    ]);
    const banner = bannerPaths(3);
    expect([banner.jpg, banner.responsive(1280)]).toEqual(['banners/3.jpg', 'banners/3-1280.webp']);
    const upload = bannerPaths(3, '0123456789abcdef');
    expect([upload.jpg, upload.responsive(768)]).toEqual(['banners/3-0123456789abcdef.jpg', 'banners/3-0123456789abcdef-768.webp']);
    expect(() => bannerPaths(3, '../x')).toThrow(TypeError);
    expect(storage.PHOTO_WIDTHS).toEqual([480, 960, 1600]);
    expect(storage.BANNER_WIDTHS).toEqual([768, 1280, 1920]);
  });

  it('maps relative paths to the storage directory and to /storage URLs', () => {
    expect(storagePath('vehiculos/thumbs/12.jpg')).toBe(path.join(storageDir, 'vehiculos', 'thumbs', '12.jpg'));
    expect(publicUrl('vehiculos/thumbs/12.jpg')).toBe('/storage/vehiculos/thumbs/12.jpg');
  });

  it.each(['../etc/passwd', '/etc/passwd', 'vehiculos/../../x.jpg', 'a//b.jpg', 'a\\b.jpg', '', '.hidden', 'a/b.jpg/', 'a b.jpg', 'x.jpg?y=1'])(
    'rejects the unsafe path %j',
    (relPath) => {
      expect(() => assertRelPath(relPath)).toThrow(TypeError);
      expect(() => storagePath(relPath)).toThrow(TypeError);
      expect(() => publicUrl(relPath)).toThrow(TypeError);
    },
  );

  it.each([0, -1, 2.5, Number.NaN, Number.POSITIVE_INFINITY, 2 ** 53])('rejects the id %s', (id) => {
    expect(() => vehiclePhotoPaths(id)).toThrow(TypeError);
    expect(() => bannerPaths(id)).toThrow(TypeError);
  });
});

describe('writeFileAtomic', () => {
  it('creates missing folders and replaces an existing file', async () => {
    const target = storagePath('deep/er/file.txt');
    await writeFileAtomic(target, 'first');
    await writeFileAtomic(target, Buffer.from('second'));
    expect(readFileSync(target, 'utf8')).toBe('second');
    expect(leftovers()).toEqual([]);
  });

  it('leaves one complete version when writers race', async () => {
    const target = storagePath('race/file.bin');
    const versions = Array.from({ length: 8 }, (_, i) => Buffer.alloc(256 * 1024, i));
    await Promise.all(versions.map((data) => writeFileAtomic(target, data)));
    const result = readFileSync(target);
    expect(versions.some((data) => data.equals(result))).toBe(true);
    expect(leftovers()).toEqual([]);
  });

  it('removes its temp file when the final rename fails', async () => {
    const target = storagePath('blocked/target');
    mkdirSync(target, { recursive: true });
    writeFileSync(path.join(target, 'keep'), 'x');
    await expect(writeFileAtomic(target, 'data')).rejects.toThrow();
    expect(leftovers()).toEqual([]);
  });
});

describe('writeStorageFiles', () => {
  it('writes every file, or none when one of them fails', async () => {
    await writeStorageFiles([
      { relPath: 'set/a.jpg', data: Buffer.from('a') },
      { relPath: 'set/b.jpg', data: Buffer.from('b') },
    ]);
    expect(listFiles(path.join(storageDir, 'set'))).toEqual(['a.jpg', 'b.jpg']);

    mkdirSync(storagePath('broken/d.jpg'), { recursive: true });
    writeFileSync(path.join(storagePath('broken/d.jpg'), 'keep'), 'x');
    await expect(
      writeStorageFiles([
        { relPath: 'broken/c.jpg', data: Buffer.from('c') },
        { relPath: 'broken/d.jpg', data: Buffer.from('d') },
      ]),
    ).rejects.toMatchObject({ syscall: 'rename' });
    expect(listFiles(path.join(storageDir, 'broken'))).toEqual(['d.jpg/keep']);
    expect(leftovers()).toEqual([]);
  });

  it('removes files by relative path and ignores missing ones', async () => {
    await writeStorageFiles([{ relPath: 'gone/a.jpg', data: Buffer.from('a') }]);
    await removeStorageFiles(['gone/a.jpg', 'gone/never-existed.jpg']);
    expect(listFiles(path.join(storageDir, 'gone'))).toEqual([]);
  });
});
