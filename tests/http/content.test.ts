/**
 * The content pages (/historia, /equipo, /contacto, /aviso_legal, /politica_privacidad): each
 * renders its Inertia page with its props against the real database, the server HTML carries
 * the texts but no map iframe, and the sitemap lists them.
 */
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../../prisma/seed.ts';
import { DEMO_EMPRESA } from '../../prisma/seed/empresa.ts';
import { LEGAL_TEXT_VERSION } from '../../server/contracts/lead-forms.ts';
import { ACCESSIBILITY_REVIEWED_AT } from '../../server/contracts/accessibility-statement.ts';
import { absoluteUrl } from '../../server/lib/absolute-url.ts';
import { inertiaVisit, useTestApp } from '../support/app.ts';
import { resetDatabase } from '../support/db.ts';
import { pageFromHtml } from '../support/inertia-app.ts';
import { useSsrApp } from './catalogue/ssr-app.ts';

const { app, prisma } = useTestApp();
const ssr = useSsrApp();

let soldOnlyBrand: number;

beforeAll(async () => {
  await resetDatabase(prisma);
  await seedDemo(prisma, { vehicles: 30, photos: false });
  // A brand whose only car is sold: the form offers no brand without cars for sale.
  const car = await prisma.coche.findFirstOrThrow({ select: { id: true, marca_id: true }, orderBy: { id: 'asc' } });
  const marca = await prisma.marca.create({ data: { nombre: 'Marca Vendida' }, select: { id: true } });
  soldOnlyBrand = marca.id;
  const modelo = await prisma.modelo.create({ data: { nombre: 'Único', marca_id: marca.id }, select: { id: true } });
  await prisma.coche.update({ where: { id: car.id }, data: { marca_id: marca.id, modelo_id: modelo.id, estado_id: 3 } });
});

async function visit(path: string) {
  const res = await request(app).get(path).set(inertiaVisit);
  expect(res.status).toBe(200);
  expect(res.body.url).toBe(path);
  return res.body as { component: string; props: Record<string, unknown> };
}

describe('content pages', () => {
  it('/historia renders About with its SEO', async () => {
    const page = await visit('/historia');
    expect(page.component).toBe('About');
    expect(page.props.seo).toMatchObject({ title: 'Sobre Nosotros', canonical: absoluteUrl('/historia') });
  });

  it('/equipo renders Equipo with the staff of the three sites', async () => {
    const page = await visit('/equipo');
    expect(page.component).toBe('Equipo');
    const sedes = page.props.sedes as { nombre: string; miembros: { nombre: string; puesto: string; foto: string }[] }[];
    expect(sedes.map((sede) => sede.nombre)).toEqual(['Las Palmas', 'El Tablero', 'S.C Tenerife']);
    for (const sede of sedes) {
      expect(sede.miembros.length).toBeGreaterThan(0);
      for (const miembro of sede.miembros) expect(miembro).toEqual({ nombre: expect.any(String), puesto: expect.any(String), foto: '/img/equipo/avatar.svg' });
    }
  });

  it('/contacto renders Contacto with the brands that have cars for sale, sorted', async () => {
    const page = await visit('/contacto');
    expect(page.component).toBe('Contacto');
    expect(page.props.seo).toMatchObject({ title: 'Contacto' });
    const marcas = page.props.marcas as { id: number; nombre: string }[];
    const forSale = await prisma.marca.findMany({
      where: { coches: { some: { activo: true, deleted_at: null, estado_id: { not: 3 } } } },
      select: { id: true, nombre: true },
    });
    expect(marcas.length).toBeGreaterThan(1);
    expect(new Set(marcas.map((marca) => marca.id))).toEqual(new Set(forSale.map((marca) => marca.id)));
    expect(marcas.map((marca) => marca.id)).not.toContain(soldOnlyBrand);
    for (const marca of marcas) expect(Object.keys(marca).sort()).toEqual(['id', 'nombre']);
    expect(marcas.map((marca) => marca.nombre)).toEqual([...marcas.map((marca) => marca.nombre)].sort());
  });

  it.each([
    ['/aviso_legal', 'Aviso legal', /LSSI-CE/],
    ['/politica_privacidad', 'Política de privacidad', /Agencia Española de Protección de Datos/],
  ])('%s renders Legal with its document and the stored legal version', async (path, title, text) => {
    const page = await visit(path);
    expect(page.component).toBe('Legal');
    const documento = page.props.documento as { slug: string; title: string; version: string; sections: { heading: string }[] };
    expect(documento).toMatchObject({ slug: path.slice(1), title, version: LEGAL_TEXT_VERSION });
    expect(documento.sections.length).toBeGreaterThan(5);
    expect(JSON.stringify(documento)).toMatch(text);
    expect(page.props.seo).toMatchObject({ title, canonical: absoluteUrl(path) });
  });

  it('/accesibilidad states the WCAG 2.2 AA conformance, how it was checked, its known limits, a contact and its review date', async () => {
    const page = await visit('/accesibilidad');
    expect(page.component).toBe('Legal');
    const documento = page.props.documento as { slug: string; title: string; version: string; sections: { heading: string }[] };
    expect(documento).toMatchObject({ slug: 'accesibilidad', title: 'Declaración de accesibilidad', version: ACCESSIBILITY_REVIEWED_AT });
    expect(documento.sections.map((section) => section.heading)).toEqual([
      '1. Situación de cumplimiento',
      '2. Cómo lo comprobamos',
      '3. Contenido que aún no es accesible',
      '4. Preparación de esta declaración',
      '5. Comunícanos una barrera',
      '6. Si no quedas satisfecho',
    ]);
    const text = JSON.stringify(documento);
    for (const words of ['WCAG 2.2', 'Ley 11/2023', 'axe-core', 'teclado', 'subtítulos', '20 días hábiles', DEMO_EMPRESA.email_privacidad]) expect(text).toContain(words);
    expect(page.props.seo).toMatchObject({ title: 'Declaración de accesibilidad', canonical: absoluteUrl('/accesibilidad') });
  });

  it('says the published price binds, and no public page speaks of IVA or links to the closed EU dispute platform', async () => {
    const notice = JSON.stringify((await visit('/aviso_legal')).props.documento);
    expect(notice).not.toContain('carácter contractual');
    expect(notice).toContain('artículo 61 del texto refundido de la Ley General para la Defensa de los Consumidores y Usuarios');
    const car = await prisma.coche.findFirstOrThrow({ where: { activo: true, deleted_at: null, estado_id: 1 }, select: { slug: true } });
    const pages = ['/', '/inicio', '/buscar', `/vehiculo/${car.slug}`, '/cita', '/landing/clasea', '/tasacion', '/historia', '/equipo', '/contacto', '/aviso_legal', '/politica_privacidad', '/condiciones-reserva', '/accesibilidad'];
    for (const path of pages) {
      const html = (await request(ssr.app()).get(path)).text;
      expect(html, path).not.toMatch(/\bIVA\b/);
      expect(html, path).not.toContain('carácter contractual');
      expect(html, path).not.toContain('ec.europa.eu/consumers/odr');
    }
  });

  it('links the accessibility statement from every public page’s footer and lists it in the sitemap', async () => {
    for (const path of ['/', '/buscar', '/contacto']) expect((await request(ssr.app()).get(path)).text, path).toContain('href="/accesibilidad"');
    expect((await request(app).get('/sitemap.xml')).text).toContain(`<loc>${absoluteUrl('/accesibilidad')}</loc>`);
  });

  it('the privacy policy names the purposes, processors, transfers and every right', async () => {
    const text = JSON.stringify((await visit('/politica_privacidad')).props.documento);
    for (const words of ['pruebas de conducción', 'comunicaciones comerciales', 'CRM', 'correo electrónico', 'No realizamos transferencias internacionales']) {
      expect(text).toContain(words);
    }
    for (const right of ['acceso', 'rectificación', 'supresión', 'oposición', 'limitación', 'portabilidad']) expect(text).toContain(right);
  });
});

describe('content pages in the server HTML', () => {
  it('/contacto shows each branch with its map link, phone and hours, and no map iframe before a click', async () => {
    const res = await request(ssr.app()).get('/contacto');
    expect(res.status).toBe(200);
    expect(res.text).toMatch(/<title[^>]*>Contacto - GTCars<\/title>/);
    expect(res.text).toContain('href="https://www.google.com/maps/search/?api=1&amp;query=');
    expect(res.text).toContain('href="tel:+34928472130"');
    expect(res.text).toContain('Lunes a viernes, 09:30 – 19:30');
    expect(res.text.match(/>Ver mapa</g)).toHaveLength(3);
    expect(res.text).not.toContain('<iframe');
    expect(res.headers['content-security-policy']).toContain('frame-src');
    expect(res.headers['content-security-policy']).toMatch(/frame-src[^;]*https:\/\/www\.google\.com/);
  });

  it("/aviso_legal shows the version and the company's stored details, with nothing left pending", async () => {
    const res = await request(ssr.app()).get('/aviso_legal');
    expect(res.text).toMatch(/<title[^>]*>Aviso legal - GTCars<\/title>/);
    expect(res.text).toContain(`Versión ${LEGAL_TEXT_VERSION}<`);
    expect(res.text).toContain(`${DEMO_EMPRESA.razon_social} (en adelante, «GTCars»), con CIF ${DEMO_EMPRESA.cif}`);
    expect(res.text).not.toContain('<mark');
    expect(pageFromHtml(res.text)).toMatchObject({ component: 'Legal' });
  });
});

describe('sitemap', () => {
  it('lists the content pages', async () => {
    const res = await request(app).get('/sitemap.xml');
    for (const path of ['/historia', '/equipo', '/contacto', '/aviso_legal', '/politica_privacidad']) {
      expect(res.text).toContain(`<loc>${absoluteUrl(path)}</loc>`);
    }
  });
});
