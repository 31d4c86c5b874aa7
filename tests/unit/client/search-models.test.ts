import { describe, expect, it } from 'vitest';
import { parseModelos } from '../../../resources/js/lib/search-models.ts';

describe('the model lookup answer (GET /list/modelos/{marca_id})', () => {
  it('reads the models', () => {
    expect(parseModelos({ modelos: [{ id: 3, nombre: 'X5' }, { id: 4, nombre: 'Serie 3' }] })).toEqual([
      { id: 3, nombre: 'X5' },
      { id: 4, nombre: 'Serie 3' },
    ]);
  });

  it('drops malformed entries and answers', () => {
    expect(parseModelos({ modelos: [{ id: '3', nombre: 'X5' }, null, { id: 1.5, nombre: 'a' }, { id: 2 }] })).toEqual([]);
    expect(parseModelos({ data: [] })).toEqual([]);
    expect(parseModelos(null)).toEqual([]);
    expect(parseModelos('<html>')).toEqual([]);
  });
});
