/**
 * The search's filters in words follow the page's language (issue 39): on /en/buscar and
 * /de/buscar the applied-filter chips, the heading under the title and the DGT labels' names are
 * English and German in the server-rendered page; /buscar keeps its Spanish word for word.
 */
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../../../prisma/seed.ts';
import { formatPrice } from '../../../server/contracts/format.ts';
import { inertiaVisit, useTestApp } from '../../support/app.ts';
import { resetDatabase } from '../../support/db.ts';
import { useSsrApp } from '../catalogue/ssr-app.ts';

const { app, prisma } = useTestApp();
const ssr = useSsrApp();

const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36';

let query: string;
let marca: string;

beforeAll(async () => {
  await resetDatabase(prisma);
  await seedDemo(prisma, { vehicles: 8, photos: false });
  const car = await prisma.coche.findFirstOrThrow({ where: { activo: true, estado_id: 1 }, orderBy: { id: 'asc' }, include: { marca: true } });
  marca = car.marca.nombre;
  // Diesel (a fixed fuel), up to 40.000 €, the zero-emissions label, the Tarahales branch, up to 400 € a month.
  query = `marcas=${car.marca_id}&combustible=2&sede=1&etiqueta=1&cuota_max=400&max_precio=40000`;
});

/** The server-rendered page's body, as a browser gets it. */
async function rendered(path: string): Promise<string> {
  const res = await request(ssr.app()).get(path).set('User-Agent', BROWSER);
  expect(res.status).toBe(200);
  return res.text.slice(res.text.indexOf('<body'));
}

const chip = (label: string, remove: string) => `aria-label="${remove.replace('{label}', label)}"`;

describe('the search’s chips and heading', () => {
  it('are English on /en/buscar', async () => {
    const html = await rendered(`/en/buscar?${query}`);
    for (const label of [marca, 'Diesel', 'Tarahales showroom', 'Zero emissions label', `Up to ${formatPrice(400, 'en')}/month`, `Price: up to ${formatPrice(40000, 'en')}`]) {
      expect(html).toContain(chip(label, 'Remove filter: {label}'));
    }
    expect(html).toContain(`>Used diesel ${marca}</span>`);
    // The DGT labels' choice names the zero-emissions label in English too.
    expect(html).toMatch(/>Zero emissions<span/);
    expect(html).not.toMatch(/Etiqueta|Sede |de ocasión|Hasta |\/mes/);
  });

  it('are German on /de/buscar', async () => {
    const html = await rendered(`/de/buscar?${query}`);
    for (const label of [marca, 'Diesel', 'Standort Tarahales', 'Plakette Null Emissionen', `Bis ${formatPrice(400, 'de')}/Monat`, `Preis: bis ${formatPrice(40000, 'de')}`]) {
      expect(html).toContain(chip(label, 'Filter entfernen: {label}'));
    }
    expect(html).toContain(`>${marca} Diesel Gebrauchtwagen</span>`);
    expect(html).toMatch(/>Null Emissionen<span/);
  });

  it('stay Spanish on /buscar', async () => {
    const html = await rendered(`/buscar?${query}`);
    for (const label of [marca, 'Diesel', 'Sede Tarahales', 'Etiqueta Cero', 'Hasta 400 €/mes', 'Precio: hasta 40.000 €']) {
      expect(html).toContain(chip(label, 'Quitar filtro: {label}'));
    }
    expect(html).toContain(`>${marca} diesel de ocasión</span>`);
    expect(html).toMatch(/>Cero<span/);
  });

  it('are worded by the page from messages the search page receives', async () => {
    const page = await request(app).get(`/en/buscar?${query}`).set(inertiaVisit);
    expect(Object.keys(page.body.props.i18n.messages)).toEqual(expect.arrayContaining(['search.chip_branch', 'search.chip_dgt_label', 'search.dgt_label_zero', 'search.heading_subject_fuel']));
    expect(Object.keys(page.body.props.i18n.messages).some((key) => key.startsWith('alertmail.'))).toBe(false);
  });
});
