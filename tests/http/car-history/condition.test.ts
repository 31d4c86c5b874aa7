/**
 * One story everywhere: a car's inspection and its known defects (a point to watch, an
 * imperfection marked on a photo) are stated alike in the PDF quote, the buyer's reservation mail,
 * the staff's mail of the enquiry, in the page's or the mail's language; the JSON-LD and the
 * portal feed carry the inspection's day.
 */
import request from 'supertest';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { seedDemo } from '../../../prisma/seed.ts';
import { inertiaVisit, sessionWithToken, useTestApp } from '../../support/app.ts';
import { resetDatabase } from '../../support/db.ts';
import { runQueuedJobs } from '../../support/jobs.ts';
import { useRecordedMail } from '../../support/mail.ts';

const TOKEN = 'feed-token-0123456789abcdef0123';
const { app, prisma } = useTestApp({ FEED_TOKEN: TOKEN });
const sent = useRecordedMail();
let car: { id: number; slug: string };

const ES = ['Revisado en 100 puntos el 20 de noviembre de 2026.', 'Defectos conocidos: Batería: Carga al 78 %; Arañazo leve en la puerta delantera.'];
const EN = ['Inspected on 100 points on 20 November 2026.', 'Known defects: Battery: Carga al 78 %; Arañazo leve en la puerta delantera.'];

beforeAll(async () => {
  await resetDatabase(prisma);
  await seedDemo(prisma, { vehicles: 2, photos: false });
  car = await prisma.coche.findFirstOrThrow({ where: { estado_id: 1, activo: true }, select: { id: true, slug: true }, orderBy: { id: 'asc' } });
  await prisma.inspeccion.deleteMany();
  const points = await prisma.inspeccionPunto.findMany({ where: { activo: true }, select: { id: true, clave: true, medida: true } });
  await prisma.inspeccion.create({
    data: {
      coche_id: car.id,
      inspector: 'Taller GTCars',
      fecha: new Date('2026-11-20T00:00:00Z'),
      resultados: {
        create: points.map((point) => ({
          punto_id: point.id,
          estado: point.clave === 'bateria' ? 'atencion' : 'ok',
          valor: point.medida === 'mm' ? 6.5 : point.medida === '%' ? 80 : null,
          nota: point.clave === 'bateria' ? 'Carga al 78 %' : null,
        })),
      },
    },
  });
  const photo = await prisma.foto.create({ data: { coche_id: car.id, orden: 1, width: 1600, height: 1067 } });
  await prisma.imperfeccion.create({ data: { foto_id: photo.id, x: 0.3, y: 0.6, nota: 'Arañazo leve en la puerta delantera.' } });
});

beforeEach(() => vi.useFakeTimers({ now: new Date('2026-11-21T10:00:00Z'), toFake: ['Date'] }));
afterEach(() => vi.useRealTimers());

async function quoteText(prefix: string): Promise<string> {
  const res = await request(app)
    .get(`${prefix}/vehiculo/${car.slug}/presupuesto.pdf`)
    .buffer(true)
    .parse((stream, done) => {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => done(null, Buffer.concat(chunks)));
    });
  expect(res.status).toBe(200);
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(res.body as Buffer)), { mergePages: true });
  return text.replace(/\s+/g, ' ');
}

describe('the car’s condition', () => {
  it('is stated in the PDF quote, in its language', async () => {
    const spanish = await quoteText('');
    expect(spanish).toContain(`Estado del coche ${ES.join(' ')}`);
    const english = await quoteText('/en');
    expect(english).toContain(`The car's condition ${EN.join(' ')}`);
  });

  it('is stated in the buyer’s reservation mail, in its language, and in Spanish in the staff’s mail', async () => {
    const { agent, token } = await sessionWithToken(app);
    const res = await agent
      .post('/en/reservas')
      .set({ 'X-CSRF-TOKEN': token, Accept: 'application/json' })
      .send({ nombre: 'Emma', apellidos: 'Smith', telefono: '+44 7700 900123', email: 'emma@example.com', coche: car.id, sede: 1, condiciones: true, legal: true });
    expect(res.status).toBe(201);
    sent.length = 0;
    expect(await runQueuedJobs('reservation-mail', 'lead-mail')).toBe(2);
    const buyer = sent.find((mail) => mail.to === 'emma@example.com')!;
    for (const line of EN) {
      expect(buyer.text).toContain(line);
      expect(buyer.html).toContain(line.replace("'", '&#39;'));
    }
    const staff = sent.find((mail) => mail.to !== 'emma@example.com')!;
    expect(staff.text).toContain(`Estado del coche: ${ES.join(' ')}`);
  });

  it('gives the JSON-LD and the portal feed the inspection’s day', async () => {
    const page = await request(app).get(`/vehiculo/${car.slug}`).set(inertiaVisit);
    const product = JSON.parse(page.body.props.seo.jsonLd[0]);
    expect(product.additionalProperty).toEqual([{ '@type': 'PropertyValue', propertyID: 'inspectionDate', name: 'Revisado en 100 puntos', value: '2026-11-20' }]);
    const xml = (await request(app).get(`/feeds/${TOKEN}/stock.xml`)).text;
    expect(xml).toContain(`<id>${car.id}</id>`);
    expect(xml).toMatch(new RegExp(`<id>${car.id}</id>.*?<inspection_date>2026-11-20</inspection_date>`, 's'));
    const csv = (await request(app).get(`/feeds/${TOKEN}/stock.csv`)).text;
    expect(csv.split('\n')[0]).toContain('warranty,inspection_date,branch');
  });
});
