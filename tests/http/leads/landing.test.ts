/**
 * The landing pages and POST /api/leads: the pages' props, a 201 only after the lead is stored
 * with its consent, field errors as 422 JSON, 419 without the token, and the CRM forwarding
 * (a local HTTP server plays the CRM) that never loses the stored lead.
 */
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { seedDemo } from '../../../prisma/seed.ts';
import {
  LEAD_EMAIL_MESSAGE,
  LEAD_OPTION_MESSAGE,
  LEAD_PHONE_MESSAGE,
  LEAD_SUCCESS_MESSAGE,
  LEGAL_REQUIRED_MESSAGE,
  LEGAL_TEXT_VERSION,
} from '../../../server/contracts/lead-forms.ts';
import { REQUIRED_MESSAGE } from '../../../server/contracts/field-messages.ts';
import { forwardLead, WEBHOOK_ATTEMPTS, WEBHOOK_MAX_ROUNDS } from '../../../server/features/leads/webhook.ts';
import { enqueue } from '../../../server/jobs/queue.ts';
import { inertiaVisit, sessionWithToken, useTestApp } from '../../support/app.ts';
import { resetDatabase } from '../../support/db.ts';
import { clearJobs, runQueuedJobs, waitingJobs } from '../../support/jobs.ts';

/** The fake CRM: answers 200 or 500 as told, and keeps what it received. */
const crm = { answer: 200, received: [] as { headers: IncomingHttpHeaders; body: unknown }[] };
const crmServer = createServer((req, res) => {
  let body = '';
  req.on('data', (chunk: Buffer) => (body += chunk.toString()));
  req.on('end', () => {
    crm.received.push({ headers: req.headers, body: JSON.parse(body) as unknown });
    res.writeHead(crm.answer).end();
  });
});
await new Promise<void>((resolve) => crmServer.listen(0, '127.0.0.1', resolve));
const crmUrl = `http://127.0.0.1:${(crmServer.address() as AddressInfo).port}/leads`;
// Read once by env(), on the app's first request below.
process.env.CRM_WEBHOOK_URL = crmUrl;
afterAll(() => new Promise<void>((resolve) => crmServer.close(() => resolve())));

const { app, prisma } = useTestApp();
const silent = { info: () => undefined, warn: () => undefined, error: () => undefined };
let car: { id: number; slug: string; nombre: string; marca: { nombre: string }; modelo: { nombre: string } };
let photoId: number;

beforeAll(async () => {
  await resetDatabase(prisma);
  await seedDemo(prisma, { vehicles: 3, photos: false });
  car = await prisma.coche.findFirstOrThrow({
    select: { id: true, slug: true, nombre: true, marca: { select: { nombre: true } }, modelo: { select: { nombre: true } } },
    where: { activo: true },
    orderBy: { id: 'asc' },
  });
  photoId = (await prisma.foto.create({ data: { coche_id: car.id, orden: 0, width: 1600, height: 1000 }, select: { id: true } })).id;
  await prisma.banner.update({ where: { id: 1 }, data: { type: 'video', image_path: 'banners/1.jpg', video_path: 'intro.mp4' } });
});

beforeEach(async () => {
  await clearJobs();
  await prisma.lead.deleteMany();
  await prisma.rateLimit.deleteMany();
  crm.answer = 200;
  crm.received = [];
});

const valid = () => ({
  origen: 'instagram',
  nombre_completo: '  Yeray Ojeda Santana ',
  telefono: '+34 628 333 444',
  email: 'Yeray@Example.ES',
  horario_preferencia: 'Tarde',
  desea_financiar: 'Sí',
  vehicle_id: car.id,
  page_url: `http://localhost/cita?vehicle_id=${car.id}`,
  submitted_at: '2026-11-20T10:15:00.000Z',
  legal: true,
});

async function submit(body: object) {
  const { agent, token } = await sessionWithToken(app);
  return agent.post('/api/leads').set({ 'X-CSRF-TOKEN': token, Accept: 'application/json', 'User-Agent': 'Vitest navegador' }).send(body);
}

/** The lead once the jobs queued with it have run, as a runner runs them after the answer. */
async function settledLead() {
  expect(await prisma.lead.findFirstOrThrow({ select: { webhook_status: true } })).toEqual({ webhook_status: 'pending' });
  expect(await runQueuedJobs('lead-crm')).toBe(1);
  return prisma.lead.findFirstOrThrow();
}

/** Makes the queued forwards due now, as time passing would. */
const jobsDueNow = () => prisma.$executeRaw`UPDATE pgboss.job SET start_after = now() WHERE name = 'lead-crm'`;

describe('landing pages', () => {
  it('/cita is Landing, about the car of ?vehicle_id= with its photo as hero, keeping ?origen=', async () => {
    const res = await request(app).get(`/cita?vehicle_id=${car.id}&origen=facebook`).set(inertiaVisit);
    expect(res.status).toBe(200);
    expect(res.body.component).toBe('Landing');
    expect(res.body.props).toMatchObject({
      vehicle: { id: car.id, slug: car.slug, title: `${car.marca.nombre} ${car.modelo.nombre} ${car.nombre}` },
      origen: 'facebook',
      hero: { imageUrl: expect.stringContaining(`/${photoId}`), videoUrl: null },
    });
  });

  it('/cita without a known car takes the first banner (image and video); ?id= and ?origin= work too', async () => {
    const res = await request(app).get('/cita?id=999999&origin=google').set(inertiaVisit);
    expect(res.body.component).toBe('Landing');
    expect(res.body.props).toMatchObject({
      vehicle: null,
      origen: 'google',
      hero: { imageUrl: expect.stringContaining('banners'), videoUrl: '/videos/intro.mp4' },
    });
    const none = await request(app).get('/cita?vehicle_id=abc&origen=').set(inertiaVisit);
    expect(none.body.props).toMatchObject({ vehicle: null, origen: null });
  });

  it('/landing/clasea is Landing2 with its origin, hero and collage', async () => {
    const res = await request(app).get('/landing/clasea').set(inertiaVisit);
    expect(res.status).toBe(200);
    expect(res.body.component).toBe('Landing2');
    expect(res.body.props.origen).toBe('clasea');
    expect(res.body.props.hero).toMatchObject({ videoUrl: '/videos/intro.mp4' });
    expect(res.body.props.collage).toContainEqual(expect.objectContaining({ url: expect.stringContaining(`/${photoId}`) }));
  });

  it("backs 'Desde 195€/mes' with a representative example from the finance terms in force", async () => {
    const example = async () => ((await request(app).get('/landing/clasea').set(inertiaVisit)).body.props.ejemploFinanciacion as string).replace(/\u00a0/g, ' ');
    const payment = (text: string) => Number(/72 cuotas mensuales de ([\d.,]+) €/.exec(text)![1]!.replace('.', '').replace(',', '.'));
    const text = await example();
    expect(text).toContain('TIN fijo 8,99 %');
    // The highest price whose payment keeps within 195 €: paying 195 € or just under it.
    expect(payment(text)).toBeLessThanOrEqual(195);
    expect(payment(text)).toBeGreaterThan(194.9);
    await prisma.financiacion.update({ where: { id: 1 }, data: { tin: 4.5, entidad: 'Banco Atlántico' } });
    try {
      const cheaper = await example();
      expect(cheaper).toContain('TIN fijo 4,50 %');
      expect(cheaper).toContain('Banco Atlántico');
      expect(payment(cheaper)).toBeLessThanOrEqual(195);
    } finally {
      await prisma.financiacion.update({ where: { id: 1 }, data: { tin: 8.99, entidad: 'Entidad financiera colaboradora' } });
    }
  });
});

describe('POST /api/leads', () => {
  it('stores the lead with its car and consent, answers 201, then the CRM receives the §7 payload', async () => {
    const res = await submit(valid());
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ message: LEAD_SUCCESS_MESSAGE });

    const lead = await settledLead();
    expect(lead).toMatchObject({
      source: 'landing',
      coche_id: car.id,
      nombre: 'Yeray Ojeda Santana',
      telefono: '+34 628 333 444',
      email: 'yeray@example.es',
      consent_version: LEGAL_TEXT_VERSION,
      user_agent: 'Vitest navegador',
      webhook_status: 'sent',
      webhook_attempts: 1,
      webhook_error: null,
    });
    expect(lead.ip).toBeTruthy();
    const payload = {
      origen: 'instagram',
      horario_preferencia: 'Tarde',
      desea_financiar: 'Sí',
      vehicle_id: car.id,
      page_url: `http://localhost/cita?vehicle_id=${car.id}`,
      submitted_at: '2026-11-20T10:15:00.000Z',
    };
    expect(lead.payload).toEqual(payload);
    expect(crm.received).toHaveLength(1);
    expect(crm.received[0]?.body).toEqual({ ...payload, nombre_completo: 'Yeray Ojeda Santana', telefono: '+34 628 333 444', email: 'yeray@example.es' });
    expect(crm.received[0]?.headers['idempotency-key']).toBe(`gtcars-lead-${lead.id}`);
  });

  it('keeps the lead when the CRM keeps failing: failed after a round, with the error and a retry scheduled', async () => {
    crm.answer = 500;
    const res = await submit({ ...valid(), vehicle_id: null, origen: null });
    expect(res.status).toBe(201);

    const lead = await settledLead();
    expect(lead).toMatchObject({ nombre: 'Yeray Ojeda Santana', coche_id: null, webhook_status: 'failed', webhook_attempts: WEBHOOK_ATTEMPTS, webhook_error: 'HTTP 500' });
    expect(crm.received).toHaveLength(WEBHOOK_ATTEMPTS);
    // The next round is 2 minutes after the first failed one, queued for then.
    expect(lead.webhook_next_at!.getTime() - Date.now()).toBeGreaterThan(60_000);
    expect(lead.webhook_next_at!.getTime() - Date.now()).toBeLessThanOrEqual(2 * 60_000);
    expect(await waitingJobs('lead-crm')).toEqual([{ data: { leadId: lead.id }, startAfter: lead.webhook_next_at }]);
  });

  it('forwards a failed lead again once its retry is due, and gives up after WEBHOOK_MAX_ROUNDS', async () => {
    crm.answer = 500;
    await submit(valid());
    const { id } = await settledLead();
    expect(await runQueuedJobs('lead-crm')).toBe(0);
    expect(crm.received).toHaveLength(WEBHOOK_ATTEMPTS);

    await jobsDueNow();
    crm.answer = 200;
    expect(await runQueuedJobs('lead-crm')).toBe(1);
    expect(await prisma.lead.findUniqueOrThrow({ where: { id } })).toMatchObject({
      webhook_status: 'sent',
      webhook_attempts: WEBHOOK_ATTEMPTS + 1,
      webhook_error: null,
      webhook_next_at: null,
    });

    crm.answer = 500;
    const lastRound = (WEBHOOK_MAX_ROUNDS - 1) * WEBHOOK_ATTEMPTS;
    await prisma.lead.update({ where: { id }, data: { webhook_status: 'failed', webhook_attempts: lastRound, webhook_next_at: new Date(Date.now() - 1000) } });
    await enqueue('lead-crm', { leadId: id });
    expect(await runQueuedJobs('lead-crm')).toBe(1);
    expect(await prisma.lead.findUniqueOrThrow({ where: { id } })).toMatchObject({
      webhook_status: 'failed',
      webhook_attempts: lastRound + WEBHOOK_ATTEMPTS,
      webhook_next_at: null,
      nombre: 'Yeray Ojeda Santana',
    });
    expect(await waitingJobs('lead-crm')).toEqual([]);
  });

  it('stores a clasea lead as such; an unknown car stays in the payload only', async () => {
    const res = await submit({ ...valid(), origen: 'clasea', vehicle_id: 999_999, page_url: undefined });
    expect(res.status).toBe(201);
    const lead = await settledLead();
    expect(lead).toMatchObject({ source: 'clasea', coche_id: null, payload: { vehicle_id: 999_999, page_url: null } });
    const fromPage = await submit({ ...valid(), origen: null, page_url: 'https://www.gtcars.es/landing/clasea#formulario' });
    expect(fromPage.status).toBe(201);
    expect(await prisma.lead.count({ where: { source: 'clasea' } })).toBe(2);
  });

  it('marks a lead skipped when no CRM is set; a forward run again (a runner that died after it) sends nothing more', async () => {
    await submit(valid());
    const { id } = await prisma.lead.findFirstOrThrow({ select: { id: true } });
    expect(await forwardLead(id, undefined, silent)).toBe('skipped');
    expect(await prisma.lead.findUniqueOrThrow({ where: { id } })).toMatchObject({ webhook_status: 'skipped', webhook_next_at: null });
    expect(await runQueuedJobs('lead-crm')).toBe(1);
    expect(crm.received).toHaveLength(0);

    // A runner that died mid-forward leaves the lead 'pending'; the queue runs its job again.
    await prisma.lead.update({ where: { id }, data: { webhook_status: 'pending', webhook_attempts: 0 } });
    await enqueue('lead-crm', { leadId: id });
    expect(await runQueuedJobs('lead-crm')).toBe(1);
    expect(await prisma.lead.findUniqueOrThrow({ where: { id } })).toMatchObject({ webhook_status: 'sent', webhook_attempts: 1 });
    await enqueue('lead-crm', { leadId: id });
    expect(await runQueuedJobs('lead-crm')).toBe(1);
    expect(crm.received).toHaveLength(1);
  });

  it('two runners taking jobs at once (two instances) never forward one lead twice', async () => {
    const stranded = { webhook_status: 'failed', webhook_next_at: new Date(Date.now() - 1000) };
    const base = { source: 'landing', telefono: '600000000', email: 'x@example.es', consent_at: new Date(), consent_version: LEGAL_TEXT_VERSION };
    for (let i = 1; i <= 8; i++) {
      const { id } = await prisma.lead.create({ data: { ...base, ...stranded, nombre: `Cola ${i}` }, select: { id: true } });
      await enqueue('lead-crm', { leadId: id });
    }
    const [first, second] = await Promise.all([runQueuedJobs('lead-crm'), runQueuedJobs('lead-crm')]);
    expect(first + second).toBe(8);
    const names = crm.received.map((call) => (call.body as { nombre_completo: string }).nombre_completo);
    expect(names.sort()).toEqual(Array.from({ length: 8 }, (_, i) => `Cola ${i + 1}`).sort());
  });

  it('answers 422 with the §5 messages and stores nothing for an empty form', async () => {
    const res = await submit({ nombre_completo: '   ', telefono: '', email: ' ', horario_preferencia: '', desea_financiar: '', submitted_at: '2026-11-20T10:15:00Z' });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({
      nombre_completo: [REQUIRED_MESSAGE],
      telefono: [LEAD_PHONE_MESSAGE],
      email: [LEAD_EMAIL_MESSAGE],
      horario_preferencia: [LEAD_OPTION_MESSAGE],
      desea_financiar: [LEAD_OPTION_MESSAGE],
      legal: [LEGAL_REQUIRED_MESSAGE],
    });
    expect(await prisma.lead.count()).toBe(0);
  });

  it('refuses bad formats, values outside the lists, a long origin, a bad page URL or date', async () => {
    const res = await submit({
      ...valid(),
      origen: 'x'.repeat(101),
      telefono: 'llámame',
      email: 'no-es-correo',
      horario_preferencia: 'Noche',
      desea_financiar: 'Quizá',
      vehicle_id: 3_000_000_000,
      page_url: 'javascript:alert(1)',
      submitted_at: 'ayer',
    });
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.errors).sort()).toEqual(
      ['desea_financiar', 'email', 'horario_preferencia', 'origen', 'page_url', 'submitted_at', 'telefono', 'vehicle_id'].sort(),
    );
    expect(res.body.errors.origen).toEqual(['Máximo 100 caracteres.']);
    expect(await prisma.lead.count()).toBe(0);
  });

  it('rejects a post without the anti-forgery token', async () => {
    const res = await request(app).post('/api/leads').set('Accept', 'application/json').send(valid());
    expect(res.status).toBe(419);
    expect(await prisma.lead.count()).toBe(0);
  });
});
