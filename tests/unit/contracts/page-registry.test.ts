import { readdir } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { PAGE_NAMES } from '../../../server/contracts/page-registry.ts';

const PAGES_DIR = fileURLToPath(new URL('../../../resources/js/Pages/', import.meta.url));

describe('the page registry', () => {
  it('names exactly the page files under resources/js/Pages', async () => {
    const files = (await readdir(PAGES_DIR, { recursive: true })).filter((file) => file.endsWith('.tsx'));
    const names = files.map((file) => file.replace(/\\/g, '/').replace(/\.tsx$/, ''));

    expect([...PAGE_NAMES].sort()).toEqual(names.sort());
  });
});
