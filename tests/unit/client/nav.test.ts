import { describe, expect, it } from 'vitest';
import { isCurrentLink, isInternalHref } from '../../../resources/js/lib/nav.ts';
import { telHref } from '../../../server/contracts/site.ts';

describe('navigation helpers', () => {
  it('marks the current menu entry, telling the sold view apart', () => {
    expect(isCurrentLink('/', '/')).toBe(true);
    expect(isCurrentLink('/', '/buscar')).toBe(false);
    expect(isCurrentLink('/buscar', '/buscar?marcas=3&page=2')).toBe(true);
    expect(isCurrentLink('/buscar', '/buscar?vendidos=1')).toBe(false);
    expect(isCurrentLink('/buscar?vendidos=1', '/buscar?vendidos=1&page=2')).toBe(true);
  });

  it('routes only same-site paths through Inertia', () => {
    expect(isInternalHref('/buscar')).toBe(true);
    expect(isInternalHref('//evil.example')).toBe(false);
    expect(isInternalHref('https://example.com')).toBe(false);
  });

  it('builds international tel: links', () => {
    expect(telHref('928 472 130')).toBe('tel:+34928472130');
  });
});
