/**
 * 'Descargar presupuesto' (issue 38): the public quote of a car and a staff quote for an
 * enquiry, parsed back from the PDF and compared with the car page's props to the cent.
 */
import sharp from 'sharp';
import request from 'supertest';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { seedDemo } from '../../../prisma/seed.ts';
import { DEMO_EMPRESA } from '../../../prisma/seed/empresa.ts';
import { creditFigures } from '../../../server/contracts/finance-disclosure.ts';
import { defaultQuote } from '../../../server/contracts/finance.ts';
import { formatEuros, formatPrice } from '../../../server/contracts/format.ts';
import { guaranteeTerms } from '../../../server/contracts/guarantee.ts';
import { WORKFLOW_MESSAGES, type TimelineEntry } from '../../../server/contracts/lead-workflow.ts';
import type { VehicleProps } from '../../../server/contracts/pages.ts';
import { extraLine } from '../../../server/contracts/price-statement.ts';
import { vehiclePhotoPaths } from '../../../server/media/storage.ts';
import { mediaStore } from '../../../server/media/store/media-store.ts';
import { inertiaVisit, useTestApp } from '../../support/app.ts';
import { resetDatabase } from '../../support/db.ts';
import { storeLead } from '../../support/leads.ts';
import { staffAgent } from '../../support/staff.ts';
import { translator } from '../../../server/i18n/index.ts';

const { app, prisma } = useTestApp();

/** The PDF's text on one line, every run of spaces (no-break ones too) as one space. */
async function pdfText(body: Buffer): Promise<{ text: string; pages: number }> {
  const { text, totalPages } = await extractText(await getDocumentProxy(new Uint8Array(body)), { mergePages: true });
  return { text: flat(text), pages: totalPages };
}

const flat = (text: string) => text.replace(/\s+/g, ' ').trim();

const pdfOf = (res: request.Response) => res.body as Buffer;
const binary = (res: request.Response, done: (error: Error | null, body: Buffer) => void) => {
  const chunks: Buffer[] = [];
  res.on('data', (chunk: Buffer) => chunks.push(chunk));
  res.on('end', () => done(null, Buffer.concat(chunks)));
};

async function carPage(slug: string): Promise<VehicleProps> {
  const res = await request(app).get(`/vehiculo/${slug}`).set(inertiaVisit);
  expect(res.status).toBe(200);
  return res.body.props as VehicleProps;
}

/** Every figure and word the quote must share with the car page, from its props. */
function expectSameAsPage(text: string, props: VehicleProps) {
  const precio = props.precio!;
  expect(text).toContain(flat(`Precio al contado ${formatPrice(precio.cash)} Precio final, ${precio.tax}`));
  for (const line of precio.lines) expect(text).toContain(flat(`${line.label} ${formatEuros(line.cents / 100)}`));
  expect(text).toContain(flat(`Precio al contado ${formatEuros(precio.cash)}`));
  for (const item of precio.included) expect(text).toContain(flat(item));
  for (const extra of precio.extras) expect(text).toContain(flat(extraLine(extra, translator('es'))));
  for (const line of guaranteeTerms(precio.guarantee, translator('es').t)) expect(text).toContain(flat(line));
  if (precio.financed !== null) expect(text).toContain(flat(`Precio financiando con GTCars ${formatPrice(precio.financed)}`));
  const credit = defaultQuote(props.financiacion, props.coche.effectivePrice)!;
  for (const figure of creditFigures(credit)) expect(text).toContain(flat(`${figure.label} ${figure.value}`));
  expect(text).toContain(flat(props.ejemploFinanciacion!));
}

let financed: { id: number; slug: string };

beforeAll(async () => {
  await resetDatabase(prisma);
  await seedDemo(prisma, { vehicles: 30, photos: false });
  financed = await prisma.coche.findFirstOrThrow({ where: { estado_id: 1, precio_oferta: { not: null }, activo: true, deleted_at: null }, select: { id: true, slug: true }, orderBy: { id: 'asc' } });
  // The car's main photo, processed: the quote prints it.
  const foto = await prisma.foto.create({ data: { coche_id: financed.id, orden: 0, width: 1600, height: 1067 }, select: { id: true } });
  const jpeg = await sharp({ create: { width: 1600, height: 1067, channels: 3, background: { r: 120, g: 20, b: 30 } } }).jpeg().toBuffer();
  await mediaStore().put(vehiclePhotoPaths(foto.id).compressed, jpeg, 'image/jpeg');
}, 60_000);

afterEach(() => {
  vi.useRealTimers();
});

describe('the public quote', () => {
  it('prints the car page’s figures to the cent, its photo, the company and a validity of 7 days', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-27T10:00:00Z'));
    const props = await carPage(financed.slug);
    const res = await request(app).get(`/vehiculo/${financed.slug}/presupuesto.pdf`).buffer(true).parse(binary);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="presupuesto-${financed.slug}.pdf"`);
    expect(res.headers['cache-control']).toBe('public, max-age=300');
    // Sessionless: a visitor's download leaves no session behind.
    expect(res.headers['set-cookie']).toBeUndefined();
    const { text, pages } = await pdfText(pdfOf(res));
    expect(pages).toBeLessThanOrEqual(2);
    expectSameAsPage(text, props);
    expect(text).toMatch(new RegExp(`Referencia P-${financed.id}-20261127-\\d+`));
    expect(text).toContain('Fecha: 27 de noviembre de 2026');
    expect(text).toContain('Válido hasta el 4 de diciembre de 2026');
    expect(text).toContain(`${DEMO_EMPRESA.razon_social} · CIF ${DEMO_EMPRESA.cif}`);
    expect(text).not.toContain('Para:');
    expect(pdfOf(res).toString('latin1')).toContain('/Subtype /Image');

    const again = await request(app).get(`/vehiculo/${financed.slug}/presupuesto.pdf`).set('If-None-Match', res.headers.etag!);
    expect(again.status).toBe(304);
  });

  it('holds for the days staff set, and is a 404 for a sold or unknown car', async () => {
    await prisma.empresa.update({ where: { id: 1 }, data: { presupuesto_dias: 15 } });
    try {
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(new Date('2026-12-30T23:30:00Z'));
      const res = await request(app).get(`/vehiculo/${financed.slug}/presupuesto.pdf`).buffer(true).parse(binary);
      const { text } = await pdfText(pdfOf(res));
      expect(text).toContain('Fecha: 30 de diciembre de 2026');
      expect(text).toContain('Válido hasta el 14 de enero de 2027');
    } finally {
      await prisma.empresa.update({ where: { id: 1 }, data: { presupuesto_dias: 7 } });
    }
    const sold = await prisma.coche.findFirstOrThrow({ where: { estado_id: 3 }, select: { slug: true } });
    expect((await request(app).get(`/vehiculo/${sold.slug}/presupuesto.pdf`)).status).toBe(404);
    expect((await request(app).get('/vehiculo/no-existe/presupuesto.pdf')).status).toBe(404);
  });

  it('lets one IP download 30 quotes in 10 minutes, counted without writing anything', async () => {
    const before = await prisma.rateLimit.count();
    const statuses: number[] = [];
    // This file's downloads so far count too: the 31st of the window is refused, whichever it is.
    for (let i = 0; i < 31 && !statuses.includes(429); i += 1) statuses.push((await request(app).get(`/vehiculo/no-existe-${i}/presupuesto.pdf`)).status);
    expect(statuses.at(-1)).toBe(429);
    expect(statuses.slice(0, -1).every((status) => status === 404)).toBe(true);
    expect(statuses.length).toBeGreaterThan(20);
    expect(await prisma.rateLimit.count()).toBe(before);
  });
});

describe('a staff quote for an enquiry', () => {
  const headers = (token: string, id: number) => ({ ...inertiaVisit, 'X-CSRF-TOKEN': token, Referer: `http://127.0.0.1/dashboard/solicitudes/${id}` });

  it('is made in the buyer’s name, written on the timeline and prints the page’s figures, the same later', async () => {
    const staff = await staffAgent(app);
    const { id } = await storeLead(prisma, { coche_id: financed.id });
    const made = await staff.agent.post(`/dashboard/solicitudes/${id}/presupuesto`).set(headers(staff.token, id)).send({ comprador: '  Laura   Suárez Déniz ' });
    expect(made.headers.location).toBe(`/dashboard/solicitudes/${id}`);
    const evento = await prisma.leadEvento.findFirstOrThrow({ where: { lead_id: id, tipo: 'presupuesto' }, select: { id: true, datos: true } });
    const referencia = `S-${id}-${evento.id}`;
    expect(evento.datos).toMatchObject({ referencia, documento: { comprador: 'Laura Suárez Déniz', referencia } });

    const page = await staff.agent.get(`/dashboard/solicitudes/${id}`).set(inertiaVisit);
    expect(page.body.props.flash).toMatchObject({ message: WORKFLOW_MESSAGES.quoted(referencia) });
    const props = await carPage(financed.slug);
    const entry = (page.body.props.workflow.timeline as TimelineEntry[])[0]!;
    expect(entry).toMatchObject({ tipo: 'presupuesto', referencia, comprador: 'Laura Suárez Déniz', precio: props.precio!.cash, url: `/dashboard/solicitudes/${id}/presupuesto.pdf?referencia=${referencia}` });

    const pdf = await staff.agent.get(entry.tipo === 'presupuesto' ? entry.url : '').buffer(true).parse(binary);
    expect(pdf.status).toBe(200);
    expect(pdf.headers['content-disposition']).toBe(`attachment; filename="presupuesto-${referencia}.pdf"`);
    expect(pdf.headers['cache-control']).toBe('private, no-store');
    const { text } = await pdfText(pdfOf(pdf));
    expectSameAsPage(text, props);
    expect(text).toContain(`Referencia ${referencia}`);
    expect(text).toContain('Para: Laura Suárez Déniz');

    // The quote is what was printed: a later price change leaves it as it was.
    const before = props.precio!.cash;
    await prisma.coche.update({ where: { id: financed.id }, data: { precio: before + 1000 } });
    try {
      const later = await staff.agent.get(`/dashboard/solicitudes/${id}/presupuesto.pdf`).buffer(true).parse(binary);
      expect((await pdfText(pdfOf(later))).text).toContain(flat(`Precio al contado ${formatEuros(before)}`));
    } finally {
      await prisma.coche.update({ where: { id: financed.id }, data: { precio: before } });
    }
  });

  it('is written in the language the enquiry came in', async () => {
    const staff = await staffAgent(app);
    const { id } = await storeLead(prisma, { coche_id: financed.id, idioma: 'en' });
    await staff.agent.post(`/dashboard/solicitudes/${id}/presupuesto`).set(headers(staff.token, id)).send({ comprador: 'Oliver Smith' });
    const pdf = await staff.agent.get(`/dashboard/solicitudes/${id}/presupuesto.pdf`).buffer(true).parse(binary);
    const { text } = await pdfText(pdfOf(pdf));
    expect(text).toContain('For: Oliver Smith');
    expect(text).not.toContain('Para:');
  });

  it('asks for the buyer’s name, refuses an enquiry about no car or a sold one, and keeps quotes to staff', async () => {
    const staff = await staffAgent(app);
    const { id } = await storeLead(prisma, { coche_id: financed.id });
    const empty = await staff.agent.post(`/dashboard/solicitudes/${id}/presupuesto`).set(headers(staff.token, id)).send({ comprador: ' ' });
    expect(empty.status).toBe(302);
    expect((await staff.agent.get(`/dashboard/solicitudes/${id}`).set(inertiaVisit)).body.props.errors).toEqual({ comprador: WORKFLOW_MESSAGES.comprador });

    const { id: general } = await storeLead(prisma, { source: 'contacto' });
    await staff.agent.post(`/dashboard/solicitudes/${general}/presupuesto`).set(headers(staff.token, general)).send({ comprador: 'Laura Suárez' });
    expect((await staff.agent.get(`/dashboard/solicitudes/${general}`).set(inertiaVisit)).body.props.flash).toMatchObject({ message: WORKFLOW_MESSAGES.quoteWithoutCar });

    const sold = await prisma.coche.findFirstOrThrow({ where: { estado_id: 3 }, select: { id: true } });
    const { id: late } = await storeLead(prisma, { coche_id: sold.id });
    await staff.agent.post(`/dashboard/solicitudes/${late}/presupuesto`).set(headers(staff.token, late)).send({ comprador: 'Laura Suárez' });
    expect((await staff.agent.get(`/dashboard/solicitudes/${late}`).set(inertiaVisit)).body.props.flash).toMatchObject({ message: WORKFLOW_MESSAGES.quoteCarGone });
    expect(await prisma.leadEvento.count({ where: { lead_id: { in: [id, general, late] }, tipo: 'presupuesto' } })).toBe(0);

    expect((await staff.agent.get(`/dashboard/solicitudes/${id}/presupuesto.pdf`)).status).toBe(404);
    expect((await staff.agent.get(`/dashboard/solicitudes/${id}/presupuesto.pdf?referencia=../1`)).status).toBe(404);
    const anonymous = await request(app).get(`/dashboard/solicitudes/${id}/presupuesto.pdf`).set('Accept', 'text/html');
    expect(anonymous.status).toBe(303);
    expect(anonymous.headers.location).toBe('/login');
  });
});
