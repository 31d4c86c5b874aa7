import { describe, expect, it } from 'vitest';
import type { SearchOptions } from '../../../server/contracts/pages.ts';
import { EMPTY_FILTERS, type SearchFilters } from '../../../server/contracts/search.ts';
import { activeFilterCount, appliedFilters, RANGES, searchHeading } from '../../../server/contracts/search-labels.ts';
import { applyFilterChange, clearFilters, hasMoreFilters, moveThumb, rangeChange, searchUrl, sliderBounds, thumbPositions } from '../../../resources/js/lib/search.ts';
import { translator } from '../../../server/i18n/index.ts';

const spanish = translator('es');

const filters = (change: Partial<SearchFilters> = {}): SearchFilters => ({ ...EMPTY_FILTERS, ...change });

describe('a filter change (spec §4)', () => {
  it('sends the search back to page 1 for any field but page', () => {
    const onPage3 = filters({ page: 3, marcas: 2 });
    expect(applyFilterChange(onPage3, { combustible: 4 }).page).toBe(1);
    expect(applyFilterChange(onPage3, { sort_by: 'price_asc' }).page).toBe(1);
    expect(applyFilterChange(onPage3, { min_precio: 20000 }).page).toBe(1);
    expect(applyFilterChange(onPage3, { page: 4 }).page).toBe(4);
  });

  it('clears the model when the brand changes, and keeps it otherwise', () => {
    const bmwX5 = filters({ marcas: 2, modelo: 11 });
    expect(applyFilterChange(bmwX5, { marcas: 3 })).toMatchObject({ marcas: 3, modelo: null });
    expect(applyFilterChange(bmwX5, { marcas: null })).toMatchObject({ marcas: null, modelo: null });
    expect(applyFilterChange(bmwX5, { marcas: 2 }).modelo).toBe(11);
    expect(applyFilterChange(bmwX5, { combustible: 1 }).modelo).toBe(11);
  });

  it("'Limpiar filtros' keeps the listing and the order", () => {
    const busy = filters({ marcas: 2, modelo: 11, cambio: 1, max_year: 2020, vendidos: true, sort_by: 'km_asc', page: 5 });
    expect(clearFilters(busy)).toEqual(filters({ vendidos: true, sort_by: 'km_asc' }));
  });
});

describe('the parameters sent (spec §5: only non-empty ones)', () => {
  it('sends nothing for the default search', () => {
    expect(searchUrl(EMPTY_FILTERS)).toBe('/buscar');
  });

  it('sends the chosen filters only, in the canonical order', () => {
    const chosen = filters({ combustible: 4, marcas: 2, max_precio: 45000, sort_by: 'price_asc', vendidos: true, page: 2 });
    expect(searchUrl(chosen)).toBe('/buscar?marcas=2&combustible=4&vendidos=1&max_precio=45000&sort_by=price_asc&page=2');
  });

  it('a slider left at its bound sends nothing', () => {
    const bounds = sliderBounds({ min: 8900, max: 152000 }, RANGES.precio.step);
    const untouched = moveThumb({ min: null, max: null }, 'min', bounds.min, bounds);
    expect(searchUrl(filters(rangeChange(RANGES.precio, untouched)))).toBe('/buscar');
    const moved = moveThumb(untouched, 'min', bounds.min + 500, bounds);
    expect(searchUrl(filters(rangeChange(RANGES.precio, moved)))).toBe('/buscar?min_precio=9000');
  });
});

describe('range sliders (spec §4)', () => {
  const bounds = { min: 10000, max: 90000 };

  it('widens the data bounds to whole steps', () => {
    expect(sliderBounds({ min: 8900, max: 152_300 }, 500)).toEqual({ min: 8500, max: 152_500 });
    expect(sliderBounds({ min: 3000, max: 241_001 }, 1000)).toEqual({ min: 3000, max: 242_000 });
    expect(sliderBounds({ min: 2016, max: 2025 }, 1)).toEqual({ min: 2016, max: 2025 });
    expect(sliderBounds({ min: 0, max: 0 }, 500)).toEqual({ min: 0, max: 0 });
  });

  it('puts a missing end at its bound and keeps thumbs inside the track', () => {
    expect(thumbPositions({ min: null, max: null }, bounds)).toEqual(bounds);
    expect(thumbPositions({ min: 2000, max: 500_000 }, bounds)).toEqual(bounds);
    expect(thumbPositions({ min: 40000, max: 30000 }, bounds)).toEqual({ min: 40000, max: 40000 });
  });

  it('raises max when min passes it', () => {
    expect(moveThumb({ min: 20000, max: 30000 }, 'min', 45000, bounds)).toEqual({ min: 45000, max: 45000 });
  });

  it('lowers min when max goes below it', () => {
    expect(moveThumb({ min: 40000, max: 60000 }, 'max', 25000, bounds)).toEqual({ min: 25000, max: 25000 });
  });

  it('moves one end alone while they do not cross', () => {
    expect(moveThumb({ min: 20000, max: 60000 }, 'max', 50000, bounds)).toEqual({ min: 20000, max: 50000 });
    expect(moveThumb({ min: 20000, max: 60000 }, 'min', 25000, bounds)).toEqual({ min: 25000, max: 60000 });
  });

  it('turns an end moved back to its bound into no filter, on both sides when pushed', () => {
    expect(moveThumb({ min: 20000, max: null }, 'min', bounds.min, bounds)).toEqual({ min: null, max: null });
    expect(moveThumb({ min: 20000, max: 60000 }, 'max', 95000, bounds)).toEqual({ min: 20000, max: null });
    expect(moveThumb({ min: null, max: 60000 }, 'min', bounds.max, bounds)).toEqual({ min: 90000, max: null });
    expect(moveThumb({ min: 30000, max: null }, 'max', bounds.min, bounds)).toEqual({ min: null, max: 10000 });
  });
});

describe('search box state', () => {
  it("opens 'Mostrar más filtros' only for gearbox, body type, kilometres or year", () => {
    expect(hasMoreFilters(filters({ marcas: 1, combustible: 2, min_precio: 10000 }))).toBe(false);
    expect(hasMoreFilters(filters({ cambio: 1 }))).toBe(true);
    expect(hasMoreFilters(filters({ carroceria: 3 }))).toBe(true);
    expect(hasMoreFilters(filters({ max_kilometros: 50000 }))).toBe(true);
    expect(hasMoreFilters(filters({ min_year: 2019 }))).toBe(true);
  });

  it('counts the active filters, a range once', () => {
    expect(activeFilterCount(EMPTY_FILTERS)).toBe(0);
    expect(activeFilterCount(filters({ marcas: 1, modelo: 2, min_precio: 1, max_precio: 9, max_year: 2020, sort_by: 'km_asc' }))).toBe(4);
  });
});

describe('the filters in force, as chips and as the heading', () => {
  const option = (id: number, nombre: string) => ({ id, nombre, count: 3 });
  const options: SearchOptions = {
    marcas: [option(2, 'BMW')],
    modelos: [option(11, 'Serie 3')],
    combustibles: [option(2, 'Diesel'), option(4, 'Eléctrico')],
    cambios: [option(1, 'Automático')],
    carrocerias: [option(2, 'SUV')],
    etiquetas: [option(2, 'ECO'), option(4, 'C')],
    sedes: [option(1, 'Tarahales'), option(3, 'Santa Cruz de Tenerife')],
    min_price: 5000,
    max_price: 150000,
    min_kilometros: 0,
    max_kilometros: 300000,
    min_year: 2010,
    max_year: 2026,
  };

  it('names each filter, a range by its ends, and takes the model off with the brand', () => {
    const chips = appliedFilters(filters({ marcas: 2, modelo: 11, combustible: 2, min_precio: 20000, max_precio: 40000, max_kilometros: 50000, min_year: 2020 }), options, spanish);
    expect(chips.map((chip) => chip.label)).toEqual(['BMW', 'Serie 3', 'Diesel', 'Precio: 20.000 € – 40.000 €', 'Kilómetros: hasta 50.000 Km', 'Año: desde 2020']);
    expect(chips[0]!.remove).toEqual({ marcas: null, modelo: null });
    expect(chips[1]!.remove).toEqual({ modelo: null });
    expect(chips[3]!.remove).toEqual({ min_precio: null, max_precio: null });
    expect(appliedFilters(filters({ sort_by: 'price_asc', page: 3 }), options, spanish)).toEqual([]);
    // Each chosen branch and label is a chip of its own, and takes off only itself.
    const choices = appliedFilters(filters({ sede: [1, 3], etiqueta: [2] }), options, spanish);
    expect(choices.map((chip) => [chip.label, chip.remove])).toEqual([
      ['Sede Tarahales', { sede: [3] }],
      ['Sede Santa Cruz de Tenerife', { sede: [1] }],
      ['Etiqueta ECO', { etiqueta: [] }],
    ]);
    // An id the facets no longer list still shows, by the filter's name.
    expect(appliedFilters(filters({ cambio: 9 }), options, spanish)[0]!.label).toBe('Cambio');
  });

  it('heads the results with the car, the body or the fuel chosen', () => {
    expect(searchHeading(filters(), options, spanish)).toBeNull();
    expect(searchHeading(filters({ min_precio: 20000 }), options, spanish)).toBeNull();
    expect(searchHeading(filters({ marcas: 2 }), options, spanish)).toBe('BMW de ocasión');
    expect(searchHeading(filters({ marcas: 2, modelo: 11, combustible: 2 }), options, spanish)).toBe('BMW Serie 3 diesel de ocasión');
    expect(searchHeading(filters({ carroceria: 2, combustible: 4 }), options, spanish)).toBe('SUV eléctrico de ocasión');
    expect(searchHeading(filters({ combustible: 2 }), options, spanish)).toBe('Diesel de ocasión');
  });

  it('names the filters and heads the results in English and in German, fuels and the DGT label included', () => {
    const chosen = filters({ marcas: 2, modelo: 11, combustible: 2, cambio: 9, sede: [3], etiqueta: [1, 2], cuota_max: 400, min_precio: 20000, max_precio: 40000, max_kilometros: 50000, min_year: 2020 });
    const labelled = { ...options, etiquetas: [option(1, 'Cero'), option(2, 'ECO')] };
    expect(appliedFilters(chosen, labelled, translator('en')).map((chip) => chip.label)).toEqual([
      'BMW',
      'Serie 3',
      'Diesel',
      'Gearbox',
      'Santa Cruz de Tenerife showroom',
      'Zero emissions label',
      'ECO label',
      'Up to €400/month',
      'Price: €20,000 – €40,000',
      'Mileage: up to 50,000 km',
      'First registration: from 2020',
    ]);
    expect(appliedFilters(chosen, labelled, translator('de')).map((chip) => chip.label)).toEqual([
      'BMW',
      'Serie 3',
      'Diesel',
      'Getriebe',
      'Standort Santa Cruz de Tenerife',
      'Plakette Null Emissionen',
      'Plakette ECO',
      'Bis 400\u00a0€/Monat',
      'Preis: 20.000\u00a0€ – 40.000\u00a0€',
      'Kilometerstand: bis 50.000 km',
      'Erstzulassung: ab 2020',
    ]);
    const english = translator('en');
    expect(searchHeading(filters({ marcas: 2 }), options, english)).toBe('Used BMW');
    expect(searchHeading(filters({ marcas: 2, modelo: 11, combustible: 2 }), options, english)).toBe('Used diesel BMW Serie 3');
    expect(searchHeading(filters({ carroceria: 2, combustible: 4 }), options, english)).toBe('Used electric SUV');
    expect(searchHeading(filters({ combustible: 4 }), options, english)).toBe('Electric used cars');
    const german = translator('de');
    expect(searchHeading(filters({ marcas: 2 }), options, german)).toBe('BMW Gebrauchtwagen');
    expect(searchHeading(filters({ carroceria: 2, combustible: 4 }), options, german)).toBe('SUV Elektro Gebrauchtwagen');
  });
});

