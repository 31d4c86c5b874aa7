import { readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';

/**
 * Removes the entries of a local folder (files or folders) last written over `maxAgeMs` before
 * `now`: what a process that died mid-task left behind in a working folder of its own. A folder
 * that does not exist holds nothing. Returns how many went.
 */
export async function removeStaleEntries(dir: string, maxAgeMs: number, now = Date.now()): Promise<number> {
  let removed = 0;
  for (const name of await readdir(dir).catch(() => [] as string[])) {
    const entry = path.join(dir, name);
    const info = await stat(entry).catch(() => null);
    if (!info || now - info.mtimeMs <= maxAgeMs) continue;
    await rm(entry, { recursive: true, force: true });
    removed++;
  }
  return removed;
}
