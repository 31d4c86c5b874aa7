import { describe, expect, it } from 'vitest';
import { pageNumber, paginate } from '../../../server/lib/pagination.ts';

const labels = (total: number, page: number) =>
  paginate([], { total, page, perPage: 10, url: '/buscar?marcas=3&page=9' }).links.map((link) => link.label);

describe('paginate', () => {
  it('builds Previo, the page window with ellipses, and Siguiente', () => {
    expect(labels(200, 10)).toEqual(['Previo', '1', '...', '8', '9', '10', '11', '12', '...', '20', 'Siguiente']);
    expect(labels(30, 1)).toEqual(['Previo', '1', '2', '3', 'Siguiente']);
  });

  it('keeps the other query parameters, drops page=1, and disables the ends', () => {
    const { links } = paginate([], { total: 30, page: 1, perPage: 10, url: '/buscar?marcas=3&page=9' });
    expect(links[0]).toEqual({ url: null, label: 'Previo', active: false });
    expect(links[1]).toEqual({ url: '/buscar?marcas=3', label: '1', active: true });
    expect(links[2]?.url).toBe('/buscar?marcas=3&page=2');
  });

  it('has a single page for an empty list', () => {
    const result = paginate([], { total: 0, page: 1, perPage: 10, url: '/buscar' });
    expect(result).toMatchObject({ current_page: 1, last_page: 1, total: 0 });
    expect(result.links).toHaveLength(3);
  });
});

describe('pageNumber', () => {
  it.each([
    ['3', 3],
    ['0', 1],
    ['-2', 1],
    ['abc', 1],
    [undefined, 1],
    [['2', '5'], 2],
    ['99999999999', 1_000_000],
  ])('reads %j as page %i', (raw, expected) => {
    expect(pageNumber(raw)).toBe(expected);
  });
});
