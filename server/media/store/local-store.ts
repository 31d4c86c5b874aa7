import { createReadStream } from 'node:fs';
import { access, copyFile, link, mkdir, readdir, readFile, rename, rmdir, stat, unlink } from 'node:fs/promises';
import path from 'node:path';
import express from 'express';
import { assertRelPath, writeFileAtomic } from '../storage.ts';
import type { MediaStore, ServeOptions, StoredKey } from './media-store.ts';

const missing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

/** Media as files under one directory (STORAGE_DIR), each written to a temp file and renamed over its target. */
export class LocalStore implements MediaStore {
  readonly driver = 'local';

  constructor(readonly root: string) {}

  /** The absolute path of a key. */
  pathOf(key: string): string {
    return path.join(this.root, ...assertRelPath(key).split('/'));
  }

  async put(key: string, data: Buffer): Promise<void> {
    await writeFileAtomic(this.pathOf(key), data);
  }

  /** Moves `file` into place when it is on the same file system (an upload's temp file is), else copies it. */
  async putFile(key: string, file: string): Promise<void> {
    const target = this.pathOf(key);
    await mkdir(path.dirname(target), { recursive: true });
    await rename(file, target).catch((error: NodeJS.ErrnoException) => {
      if (error.code !== 'EXDEV') throw error;
      return writeFileAtomic(target, createReadStream(file));
    });
  }

  async read(key: string): Promise<Buffer | null> {
    return readFile(this.pathOf(key)).catch((error: unknown) => {
      if (missing(error)) return null;
      throw error;
    });
  }

  async exists(key: string): Promise<boolean> {
    return access(this.pathOf(key)).then(
      () => true,
      () => false,
    );
  }

  /**
   * Deletes the files, then the emptied folders of one item (named by its id: imports/12/); the
   * shared folders (vehiculos/thumbs…) stay, so no writer ever finds its folder gone.
   */
  async remove(keys: readonly string[]): Promise<void> {
    await Promise.all(
      keys.map((key) =>
        unlink(this.pathOf(key)).catch((error: unknown) => {
          if (!missing(error)) throw error;
        }),
      ),
    );
    const folders = new Set(keys.filter((key) => /\/\d+\/[^/]+$/.test(key)).map((key) => path.dirname(this.pathOf(key))));
    await Promise.all([...folders].map((folder) => rmdir(folder).catch(() => undefined)));
  }

  async copy(from: string, to: string): Promise<void> {
    const target = this.pathOf(to);
    await mkdir(path.dirname(target), { recursive: true });
    // A hard link shares the bytes: objects are never changed in place, only replaced by rename.
    await link(this.pathOf(from), target).catch(async (error: NodeJS.ErrnoException) => {
      if (error.code !== 'EEXIST') await copyFile(this.pathOf(from), target);
    });
  }

  async list(prefix: string): Promise<StoredKey[]> {
    const dir = this.pathOf(prefix.replace(/\/$/, ''));
    const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch((error: unknown) => {
      if (missing(error)) return [];
      throw error;
    });
    const files = entries.filter((entry) => entry.isFile() && !entry.name.startsWith('.')).map((entry) => path.join(entry.parentPath, entry.name));
    return Promise.all(files.map(async (file) => ({ key: path.relative(this.root, file).split(path.sep).join('/'), modified: (await stat(file)).mtime })));
  }

  /** A hard link when the file system allows it (objects are never changed in place), else a copy. */
  async getFile(key: string, file: string): Promise<boolean> {
    if (!(await this.exists(key))) return false;
    await link(this.pathOf(key), file).catch(async (error: NodeJS.ErrnoException) => {
      if (error.code !== 'EXDEV' && error.code !== 'EPERM') throw error;
      await copyFile(this.pathOf(key), file);
    });
    return true;
  }

  serve(prefix: string, options: ServeOptions) {
    const dir = prefix.replace(/\/$/, '');
    return express.static(this.pathOf(dir), {
      index: false,
      dotfiles: 'ignore',
      cacheControl: false,
      fallthrough: options.fallthrough,
      setHeaders: (res, file) => res.setHeader('Cache-Control', options.cacheControl(res, `${dir}/${path.relative(this.pathOf(dir), file).split(path.sep).join('/')}`)),
    });
  }
}
