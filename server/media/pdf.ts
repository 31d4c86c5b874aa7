import { open } from 'node:fs/promises';

/** How far from the end a PDF's last '%%EOF' may be (writers add a line end, some a little padding). */
const TAIL_BYTES = 2048;

/**
 * Whether a file is a PDF by its content: it begins with the '%PDF-1.x' or '%PDF-2.x' header and
 * ends with the '%%EOF' marker. Never by its name or the browser's Content-Type.
 */
export async function isPdfFile(file: string): Promise<boolean> {
  const handle = await open(file, 'r');
  try {
    const { size } = await handle.stat();
    const head = Buffer.alloc(8);
    await handle.read(head, 0, head.length, 0);
    if (!/^%PDF-[12]\.\d/.test(head.toString('latin1'))) return false;
    const length = Math.min(TAIL_BYTES, size);
    const tail = Buffer.alloc(length);
    await handle.read(tail, 0, length, size - length);
    return tail.includes('%%EOF', 0, 'latin1');
  } finally {
    await handle.close();
  }
}
