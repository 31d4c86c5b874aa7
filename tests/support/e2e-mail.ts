import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';

/** The e2e server's outbox (playwright.config.ts: STORAGE_DIR storage/e2e, no SMTP → .eml files). */
const OUTBOX = path.resolve('storage/e2e/mail');

/**
 * The decoded text of the newest .eml sent to `to` since `since` (quoted-printable soft breaks and
 * escapes undone), the newest that contains `containing` when given.
 */
export async function newestMailTo(to: string, since: number, containing?: string): Promise<string | null> {
  const names = await readdir(OUTBOX).catch(() => [] as string[]);
  const files = await Promise.all(names.filter((name) => name.endsWith('.eml')).map(async (name) => ({ name, time: (await stat(path.join(OUTBOX, name))).mtimeMs })));
  for (const file of files.filter((f) => f.time >= since).sort((a, b) => b.time - a.time)) {
    const raw = await readFile(path.join(OUTBOX, file.name), 'utf8');
    // The To header itself, not a Reply-To naming the same address.
    if (!new RegExp(`^To:[^\\n]*${to.replace(/[.+]/g, '\\$&')}`, 'm').test(raw)) continue;
    const text = raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    if (containing === undefined || text.includes(containing)) return text;
  }
  return null;
}
