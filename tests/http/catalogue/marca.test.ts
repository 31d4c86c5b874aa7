/**
 * The brand page /marca/{name} (the vehicle breadcrumb's brand link) and the model lookups
 * /list/modelos/{marca_id} and /listall/modelos/{marca_id}.
 */
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import type { MarcaProps } from '../../../server/contracts/pages.ts';
import { inertiaVisit, useTestApp } from '../../support/app.ts';
import { BRAND, seedSearchFixture, unsoldWhere } from './search-fixture.ts';

const { app, prisma } = useTestApp();
let photoId = 0;

beforeAll(async () => {
  await seedSearchFixture(prisma);
  const newestBmw = await prisma.coche.findFirstOrThrow({ where: { ...unsoldWhere, marca_id: BRAND.bmw }, orderBy: [{ created_at: 'desc' }, { id: 'desc' }], select: { id: true } });
  photoId = (await prisma.foto.create({ data: { coche_id: newestBmw.id, orden: 0, width: 1600, height: 1067 }, select: { id: true } })).id;
});

async function marcaPage(path: string): Promise<MarcaProps> {
  const res = await request(app).get(path).set(inertiaVisit);
  expect(res.status, path).toBe(200);
  expect(res.body.component).toBe('Marca');
  return res.body.props as MarcaProps;
}

describe('brand page', () => {
  it("lists the brand's unsold cars, newest first, with its SEO", async () => {
    const props = await marcaPage('/marca/BMW');
    expect(props.marca).toEqual({ id: BRAND.bmw, nombre: 'BMW', slug: 'BMW' });
    const expected = await prisma.coche.findMany({
      where: { ...unsoldWhere, marca_id: BRAND.bmw },
      orderBy: [{ created_at: 'desc' }, { id: 'desc' }],
      select: { id: true },
    });
    expect(expected.length).toBeGreaterThan(3);
    expect(props.entradas.data.map((car) => car.id)).toEqual(expected.map((row) => row.id).slice(0, 12));
    expect(props.entradas.total).toBe(expected.length);

    const { seo } = props;
    expect(seo.title).toBe('BMW de ocasión en Canarias');
    expect(seo.description).toContain(`${expected.length} vehículos BMW de ocasión disponibles`);
    expect(seo.canonical).toMatch(/^https?:\/\/[^/]+\/marca\/BMW$/);
    expect(seo.image).toMatchObject({ url: expect.stringMatching(new RegExp(`^https?://[^/]+/storage/vehiculos/compressed/${photoId}\\.jpg$`)), width: 1600, height: 1067 });
    expect(seo.jsonLd).toHaveLength(3);
    expect(JSON.parse(seo.jsonLd[2]!)).toMatchObject({ '@type': 'WebPage', url: seo.canonical, inLanguage: 'es-ES' });
    const [breadcrumb, itemList] = seo.jsonLd.map((text) => JSON.parse(text));
    expect(breadcrumb).toMatchObject({ '@context': 'https://schema.org', '@type': 'BreadcrumbList' });
    expect(breadcrumb.itemListElement.map((item: { position: number; name: string }) => [item.position, item.name])).toEqual([
      [1, 'Inicio'],
      [2, 'Vehículos'],
      [3, 'BMW'],
    ]);
    expect(breadcrumb.itemListElement[1].item).toMatch(/\/buscar$/);
    expect(breadcrumb.itemListElement[2].item).toBe(seo.canonical);
    expect(itemList).toMatchObject({ '@type': 'ItemList', name: seo.title, numberOfItems: expected.length });
    expect(itemList.itemListElement.map((item: { position: number; url: string }) => [item.position, item.url.replace(/^https?:\/\/[^/]+/, '')])).toEqual(
      props.entradas.data.map((card, index) => [index + 1, `/vehiculo/${card.slug}`]),
    );
    expect(props.migas).toEqual([{ nombre: 'Inicio', href: '/' }, { nombre: 'Vehículos', href: '/buscar' }, { nombre: 'BMW', href: null }]);
  });

  it('matches the name in any case, URL-encoded, or as a slug', async () => {
    for (const path of ['/marca/bmw', '/marca/bMw']) expect((await marcaPage(path)).marca.id).toBe(BRAND.bmw);
    for (const path of ['/marca/Land%20Rover', '/marca/land%20rover', '/marca/land-rover']) {
      const props = await marcaPage(path);
      expect(props.marca).toEqual({ id: BRAND.landRover, nombre: 'Land Rover', slug: 'Land Rover' });
      expect(props.seo.canonical).toMatch(/\/marca\/Land%20Rover$/);
    }
  });

  it('paginates with links on the canonical path', async () => {
    const props = await marcaPage('/marca/land-rover?page=2');
    const total = await prisma.coche.count({ where: { ...unsoldWhere, marca_id: BRAND.landRover } });
    expect(props.entradas).toMatchObject({ total, current_page: Math.min(2, Math.ceil(total / 12)) });
    for (const link of props.entradas.links.filter((l) => l.url !== null)) expect(link.url).toMatch(/^\/marca\/Land%20Rover(\?page=\d+)?$/);
  });

  it('shows a brand without cars with an empty list and no image', async () => {
    const props = await marcaPage('/marca/Mercedes-Benz');
    expect(props.entradas).toMatchObject({ total: 0, data: [] });
    expect(props.seo.image).toBeNull();
    expect(props.seo.description).toContain('ningún Mercedes-Benz disponible');
  });

  it.each(['/marca/Tesla', '/marca/%25', '/marca/_', '/marca/B%25', '/marca/%20', "/marca/BMW'%20OR%20'1'='1"])('answers %s with the 404 page', async (path) => {
    const res = await request(app).get(path).set(inertiaVisit);
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ component: 'Error', props: { status: 404 } });
  });
});

describe('model lookups', () => {
  it.each(['/list/modelos', '/listall/modelos'])('%s/{id} lists the brand models by name', async (base) => {
    const res = await request(app).get(`${base}/${BRAND.bmw}`);
    expect(res.status).toBe(200);
    expect(res.type).toBe('application/json');
    expect(res.body).toEqual({ modelos: [{ id: 2, nombre: 'Serie 3' }, { id: 1, nombre: 'X5' }] });
  });

  it.each(['999', '0', '-1', 'abc', '1.5', '1e3', '99999999999999999999', '1%20OR%201%3D1'])('answers /list/modelos/%s with a JSON 404', async (id) => {
    for (const base of ['/list/modelos', '/listall/modelos']) {
      const res = await request(app).get(`${base}/${id}`);
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ message: 'Marca no encontrada.' });
    }
  });
});
