/**
 * The staff's Agenda (/dashboard/agenda): a branch's drives a day or a week at a time, with its
 * closures and blocked time; staff move, cancel, reassign and close drives there (each on the
 * enquiry's timeline, the visitor mailed when the drive changes), and block time. Salespeople
 * block only their own time. The clock is set (Date only).
 */
import pino from 'pino';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { seedDemo } from '../../../prisma/seed.ts';
import { hashPassword } from '../../../server/features/auth/passwords.ts';
import { runJob } from '../../../server/jobs/runner.ts';
import { inertiaVisit, sessionWithToken, useTestApp } from '../../support/app.ts';
import { resetDatabase } from '../../support/db.ts';
import { clearJobs, waitingJobs } from '../../support/jobs.ts';
import { useRecordedMail } from '../../support/mail.ts';
import { staffAgent } from '../../support/staff.ts';
import { tarahalesWith } from '../../support/test-drives.ts';

const { app, prisma } = useTestApp({ TRUST_PROXY: true });
const sent = useRecordedMail();
const silent = pino({ level: 'silent' });
let car: { id: number; slug: string };
let staff: number[];
let admin: Awaited<ReturnType<typeof staffAgent>>;
let laura: Awaited<ReturnType<typeof staffAgent>>;

/** Friday 23 October 2026, 10:30 in the Canary Islands (summer time). */
const SLOT = '2026-10-23T09:30:00.000Z';
const LAURA = { email: 'laura@gtcars.es', password: 'laura-ventas-2026' };

beforeAll(async () => {
  await resetDatabase(prisma);
  await seedDemo(prisma, { vehicles: 4, photos: false });
  ({ car, staff } = await tarahalesWith(prisma, [
    { name: 'Laura Suárez', email: LAURA.email },
    { name: 'Carlos Medina', email: 'carlos@gtcars.es' },
  ]));
  await prisma.user.update({ where: { id: staff[0] }, data: { password: await hashPassword(LAURA.password) } });
  admin = await staffAgent(app);
  laura = await staffAgent(app, LAURA);
});

beforeEach(async () => {
  await clearJobs();
  await prisma.lead.deleteMany();
  await prisma.agendaBloqueo.deleteMany();
  await prisma.rateLimit.deleteMany();
  sent.length = 0;
  vi.useFakeTimers({ now: new Date('2026-10-21T10:00:00Z'), toFake: ['Date'] });
});

afterEach(() => vi.useRealTimers());

/** Books the drive at `inicio` as a visitor would; returns its id, its enquiry and its salesperson. */
async function booked(inicio = SLOT) {
  const { agent, token } = await sessionWithToken(app);
  const res = await agent
    .post('/pruebas')
    .set({ 'X-CSRF-TOKEN': token, Accept: 'application/json', 'X-Forwarded-For': '203.0.113.80' })
    .send({ nombre: 'Aday', apellidos: 'Perdomo', telefono: '+34 628 333 555', email: 'aday@example.es', coche: car.id, inicio, legal: true });
  expect(res.status).toBe(201);
  const [drive] = await prisma.$queryRaw<{ id: number; lead_id: number; user_id: number }[]>`SELECT id, lead_id, user_id FROM pruebas WHERE lower(periodo) = ${new Date(inicio)}::timestamptz`;
  await clearJobs();
  return drive!;
}

const post = (who: typeof admin, url: string, body: Record<string, unknown> = {}) => who.agent.post(url).set({ ...inertiaVisit, 'X-CSRF-TOKEN': who.token, Referer: '/dashboard/agenda' }).send(body);
const toast = async (who: typeof admin) => (await who.agent.get('/dashboard/agenda?sede=1&fecha=2026-10-23').set(inertiaVisit)).body.props.flash;
const driveRow = async (id: number) => (await prisma.$queryRaw<{ estado: string; user_id: number; inicio: Date; cancelada_por: string | null }[]>`SELECT estado, user_id, lower(periodo) AS inicio, cancelada_por FROM pruebas WHERE id = ${id}`)[0]!;
const driveEvents = (leadId: number) => prisma.leadEvento.findMany({ where: { lead_id: leadId }, orderBy: { id: 'asc' }, select: { tipo: true, user_id: true, datos: true } });

describe('the Agenda', () => {
  it('shows a branch’s day: its hours, its drives with who is free to take them, and its blocked time', async () => {
    const drive = await booked();
    const other = staff.find((id) => id !== drive.user_id)!;
    await prisma.$executeRaw`INSERT INTO agenda_bloqueos (user_id, tipo, periodo, motivo) VALUES (${other}, 'bloqueo', tstzrange('2026-10-23T14:00:00Z', '2026-10-23T15:00:00Z'), 'Formación')`;
    const res = await admin.agent.get('/dashboard/agenda?sede=1&fecha=2026-10-23&vista=dia').set(inertiaVisit);
    expect(res.status).toBe(200);
    expect(res.body.component).toBe('Agenda');
    const { props } = res.body;
    expect(props.filtros).toEqual({ sede: 1, vendedor: null, fecha: '2026-10-23', vista: 'dia' });
    expect(props.vendedores.map((person: { nombre: string }) => person.nombre)).toEqual(['Carlos Medina', 'Laura Suárez']);
    expect(props.anterior).toBe('2026-10-22');
    expect(props.siguiente).toBe('2026-10-24');
    expect(props.textos['slots.day_legend']).toBeDefined();
    expect(props.dias).toHaveLength(1);
    const [day] = props.dias;
    expect(day).toMatchObject({ fecha: '2026-10-23', cierre: null, horario: { abre: '09:00', cierra: '20:00' } });
    expect(day.pruebas).toEqual([
      {
        id: drive.id,
        inicio: SLOT,
        fin: '2026-10-23T10:15:00.000Z',
        estado: 'reservada',
        cancelada_por: null,
        coche: { titulo: expect.any(String), editar: `/dashboard/coches/edit/${car.id}` },
        cliente: { nombre: 'Aday Perdomo', telefono: '+34 628 333 555', email: 'aday@example.es' },
        vendedor: { id: drive.user_id, nombre: expect.any(String) },
        solicitud: `/dashboard/solicitudes/${drive.lead_id}`,
        huecos: `/vehiculo/${car.slug}/huecos`,
        libres: [{ id: other, nombre: expect.any(String) }],
        cerrable: false,
      },
    ]);
    expect(day.bloqueos).toEqual([{ id: expect.any(Number), tipo: 'bloqueo', inicio: '2026-10-23T14:00:00.000Z', fin: '2026-10-23T15:00:00.000Z', motivo: 'Formación', vendedor: { id: other, nombre: expect.any(String) }, borrable: true }]);
  });

  it('shows the week from its Monday, with the branch’s holidays and the days it does not open', async () => {
    const res = await admin.agent.get('/dashboard/agenda?sede=1&fecha=2026-10-14&vista=semana').set(inertiaVisit);
    const days = res.body.props.dias as { fecha: string; cierre: string | null; horario: unknown }[];
    expect(days.map((day) => day.fecha)).toEqual(['2026-10-12', '2026-10-13', '2026-10-14', '2026-10-15', '2026-10-16', '2026-10-17', '2026-10-18']);
    expect(days[0]!.cierre).toMatch(/Hispanidad|Nacional/);
    expect(days[1]).toMatchObject({ cierre: null, horario: { abre: '09:00', cierra: '20:00' } });
    expect(days[6]).toMatchObject({ cierre: null, horario: null });
    expect(res.body.props.anterior).toBe('2026-10-05');
    // Anything not understood falls back: the viewer's branch (none: the first), today, a day.
    const fallback = await admin.agent.get('/dashboard/agenda?sede=99&fecha=2026-02-30&vista=mes&vendedor=x').set(inertiaVisit);
    expect(fallback.body.props.filtros).toEqual({ sede: 1, vendedor: null, fecha: '2026-10-21', vista: 'dia' });
  });

  it('moves a drive to a free slot; the visitor’s new confirmation carries the new time', async () => {
    const drive = await booked();
    const later = '2026-10-23T11:45:00.000Z';
    const res = await post(admin, `/dashboard/agenda/pruebas/${drive.id}/mover`, { inicio: later });
    expect(res.status).toBe(302);
    expect(await toast(admin)).toMatchObject({ message: 'Prueba movida. El cliente recibe la nueva cita por correo.', bg: 'green' });
    expect((await driveRow(drive.id)).inicio).toEqual(new Date(later));
    const adminId = (await prisma.user.findFirstOrThrow({ where: { email: 'admin@gtcars.es' } })).id;
    expect((await driveEvents(drive.lead_id)).at(-1)).toEqual({ tipo: 'prueba', user_id: adminId, datos: { accion: 'movida', inicio: later } });
    expect(await runJob('test-drive-mail', { pruebaId: drive.id }, silent)).toBe(true);
    expect(sent.at(-1)!.text).toContain('Te esperamos el viernes, 23 de octubre, 12:45 en Tarahales');
    // A slot that is not free: refused, and the drive stays.
    await post(admin, `/dashboard/agenda/pruebas/${drive.id}/mover`, { inicio: '2026-10-24T10:00:00.000Z' });
    expect(await toast(admin)).toMatchObject({ message: 'Ese hueco ya no está libre. Elige otro.', bg: 'red' });
    expect((await driveRow(drive.id)).inicio).toEqual(new Date(later));
  });

  it('cancels a drive; the visitor is told by mail, and the slot is free again', async () => {
    const drive = await booked();
    await post(admin, `/dashboard/agenda/pruebas/${drive.id}/cancelar`);
    expect(await driveRow(drive.id)).toMatchObject({ estado: 'cancelada', cancelada_por: 'personal' });
    expect((await waitingJobs('test-drive-cancelled')).map((job) => job.data)).toEqual([{ pruebaId: drive.id }]);
    expect(await runJob('test-drive-cancelled', { pruebaId: drive.id }, silent)).toBe(true);
    expect(sent.at(-1)!.text).toContain('Hemos tenido que cancelar tu prueba del');
    expect(sent.at(-1)!.text).not.toContain('se ha reservado o vendido');
    await post(admin, `/dashboard/agenda/pruebas/${drive.id}/cancelar`);
    expect(await toast(admin)).toMatchObject({ message: 'Esta prueba ya no está reservada.', bg: 'red' });
    const slots = await admin.agent.get(`/vehiculo/${car.slug}/huecos?desde=2026-10-23&dias=1`);
    expect(slots.body.dias[0].huecos).toContain(SLOT);
  });

  it('reassigns a drive, and its enquiry, to a salesperson free then; someone busy is refused', async () => {
    const drive = await booked();
    const other = staff.find((id) => id !== drive.user_id)!;
    await post(laura, `/dashboard/agenda/pruebas/${drive.id}/asignar`, { user_id: other });
    expect((await driveRow(drive.id)).user_id).toBe(other);
    expect((await prisma.lead.findUniqueOrThrow({ where: { id: drive.lead_id } })).asignado_id).toBe(other);
    expect((await driveEvents(drive.lead_id)).at(-1)).toMatchObject({ tipo: 'asignacion', user_id: staff[0], datos: { de: drive.user_id, a: other } });
    // Back to the first, who is now away at that time.
    await prisma.$executeRaw`INSERT INTO agenda_bloqueos (user_id, tipo, periodo) VALUES (${drive.user_id}, 'ausencia', tstzrange('2026-10-23T00:00:00Z', '2026-10-24T00:00:00Z'))`;
    await post(admin, `/dashboard/agenda/pruebas/${drive.id}/asignar`, { user_id: drive.user_id });
    expect(await toast(admin)).toMatchObject({ message: 'Esa persona no está libre a esa hora.', bg: 'red' });
    expect((await driveRow(drive.id)).user_id).toBe(other);
  });

  it('marks a drive done or no-show once it has started, on the enquiry’s timeline', async () => {
    const drive = await booked();
    await post(admin, `/dashboard/agenda/pruebas/${drive.id}/resultado`, { estado: 'hecha' });
    expect(await toast(admin)).toMatchObject({ message: 'La prueba aún no ha empezado.', bg: 'red' });
    // Its time has come (the drive moved to earlier today, past the booking's notice).
    await prisma.$executeRaw`UPDATE pruebas SET periodo = tstzrange('2026-10-21T09:30:00Z', '2026-10-21T10:15:00Z') WHERE id = ${drive.id}`;
    // Under way, it is no longer cancelled or moved, from the Agenda or from its link: only its outcome is recorded.
    await post(admin, `/dashboard/agenda/pruebas/${drive.id}/cancelar`);
    expect((await driveRow(drive.id)).estado).toBe('reservada');
    const token = (await prisma.prueba.findUniqueOrThrow({ where: { id: drive.id }, select: { token: true } })).token;
    expect((await admin.agent.get(`/prueba/${token}`).set(inertiaVisit)).body.props).toMatchObject({ estado: 'reservada', cancelar: null, mover: null });
    expect((await post(admin, `/dashboard/agenda/pruebas/${drive.id}/resultado`, { estado: 'tal vez' })).status).toBe(302);
    expect((await driveRow(drive.id)).estado).toBe('reservada');
    await post(admin, `/dashboard/agenda/pruebas/${drive.id}/resultado`, { estado: 'no_presentado' });
    expect((await driveRow(drive.id)).estado).toBe('no_presentado');
    expect((await driveEvents(drive.lead_id)).at(-1)).toMatchObject({ tipo: 'prueba', datos: { accion: 'no_presentado', inicio: '2026-10-21T09:30:00.000Z' } });
  });

  it('blocks time: no drive is booked in it; a salesperson blocks only their own, never over a booked drive', async () => {
    const [lauraId, carlosId] = staff as [number, number];
    await post(laura, '/dashboard/agenda/bloqueos', { user_id: carlosId, dia: '2026-10-26', desde: '09:00', hasta: '12:00', motivo: '' });
    expect(await toast(laura)).toMatchObject({ message: 'Solo Administración cambia la agenda de otra persona.', bg: 'red' });
    const bad = await post(laura, '/dashboard/agenda/bloqueos', { user_id: lauraId, dia: '2026-10-26', desde: '12:00', hasta: '09:00' });
    expect(bad.status).toBe(302);
    expect(await prisma.agendaBloqueo.count()).toBe(0);

    await post(laura, '/dashboard/agenda/bloqueos', { user_id: lauraId, dia: '2026-10-26', desde: '09:00', hasta: '12:00', motivo: 'Médico' });
    await post(admin, '/dashboard/agenda/bloqueos', { user_id: carlosId, dia: '2026-10-26', desde: '09:00', hasta: '10:30', motivo: '' });
    const rows = await prisma.$queryRaw<{ user_id: number; inicio: Date; fin: Date }[]>`SELECT user_id, lower(periodo) AS inicio, upper(periodo) AS fin FROM agenda_bloqueos ORDER BY user_id`;
    // Monday 26 October: winter time (UTC+0) since the clock change of the day before.
    expect(rows).toEqual([
      { user_id: lauraId, inicio: new Date('2026-10-26T09:00:00Z'), fin: new Date('2026-10-26T12:00:00Z') },
      { user_id: carlosId, inicio: new Date('2026-10-26T09:00:00Z'), fin: new Date('2026-10-26T10:30:00Z') },
    ]);
    const slots = await admin.agent.get(`/vehiculo/${car.slug}/huecos?desde=2026-10-26&dias=1`);
    expect(slots.body.dias[0].huecos[0]).toBe('2026-10-26T10:30:00.000Z');

    const drive = await booked('2026-10-26T13:30:00.000Z');
    await post(admin, '/dashboard/agenda/bloqueos', { user_id: drive.user_id, dia: '2026-10-26', desde: '13:00', hasta: '14:00' });
    expect(await toast(admin)).toMatchObject({ message: 'Ese tiempo coincide con una prueba reservada: muévela o reasígnala antes.', bg: 'red' });

    const carlos = await prisma.agendaBloqueo.findFirstOrThrow({ where: { user_id: carlosId } });
    const refused = await laura.agent.delete(`/dashboard/agenda/bloqueos/${carlos.id}`).set({ ...inertiaVisit, 'X-CSRF-TOKEN': laura.token, Referer: '/dashboard/agenda' });
    expect(refused.status).toBe(303);
    expect(await prisma.agendaBloqueo.count()).toBe(2);
    await admin.agent.delete(`/dashboard/agenda/bloqueos/${carlos.id}`).set({ ...inertiaVisit, 'X-CSRF-TOKEN': admin.token, Referer: '/dashboard/agenda' });
    expect(await prisma.agendaBloqueo.count()).toBe(1);
  });

  it('is for signed-in staff only, and its writes check the CSRF token', async () => {
    const anonymous = await (await sessionWithToken(app)).agent.get('/dashboard/agenda').set('Accept', 'text/html');
    expect(anonymous.status).toBe(303);
    expect(anonymous.headers.location).toBe('/login');
    const drive = await booked();
    expect((await admin.agent.post(`/dashboard/agenda/pruebas/${drive.id}/cancelar`).set(inertiaVisit)).status).toBe(419);
    expect((await driveRow(drive.id)).estado).toBe('reservada');
  });
});

describe('Horarios', () => {
  const week = (change: Partial<Record<number, { abre: string; cierra: string } | null>>) =>
    Array.from({ length: 7 }, (_, index) => {
      const dia = index + 1;
      const hours = dia in change ? change[dia] : dia <= 5 ? { abre: '09:00', cierra: '20:00' } : null;
      return { dia, trabaja: hours != null, abre: hours?.abre ?? '', cierra: hours?.cierra ?? '' };
    });

  afterEach(async () => {
    for (const id of staff) {
      await prisma.$executeRaw`DELETE FROM vendedor_horarios WHERE user_id = ${id}`;
      await prisma.$executeRaw`INSERT INTO vendedor_horarios (user_id, dia, abre, cierra) SELECT ${id}, d, '09:00', '20:00' FROM generate_series(1, 5) d`;
      await prisma.user.update({ where: { id }, data: { sede_id: 1 } });
    }
  });

  it('shows a salesperson their own week and time off; Administración opens anyone’s', async () => {
    const [lauraId, carlosId] = staff as [number, number];
    await prisma.$executeRaw`INSERT INTO agenda_bloqueos (user_id, tipo, periodo, motivo) VALUES (${lauraId}, 'ausencia', tstzrange('2026-11-02T00:00:00Z', '2026-11-07T00:00:00Z'), 'Vacaciones')`;
    const own = await laura.agent.get(`/dashboard/horarios?persona=${carlosId}`).set(inertiaVisit);
    expect(own.body.component).toBe('Horarios');
    expect(own.body.props.persona).toEqual({ id: lauraId, nombre: 'Laura Suárez', sede_id: 1 });
    expect(own.body.props.personas).toEqual([{ id: lauraId, nombre: 'Laura Suárez' }]);
    expect(own.body.props.todos).toBe(false);
    expect(own.body.props.semana[0]).toEqual({ dia: 1, trabaja: true, abre: '09:00', cierra: '20:00' });
    expect(own.body.props.semana[6]).toEqual({ dia: 7, trabaja: false, abre: '', cierra: '' });
    expect(own.body.props.ausencias.data).toEqual([{ id: expect.any(Number), desde: '2026-11-02', hasta: '2026-11-06', motivo: 'Vacaciones' }]);
    const other = await admin.agent.get(`/dashboard/horarios?persona=${carlosId}`).set(inertiaVisit);
    expect(other.body.props.persona.id).toBe(carlosId);
    expect(other.body.props.todos).toBe(true);
    expect(other.body.props.personas.length).toBeGreaterThan(2);
  });

  it('saves a week, and the free slots follow it; a salesperson cannot change someone else’s', async () => {
    const [lauraId, carlosId] = staff as [number, number];
    const res = await post(laura, `/dashboard/horarios/${lauraId}`, { sede_id: 2, semana: week({ 5: { abre: '15:00', cierra: '20:00' } }) });
    expect(res.status).toBe(302);
    expect(await prisma.$queryRaw`SELECT dia::int, to_char(abre, 'HH24:MI') AS abre FROM vendedor_horarios WHERE user_id = ${lauraId} AND dia = 5`).toEqual([{ dia: 5, abre: '15:00' }]);
    // Only Administración moves someone to another branch.
    expect((await prisma.user.findUniqueOrThrow({ where: { id: lauraId } })).sede_id).toBe(1);
    await post(admin, `/dashboard/horarios/${carlosId}`, { sede_id: null, semana: week({}) });
    expect((await prisma.user.findUniqueOrThrow({ where: { id: carlosId } })).sede_id).toBeNull();
    await post(admin, `/dashboard/horarios/${carlosId}`, { sede_id: 1, semana: week({ 5: null }) });
    // Friday 23 October: Carlos is off, Laura works from 15:00 (14:00 UTC in summer time).
    const slots = await admin.agent.get(`/vehiculo/${car.slug}/huecos?desde=2026-10-23&dias=1`);
    expect(slots.body.dias[0].huecos[0]).toBe('2026-10-23T14:00:00.000Z');

    await post(laura, `/dashboard/horarios/${carlosId}`, { sede_id: null, semana: week({}) });
    expect(await prisma.$queryRaw`SELECT count(*)::int AS n FROM vendedor_horarios WHERE user_id = ${carlosId}`).toEqual([{ n: 4 }]);
    const invalid = await post(laura, `/dashboard/horarios/${lauraId}`, { semana: week({ 1: { abre: '18:00', cierra: '10:00' } }) });
    expect(invalid.status).toBe(302);
    const errors = (await laura.agent.get('/dashboard/horarios').set(inertiaVisit)).body.props.errors;
    expect(errors['semana.0.cierra']).toBe('La hora de fin debe ser posterior a la de inicio.');
  });

  it('adds whole days off, never over a booked drive, and removes them', async () => {
    const drive = await booked();
    const [lauraId] = staff as [number];
    const free = staff.find((id) => id !== drive.user_id)!;
    await post(admin, `/dashboard/horarios/${drive.user_id}/ausencias`, { desde: '2026-10-23', hasta: '2026-10-23', motivo: '' });
    expect(await toast(admin)).toMatchObject({ message: 'Hay pruebas reservadas con esta persona en esos días: muévelas o reasígnalas antes.', bg: 'red' });
    await post(admin, `/dashboard/horarios/${free}/ausencias`, { desde: '2026-10-26', hasta: '2026-10-27', motivo: 'Curso' });
    const [row] = await prisma.$queryRaw<{ inicio: Date; fin: Date }[]>`SELECT lower(periodo) AS inicio, upper(periodo) AS fin FROM agenda_bloqueos WHERE user_id = ${free}`;
    expect(row).toEqual({ inicio: new Date('2026-10-26T00:00:00Z'), fin: new Date('2026-10-28T00:00:00Z') });
    await post(laura, `/dashboard/horarios/${lauraId}/ausencias`, { desde: '2026-10-27', hasta: '2026-10-26' });
    expect(await prisma.agendaBloqueo.count({ where: { user_id: lauraId } })).toBe(0);
  });
});

describe('the staff panel', () => {
  it('lists today’s drives at every branch, by time', async () => {
    const drive = await booked();
    await prisma.$executeRaw`UPDATE pruebas SET periodo = tstzrange('2026-10-21T15:00:00Z', '2026-10-21T15:45:00Z') WHERE id = ${drive.id}`;
    const panel = await admin.agent.get('/dashboard').set(inertiaVisit);
    expect(panel.body.props.pruebasHoy).toEqual({
      data: [{ id: drive.id, inicio: '2026-10-21T15:00:00.000Z', estado: 'reservada', coche: expect.any(String), cliente: 'Aday Perdomo', sede: 'Tarahales', vendedor: expect.any(String), solicitud: `/dashboard/solicitudes/${drive.lead_id}` }],
      total: 1,
    });
    await prisma.$executeRaw`UPDATE pruebas SET estado = 'cancelada', cancelada_por = 'personal', cancelada_at = now() WHERE id = ${drive.id}`;
    expect((await admin.agent.get('/dashboard').set(inertiaVisit)).body.props.pruebasHoy).toEqual({ data: [], total: 0 });
  });
});

describe('the branches’ calendar', () => {
  afterEach(async () => {
    await prisma.$executeRaw`DELETE FROM sede_cierres WHERE motivo LIKE 'Prueba:%'`;
    await prisma.$executeRaw`DELETE FROM sede_horarios WHERE sede_id = 1`;
    await prisma.$executeRaw`INSERT INTO sede_horarios (sede_id, dia, abre, cierra) SELECT 1, d, '09:00', '20:00' FROM generate_series(1, 5) d`;
  });

  it('is Administración’s: the seeded holidays of the year, and each branch’s week', async () => {
    expect((await laura.agent.get('/dashboard/agenda/calendario').set(inertiaVisit)).status).toBe(403);
    const res = await admin.agent.get('/dashboard/agenda/calendario?anyo=2026').set(inertiaVisit);
    expect(res.body.component).toBe('Calendario');
    expect(res.body.props.anyo).toBe(2026);
    expect(res.body.props.anyos).toEqual([2025, 2026, 2027]);
    expect(res.body.props.cierres.data[0]).toEqual({ id: expect.any(Number), dia: '2026-01-01', sede: null, motivo: expect.stringMatching(/Año Nuevo/) });
    expect(res.body.props.sedes[0]).toMatchObject({ sede: 1, semana: expect.arrayContaining([{ dia: 1, trabaja: true, abre: '09:00', cierra: '20:00' }, { dia: 6, trabaja: false, abre: '', cierra: '' }]) });
  });

  it('closes a day: no slots then; refused over a booked drive or twice; opened again', async () => {
    await booked();
    await post(admin, '/dashboard/agenda/calendario/cierres', { dia: '2026-10-23', sede_id: '', motivo: 'Prueba: inventario' });
    expect(await toast(admin)).toMatchObject({ message: 'Hay pruebas reservadas ese día en esa sede: muévelas o cancélalas antes.', bg: 'red' });
    await post(admin, '/dashboard/agenda/calendario/cierres', { dia: '2026-10-22', sede_id: 1, motivo: 'Prueba: inventario' });
    await post(admin, '/dashboard/agenda/calendario/cierres', { dia: '2026-10-22', sede_id: 1, motivo: 'Prueba: otra vez' });
    expect(await toast(admin)).toMatchObject({ message: 'Ese día ya está cerrado en esa sede.', bg: 'red' });
    const slots = await admin.agent.get(`/vehiculo/${car.slug}/huecos?desde=2026-10-22&dias=1`);
    expect(slots.body.dias).toEqual([{ fecha: '2026-10-22', huecos: [] }]);
    const [closed] = await prisma.$queryRaw<{ id: number }[]>`SELECT id FROM sede_cierres WHERE motivo = 'Prueba: inventario'`;
    const reopened = await admin.agent.delete(`/dashboard/agenda/calendario/cierres/${closed!.id}`).set({ ...inertiaVisit, 'X-CSRF-TOKEN': admin.token, Referer: '/dashboard/agenda/calendario' });
    expect(reopened.status).toBe(303);
    expect((await admin.agent.get(`/vehiculo/${car.slug}/huecos?desde=2026-10-22&dias=1`).set('Cache-Control', 'no-cache')).body.dias[0].huecos.length).toBeGreaterThan(0);
  });

  it('saves a branch’s week: the slots follow it, and so does the hours text of every public page', async () => {
    const week = Array.from({ length: 7 }, (_, index) => ({ dia: index + 1, trabaja: index < 6, abre: index === 5 ? '10:00' : '09:00', cierra: index === 5 ? '14:00' : '20:00' }));
    const res = await post(admin, '/dashboard/agenda/calendario/sedes/1', { semana: week });
    expect(res.status).toBe(302);
    expect(await toast(admin)).toMatchObject({ message: 'Horario de la sede guardado. La web ya lo muestra.', bg: 'green' });
    // Saturday 24 October now opens 10:00–14:00 (summer time: 09:00 UTC); the salespeople still do not work Saturdays.
    await prisma.$executeRaw`INSERT INTO vendedor_horarios (user_id, dia, abre, cierra) VALUES (${staff[0]}, 6, '10:00', '14:00')`;
    const slots = await admin.agent.get(`/vehiculo/${car.slug}/huecos?desde=2026-10-24&dias=1`);
    expect(slots.body.dias[0].huecos).toEqual(['2026-10-24T09:00:00.000Z', '2026-10-24T09:45:00.000Z', '2026-10-24T10:30:00.000Z', '2026-10-24T11:15:00.000Z', '2026-10-24T12:00:00.000Z']);
    await prisma.$executeRaw`DELETE FROM vendedor_horarios WHERE user_id = ${staff[0]} AND dia = 6`;
    const page = await admin.agent.get('/contacto').set(inertiaVisit);
    expect(page.body.props.empresa.horarios.tarahales).toContainEqual({ dia: 6, abre: '10:00', cierra: '14:00' });
    expect((await admin.agent.get('/dashboard/agenda/calendario').set(inertiaVisit)).body.props.sedes[0].semana[5]).toEqual({ dia: 6, trabaja: true, abre: '10:00', cierra: '14:00' });
    const bad = await post(admin, '/dashboard/agenda/calendario/sedes/9', { semana: week });
    expect(bad.status).toBe(404);
  });
});

