import { describe, expect, it } from 'vitest';
import { parseStockFilters } from '../../../server/contracts/stock.ts';
import {
  contactosLabel,
  controlsFrom,
  diasLabel,
  estadoBadge,
  formatStockDate,
  fullName,
  moreFiltersCount,
  nextSort,
  stockQuery,
  toggleEstado,
  visitasLabel,
  type StockControls,
} from '../../../resources/js/lib/stock-list.ts';
import { applyListChange } from '../../../resources/js/lib/list-change.ts';

const defaults = (): StockControls => controlsFrom(parseStockFilters({}));

describe('the vehicle list query (back-office §2, §7)', () => {
  it('sends nothing for the defaults: estados 1,2, created_at desc, page 1, no search', () => {
    expect(stockQuery(defaults())).toEqual({});
  });

  it('sends only what differs, and the search field only with a text', () => {
    const controls = { ...defaults(), marca: 3, estados: [1, 3] as StockControls['estados'], search_field: 'matricula' as const, search_query: '  1234 ', page: 2 };
    expect(stockQuery(controls)).toEqual({ marca: '3', estados: '1,3', search_field: 'matricula', search_query: '1234', page: '2' });
    expect(stockQuery({ ...defaults(), search_field: 'color', search_query: '   ' })).toEqual({});
    expect(stockQuery({ ...defaults(), historial: 'km_sin_explicar' })).toEqual({ historial: 'km_sin_explicar' });
  });

  it('sends the order unless it is created_at descending', () => {
    expect(stockQuery({ ...defaults(), sort_by: 'created_at', sort_dir: 'asc' })).toEqual({ sort_by: 'created_at', sort_dir: 'asc' });
    expect(stockQuery({ ...defaults(), sort_by: 'nombre', sort_dir: 'desc' })).toEqual({ sort_by: 'nombre', sort_dir: 'desc' });
  });

  it('round-trips through the server parser', () => {
    const controls = { ...defaults(), cambio: 2, carroceria: 5, estados: [3] as StockControls['estados'], search_field: 'potencia' as const, search_query: '150', sort_by: 'activo' as const, sort_dir: 'asc' as const };
    expect(controlsFrom(parseStockFilters(stockQuery(controls)))).toEqual(controls);
  });

  it('starts the search selector on nombre when the server has no field', () => {
    expect(defaults().search_field).toBe('nombre');
    expect(controlsFrom(parseStockFilters({ search_field: 'color', search_query: 'rojo' })).search_field).toBe('color');
  });
});

describe('changes and sorting', () => {
  it('sends any change but a page change back to page 1', () => {
    const onPage3 = { ...defaults(), page: 3 };
    expect(applyListChange(onPage3, { marca: 4 }).page).toBe(1);
    expect(applyListChange(onPage3, { page: 5 }).page).toBe(5);
  });

  it('sorts a new column ascending first, then toggles', () => {
    const first = nextSort({ sort_by: 'created_at', sort_dir: 'desc' }, 'nombre');
    expect(first).toEqual({ sort_by: 'nombre', sort_dir: 'asc' });
    const second = nextSort(first, 'nombre');
    expect(second).toEqual({ sort_by: 'nombre', sort_dir: 'desc' });
    expect(nextSort(second, 'nombre')).toEqual({ sort_by: 'nombre', sort_dir: 'asc' });
    expect(nextSort({ sort_by: 'created_at', sort_dir: 'desc' }, 'created_at')).toEqual({ sort_by: 'created_at', sort_dir: 'asc' });
  });

  it('switches a state on and off but never the last one', () => {
    expect(toggleEstado([1, 2], 3)).toEqual([1, 2, 3]);
    expect(toggleEstado([1, 2], 1)).toEqual([2]);
    expect(toggleEstado([2], 2)).toEqual([2]);
  });

  it('counts the filters behind "Más filtros"', () => {
    expect(moreFiltersCount(defaults())).toBe(0);
    expect(moreFiltersCount({ ...defaults(), marca: 1, combustible: 2, estados: [3] })).toBe(3);
    expect(moreFiltersCount({ ...defaults(), historial: 'a_vigilar' })).toBe(1);
  });
});

describe('what a row shows', () => {
  it('colours the states and calls any other one Desconocido', () => {
    expect(estadoBadge(1)).toEqual({ label: 'NORMAL', tone: 'green' });
    expect(estadoBadge(2)).toEqual({ label: 'RESERVADO', tone: 'yellow' });
    expect(estadoBadge(3)).toEqual({ label: 'VENDIDO', tone: 'red' });
    expect(estadoBadge(7)).toEqual({ label: 'Desconocido', tone: 'grey' });
  });

  it('dates in es-ES on the Canary Islands day, and counts in Spanish', () => {
    expect(formatStockDate('2026-03-05T23:30:00Z')).toBe('05/03/2026');
    expect(formatStockDate('2026-07-05T23:30:00Z')).toBe('06/07/2026');
    expect(diasLabel(1)).toBe('1 día');
    expect(diasLabel(1234)).toBe('1.234 días');
    expect(visitasLabel(1041)).toBe('1.041 visitas');
    expect(visitasLabel(1)).toBe('1 visita');
    expect(contactosLabel(0)).toBe('0 contactos');
  });

  it('names a car by brand, model and version', () => {
    expect(fullName({ marca: { id: 1, nombre: 'BMW' }, modelo: { id: 2, nombre: 'Serie 3' }, nombre: '320d M Sport' })).toBe('BMW Serie 3 320d M Sport');
  });
});
