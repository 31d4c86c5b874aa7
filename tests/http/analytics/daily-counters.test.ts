/**
 * The per-car daily counters (actividad_diaria) against a real database: one row per car and
 * Canary day, fed by the visit rules (no bots, prefetches or partial reloads) and by the
 * enquiry intake; two processes counting the same day add up in the same row; the panel's 30
 * days and conversion ranking, the edit page's 90 days and the staff list's conversion.
 */
import request from 'supertest';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { seedDemo } from '../../../prisma/seed.ts';
import { CONVERSION_MIN_VISITS } from '../../../server/contracts/car-activity.ts';
import { vehicleTitle } from '../../../server/contracts/vehicle.ts';
import { canaryDay as canaryDaySql } from '../../../server/db/canary-day.ts';
import { Prisma } from '../../../server/db/client.ts';
import { flushVisits, VisitTally } from '../../../server/features/catalogue/visits.ts';
import { inertiaVisit, sessionWithToken, useTestApp } from '../../support/app.ts';
import { resetDatabase } from '../../support/db.ts';
import { staffAgent } from '../../support/staff.ts';

const { app, prisma } = useTestApp();

const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36';

let cars: { id: number; slug: string }[];
let today: string;

/** A Canary calendar day `back` days before today, YYYY-MM-DD, as PostgreSQL computes it. */
async function canaryDay(back: number): Promise<string> {
  const [row] = await prisma.$queryRaw<{ dia: string }[]>`SELECT to_char((now() AT TIME ZONE 'Atlantic/Canary')::date - ${back}::int, 'YYYY-MM-DD') AS dia`;
  return row!.dia;
}

/** The car's counter rows as { dia, visitas, contactos }, oldest first. */
async function rowsOf(cocheId: number) {
  return prisma.$queryRaw<{ dia: string; visitas: number; contactos: number }[]>`
    SELECT to_char(dia, 'YYYY-MM-DD') AS dia, visitas, contactos FROM actividad_diaria WHERE coche_id = ${cocheId} ORDER BY dia`;
}

const visit = (slug: string, headers: Record<string, string> = {}) =>
  request(app)
    .get(`/vehiculo/${encodeURIComponent(slug)}`)
    .set({ ...inertiaVisit, 'User-Agent': BROWSER, ...headers });

async function setDay(cocheId: number, back: number, visitas: number, contactos: number) {
  const dia = new Date(`${await canaryDay(back)}T00:00:00Z`);
  await prisma.actividadDiaria.upsert({ where: { coche_id_dia: { coche_id: cocheId, dia } }, create: { coche_id: cocheId, dia, visitas, contactos }, update: { visitas, contactos } });
}

beforeAll(async () => {
  await resetDatabase(prisma);
  await seedDemo(prisma, { vehicles: 8, photos: false });
  cars = await prisma.coche.findMany({ select: { id: true, slug: true }, orderBy: { id: 'asc' } });
  await prisma.coche.updateMany({ data: { numbook: 0, num_contactos: 0 } });
});

beforeEach(async () => {
  await flushVisits();
  await prisma.actividadDiaria.deleteMany();
  await prisma.rateLimit.deleteMany();
  // Each test starts from every car public, whatever an earlier one changed or left on failure.
  await prisma.coche.updateMany({ data: { activo: true, deleted_at: null } });
  today = await canaryDay(0);
});

describe('visits into the daily counters', () => {
  it('counts three visitors’ views (a first page load, Inertia visits) in one row for today, besides numbook', async () => {
    const car = cars[0]!;
    const before = (await prisma.coche.findUniqueOrThrow({ where: { id: car.id }, select: { numbook: true } })).numbook;
    await request(app).get(`/vehiculo/${car.slug}`).set('User-Agent', `${BROWSER} a`).expect(200);
    await visit(car.slug, { 'User-Agent': `${BROWSER} b` }).expect(200);
    await flushVisits();
    await visit(car.slug, { 'User-Agent': `${BROWSER} c` }).expect(200);
    await flushVisits();

    expect(await rowsOf(car.id)).toEqual([{ dia: today, visitas: 3, contactos: 0 }]);
    expect(await prisma.actividadDiaria.count()).toBe(1);
    const after = (await prisma.coche.findUniqueOrThrow({ where: { id: car.id }, select: { numbook: true } })).numbook;
    expect(after).toBe(before + 3);
  });

  it('does not count prefetches, partial reloads, HEAD requests or bots', async () => {
    const car = cars[1]!;
    await visit(car.slug, { Purpose: 'prefetch' }).expect(200);
    await visit(car.slug, { 'Sec-Purpose': 'prefetch;prerender' }).expect(200);
    await visit(car.slug, { 'X-Moz': 'prefetch' }).expect(200);
    await visit(car.slug, { 'X-Inertia-Partial-Component': 'Vehicle', 'X-Inertia-Partial-Data': 'coche' }).expect(200);
    await request(app).head(`/vehiculo/${car.slug}`).set('User-Agent', BROWSER).expect(200);
    await visit(car.slug, { 'User-Agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' }).expect(200);
    await visit(car.slug, { 'User-Agent': 'facebookexternalhit/1.1' }).expect(200);
    await visit(car.slug, { 'User-Agent': 'curl/8.5.0' }).expect(200);
    await visit(car.slug, { 'User-Agent': '' }).expect(200);
    await flushVisits();
    expect(await prisma.actividadDiaria.count()).toBe(0);

    await visit(car.slug).expect(200);
    await flushVisits();
    expect(await rowsOf(car.id)).toEqual([{ dia: today, visitas: 1, contactos: 0 }]);
  });

  it('counts a visitor once per car and Canary day, however many times they load it (I5)', async () => {
    const car = cars[3]!;
    const numbook = async () => (await prisma.coche.findUniqueOrThrow({ where: { id: car.id }, select: { numbook: true } })).numbook;
    const before = await numbook();
    // A burst from one client: one visit.
    const burst = await Promise.all(Array.from({ length: 50 }, () => visit(car.slug)));
    expect(burst.map((res) => res.status)).toEqual(Array(50).fill(200));
    await flushVisits();
    expect(await rowsOf(car.id)).toEqual([{ dia: today, visitas: 1, contactos: 0 }]);
    // Another browser is another visitor; another car is another visit.
    await visit(car.slug, { 'User-Agent': `${BROWSER} Edg/140.0.0.0` }).expect(200);
    await visit(cars[4]!.slug).expect(200);
    await flushVisits();
    expect(await numbook()).toBe(before + 2);
    expect(await rowsOf(cars[4]!.id)).toEqual([{ dia: today, visitas: 1, contactos: 0 }]);
    // The next Canary day, the same client's view counts again.
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(Date.now() + 24 * 60 * 60_000);
      for (let i = 0; i < 5; i++) await visit(car.slug).expect(200);
    } finally {
      vi.useRealTimers();
    }
    await flushVisits();
    expect(await numbook()).toBe(before + 3);
  });

  it('writes no row for a car the public cannot see', async () => {
    const hidden = cars[2]!;
    await prisma.coche.update({ where: { id: hidden.id }, data: { activo: false } });
    await visit(hidden.slug).expect(404);
    await flushVisits();
    expect(await prisma.actividadDiaria.count()).toBe(0);
  });

  it('adds what two processes counted the same day into one row, even when they write at once', async () => {
    const [a, b] = [cars[3]!, cars[4]!];
    const first = new VisitTally();
    const second = new VisitTally();
    // In opposite orders: each flush must still lock the cars in one order (no deadlock).
    for (let i = 0; i < 5; i++) first.record(a.slug);
    first.record(b.slug);
    second.record(b.slug);
    for (let i = 0; i < 7; i++) second.record(a.slug);
    const numbook = async () => (await prisma.coche.findMany({ where: { id: { in: [a.id, b.id] } }, select: { numbook: true }, orderBy: { id: 'asc' } })).map((car) => car.numbook);
    const [numbookA, numbookB] = await numbook();
    // Both rows are created by the first writes of the day: the upsert must not lose either.
    await Promise.all([first.flush(), second.flush()]);
    expect(await rowsOf(a.id)).toEqual([{ dia: today, visitas: 12, contactos: 0 }]);
    expect(await rowsOf(b.id)).toEqual([{ dia: today, visitas: 2, contactos: 0 }]);
    expect(await numbook()).toEqual([numbookA! + 12, numbookB! + 2]);

    first.record(a.slug);
    await Promise.all([first.flush(), second.flush()]);
    expect(await rowsOf(a.id)).toEqual([{ dia: today, visitas: 13, contactos: 0 }]);
  });

  it('keeps the days apart: yesterday stays as it was and today gets its own row', async () => {
    const car = cars[5]!;
    await setDay(car.id, 1, 40, 2);
    await visit(car.slug).expect(200);
    await flushVisits();
    expect(await rowsOf(car.id)).toEqual([
      { dia: await canaryDay(1), visitas: 40, contactos: 2 },
      { dia: today, visitas: 1, contactos: 0 },
    ]);
  });
});

describe('enquiries into the daily counters', () => {
  it('counts a vehicle enquiry on today\'s row of its car, in the same row as the visits', async () => {
    const car = cars[6]!;
    await visit(car.slug).expect(200);
    await flushVisits();
    const { agent, token } = await sessionWithToken(app);
    await agent
      .post('/form/submit/vehiculo')
      .set({ 'X-CSRF-TOKEN': token, Accept: 'application/json', 'User-Agent': BROWSER })
      .send({ nombre: 'Laura', apellidos: 'Suárez', telefono: '+34 928 000 111', correo: 'laura@example.es', vehiculo: car.id, mensaje: 'Me interesa.', legal: true })
      .expect(201);
    expect(await rowsOf(car.id)).toEqual([{ dia: today, visitas: 1, contactos: 1 }]);
  });

  it('counts a landing lead naming a public car, and nothing for one naming a hidden car or none', async () => {
    const [shown, hidden] = [cars[7]!, cars[2]!];
    await prisma.coche.update({ where: { id: hidden.id }, data: { activo: false } });
    const lead = async (vehicle_id: number | null) => {
      const { agent, token } = await sessionWithToken(app);
      await agent
        .post('/api/leads')
        .set({ 'X-CSRF-TOKEN': token, Accept: 'application/json', 'User-Agent': BROWSER })
        .send({ nombre_completo: 'Yeray Ojeda', telefono: '+34 628 333 444', email: 'yeray@example.es', horario_preferencia: 'Tarde', desea_financiar: 'Sí', vehicle_id, submitted_at: new Date().toISOString(), legal: true })
        .expect(201);
    };
    await lead(shown.id);
    await lead(hidden.id);
    await lead(null);
    expect(await prisma.lead.count({ where: { source: 'landing' } })).toBe(3);
    expect(await prisma.actividadDiaria.findMany({ select: { coche_id: true, visitas: true, contactos: true } })).toEqual([{ coche_id: shown.id, visitas: 0, contactos: 1 }]);
  });
});

describe('the Canary day', () => {
  it('is the islands’ calendar day: 23:30 UTC is already tomorrow in summer, still today in winter', async () => {
    const day = async (instant: string) =>
      (await prisma.$queryRaw<{ dia: string }[]>`SELECT to_char(${canaryDaySql(Prisma.sql`${instant}::timestamptz`)}, 'YYYY-MM-DD') AS dia`)[0]!.dia;
    expect(await day('2026-07-01T23:30:00Z')).toBe('2026-07-02');
    expect(await day('2026-01-01T23:30:00Z')).toBe('2026-01-01');
    expect(await day('2026-03-29T00:30:00Z')).toBe('2026-03-29');
  });
});

describe('what the staff see', () => {
  it('the panel: every one of the last 30 days with the sums of all cars, and the best-converting cars', async () => {
    const [best, second, few, old, removed] = cars;
    await setDay(best!.id, 0, 30, 3);
    await setDay(best!.id, 29, 10, 1);
    await setDay(second!.id, 3, 50, 2);
    await setDay(few!.id, 2, CONVERSION_MIN_VISITS - 1, 9);
    await setDay(old!.id, 30, 500, 400);
    await setDay(removed!.id, 1, 100, 50);
    await prisma.coche.update({ where: { id: removed!.id }, data: { deleted_at: new Date() } });

    const { agent } = await staffAgent(app);
    const res = await agent.get('/dashboard').set(inertiaVisit).expect(200);
    const { actividad, conversion } = res.body.props;

    expect(actividad.dias).toHaveLength(30);
    expect(actividad.dias[0].dia).toBe(await canaryDay(29));
    expect(actividad.dias[29]).toEqual({ dia: today, visitas: 30, contactos: 3 });
    expect(actividad.dias[28]).toEqual({ dia: await canaryDay(1), visitas: 100, contactos: 50 });
    const [sums] = await prisma.$queryRaw<{ visitas: number; contactos: number }[]>`
      SELECT sum(visitas)::int AS visitas, sum(contactos)::int AS contactos FROM actividad_diaria
      WHERE dia > (now() AT TIME ZONE 'Atlantic/Canary')::date - 30`;
    expect({ visitas: actividad.visitas, contactos: actividad.contactos }).toEqual(sums);
    expect(actividad.dias.reduce((sum: number, day: { visitas: number }) => sum + day.visitas, 0)).toBe(sums!.visitas);

    const named = await prisma.coche.findUniqueOrThrow({ where: { id: best!.id }, select: { nombre: true, marca: { select: { nombre: true } }, modelo: { select: { nombre: true } } } });
    expect(conversion).toEqual([
      { id: best!.id, nombre: vehicleTitle(named), visitas: 40, contactos: 4, conversion: 0.1 },
      expect.objectContaining({ id: second!.id, visitas: 50, contactos: 2, conversion: 0.04 }),
    ]);
  });

  it('the edit page: the car\'s own last 90 days, zeros included', async () => {
    const [car, other] = cars;
    await setDay(car!.id, 89, 7, 1);
    await setDay(car!.id, 90, 1000, 0);
    await setDay(car!.id, 0, 12, 0);
    await setDay(other!.id, 0, 500, 5);
    const { agent } = await staffAgent(app);
    const { actividad } = (await agent.get(`/dashboard/coches/edit/${car!.id}`).set(inertiaVisit).expect(200)).body.props;
    expect(actividad.dias).toHaveLength(90);
    expect(actividad.dias[0]).toEqual({ dia: await canaryDay(89), visitas: 7, contactos: 1 });
    expect(actividad.dias[89]).toEqual({ dia: today, visitas: 12, contactos: 0 });
    expect(actividad.dias.filter((day: { visitas: number }) => day.visitas > 0)).toHaveLength(2);
    expect(actividad).toMatchObject({ visitas: 19, contactos: 1 });

    // A partial reload that does not ask for it (the photo poll) does not read it.
    const poll = await agent.get(`/dashboard/coches/edit/${car!.id}`).set({ ...inertiaVisit, 'X-Inertia-Partial-Component': 'Edit-Vehicle', 'X-Inertia-Partial-Data': 'fotos' }).expect(200);
    expect(poll.body.props).toHaveProperty('fotos');
    expect(poll.body.props).not.toHaveProperty('actividad');
  });

  it('the staff list: each car\'s enquiries per visit, none for a car without visits', async () => {
    const [visited, unseen] = cars;
    await prisma.coche.update({ where: { id: visited!.id }, data: { numbook: 250, num_contactos: 5 } });
    await prisma.coche.update({ where: { id: unseen!.id }, data: { numbook: 0, num_contactos: 0 } });
    const { agent } = await staffAgent(app);
    const { coches } = (await agent.get('/dashboard/vehiculos').set(inertiaVisit).expect(200)).body.props;
    const row = (id: number) => coches.data.find((coche: { id: number }) => coche.id === id);
    expect(row(visited!.id)).toMatchObject({ numbook: 250, num_contactos: 5, conversion: 0.02 });
    expect(row(unseen!.id)).toMatchObject({ numbook: 0, conversion: null });
  });
});
