/**
 * GET /vehiculo/{slug}/huecos: a car's free test-drive slots, from its branch's hours and closed
 * days, its salespeople's hours, time off and drives, and its own drives; in the Canary Islands'
 * time across the clock change. The clock is set (Date only): the database computes the slots
 * for the instant the app gives it.
 */
import request from 'supertest';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { seedDemo } from '../../../prisma/seed.ts';
import { forgetCompanyDetails } from '../../../server/core/company-details.ts';
import { useTestApp } from '../../support/app.ts';
import { resetDatabase } from '../../support/db.ts';
import { tarahalesWith } from '../../support/test-drives.ts';

const { app, prisma } = useTestApp();
let car: { id: number; slug: string };
let salesperson: number;

beforeAll(async () => {
  await resetDatabase(prisma);
  await seedDemo(prisma, { vehicles: 4, photos: false });
  // Laura is the branch's only salesperson.
  const dealership = await tarahalesWith(prisma, [{ name: 'Laura Suárez', email: 'laura@gtcars.es' }]);
  car = dealership.car;
  salesperson = dealership.staff[0]!;
});

beforeEach(async () => {
  await prisma.$executeRaw`DELETE FROM agenda_bloqueos`;
  await prisma.coche.update({ where: { id: car.id }, data: { estado_id: 1 } });
  await prisma.empresa.update({ where: { id: 1 }, data: { prueba_minutos: 45 } });
  forgetCompanyDetails();
});

afterEach(() => vi.useRealTimers());
afterAll(() => vi.useRealTimers());

/** The app's clock at `iso` (Date only: timers, sockets and the database keep theirs). */
const clockAt = (iso: string) => vi.useFakeTimers({ now: new Date(iso), toFake: ['Date'] });

const slotsOf = (query: string) => request(app).get(`/vehiculo/${car.slug}/huecos?${query}`);

/** Tarahales opens 09:00–20:00: fourteen 45-minute drives, the last from 18:45. */
const FULL_DAY = 14;

describe('the free slots of a car', () => {
  it('keep the Canary wall-clock hours across the October clock change, and skip the weekend', async () => {
    clockAt('2026-10-22T10:00:00Z');
    const res = await slotsOf('desde=2026-10-23&dias=4');
    expect(res.status).toBe(200);
    expect(res.headers['set-cookie']).toBeUndefined();
    expect(res.headers['cache-control']).toBe('public, max-age=15');
    expect(res.body.minutos).toBe(45);
    expect(res.body.dias.map((day: { fecha: string }) => day.fecha)).toEqual(['2026-10-23', '2026-10-24', '2026-10-25', '2026-10-26']);
    const [friday, saturday, sunday, monday] = res.body.dias as { huecos: string[] }[];
    // 09:00 on Friday is summer time (UTC+1); on Monday, after the change, winter time (UTC+0).
    expect(friday!.huecos[0]).toBe('2026-10-23T08:00:00.000Z');
    expect(friday!.huecos.at(-1)).toBe('2026-10-23T17:45:00.000Z');
    expect(friday!.huecos).toHaveLength(FULL_DAY);
    expect(saturday!.huecos).toEqual([]);
    expect(sunday!.huecos).toEqual([]);
    expect(monday!.huecos[0]).toBe('2026-10-26T09:00:00.000Z');
    expect(monday!.huecos.at(-1)).toBe('2026-10-26T18:45:00.000Z');
  });

  it('has none on a holiday of the branch, and keeps an island holiday to its island', async () => {
    clockAt('2026-09-01T10:00:00Z');
    const pino = await slotsOf('desde=2026-09-08&dias=1');
    expect(pino.body.dias).toEqual([{ fecha: '2026-09-08', huecos: [] }]);
    clockAt('2026-10-05T10:00:00Z');
    expect((await slotsOf('desde=2026-10-12&dias=1')).body.dias[0].huecos).toEqual([]);
    expect((await slotsOf('desde=2026-10-13&dias=1')).body.dias[0].huecos).toHaveLength(FULL_DAY);
  });

  it('leaves out the hours the only salesperson is off, and the slots too close to now', async () => {
    clockAt('2026-10-22T10:00:00Z');
    await prisma.$executeRaw`INSERT INTO agenda_bloqueos (user_id, tipo, periodo, motivo)
      VALUES (${salesperson}, 'ausencia', tstzrange('2026-10-23 12:00 Atlantic/Canary', '2026-10-23 14:00 Atlantic/Canary'), 'Médico')`;
    const friday = (await slotsOf('desde=2026-10-23&dias=1')).body.dias[0].huecos as string[];
    // 12:00, 12:45 and 13:30 overlap the time off; 11:15–12:00 ends as it starts.
    expect(friday).toHaveLength(FULL_DAY - 3);
    expect(friday).toContain('2026-10-23T10:15:00.000Z');
    expect(friday).not.toContain('2026-10-23T11:00:00.000Z');
    expect(friday).toContain('2026-10-23T13:15:00.000Z');

    // 08:30 on Friday: the first two slots start within the two hours' notice.
    clockAt('2026-10-23T07:30:00Z');
    expect(((await slotsOf('desde=2026-10-23&dias=1')).body.dias[0].huecos as string[])[0]).toBe('2026-10-23T09:30:00.000Z');
  });

  it('has none for a reserved car, and keeps to the fourteen days from today', async () => {
    clockAt('2026-10-22T10:00:00Z');
    await prisma.coche.update({ where: { id: car.id }, data: { estado_id: 2 } });
    const reserved = await slotsOf('desde=2026-10-23&dias=3');
    expect(reserved.body.dias.every((day: { huecos: string[] }) => day.huecos.length === 0)).toBe(true);
    await prisma.coche.update({ where: { id: car.id }, data: { estado_id: 1 } });
    // From yesterday means from today; fourteen days at most, and none past them.
    const all = await slotsOf('desde=2026-10-21&dias=14');
    expect(all.body.dias[0].fecha).toBe('2026-10-22');
    expect(all.body.dias.at(-1).fecha).toBe('2026-11-04');
    expect((await slotsOf('desde=2026-11-04&dias=5')).body.dias.map((day: { fecha: string }) => day.fecha)).toEqual(['2026-11-04']);
    expect((await slotsOf('desde=2026-11-05')).body.dias).toEqual([]);
  });

  it('answers 404 for a car the public does not see and 422 for a day that does not exist', async () => {
    expect((await request(app).get('/vehiculo/no-existe-123/huecos')).status).toBe(404);
    const bad = await slotsOf('desde=2026-02-30').set('Accept', 'application/json');
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toHaveProperty('desde');
    expect(bad.headers['set-cookie']).toBeUndefined();
    // A crawler's request, asking for no JSON, gets the same answer.
    expect((await slotsOf('desde=2026-02-30')).status).toBe(422);
  });
});
