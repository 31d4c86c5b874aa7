/**
 * The landing pages by model (/coches-segunda-mano/{marca}/{modelo}) and by island
 * (/coches-segunda-mano/{isla}): their cars against SQL, their unique head and JSON-LD, the 404
 * of a page without cars, and the brand page's links to its models.
 */
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import type { MarcaProps, PageSeo, SegundaManoProps } from '../../../server/contracts/pages.ts';
import { inertiaVisit, useTestApp } from '../../support/app.ts';
import { BRAND, MODEL, seedSearchFixture, unsoldWhere } from './search-fixture.ts';

const { app, prisma } = useTestApp();

beforeAll(async () => {
  await seedSearchFixture(prisma);
});

async function landing(path: string): Promise<SegundaManoProps> {
  const res = await request(app).get(path).set(inertiaVisit);
  expect(res.status, path).toBe(200);
  expect(res.body.component).toBe('SegundaMano');
  return res.body.props as SegundaManoProps;
}

const newestFirst = [{ created_at: 'desc' as const }, { id: 'desc' as const }];

function jsonLd(seo: PageSeo, type: string) {
  const found = seo.jsonLd.map((text) => JSON.parse(text)).find((doc) => doc['@type'] === type);
  expect(found, type).toBeDefined();
  return found;
}

describe('a model’s landing page', () => {
  it('lists the model’s unsold cars, newest first, with a head of its own', async () => {
    const props = await landing('/coches-segunda-mano/bmw/serie-3');
    const expected = await prisma.coche.findMany({ where: { ...unsoldWhere, modelo_id: MODEL.serie3 }, orderBy: newestFirst, select: { id: true, slug: true, sede_id: true } });
    expect(expected.length).toBeGreaterThan(0);
    expect(props.ambito).toEqual({ tipo: 'modelo', marca: { id: BRAND.bmw, nombre: 'BMW' }, modelo: { id: MODEL.serie3, nombre: 'Serie 3' } });
    expect(props.entradas.total).toBe(expected.length);
    expect(props.entradas.data.map((card) => card.id)).toEqual(expected.map((car) => car.id).slice(0, 12));
    expect(props.entradas.data.every((card) => card.modelo.id === MODEL.serie3)).toBe(true);

    expect(props.titulo).toBe('BMW Serie 3 de segunda mano en Canarias');
    expect(props.seo.title).toBe(props.titulo);
    expect(props.seo.canonical).toMatch(/^https?:\/\/[^/]+\/coches-segunda-mano\/bmw\/serie-3$/);
    expect(props.seo.description).toMatch(new RegExp(`^${expected.length} vehículos BMW Serie 3 de segunda mano en `));
    // The islands named are those of the branches where the model's cars are.
    const islands = new Set<string>(expected.map((car) => (car.sede_id === 3 ? 'Tenerife' : 'Gran Canaria')));
    for (const island of ['Gran Canaria', 'Tenerife']) expect(props.intro.includes(island), island).toBe(islands.has(island));
    expect(props.buscarUrl).toBe(`/buscar?marcas=${BRAND.bmw}&modelo=${MODEL.serie3}`);
    expect(props.migas).toEqual([
      { nombre: 'Inicio', href: '/' },
      { nombre: 'Vehículos', href: '/buscar' },
      { nombre: 'BMW', href: '/marca/BMW' },
      { nombre: 'Serie 3', href: null },
    ]);
    // The brand's other models in stock, each to its own landing page.
    const x5 = await prisma.coche.count({ where: { ...unsoldWhere, modelo_id: MODEL.x5 } });
    expect(props.enlaces).toEqual({ titulo: 'Más modelos de BMW', items: [{ nombre: 'X5', href: '/coches-segunda-mano/bmw/x5', count: x5 }] });
    expect(props.notaFinanciacion).toContain('TAE');
  });

  it('describes its cars as JSON-LD: the breadcrumb, and an item list numbered across pages', async () => {
    const { seo, entradas } = await landing('/coches-segunda-mano/bmw/x5');
    const breadcrumb = jsonLd(seo, 'BreadcrumbList');
    expect(breadcrumb.itemListElement.map((item: { name: string }) => item.name)).toEqual(['Inicio', 'Vehículos', 'BMW', 'X5']);
    expect(breadcrumb.itemListElement[3].item).toBe(seo.canonical);
    const list = jsonLd(seo, 'ItemList');
    expect(list.numberOfItems).toBe(entradas.total);
    expect(list.itemListElement).toEqual(
      entradas.data.map((card, index) => ({ '@type': 'ListItem', position: index + 1, url: expect.stringMatching(new RegExp(`^https?://[^/]+/vehiculo/${card.slug}$`)), name: expect.stringContaining('BMW X5') })),
    );
  });

  it('matches names and slugs in any case; the canonical is always the slug', async () => {
    const paths = {
      '/coches-segunda-mano/BMW/Serie%203': '/coches-segunda-mano/bmw/serie-3',
      '/coches-segunda-mano/bmw/SERIE-3': '/coches-segunda-mano/bmw/serie-3',
      '/coches-segunda-mano/land-rover/defender': '/coches-segunda-mano/land-rover/defender',
      '/coches-segunda-mano/Land%20Rover/Defender': '/coches-segunda-mano/land-rover/defender',
    };
    for (const [path, canonical] of Object.entries(paths)) expect(new URL((await landing(path)).seo.canonical).pathname, path).toBe(canonical);
  });

  it('answers 404 for a model without cars in stock, saying so, and for an unknown or hostile path', async () => {
    const empty = await request(app).get('/coches-segunda-mano/mercedes-benz/clase-c').set(inertiaVisit);
    expect(empty.status).toBe(404);
    expect(empty.body).toMatchObject({ component: 'Error', props: { status: 404, message: expect.stringContaining('ningún Mercedes-Benz Clase C') } });
    // A model of another brand, or no such brand or model.
    for (const path of ['/coches-segunda-mano/audi/x5', '/coches-segunda-mano/tesla/model-3', '/coches-segunda-mano/bmw/%25', "/coches-segunda-mano/bmw/x5'%20OR%20'1'='1", '/coches-segunda-mano/_/_']) {
      const res = await request(app).get(path).set(inertiaVisit);
      expect(res.status, path).toBe(404);
      expect(res.body.component).toBe('Error');
    }
  });

});

describe('an island’s landing page', () => {
  it.each([
    ['gran-canaria', 'Gran Canaria', [1, 2], 'nuestras sedes de Tarahales y El Tablero'],
    ['tenerife', 'Tenerife', [3], 'nuestra sede de Santa Cruz de Tenerife'],
  ])('/coches-segunda-mano/%s lists the unsold cars of the island’s branches', async (slug, name, sedes, where) => {
    const props = await landing(`/coches-segunda-mano/${slug}`);
    const expected = await prisma.coche.findMany({ where: { ...unsoldWhere, sede_id: { in: sedes } }, orderBy: newestFirst, select: { id: true, marca_id: true } });
    expect(props.ambito).toEqual({ tipo: 'isla', isla: name, sedes });
    expect(props.entradas.total).toBe(expected.length);
    expect(props.entradas.data.map((card) => card.id)).toEqual(expected.map((car) => car.id).slice(0, 12));
    expect(props.titulo).toBe(`Coches de segunda mano en ${name}`);
    expect(props.intro).toBe(`${expected.length} coches de ocasión en ${where}, revisados por nuestro taller y con garantía mínima de 12 meses.`);
    expect(props.seo.canonical).toMatch(new RegExp(`/coches-segunda-mano/${slug}$`));
    expect(props.buscarUrl).toBe(`/buscar?sede=${sedes.join('%2C')}`);
    // The brands on the island, each to the search narrowed to the island and the brand.
    const brands = await prisma.marca.findMany({ select: { id: true, nombre: true }, orderBy: { nombre: 'asc' } });
    const count = (id: number) => expected.filter((car) => car.marca_id === id).length;
    expect(props.enlaces.items).toEqual(
      brands.filter((brand) => count(brand.id) > 0).map((brand) => ({ nombre: brand.nombre, count: count(brand.id), href: `/buscar?marcas=${brand.id}&sede=${sedes.join('%2C')}` })),
    );
    expect(jsonLd(props.seo, 'ItemList').numberOfItems).toBe(expected.length);
  });

  it('speaks the page’s language under /en and /de, its words and figures alike', async () => {
    const total = await prisma.coche.count({ where: { ...unsoldWhere, sede_id: { in: [1, 2] } } });
    const english = await landing('/en/coches-segunda-mano/gran-canaria');
    expect(english.titulo).toBe('Used cars in Gran Canaria');
    expect(english.intro).toBe(`${total} used cars at our Tarahales and El Tablero showrooms, each inspected by our workshop and with a warranty of at least 12 months.`);
    expect(english.enlaces.titulo).toBe('Makes in Gran Canaria');
    const german = await landing('/de/coches-segunda-mano/bmw/serie-3');
    expect(german.titulo).toBe('BMW Serie 3 gebraucht auf den Kanaren');
    expect(german.enlaces.titulo).toBe('Weitere Modelle von BMW');
    expect(german.seo.description).toMatch(/^\d+ gebrauchte? BMW Serie 3 auf /);
    // The breadcrumb's steps lead to the German pages.
    const steps = jsonLd(german.seo, 'BreadcrumbList').itemListElement.map((step: { item: string }) => new URL(step.item).pathname);
    expect(steps).toEqual(['/de/', '/de/buscar', '/de/marca/BMW', '/de/coches-segunda-mano/bmw/serie-3']);
  });

  it('answers 404 when the island’s branches have no car, and for an unknown island', async () => {
    await prisma.coche.updateMany({ where: { sede_id: 3 }, data: { sede_id: 1 } });
    try {
      const res = await request(app).get('/coches-segunda-mano/tenerife').set(inertiaVisit);
      expect(res.status).toBe(404);
      expect(res.body.props.message).toContain('ningún coche en Tenerife');
    } finally {
      await seedSearchFixture(prisma);
    }
    for (const path of ['/coches-segunda-mano/lanzarote', '/coches-segunda-mano/%25', "/coches-segunda-mano/tenerife'--", '/coches-segunda-mano/tenerife-sur']) {
      const res = await request(app).get(path).set(inertiaVisit);
      expect(res.status, path).toBe(404);
    }
  });

  it('matches the island by slug or name, in any case', async () => {
    const paths = {
      '/coches-segunda-mano/Gran-Canaria': '/coches-segunda-mano/gran-canaria',
      '/coches-segunda-mano/gran%20canaria': '/coches-segunda-mano/gran-canaria',
      '/coches-segunda-mano/TENERIFE': '/coches-segunda-mano/tenerife',
    };
    for (const [path, canonical] of Object.entries(paths)) expect(new URL((await landing(path)).seo.canonical).pathname, path).toBe(canonical);
  });

  it('paginates on its canonical path, each page with its own title and canonical', async () => {
    const total = await prisma.coche.count({ where: { ...unsoldWhere, sede_id: { in: [1, 2] } } });
    expect(total).toBeGreaterThan(12);
    const props = await landing('/coches-segunda-mano/gran-canaria?page=2');
    expect(props.entradas).toMatchObject({ total, current_page: 2 });
    expect(props.seo.title).toBe('Coches de segunda mano en Gran Canaria (página 2)');
    expect(props.seo.description).toMatch(/^Página 2\. \d+ coches de segunda mano en Gran Canaria/);
    expect(props.seo.canonical).toMatch(/\/coches-segunda-mano\/gran-canaria\?page=2$/);
    expect(jsonLd(props.seo, 'ItemList').itemListElement[0].position).toBe(13);
    for (const link of props.entradas.links.filter((l) => l.url !== null)) expect(link.url).toMatch(/^\/coches-segunda-mano\/gran-canaria(\?page=\d+)?$/);
  });

  it('sends a brand put in the island’s place to the brand’s page', async () => {
    const res = await request(app).get('/coches-segunda-mano/land-rover');
    expect(res.status).toBe(301);
    expect(res.headers.location).toBe('/marca/Land%20Rover');
  });
});

describe('the brand page', () => {
  it('links each of its models in stock to the model’s landing page', async () => {
    const res = await request(app).get('/marca/BMW').set(inertiaVisit);
    const props = res.body.props as MarcaProps;
    const count = (modelo_id: number) => prisma.coche.count({ where: { ...unsoldWhere, modelo_id } });
    expect(props.modelos).toEqual([
      { nombre: 'Serie 3', href: '/coches-segunda-mano/bmw/serie-3', count: await count(MODEL.serie3) },
      { nombre: 'X5', href: '/coches-segunda-mano/bmw/x5', count: await count(MODEL.x5) },
    ]);
    // A brand without cars links nothing.
    expect(((await request(app).get('/marca/Mercedes-Benz').set(inertiaVisit)).body.props as MarcaProps).modelos).toEqual([]);
  });
});
