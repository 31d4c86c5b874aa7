/**
 * The staff enquiry screens: Solicitudes lists every public form's leads newest first, 20 a page,
 * filtered by origen, text, delivery state and the dashboard's periods; Solicitud shows one lead
 * whole (payload labelled, consent, mail and CRM delivery); 'Reintentar envío' makes a given-up
 * mail and a failed CRM forward due again and starts a delivery sweep, and refuses a lead
 * already delivered.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { seedDemo } from '../../../prisma/seed.ts';
import { LEGAL_TEXT_VERSION } from '../../../server/contracts/lead-forms.ts';
import { LEAD_INBOX_MESSAGES, LEADS_PER_PAGE, type LeadRow } from '../../../server/contracts/lead-inbox.ts';
import type { Prisma } from '../../../server/db/client.ts';
import { MAIL_MAX_ATTEMPTS } from '../../../server/features/leads/notify.ts';
import { inertiaVisit, sessionWithToken, useTestApp } from '../../support/app.ts';
import { runQueuedJobs } from '../../support/jobs.ts';
import { resetDatabase } from '../../support/db.ts';
import { storeLead } from '../../support/leads.ts';
import { useRecordedMail } from '../../support/mail.ts';
import { staffAgent } from '../../support/staff.ts';

/** The fake CRM: answers every forward with 200 and counts them. */
const crm = { received: 0 };
const crmServer = createServer((req, res) => {
  req.resume();
  req.on('end', () => {
    crm.received += 1;
    res.writeHead(200).end();
  });
});
await new Promise<void>((resolve) => crmServer.listen(0, '127.0.0.1', resolve));
// Read once by env(), in useTestApp below.
process.env.CRM_WEBHOOK_URL = `http://127.0.0.1:${(crmServer.address() as AddressInfo).port}/leads`;
afterAll(() => new Promise<void>((resolve) => crmServer.close(() => resolve())));

const { app, prisma } = useTestApp();
const sent = useRecordedMail();
let car: { id: number; slug: string; title: string };
let staff: Awaited<ReturnType<typeof staffAgent>>;

beforeAll(async () => {
  await resetDatabase(prisma);
  await seedDemo(prisma, { vehicles: 2, photos: false });
  const row = await prisma.coche.findFirstOrThrow({
    select: { id: true, slug: true, nombre: true, marca: { select: { nombre: true } }, modelo: { select: { nombre: true } } },
    where: { activo: true },
    orderBy: { id: 'asc' },
  });
  car = { id: row.id, slug: row.slug, title: `${row.marca.nombre} ${row.modelo.nombre} ${row.nombre}` };
  staff = await staffAgent(app);
});

beforeEach(async () => {
  await prisma.lead.deleteMany();
  sent.length = 0;
});

const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000);

/** A stored lead, mailed unless told otherwise. */
const lead = (data: Partial<Prisma.LeadUncheckedCreateInput> = {}) => storeLead(prisma, data);

const list = async (query = '') => {
  const res = await staff.agent.get(`/dashboard/solicitudes${query}`).set(inertiaVisit);
  expect(res.status).toBe(200);
  expect(res.body.component).toBe('Solicitudes');
  return res.body.props as { solicitudes: { data: LeadRow[]; total: number; current_page: number; links: { url: string | null; label: string; active: boolean }[] }; filters: Record<string, unknown> };
};
const ids = async (query: string) => (await list(query)).solicitudes.data.map((row) => row.id);

describe('GET /dashboard/solicitudes', () => {
  it('lists the leads newest first with their origen, name, contact, car and delivery', async () => {
    const old = await lead({ source: 'cita', nombre: 'Aday Pérez', apellidos: null, created_at: minutesAgo(60) });
    const newest = await lead({ coche_id: car.id, created_at: minutesAgo(1) });
    const props = await list();
    expect(props.solicitudes.data).toEqual([
      {
        id: newest.id,
        created_at: expect.any(String),
        source: 'vehiculo',
        origen: 'Vehículo',
        nombre: 'Laura Suárez',
        telefono: '+34 928 000 111',
        email: 'laura@example.es',
        coche: { id: car.id, title: car.title, publicUrl: `/vehiculo/${car.slug}`, editUrl: `/dashboard/coches/edit/${car.id}` },
        entrega: 'enviada',
        crm: null,
        estado: 'nueva',
        asignado: null,
        idioma: 'es',
      },
      expect.objectContaining({ id: old.id, origen: 'Cita', nombre: 'Aday Pérez', coche: null }),
    ]);
    expect(props.filters).toEqual({ origen: null, q: '', entrega: null, periodo: null, estado: null, idioma: null, asignado: null, sin_contacto: false, abiertas: false, page: 1 });
  });

  it('pages by 20 with the server links and clamps a page past the end', async () => {
    await prisma.lead.createMany({
      data: Array.from({ length: LEADS_PER_PAGE + 2 }, (_, i) => ({
        source: 'cita',
        nombre: `Cliente ${i}`,
        telefono: '600 000 000',
        email: `c${i}@example.es`,
        consent_at: new Date(),
        consent_version: LEGAL_TEXT_VERSION,
        created_at: minutesAgo(100 - i),
      })),
    });
    const first = await list();
    expect(first.solicitudes.data).toHaveLength(LEADS_PER_PAGE);
    expect(first.solicitudes.data[0]!.nombre).toBe(`Cliente ${LEADS_PER_PAGE + 1}`);
    const second = await list('?origen=cita&page=2');
    expect(second.solicitudes.data.map((row) => row.nombre)).toEqual(['Cliente 1', 'Cliente 0']);
    expect(second.solicitudes.links.find((link) => link.active)).toEqual({ url: '/dashboard/solicitudes?origen=cita&page=2', label: '2', active: true });
    const past = await list('?page=99');
    expect(past.solicitudes.current_page).toBe(2);
    expect(past.filters.page).toBe(2);
  });

  it('filters by origen, ignoring an unknown one', async () => {
    const cita = await lead({ source: 'cita' });
    const clasea = await lead({ source: 'clasea' });
    expect(await ids('?origen=clasea')).toEqual([clasea.id]);
    expect(await ids('?origen=cita')).toEqual([cita.id]);
    expect((await list('?origen=otro')).filters.origen).toBeNull();
    expect(await ids('?origen=otro')).toHaveLength(2);
  });

  it('searches nombre, apellidos, email and teléfono, with % and _ taken literally', async () => {
    const a = await lead({ nombre: 'Nayra', apellidos: 'Santana', email: 'nayra@example.es', telefono: '628 111 222', created_at: minutesAgo(4) });
    const b = await lead({ nombre: 'Aday', apellidos: 'Santana', email: 'aday@example.es', telefono: '928 333 444', created_at: minutesAgo(3) });
    const pct = await lead({ nombre: 'Descuento 100%', apellidos: null, email: 'oferta@example.es', telefono: '600 000 000', created_at: minutesAgo(2) });
    expect(await ids('?q=nayra')).toEqual([a.id]);
    expect(await ids('?q=SANTANA')).toEqual([b.id, a.id]);
    expect(await ids('?q=aday%40example')).toEqual([b.id]);
    expect(await ids('?q=333%20444')).toEqual([b.id]);
    expect(await ids('?q=100%25')).toEqual([pct.id]);
    expect(await ids('?q=%25')).toEqual([pct.id]);
    expect(await ids('?q=N_yra')).toEqual([]);
    expect((await list(`?q=${'x'.repeat(300)}`)).filters.q).toHaveLength(100);
  });

  it('shows the mail delivery as Enviada, Pendiente or Fallida and filters by it', async () => {
    const enviada = await lead({ created_at: minutesAgo(3) });
    const pendiente = await lead({ mailed_at: null, mail_next_at: new Date(Date.now() + 120_000), mail_attempts: 1, mail_error: 'ECONNREFUSED', created_at: minutesAgo(2) });
    const fallida = await lead({ mailed_at: null, mail_next_at: null, mail_attempts: MAIL_MAX_ATTEMPTS, mail_error: 'ECONNREFUSED', created_at: minutesAgo(1) });
    const rows = (await list()).solicitudes.data;
    expect(rows.map((row) => [row.id, row.entrega])).toEqual([
      [fallida.id, 'fallida'],
      [pendiente.id, 'pendiente'],
      [enviada.id, 'enviada'],
    ]);
    expect(await ids('?entrega=fallida')).toEqual([fallida.id]);
    expect(await ids('?entrega=pendiente')).toEqual([pendiente.id]);
    expect(await ids('?entrega=enviada')).toEqual([enviada.id]);
  });

  it('filters by the dashboard’s periods: since midnight, Monday and the 1st in the Canary Islands', async () => {
    const midnight = canaryMidnight(new Date());
    const today = await lead({ created_at: minutesAgo(0) });
    const yesterday = await lead({ created_at: new Date(midnight.getTime() - 60_000) });
    const old = await lead({ created_at: new Date(Date.now() - 40 * 86_400_000) });
    expect(await ids('?periodo=hoy')).toEqual([today.id]);
    expect(await ids('')).toEqual([today.id, yesterday.id, old.id]);
    // The list's totals are the dashboard tiles' numbers.
    const { counts } = (await staff.agent.get('/dashboard').set(inertiaVisit)).body.props;
    expect((await list('?periodo=hoy')).solicitudes.total).toBe(counts.today);
    expect((await list('?periodo=semana')).solicitudes.total).toBe(counts.this_week);
    expect((await list('?periodo=mes')).solicitudes.total).toBe(counts.this_month);
    expect(await ids('?periodo=mes')).not.toContain(old.id);
  });
});

/** The instant of the last midnight in the Canary Islands (UTC+0 in winter, UTC+1 in summer). */
function canaryMidnight(now: Date): Date {
  const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'Atlantic/Canary' }).format(now);
  const hour = (date: Date) => new Intl.DateTimeFormat('en-GB', { timeZone: 'Atlantic/Canary', hour: '2-digit', minute: '2-digit' }).format(date);
  const utc = new Date(`${day}T00:00:00Z`);
  return hour(utc) === '00:00' ? utc : new Date(utc.getTime() - 3_600_000);
}

describe('GET /dashboard/solicitudes/{id}', () => {
  it('shows every field, the payload labelled, the consent and both deliveries', async () => {
    const { id } = await lead({
      source: 'landing',
      apellidos: null,
      mensaje: '  <b>Hola</b>  ',
      payload: { origen: 'google', horario_preferencia: 'Tarde', desea_financiar: 'Sí', vehicle_id: null, page_url: 'https://gtcars.es/cita', submitted_at: '2026-07-01T22:30:00.000Z', campo_raro: '<i>x</i>' },
      mailed_at: null,
      mail_next_at: null,
      mail_attempts: MAIL_MAX_ATTEMPTS,
      mail_error: 'Greeting never received',
      webhook_status: 'failed',
      webhook_attempts: 24,
      webhook_error: 'HTTP 500',
      webhook_next_at: null,
    });
    const res = await staff.agent.get(`/dashboard/solicitudes/${id}`).set(inertiaVisit);
    expect(res.body.component).toBe('Solicitud');
    expect(res.body.props.solicitud).toMatchObject({
      id,
      origen: 'Landing cita',
      nombre: 'Laura',
      apellidos: null,
      telefono: '+34 928 000 111',
      email: 'laura@example.es',
      mensaje: '<b>Hola</b>',
      coche: null,
      datos: [
        { label: 'Origen', value: 'google' },
        { label: 'Horario preferido', value: 'Tarde' },
        { label: 'Desea financiar', value: 'Sí' },
        { label: 'Página', value: 'https://gtcars.es/cita' },
        { label: 'Enviado (navegador)', value: '1/7/26, 23:30' },
        { label: 'campo_raro', value: '<i>x</i>' },
      ],
      consentimiento: { fecha: expect.any(String), version: LEGAL_TEXT_VERSION, ip: '203.0.113.7', navegador: 'Mozilla/5.0 Chrome/140' },
      correo: { estado: 'fallida', intentos: MAIL_MAX_ATTEMPTS, max_intentos: MAIL_MAX_ATTEMPTS, error: 'Greeting never received', enviado_at: null, siguiente_at: null },
      crm: { estado: 'fallido', intentos: 24, error: 'HTTP 500', siguiente_at: null },
      puede_reintentar: true,
    });
  });

  it('labels an appointment’s branch, brand, model, month and slot', async () => {
    const { id } = await lead({
      source: 'cita',
      coche_id: car.id,
      payload: { f_ciudad: 'Arucas', f_horario: 'Mañana', f_fecha: '2027-01', f_modelo: { id: 2, nombre: 'X5' }, f_marca: { id: 1, nombre: 'BMW' }, f_concesionario: 'El Tablero' },
    });
    const { solicitud } = (await staff.agent.get(`/dashboard/solicitudes/${id}`).set(inertiaVisit)).body.props;
    expect(solicitud.datos).toEqual([
      { label: 'Concesionario', value: 'El Tablero' },
      { label: 'Marca', value: 'BMW' },
      { label: 'Modelo', value: 'X5' },
      { label: 'Mes de la visita', value: 'enero de 2027' },
      { label: 'Horario', value: 'Mañana' },
      { label: 'Ciudad', value: 'Arucas' },
    ]);
    expect(solicitud.coche).toEqual({ id: car.id, title: car.title, publicUrl: `/vehiculo/${car.slug}`, editUrl: `/dashboard/coches/edit/${car.id}` });
    expect(solicitud.correo.estado).toBe('enviada');
    expect(solicitud.puede_reintentar).toBe(false);
  });

  it('answers 404 for an unknown or malformed id', async () => {
    const { id } = await lead();
    for (const path of [`/dashboard/solicitudes/${id + 1000}`, '/dashboard/solicitudes/abc', '/dashboard/solicitudes/0', '/dashboard/solicitudes/99999999999']) {
      const res = await staff.agent.get(path).set(inertiaVisit);
      expect(res.status, path).toBe(404);
      expect(res.body.component).toBe('Error');
    }
  });
});

describe('POST /dashboard/solicitudes/{id}/reintentar', () => {
  const retry = (id: number, token = staff.token) =>
    staff.agent
      .post(`/dashboard/solicitudes/${id}/reintentar`)
      .set({ ...inertiaVisit, 'X-XSRF-TOKEN': token, Host: 'gtcars.test', Referer: `http://gtcars.test/dashboard/solicitudes/${id}` });

  const state = (id: number) =>
    prisma.lead.findUniqueOrThrow({
      where: { id },
      select: { mailed_at: true, mail_next_at: true, mail_attempts: true, webhook_status: true, webhook_attempts: true, webhook_next_at: true },
    });

  it('sends a given-up mail and a failed CRM forward again, back to the detail with the toast', async () => {
    const { id } = await lead({
      source: 'landing',
      mailed_at: null,
      mail_next_at: null,
      mail_attempts: MAIL_MAX_ATTEMPTS,
      mail_error: 'ECONNREFUSED',
      webhook_status: 'failed',
      webhook_attempts: 24,
      webhook_error: 'HTTP 500',
      webhook_next_at: null,
    });
    const received = crm.received;
    const res = await retry(id);
    expect(res.status).toBe(302);
    expect(res.headers.location).toBe(`/dashboard/solicitudes/${id}`);

    // Both deliveries are queued; a job runner sends them.
    expect(await state(id)).toMatchObject({ mailed_at: null, webhook_status: 'failed' });
    expect(await runQueuedJobs('lead-mail', 'lead-crm')).toBe(2);
    const delivered = await state(id);
    expect(delivered).toMatchObject({ mail_next_at: null, mail_attempts: 0, webhook_attempts: 1, webhook_next_at: null });
    expect(sent.map((mail) => mail.subject)).toEqual([expect.stringContaining(`#${id}: Laura Suárez`)]);
    expect(crm.received).toBe(received + 1);

    const page = await staff.agent.get(`/dashboard/solicitudes/${id}`).set(inertiaVisit);
    expect(page.body.props.flash).toMatchObject({ message: LEAD_INBOX_MESSAGES.retried, bg: 'green' });
    expect(page.body.props.solicitud).toMatchObject({ entrega: 'enviada', crm: { estado: 'enviado' }, puede_reintentar: false });
  });

  it('refuses a lead already delivered: a yellow toast, nothing changed, nothing sent', async () => {
    const { id } = await lead({ source: 'landing', webhook_status: 'sent', webhook_attempts: 1 });
    const before = await state(id);
    const res = await retry(id);
    expect(res.status).toBe(302);
    const page = await staff.agent.get(`/dashboard/solicitudes/${id}`).set(inertiaVisit);
    expect(page.body.props.flash).toMatchObject({ message: LEAD_INBOX_MESSAGES.nothingToRetry, bg: 'yellow' });
    expect(await state(id)).toEqual(before);
    expect(sent).toHaveLength(0);
  });

  it('leaves a mail or a CRM forward that is still being retried to its schedule', async () => {
    const due = new Date(Date.now() + 4 * 60_000);
    const { id } = await lead({ source: 'landing', mailed_at: null, mail_next_at: due, mail_attempts: 2, mail_error: 'ECONNREFUSED', webhook_status: 'failed', webhook_attempts: 3, webhook_next_at: due });
    const res = await retry(id);
    expect(res.status).toBe(302);
    const page = await staff.agent.get(`/dashboard/solicitudes/${id}`).set(inertiaVisit);
    expect(page.body.props.flash).toMatchObject({ message: LEAD_INBOX_MESSAGES.nothingToRetry, bg: 'yellow' });
    expect(page.body.props.solicitud.puede_reintentar).toBe(false);
    expect(await state(id)).toMatchObject({ mailed_at: null, mail_next_at: due, mail_attempts: 2, webhook_attempts: 3, webhook_next_at: due });
  });

  it('answers 404 for an unknown lead and 419 without the CSRF token', async () => {
    const { id } = await lead({ mailed_at: null, mail_next_at: null, mail_attempts: MAIL_MAX_ATTEMPTS, mail_error: 'x' });
    expect((await retry(id + 1000)).status).toBe(404);
    const before = await state(id);
    const forged = await staff.agent.post(`/dashboard/solicitudes/${id}/reintentar`).set(inertiaVisit);
    expect(forged.status).toBe(419);
    const { token } = await sessionWithToken(app);
    expect((await retry(id, token)).status).toBe(419);
    expect(await state(id)).toEqual(before);
  });
});
