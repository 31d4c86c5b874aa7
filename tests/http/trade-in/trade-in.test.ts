/**
 * 'Tasamos tu coche': GET /tasacion offers the lists; POST /tasacion (multipart) stores the
 * enquiry (source 'tasacion') with its consent and its photos' originals before it answers 201;
 * the 'lead-photo' job makes each photo's JPEG under privado/, which only staff can open, in the
 * Solicitud detail. Bad input gets each field's Spanish message and stores nothing.
 */
import { existsSync } from 'node:fs';
import { readdir, rm } from 'node:fs/promises';
import sharp from 'sharp';
import request from 'supertest';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { seedDemo } from '../../../prisma/seed.ts';
import { LEGAL_REQUIRED_MESSAGE, LEGAL_TEXT_VERSION } from '../../../server/contracts/lead-forms.ts';
import { MAX_TRADE_IN_PHOTOS, TRADE_IN_BRAND_MESSAGE, TRADE_IN_PHOTOS_MESSAGE, TRADE_IN_SUCCESS_MESSAGE } from '../../../server/contracts/trade-in.ts';
import { FORM_RATE_LIMIT, FORM_RATE_LIMIT_MESSAGE } from '../../../server/http/middleware/rate-limit.ts';
import { UPLOAD_GRACE_MS, tendUploads } from '../../../server/jobs/uploads.ts';
import { leadPhotoPaths, storagePath } from '../../../server/media/storage.ts';
import { uploadTempDir } from '../../../server/media/videos.ts';
import { inertiaVisit, sessionWithToken, useTestApp } from '../../support/app.ts';
import { resetDatabase } from '../../support/db.ts';
import { clearJobs, runQueuedJobs, waitingJobs } from '../../support/jobs.ts';
import { useRecordedMail } from '../../support/mail.ts';
import { env } from '../../../server/config/env.ts';
import { staffAgent } from '../../support/staff.ts';
import { type Fields, jpeg, postMultipart, type Upload } from '../vehicles/stock-helpers.ts';
import { tradeInFields } from './trade-in-fixtures.ts';

const { app, prisma } = useTestApp({ TRUST_PROXY: true });
const sent = useRecordedMail();
let marca: { id: number; nombre: string };
let combustible: { id: number; nombre: string };
let cambio: { id: number; nombre: string };

beforeAll(async () => {
  await resetDatabase(prisma);
  // Ids restart with the database: no file of an earlier run may stand for this one's.
  for (const folder of ['privado', 'originales']) await rm(storagePath(folder), { recursive: true, force: true });
  await seedDemo(prisma, { vehicles: 2, photos: false });
  const first = { select: { id: true, nombre: true }, orderBy: { id: 'asc' } } as const;
  [marca, combustible, cambio] = await Promise.all([prisma.marca.findFirstOrThrow(first), prisma.combustible.findFirstOrThrow(first), prisma.cambio.findFirstOrThrow(first)]);
});

beforeEach(async () => {
  await clearJobs();
  await prisma.lead.deleteMany();
  await prisma.rateLimit.deleteMany();
  sent.length = 0;
});

const valid = (change: Fields = {}): Fields => tradeInFields(change, { marca: marca.id, combustible: combustible.id, cambio: cambio.id });

const photos = async (count: number): Promise<Upload[]> =>
  Promise.all(Array.from({ length: count }, async (_, i) => ({ field: `fotos[${i}]`, data: await jpeg(1600, 1200, `#3${i}5577`), name: `coche-${i + 1}.jpg` })));

async function send(fields: Fields, uploads: Upload[] = [], ip = '203.0.113.80', path = '/tasacion') {
  const { agent, token } = await sessionWithToken(app);
  return postMultipart(agent, token, path, fields, uploads, { Accept: 'application/json', 'User-Agent': 'Vitest navegador', 'X-Forwarded-For': ip });
}

const originalsLeft = async () => (await readdir(storagePath('originales/solicitudes')).catch(() => [])).length;

describe('GET /tasacion', () => {
  it('offers every brand, fuel and gearbox by name, with the page’s canonical', async () => {
    const res = await request(app).get('/tasacion').set(inertiaVisit);
    expect(res.status).toBe(200);
    expect(res.body.component).toBe('Tasacion');
    const byName = (a: { nombre: string }, b: { nombre: string }) => a.nombre.localeCompare(b.nombre, 'es');
    const names = (rows: { nombre: string }[]) => rows.map((row) => row.nombre);
    expect(names(res.body.props.marcas)).toEqual(names((await prisma.marca.findMany({ select: { nombre: true } })).sort(byName)));
    expect(res.body.props.combustibles).toHaveLength(await prisma.combustible.count());
    expect(res.body.props.cambios).toHaveLength(await prisma.cambio.count());
    expect(res.body.props.seo.canonical).toMatch(/\/tasacion$/);
  });
});

describe('POST /tasacion', () => {
  it('stores the enquiry with the car named, its consent and two photos, and answers 201 only then', async () => {
    const tempFiles = async () => (await readdir(uploadTempDir()).catch(() => [])).length;
    const before = await tempFiles();
    const res = await send(valid(), await photos(2));
    // The uploads went to temp files, never memory, and the temp files went with the answer.
    expect(await tempFiles()).toBe(before);
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ message: TRADE_IN_SUCCESS_MESSAGE });

    const lead = await prisma.lead.findFirstOrThrow({ include: { fotos: { orderBy: { orden: 'asc' } } } });
    expect(lead).toMatchObject({
      source: 'tasacion',
      coche_id: null,
      nombre: 'Yaiza Santana',
      telefono: '+34 628 111 333',
      email: 'yaiza@example.es',
      mensaje: 'Revisiones en la casa. Un roce en la puerta trasera.',
      consent_version: LEGAL_TEXT_VERSION,
      ip: '203.0.113.80',
      user_agent: 'Vitest navegador',
      payload: {
        matricula: '1234BCD',
        marca,
        modelo: 'Serie 3 320d',
        year: 2018,
        kilometros: 98500,
        combustible,
        cambio,
        estado: 'Bueno, desgaste normal',
        fotos: 2,
      },
    });
    expect(lead.fotos.map((foto) => [foto.orden, foto.width])).toEqual([
      [0, null],
      [1, null],
    ]);
    for (const foto of lead.fotos) {
      expect(foto.clave).toMatch(/^[0-9a-f]{24}$/);
      expect(existsSync(storagePath(leadPhotoPaths(foto).original))).toBe(true);
    }
    const queued = (await waitingJobs('lead-photo')).map((job) => (job.data as { photoId: number }).photoId);
    expect(queued.sort((a, b) => a - b)).toEqual(lead.fotos.map((foto) => foto.id).sort((a, b) => a - b));
    expect(await waitingJobs('lead-mail')).toHaveLength(1);
    expect(await waitingJobs('trade-in-ack')).toHaveLength(1);
  });

  it('sends the visitor a copy of the request, in the language of the page it came from', async () => {
    expect((await send(valid(), await photos(1))).status).toBe(201);
    expect((await send(valid({ nombre: 'Lena Schmidt', email: 'lena@example.de' }), [], '203.0.113.81', '/de/tasacion')).status).toBe(201);
    expect(await runQueuedJobs('trade-in-ack')).toBe(2);
    const spanish = sent.find((mail) => mail.to === 'yaiza@example.es')!;
    expect(spanish.subject).toBe(`Hemos recibido los datos de tu coche - ${env().APP_NAME}`);
    expect(spanish.text).toContain(
      [
        'Hola, Yaiza Santana:',
        '',
        `Hemos recibido los datos de tu coche (${marca.nombre}, 2018, 1234BCD, 98.500 Km) para tasarlo.`,
        'Un tasador te llamará en menos de 24 horas laborables con una valoración. Pedirla no te compromete a nada.',
      ].join('\n'),
    );
    expect(spanish.html).toMatch(/^<div lang="es" /);
    const german = sent.find((mail) => mail.to === 'lena@example.de')!;
    expect(german.subject).toBe(`Wir haben die Daten Ihres Autos erhalten - ${env().APP_NAME}`);
    expect(german.text).toContain(`Wir haben die Daten Ihres Autos (${marca.nombre}, 2018, 1234BCD, 98.500 km) für eine Bewertung erhalten.`);
    expect(german.html).toMatch(/^<div lang="de" /);
  });

  it('names the car in its copy only by what the form checked, never by text typed freely', async () => {
    const typed = valid({ marca_id: '', marca_texto: 'Visita spam.example', modelo: 'Gana dinero', comentarios: 'Haz clic aquí' });
    expect((await send(typed, [])).status).toBe(201);
    await runQueuedJobs('trade-in-ack');
    const [mail] = sent;
    expect(mail!.text).toContain('Hemos recibido los datos de tu coche (2018, 1234BCD, 98.500 Km) para tasarlo.');
    for (const words of ['spam.example', 'Gana dinero', 'Haz clic']) expect(mail!.text + mail!.html).not.toContain(words);
  });

  it('makes each photo’s JPEG privately, which only staff open, in the Solicitud detail with the car’s data', async () => {
    expect((await send(valid(), await photos(2))).status).toBe(201);
    await runQueuedJobs('lead-photo', 'lead-mail');
    const lead = await prisma.lead.findFirstOrThrow({ include: { fotos: { orderBy: { orden: 'asc' } } } });
    expect(lead.fotos.map((foto) => [foto.width, foto.height, foto.error])).toEqual([
      [1600, 1200, null],
      [1600, 1200, null],
    ]);
    const [first] = lead.fotos;
    const paths = leadPhotoPaths(first!);
    expect(paths.photo).toBe(`privado/solicitudes/${first!.id}-${first!.clave}.jpg`);
    expect([existsSync(storagePath(paths.original)), existsSync(storagePath(paths.photo)), existsSync(storagePath(paths.thumb))]).toEqual([false, true, true]);

    // No public address serves them; the staff one asks for a sign-in.
    expect((await request(app).get(`/storage/${paths.photo}`)).status).toBe(404);
    expect((await request(app).get(`/${paths.photo}`)).status).toBe(404);
    const anonymous = await request(app).get(`/dashboard/solicitudes/fotos/${first!.id}.jpg`).set('Accept', 'text/html');
    expect(anonymous.status).toBe(303);
    expect(anonymous.headers.location).toBe('/login');

    const { agent } = await staffAgent(app);
    const page = await agent.get(`/dashboard/solicitudes/${lead.id}`).set(inertiaVisit);
    expect(page.body.props.solicitud.origen).toBe('Tasación');
    expect(page.body.props.solicitud.datos).toEqual(
      expect.arrayContaining([
        { label: 'Matrícula', value: '1234BCD' },
        { label: 'Marca', value: marca.nombre },
        { label: 'Kilómetros', value: '98.500 Km' },
        { label: 'Estado', value: 'Bueno, desgaste normal' },
      ]),
    );
    const fotos = page.body.props.solicitud.fotos;
    expect(fotos).toEqual(
      lead.fotos.map((foto) => ({
        id: foto.id,
        estado: 'lista',
        url: `/dashboard/solicitudes/fotos/${foto.id}.jpg`,
        thumbUrl: `/dashboard/solicitudes/fotos/${foto.id}-mini.jpg`,
        width: 1600,
        height: 1200,
      })),
    );
    const image = await agent.get(fotos[0].url);
    expect(image.status).toBe(200);
    expect(image.headers['content-type']).toBe('image/jpeg');
    expect(image.headers['cache-control']).toBe('no-store');
    const thumb = await agent.get(fotos[0].thumbUrl);
    expect(thumb.status).toBe(200);
    expect((await agent.get('/dashboard/solicitudes/fotos/..%2F..%2Fpackage.json')).status).toBe(404);
    expect((await agent.get('/dashboard/solicitudes/fotos/999999.jpg')).status).toBe(404);
    expect((await agent.get('/dashboard/solicitudes/fotos/0.jpg')).status).toBe(404);

    // Once the enquiry is deleted its photos are gone for staff too, and the housekeeping removes the files.
    await prisma.lead.delete({ where: { id: lead.id } });
    expect((await agent.get(fotos[0].url)).status).toBe(404);
    await tendUploads(Date.now() + UPLOAD_GRACE_MS + 60_000);
    expect(existsSync(storagePath(paths.photo))).toBe(false);
    expect(existsSync(storagePath(paths.thumb))).toBe(false);

    expect(sent).toHaveLength(1);
    expect(sent[0]!.text).toContain('Formulario: Tasamos tu coche');
    expect(sent[0]!.text).toContain('Matrícula: 1234BCD');
  });

  it('takes the form without photos as JSON, as the browser sends it then', async () => {
    const { agent, token } = await sessionWithToken(app);
    const res = await agent.post('/tasacion').set({ 'X-CSRF-TOKEN': token, Accept: 'application/json' }).send({ ...valid(), legal: true, fotos: [] });
    expect(res.status).toBe(201);
    expect((await prisma.lead.findFirstOrThrow()).payload).toMatchObject({ matricula: '1234BCD', fotos: 0 });
  });

  it('makes a thumbnail within bounds of a very tall photo', async () => {
    const tall = await sharp({ create: { width: 40, height: 3800, channels: 3, background: '#777' } }).png().toBuffer();
    expect((await send(valid(), [{ field: 'fotos[0]', data: tall, name: 'alta.png' }])).status).toBe(201);
    await runQueuedJobs('lead-photo');
    const [foto] = await prisma.leadFoto.findMany();
    expect(foto!.error).toBeNull();
    const thumb = await sharp(storagePath(leadPhotoPaths(foto!).thumb)).metadata();
    expect(thumb.height).toBeLessThanOrEqual(960);
    expect(thumb.width).toBeLessThanOrEqual(480);
  });

  it('takes a brand typed by hand when it is not in the list', async () => {
    expect((await send(valid({ marca_id: '', marca_texto: 'Lancia' }))).status).toBe(201);
    expect((await prisma.lead.findFirstOrThrow()).payload).toMatchObject({ marca: 'Lancia', fotos: 0 });
  });

  it('answers 422 with each field’s Spanish message and stores nothing', async () => {
    const res = await send({ matricula: '¿?', marca_id: '', year: '1890', kilometros: '', estado: 'nuevo', email: 'no', legal: '0' });
    expect(res.status).toBe(422);
    expect(res.body.errors).toMatchObject({
      matricula: ['Introduce una matrícula válida, p. ej. 1234 BCD.'],
      marca_id: [TRADE_IN_BRAND_MESSAGE],
      year: [expect.stringMatching(/^Introduce un año entre 1950 y \d{4}\.$/)],
      kilometros: ['Introduce los kilómetros (solo números).'],
      estado: ['Elige el estado del coche.'],
      email: ['Introduce un correo electrónico válido.'],
      legal: [LEGAL_REQUIRED_MESSAGE],
    });
    expect(await prisma.lead.count()).toBe(0);
  });

  it('refuses a photo that is not an image by its content, and a seventh photo, storing nothing', async () => {
    const before = await originalsLeft();
    const fake = { field: 'fotos[1]', data: Buffer.from('%PDF-1.4 no soy una foto'), name: 'factura.jpg' };
    const res = await send(valid({ kilometros: '1e5' }), [...(await photos(1)), fake]);
    expect(res.status).toBe(422);
    // Every problem at once: the fields' and the photos'.
    expect(res.body.errors.fotos).toEqual([expect.stringMatching(/^factura\.jpg: /)]);
    expect(res.body.errors.kilometros).toEqual(['Introduce los kilómetros (solo números).']);

    const many = await send(valid(), await photos(MAX_TRADE_IN_PHOTOS + 1));
    expect(many.status).toBe(422);
    expect(many.body.errors).toEqual({ fotos: [TRADE_IN_PHOTOS_MESSAGE] });
    expect(await prisma.lead.count()).toBe(0);
    expect(await prisma.leadFoto.count()).toBe(0);
    expect(await originalsLeft()).toBe(before);
  });

  it('refuses a brand id that names nothing', async () => {
    const res = await send(valid({ marca_id: 999999 }));
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.errors)).toEqual(['marca_id']);
  });

  it('refuses a post without the CSRF token (419), and limits one IP to the form allowance (429)', async () => {
    const res = await request(app).post('/tasacion').field('nombre', 'x').set('Accept', 'application/json');
    expect(res.status).toBe(419);
    for (let i = 0; i < FORM_RATE_LIMIT.limit; i += 1) expect((await send({}, [], '198.51.100.90')).status).toBe(422);
    const limited = await send(valid(), [], '198.51.100.90');
    expect(limited.status).toBe(429);
    expect(limited.body).toEqual({ message: FORM_RATE_LIMIT_MESSAGE });
    expect(await prisma.lead.count()).toBe(0);
  });

  it('answers a robot that fills the honeypot as sent, and keeps nothing', async () => {
    const res = await send(valid({ hp_gtcars: 'https://spam.example' }), await photos(1));
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ message: TRADE_IN_SUCCESS_MESSAGE });
    expect(await prisma.lead.count()).toBe(0);
  });
});
