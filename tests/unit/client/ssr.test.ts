import { describe, expect, it } from 'vitest';
import type { Page } from '@inertiajs/core';
import type { HomeProps, SearchOptions, VehicleCard } from '../../../server/contracts/pages.ts';
import render from '../../../resources/js/ssr.tsx';
import { pageTitle } from '../../../resources/js/lib/inertia-config.ts';
import { demoEmpresa } from '../../support/empresa.ts';
import { vehicleCardFixture } from '../../support/vehicle-fixtures.ts';
import { pageI18n } from '../../../server/i18n/index.ts';

const car = (id: number, extra: Partial<VehicleCard> = {}): VehicleCard => vehicleCardFixture({ id, ...extra });

const search: SearchOptions = {
  marcas: [
    { id: 1, nombre: 'BMW', count: 12 },
    { id: 5, nombre: 'Lotus', count: 0 },
  ],
  modelos: [],
  combustibles: [{ id: 2, nombre: 'Diesel', count: 7 }],
  cambios: [{ id: 1, nombre: 'Automático', count: 10 }],
  carrocerias: [{ id: 3, nombre: 'SUV', count: 4 }],
  etiquetas: [{ id: 2, nombre: 'ECO', count: 5 }],
  sedes: [{ id: 1, nombre: 'Tarahales', count: 9 }],
  min_price: 12000,
  max_price: 126500,
  min_kilometros: 1000,
  max_kilometros: 126000,
  min_year: 2019,
  max_year: 2026,
};

const NOTE = 'Cuota calculada con una entrada del 20 %. Atención: tomar dinero prestado cuesta dinero. Ejemplo representativo para un precio de 20.000 €.';

const home = (props: Partial<HomeProps> = {}): Page =>
  ({
    component: 'Welcome',
    props: { appName: 'GTCars', empresa: demoEmpresa, auth: { user: null }, flash: null, errors: {}, i18n: pageI18n('Welcome', { path: '/', locale: 'es', page: 1 }), banners: [], ultimas: [], search, notaFinanciacion: NOTE, ...props },
    url: '/',
    version: '',
  }) as unknown as Page;

describe('server render', () => {
  it('renders the home with its title, description and cards', async () => {
    const sold = car(2, { estado_id: 3, precio_oferta: 30000 });
    const offer = car(3, { precio_oferta: 31900, cuota: 405.3, combustible: { id: 4, nombre: 'Eléctrico' } });
    const { head, body } = await render(home({ ultimas: [car(1), sold, offer] }));

    expect(head.join('')).toContain('<title data-inertia="">Coches premium de ocasión en Canarias - GTCars</title>');
    expect(head.join('')).toMatch(/<meta name="description" content="[^"]+"/);
    expect(body).toContain('<script data-page="app" type="application/json">');
    expect(body).toContain('data-server-rendered="true"');
    expect(body).toContain('Últimas entradas');
    expect(body).toContain('20 años de experiencia');
    expect(body).toContain('href="/vehiculo/bmw-serie-3-1"');
    expect(body).toContain('alt="BMW Serie 3 320d M Sport"');
    expect(body).toContain('12.345 Km');
    expect(body).toContain('34.900 €');
    expect(body).toContain('VENDIDO');
    expect(body).not.toContain('30.000 €');
    expect(body).toContain('31.900 €');
    // The cards' asterisks lead to the note, its credit warning in bold (Directive (EU) 2023/2225, art. 8.1).
    expect(body).toContain('Cuota calculada con una entrada del 20 %. <strong class="font-semibold">Atención: tomar dinero prestado cuesta dinero.</strong> Ejemplo representativo');
    expect(body).toContain('href="/buscar"');
    expect(body).toContain('Encuentra tu próximo coche');
    expect(body).toContain('BMW (12)');
    expect(body).toMatch(/<option value="5" disabled="">Lotus \(0\)<\/option>/);
    expect(body).toContain('126.500 €');
  });

  it('renders the Spanish error page', async () => {
    const page = { ...home(), component: 'Error', props: { ...home().props, i18n: pageI18n('Error', { path: '/', locale: 'es', page: 1 }), status: 419 } } as Page;
    const { head, body } = await render(page);
    expect(head.join('')).toContain('La página ha caducado - GTCars');
    expect(body).toContain('Recarga la página');
  });

  it('rejects an unknown page name', async () => {
    await expect(render({ ...home(), component: 'NoExiste' })).rejects.toThrow(/NoExiste/);
  });
});

describe('page title', () => {
  it('follows "{title} - {brand}" with the brand from the shared props', () => {
    expect(pageTitle('Buscar', { props: { appName: 'GTCars Canarias' } } as unknown as Page)).toBe('Buscar - GTCars Canarias');
    expect(pageTitle('', { props: { appName: 'GTCars' } } as unknown as Page)).toBe('GTCars');
    expect(pageTitle('Contacto', { props: {} } as unknown as Page)).toBe('Contacto - GTCars');
  });
});
