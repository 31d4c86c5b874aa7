import { describe, expect, it } from 'vitest';
import type { Page } from '@inertiajs/core';
import type { BuscarProps, VehicleCard } from '../../../server/contracts/pages.ts';
import { EMPTY_FILTERS, type SearchFilters } from '../../../server/contracts/search.ts';
import render from '../../../resources/js/ssr.tsx';
import { demoEmpresa } from '../../support/empresa.ts';
import { vehicleCardFixture } from '../../support/vehicle-fixtures.ts';
import { pageI18n } from '../../../server/i18n/index.ts';

const car = (id: number): VehicleCard =>
  vehicleCardFixture({
    id,
    slug: `audi-q5-${id}`,
    nombre: '40 TDI quattro',
    marca: { id: 1, nombre: 'Audi' },
    modelo: { id: 7, nombre: 'Q5' },
    year: 2022,
    kilometros: 45000,
    potencia: 204,
    precio: 41900,
  });

function buscar(filters: Partial<SearchFilters>, data: VehicleCard[], total = data.length): Page {
  const props: Omit<BuscarProps, 'appName' | 'empresa' | 'auth' | 'flash' | 'errors'> = {
    entradas: { data, links: [], current_page: 1, last_page: 1, per_page: 12, total },
    filters: { ...EMPTY_FILTERS, ...filters },
    marcas: [
      { id: 1, nombre: 'Audi', count: 87 },
      { id: 2, nombre: 'Bentley', count: 0 },
    ],
    modelos: filters.marcas === 1 ? [{ id: 7, nombre: 'Q5', count: 9 }] : [],
    combustibles: [{ id: 2, nombre: 'Diesel', count: 40 }],
    cambios: [{ id: 1, nombre: 'Automático', count: 80 }],
    carrocerias: [{ id: 3, nombre: 'SUV', count: 30 }],
    etiquetas: [{ id: 2, nombre: 'ECO', count: 12 }],
    sedes: [{ id: 1, nombre: 'Tarahales', count: 50 }],
    min_price: 12000,
    max_price: 126500,
    min_kilometros: 1000,
    max_kilometros: 126000,
    min_year: 2019,
    max_year: 2026,
    notaFinanciacion: 'Ejemplo representativo de prueba.',
  };
  return {
    component: 'Buscar',
    props: { appName: 'GTCars', empresa: demoEmpresa, auth: { user: null }, flash: null, errors: {}, i18n: pageI18n('Buscar', { path: '/', locale: 'es', page: 1 }), ...props },
    url: '/buscar',
    version: '',
  } as unknown as Page;
}

/** The server render's head and markup: the body without the page object's script, which carries every message the page may show. */
async function renderMarkup(page: Page) {
  const { head, body } = await render(page);
  return { head, body: body.replace(/<script data-page="app"[^>]*>.*?<\/script>/s, '') };
}

describe('the Buscar page, server-rendered', () => {
  it('shows the heading, the count, every order and the search box with facet counts', async () => {
    const { head, body } = await renderMarkup(buscar({}, [car(1), car(2)], 87));
    expect(head.join('')).toContain('<title data-inertia="">Buscar - GTCars</title>');
    expect(head.join('')).toMatch(/<meta name="description" content="[^"]*Canarias[^"]*"/);
    expect(body).toContain('Buscar Vehículos</h1>');
    expect(body).toContain('87 vehículos');
    const orders = [
      'Más recientes',
      'Más antiguos',
      'Precio: de menor a mayor',
      'Precio: de mayor a menor',
      'Cuota: de menor a mayor',
      'Kilómetros: de menos a más',
      'Kilómetros: de más a menos',
      'Año: más antiguos primero',
      'Año: más nuevos primero',
    ];
    for (const label of orders) expect(body).toContain(`>${label}</option>`);
    expect(body).toContain('Audi (87)');
    expect(body).toMatch(/<option value="2" disabled="">Bentley \(0\)<\/option>/);
    expect(body).toContain('Elige primero una marca.');
    expect(body).toContain('aria-expanded="false"');
    expect(body).toMatch(/role="group" aria-label="Más filtros" hidden=""/);
    expect(body).toContain('href="/vehiculo/audi-q5-1"');
    expect(body).not.toContain('Limpiar filtros');
    expect(head.join('')).not.toContain('name="robots"');
  });

  it('keeps filtered, sorted and later pages out of search engines', async () => {
    for (const filters of [{ marcas: 1 }, { sort_by: 'price_asc' as const }, { page: 2 }, { vendidos: true }]) {
      const { head } = await renderMarkup(buscar(filters, [car(1)]));
      expect(head.join('')).toContain('<meta name="robots" content="noindex, follow"');
    }
  });

  it('lists the chosen brand’s models and opens the more filters when one of them is set', async () => {
    const { body } = await renderMarkup(buscar({ marcas: 1, max_kilometros: 50000 }, [car(1)]));
    expect(body).toContain('Q5 (9)');
    expect(body).not.toContain('Elige primero una marca.');
    expect(body).toContain('Mostrar menos filtros');
    expect(body).toContain('aria-expanded="true"');
    expect(body).toContain('50.000 Km');
    expect(body).toContain('1 vehículo<');
    expect(body).toContain('Limpiar filtros');
  });

  it('says when nothing matches, and names the sold listing', async () => {
    const { body } = await renderMarkup(buscar({ vendidos: true }, []));
    expect(body).toContain('Vehículos Vendidos</h1>');
    expect(body).toContain('No se encontraron resultados.');
    expect(body).toContain('0 vehículos');
  });
});
