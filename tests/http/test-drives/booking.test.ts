/**
 * POST /pruebas: a test drive booked in a free slot. The enquiry (source 'prueba') is stored with
 * its consent and assigned to the fairest free salesperson; the drive is stored; its
 * confirmation (with the .ics invite) and its reminders are queued. Two bookings of one slot at
 * once: one 201 and one 409 with the next free starts (the exclusion constraints). The clock is
 * set (Date only).
 */
import pino from 'pino';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { seedDemo } from '../../../prisma/seed.ts';
import { LEGAL_TEXT_VERSION } from '../../../server/contracts/lead-forms.ts';
import { TEST_DRIVE_MESSAGES } from '../../../server/contracts/test-drives.ts';
import { runJob } from '../../../server/jobs/runner.ts';
import { inertiaVisit, sessionWithToken, useTestApp } from '../../support/app.ts';
import request from 'supertest';
import { resetDatabase } from '../../support/db.ts';
import { tarahalesWith } from '../../support/test-drives.ts';
import { clearJobs, waitingJobs } from '../../support/jobs.ts';
import { useRecordedMail } from '../../support/mail.ts';
import { staffAgent } from '../../support/staff.ts';
import { createFields, editFields, postMultipart } from '../vehicles/stock-helpers.ts';

const { app, prisma } = useTestApp({ TRUST_PROXY: true });
const sent = useRecordedMail();
let car: { id: number; slug: string };
let staff: number[];
const silent = pino({ level: 'silent' });
const TAKEN = 'Ese hueco acaba de reservarse. Elige otro de los que siguen libres.';

/** Friday 23 October 2026, 10:30 in the Canary Islands (summer time). */
const SLOT = '2026-10-23T09:30:00.000Z';

beforeAll(async () => {
  await resetDatabase(prisma);
  await seedDemo(prisma, { vehicles: 4, photos: false });
  ({ car, staff } = await tarahalesWith(prisma, [
    { name: 'Laura Suárez', email: 'laura@gtcars.es' },
    { name: 'Carlos Medina', email: 'carlos@gtcars.es' },
  ]));
});

beforeEach(async () => {
  await clearJobs();
  await prisma.lead.deleteMany();
  await prisma.rateLimit.deleteMany();
  await prisma.coche.update({ where: { id: car.id }, data: { estado_id: 1 } });
  sent.length = 0;
  vi.useFakeTimers({ now: new Date('2026-10-21T10:00:00Z'), toFake: ['Date'] });
});

afterEach(() => vi.useRealTimers());

const valid = (change: Record<string, unknown> = {}) => ({
  nombre: 'Aday',
  apellidos: 'Perdomo Santana',
  telefono: '+34 628 333 555',
  email: 'Aday@Example.ES',
  coche: car.id,
  inicio: SLOT,
  legal: true,
  ...change,
});

async function book(body: Record<string, unknown>, prefix = '', ip = '203.0.113.70') {
  const { agent, token } = await sessionWithToken(app);
  return agent.post(`${prefix}/pruebas`).set({ 'X-CSRF-TOKEN': token, Accept: 'application/json', 'X-Forwarded-For': ip }).send(body);
}

const drives = () => prisma.$queryRaw<{ id: number; lead_id: number; user_id: number; estado: string; inicio: Date; fin: Date }[]>`
  SELECT id, lead_id, user_id, estado, lower(periodo) AS inicio, upper(periodo) AS fin FROM pruebas ORDER BY id`;

describe('booking a test drive', () => {
  it('stores the enquiry, assigns it, stores the drive, and queues its confirmation and its reminders', async () => {
    const res = await book(valid(), '/en');
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ message: 'Test drive booked. We’ve emailed you the appointment, with an invite for your calendar.', prueba: { inicio: SLOT, fin: '2026-10-23T10:15:00.000Z', sede: 'Tarahales' } });
    const [drive] = await drives();
    expect(drive).toMatchObject({ estado: 'reservada', inicio: new Date(SLOT), fin: new Date('2026-10-23T10:15:00Z') });
    const lead = await prisma.lead.findUniqueOrThrow({ where: { id: drive!.lead_id } });
    expect(lead).toMatchObject({ source: 'prueba', coche_id: car.id, email: 'aday@example.es', consent_version: LEGAL_TEXT_VERSION, idioma: 'en', asignado_id: drive!.user_id });
    expect(lead.payload).toEqual({ sede: 'Tarahales', inicio: SLOT, minutos: 45 });
    expect(await prisma.leadEvento.findFirst({ where: { lead_id: lead.id, tipo: 'asignacion' }, select: { user_id: true } })).toEqual({ user_id: null });
    expect(await waitingJobs('test-drive-mail')).toEqual([{ data: { pruebaId: drive!.id }, startAfter: expect.any(Date) }]);
    const reminders = (await waitingJobs('test-drive-reminder')).sort((a, b) => a.startAfter.getTime() - b.startAfter.getTime());
    expect(reminders.map((job) => [job.data, job.startAfter.toISOString()])).toEqual([
      [{ pruebaId: drive!.id, inicio: SLOT, horas: 24 }, '2026-10-22T09:30:00.000Z'],
      [{ pruebaId: drive!.id, inicio: SLOT, horas: 2 }, '2026-10-23T07:30:00.000Z'],
    ]);
    expect(await waitingJobs('lead-assignment')).toEqual([{ data: { leadId: lead.id, userId: drive!.user_id }, startAfter: expect.any(Date) }]);
    // Staff's mail of the enquiry says when the drive is, as the dealership reads the time.
    expect(await runJob('lead-mail', { leadId: lead.id }, silent)).toBe('sent');
    const staffMail = sent.find((item) => item.to === 'ventas@gtcars.es')!;
    expect(staffMail.text).toContain('Prueba de conducción: 23 de octubre de 2026 a las 10:30 (hora de Canarias)');
    // The slot is gone from the car's free slots.
    expect(((await book(valid({ email: 'otro@example.es' }))).status)).toBe(409);
  });

  it('mails the confirmation in the visitor’s language with the drive as a calendar invite, once', async () => {
    await book(valid(), '/de');
    const [drive] = await drives();
    expect(await runJob('test-drive-mail', { pruebaId: drive!.id }, silent)).toBe(true);
    const [mail] = sent;
    expect(mail!.to).toBe('aday@example.es');
    expect(mail!.subject).toContain('Ihre Probefahrt mit dem');
    expect(mail!.text).toContain('in Tarahales (Polígono Industrial Los Tarahales, 35013 Las Palmas de Gran Canaria)');
    const invite = mail!.attachments![0]!;
    expect(invite).toMatchObject({ filename: 'prueba.ics', contentType: 'text/calendar; charset=utf-8; method=PUBLISH' });
    expect(invite.content).toContain('BEGIN:VEVENT');
    expect(invite.content).toContain('DTSTART:20261023T093000Z');
    expect(invite.content).toContain('DTEND:20261023T101500Z');
    expect(invite.content).toMatch(/LOCATION:GTCars Tarahales\\, Polígono Industrial Los Tarahales/);
    expect(await runJob('test-drive-mail', { pruebaId: drive!.id }, silent)).toBe(false);
    expect(sent).toHaveLength(1);
  });

  it('sends each reminder once, and none for a drive moved or cancelled since it was queued', async () => {
    await book(valid());
    const [drive] = await drives();
    expect(await runJob('test-drive-reminder', { pruebaId: drive!.id, inicio: SLOT, horas: 24 }, silent)).toBe(true);
    expect(sent[0]!.subject).toContain('Recordatorio: tu prueba del');
    expect(await runJob('test-drive-reminder', { pruebaId: drive!.id, inicio: SLOT, horas: 24 }, silent)).toBe(false);
    // Queued for another start: the drive was moved.
    expect(await runJob('test-drive-reminder', { pruebaId: drive!.id, inicio: '2026-10-23T11:00:00.000Z', horas: 2 }, silent)).toBe(false);
    await prisma.$executeRaw`UPDATE pruebas SET estado = 'cancelada', cancelada_por = 'visitante', cancelada_at = now()`;
    expect(await runJob('test-drive-reminder', { pruebaId: drive!.id, inicio: SLOT, horas: 2 }, silent)).toBe(false);
    expect(sent).toHaveLength(1);
  });

  it('gives a slot booked twice at once to one visitor, and offers the other the next free starts', async () => {
    // Two salespeople are free, but there is one car: the two bookings meet on its exclusion constraint.
    const answers = await Promise.all([book(valid(), '', '203.0.113.71'), book(valid({ email: 'otra@example.es' }), '', '203.0.113.72')]);
    expect(answers.map((res) => res.status).sort()).toEqual([201, 409]);
    const refused = answers.find((res) => res.status === 409)!;
    expect(refused.body.message).toBe('Ese hueco acaba de reservarse. Elige otro de los que siguen libres.');
    expect(refused.body.alternativas).toHaveLength(6);
    expect(refused.body.alternativas).not.toContain(SLOT);
    // Now is 11:00 on Wednesday in the Canary Islands: with two hours' notice, the first is 13:30.
    expect(refused.body.alternativas[0]).toBe('2026-10-21T12:30:00.000Z');
    expect(await drives()).toHaveLength(1);
    // Nothing of the refused booking is kept.
    expect(await prisma.lead.count()).toBe(1);
  });

  it('shares the drives between the free salespeople, and refuses a start that is no slot or a car no longer for sale', async () => {
    await book(valid());
    await book(valid({ email: 'b@example.es', inicio: '2026-10-23T11:00:00.000Z' }));
    const [first, second] = await drives();
    expect(new Set([first!.user_id, second!.user_id])).toEqual(new Set(staff));

    const offGrid = await book(valid({ email: 'c@example.es', inicio: '2026-10-23T09:40:00.000Z' }));
    expect(offGrid.status).toBe(409);
    await prisma.coche.update({ where: { id: car.id }, data: { estado_id: 2 } });
    const reserved = await book(valid({ email: 'd@example.es', inicio: '2026-10-26T10:00:00.000Z' }));
    expect(reserved.status).toBe(422);
    expect(reserved.body.errors.coche).toEqual([TEST_DRIVE_MESSAGES.unavailable]);
    expect(await drives()).toHaveLength(2);
  });
});

describe('the visitor’s link', () => {
  const tokenOf = async () => (await prisma.prueba.findFirstOrThrow({ select: { token: true } })).token;

  async function move(token: string, inicio: string, prefix = '') {
    const { agent, token: csrf } = await sessionWithToken(app);
    return agent.post(`${prefix}/prueba/${token}/mover`).set({ 'X-CSRF-TOKEN': csrf, Accept: 'application/json' }).send({ inicio });
  }

  const timeline = (leadId: number) => prisma.leadEvento.findMany({ where: { lead_id: leadId }, orderBy: { id: 'asc' }, select: { tipo: true, user_id: true, datos: true } });

  it('moves a drive to another free start: a new confirmation with the new time, reminders for it, none for the old one', async () => {
    await book(valid());
    const [drive] = await drives();
    await runJob('test-drive-mail', { pruebaId: drive!.id }, silent);
    await clearJobs();
    sent.length = 0;
    const token = await tokenOf();
    const later = '2026-10-23T11:00:00.000Z';
    const res = await move(token, later, '/de');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: 'Erledigt: Wir haben Ihre Probefahrt verschoben. Den neuen Termin schicken wir Ihnen per E-Mail.', prueba: { inicio: later, fin: '2026-10-23T11:45:00.000Z', sede: 'Tarahales' } });
    const [moved] = await drives();
    expect(moved).toMatchObject({ inicio: new Date(later), estado: 'reservada', user_id: drive!.user_id });
    expect((await timeline(drive!.lead_id)).at(-1)).toEqual({ tipo: 'prueba', user_id: null, datos: { accion: 'movida', inicio: later } });
    const reminders = (await waitingJobs('test-drive-reminder')).map((job) => job.data);
    expect(reminders).toEqual(expect.arrayContaining([{ pruebaId: drive!.id, inicio: later, horas: 24 }, { pruebaId: drive!.id, inicio: later, horas: 2 }]));
    expect(await runJob('test-drive-reminder', { pruebaId: drive!.id, inicio: SLOT, horas: 24 }, silent)).toBe(false);
    expect(await runJob('test-drive-mail', { pruebaId: drive!.id }, silent)).toBe(true);
    expect(sent[0]!.text).toContain('Te esperamos el viernes, 23 de octubre, 12:00 en Tarahales');
    // A start that is not free: the next free ones instead, and the drive stays.
    const refused = await move(token, '2026-10-24T10:00:00.000Z');
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ message: TAKEN, alternativas: expect.arrayContaining(['2026-10-21T12:30:00.000Z']) });
    expect((await drives())[0]!.inicio).toEqual(new Date(later));
    expect((await move(token, 'mañana')).status).toBe(422);
    expect((await move('x'.repeat(43), later)).status).toBe(404);
  });

  it('gives a moved drive, and its enquiry, to the other salesperson when its own is busy then', async () => {
    await book(valid());
    const [drive] = await drives();
    const other = staff.find((id) => id !== drive!.user_id)!;
    await prisma.$executeRaw`INSERT INTO agenda_bloqueos (user_id, tipo, periodo) VALUES (${drive!.user_id}, 'ausencia', tstzrange('2026-10-22T00:00:00Z', '2026-10-23T00:00:00Z'))`;
    await clearJobs();
    const res = await move(await tokenOf(), '2026-10-22T09:30:00.000Z');
    expect(res.status).toBe(200);
    expect((await drives())[0]!.user_id).toBe(other);
    expect((await prisma.lead.findUniqueOrThrow({ where: { id: drive!.lead_id } })).asignado_id).toBe(other);
    expect((await timeline(drive!.lead_id)).slice(-2)).toEqual([
      { tipo: 'prueba', user_id: null, datos: { accion: 'movida', inicio: '2026-10-22T09:30:00.000Z' } },
      { tipo: 'asignacion', user_id: null, datos: { de: drive!.user_id, a: other, nombre: expect.any(String) } },
    ]);
    expect((await waitingJobs('lead-assignment')).map((job) => job.data)).toEqual([{ leadId: drive!.lead_id, userId: other }]);
  });

  it('cancels a drive once by its link; its reminders then send nothing, and its slot is free again', async () => {
    await book(valid());
    const [drive] = await drives();
    const token = await tokenOf();
    const cancel = async () => {
      const { agent, token: csrf } = await sessionWithToken(app);
      return agent.post(`/prueba/${token}/cancelar`).set({ ...inertiaVisit, 'X-CSRF-TOKEN': csrf });
    };
    expect((await cancel()).status).toBe(303);
    expect((await cancel()).status).toBe(303);
    const [cancelled] = await prisma.$queryRaw<{ estado: string; cancelada_por: string }[]>`SELECT estado, cancelada_por FROM pruebas`;
    expect(cancelled).toEqual({ estado: 'cancelada', cancelada_por: 'visitante' });
    expect((await timeline(drive!.lead_id)).filter((event) => event.tipo === 'prueba')).toEqual([{ tipo: 'prueba', user_id: null, datos: { accion: 'cancelada', inicio: SLOT, por: 'visitante' } }]);
    expect(await runJob('test-drive-reminder', { pruebaId: drive!.id, inicio: SLOT, horas: 2 }, silent)).toBe(false);
    expect(await waitingJobs('test-drive-cancelled')).toEqual([]);
    expect(sent.filter((mail) => mail.subject.startsWith('Recordatorio'))).toHaveLength(0);
    expect((await move(token, '2026-10-23T11:00:00.000Z')).body).toEqual({ message: 'Esta prueba ya no se puede cambiar.' });
    expect((await book(valid({ email: 'otra@example.es' }))).status).toBe(201);
  });

  it('shows the drive on its page, linked from its mails, and cancels it there with the CSRF token; an unknown link is a bare 404', async () => {
    await book(valid(), '/en');
    const [drive] = await drives();
    const token = await tokenOf();
    await runJob('test-drive-mail', { pruebaId: drive!.id }, silent);
    expect(sent[0]!.text).toContain(`View or cancel the test drive: http://localhost:3000/en/prueba/${token}`);
    const page = await request(app).get(`/en/prueba/${token}`).set(inertiaVisit);
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.body.component).toBe('MiPrueba');
    expect(page.body.props).toMatchObject({
      estado: 'reservada',
      inicio: SLOT,
      fin: '2026-10-23T10:15:00.000Z',
      sede: { nombre: 'Tarahales' },
      cancelada_por: null,
      cancelar: `/prueba/${token}/cancelar`,
      mover: { huecos: `/vehiculo/${car.slug}/huecos`, accion: `/prueba/${token}/mover` },
    });
    expect(page.body.props.coche.url).toBe(`/vehiculo/${car.slug}`);

    const { agent, token: csrf } = await sessionWithToken(app);
    expect((await agent.post(`/en/prueba/${token}/cancelar`).set(inertiaVisit)).status).toBe(419);
    const cancelled = await agent.post(`/en/prueba/${token}/cancelar`).set({ ...inertiaVisit, 'X-CSRF-TOKEN': csrf });
    expect(cancelled.status).toBe(303);
    expect(cancelled.headers.location).toBe(`/en/prueba/${token}`);
    expect((await request(app).get(`/prueba/${token}`).set(inertiaVisit)).body.props).toMatchObject({ estado: 'cancelada', cancelada_por: 'visitante', cancelar: null, mover: null });

    const unknown = await request(app).get(`/prueba/${'x'.repeat(43)}`).set(inertiaVisit);
    expect(unknown.status).toBe(404);
    expect(JSON.stringify(unknown.body.props)).not.toMatch(/Aday|Tarahales/);
  });
});

describe('a car that leaves the sale', () => {
  it('cancels its drives still to come when staff sell it, tells their visitors with cars like it, and puts it on the enquiry’s timeline', async () => {
    const { agent, token } = await staffAgent(app);
    const create = await createFields(prisma, { sede_id: 1, matricula: '4321 PRB' });
    expect((await postMultipart(agent, token, '/dashboard/coches/add', create)).status).toBe(201);
    const sold = await prisma.coche.findFirstOrThrow({ where: { matricula: '4321 PRB' }, select: { id: true } });
    expect((await book(valid({ coche: sold.id }))).status).toBe(201);
    expect((await book(valid({ coche: car.id, email: 'otra@example.es' }))).status).toBe(201);
    expect((await book(valid({ coche: sold.id, email: 'ahora@example.es', inicio: '2026-10-23T11:00:00.000Z' }))).status).toBe(201);
    const [gone, kept, underWay] = await drives();
    // This one is under way now: it finishes, whatever happens to the car.
    await prisma.$executeRaw`UPDATE pruebas SET periodo = tstzrange('2026-10-21T09:30:00Z', '2026-10-21T10:15:00Z') WHERE id = ${underWay!.id}`;
    await clearJobs();

    const edited = await postMultipart(agent, token, `/dashboard/coches/edit/${sold.id}`, editFields(create, { estado_id: 3 }));
    expect(edited.status).toBe(200);
    const rows = await prisma.$queryRaw<{ id: number; estado: string; cancelada_por: string | null }[]>`SELECT id, estado, cancelada_por FROM pruebas ORDER BY id`;
    expect(rows).toEqual([
      { id: gone!.id, estado: 'cancelada', cancelada_por: 'coche' },
      { id: kept!.id, estado: 'reservada', cancelada_por: null },
      { id: underWay!.id, estado: 'reservada', cancelada_por: null },
    ]);
    const events = await prisma.leadEvento.findMany({ where: { lead_id: gone!.lead_id, tipo: 'prueba' }, select: { user_id: true, datos: true } });
    expect(events).toEqual([{ user_id: null, datos: { accion: 'cancelada', inicio: SLOT, por: 'coche' } }]);
    expect((await waitingJobs('test-drive-cancelled')).map((job) => job.data)).toEqual([{ pruebaId: gone!.id }]);

    sent.length = 0;
    expect(await runJob('test-drive-cancelled', { pruebaId: gone!.id }, silent)).toBe(true);
    expect(await runJob('test-drive-cancelled', { pruebaId: gone!.id }, silent)).toBe(false);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.subject).toMatch(/^Prueba cancelada: /);
    expect(sent[0]!.text).toContain('Hemos tenido que cancelar tu prueba del');
    expect(sent[0]!.text).toContain('el coche se ha reservado o vendido');
    expect(sent[0]!.text).toMatch(/Quizá te interesen estos coches parecidos[^\n]*\n.+ · .+ €: http:\/\/localhost:3000\/vehiculo\//);
    const token2 = (await prisma.prueba.findUniqueOrThrow({ where: { id: gone!.id }, select: { token: true } })).token;
    const page = await request(app).get(`/prueba/${token2}`).set(inertiaVisit);
    expect(page.body.props).toMatchObject({ estado: 'cancelada', cancelada_por: 'coche', cancelar: null, mover: null });
  });
});
