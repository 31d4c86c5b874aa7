import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { FEED_FIELDS } from '../../../server/contracts/portal-feed.ts';
import { xmlText } from '../../../server/features/portal-feed/feed.formats.ts';

describe('the portal feed format', () => {
  it('is documented in docs/portal-feed.md field by field, in the order the feed writes them', () => {
    const doc = readFileSync('docs/portal-feed.md', 'utf8');
    const rows = FEED_FIELDS.map(([name, meaning]) => `| \`${name}\` | ${meaning} |`);
    const start = doc.indexOf('# Portal feed');
    expect(start).toBeGreaterThanOrEqual(0);
    const section = doc.slice(start);
    for (const row of rows) expect(section).toContain(row);
    expect(rows.map((row) => section.indexOf(row))).toEqual([...rows.map((row) => section.indexOf(row))].sort((a, b) => a - b));
  });

  it('escapes XML text and drops what XML 1.0 forbids (lone surrogates, U+FFFE)', () => {
    expect(xmlText(`A & B <"c"> 'd'`)).toBe('A &amp; B &lt;&quot;c&quot;&gt; &apos;d&apos;');
    expect(xmlText('ok \uD800 \uFFFE 😀')).toBe('ok   😀');
  });
});
