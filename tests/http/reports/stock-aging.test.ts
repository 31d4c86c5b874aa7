/**
 * The stock aging report (issue 19): the unsold stock by days since its real entry
 * (fecha_entrada, which 'renovar' leaves alone), per branch and per brand, against SQL; the
 * holding cost from the configured cost per day; the prices to review; the CSV export.
 */
import { parse } from 'csv-parse/sync';
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { seedStaff } from '../../../prisma/seed/staff.ts';
import { branchById } from '../../../server/contracts/site.ts';
import type { AgingRow, PriceReviewRow } from '../../../server/contracts/stock-aging.ts';
import { inertiaVisit, useTestApp } from '../../support/app.ts';
import { staffAgent } from '../../support/staff.ts';
import { seedSearchFixture, unsoldWhere } from '../catalogue/search-fixture.ts';

const { app, prisma } = useTestApp();
const DAY = 86_400_000;
const COST = 20;

let staff: Awaited<ReturnType<typeof staffAgent>>;
let renewed: number;
let recentlyCut: number;
let busy: number;

/** Each car's age in Canary calendar days, as the fixture set it below. */
const ages = new Map<number, number>();

/** The unsold stock with the days in stock each car was given. */
async function expectedDays() {
  const cars = await prisma.coche.findMany({
    where: unsoldWhere,
    select: { id: true, sede_id: true, numbook: true, num_contactos: true, marca: { select: { nombre: true } } },
  });
  return cars.map((car) => ({ id: car.id, sede_id: car.sede_id, marca: car.marca.nombre, numbook: car.numbook, num_contactos: car.num_contactos, dias: ages.get(car.id)! }));
}

const bracket = (dias: number) => (dias <= 30 ? 'd0_30' : dias <= 60 ? 'd31_60' : dias <= 90 ? 'd61_90' : 'd90');

beforeAll(async () => {
  await seedSearchFixture(prisma);
  await seedStaff(prisma);
  await prisma.empresa.update({ where: { id: 1 }, data: { coste_stock_dia: COST } });
  const cars = await prisma.coche.findMany({ select: { id: true }, orderBy: { id: 'asc' } });
  // Entry dates spread over the brackets and their edges: at 00:30 Canary time (the edge where a
  // UTC day and a Canary day differ) of the calendar day `age` days before today in the Canaries.
  const cycle = [0, 5, 30, 31, 45, 60, 61, 75, 90, 91, 120, 200, 365];
  for (const [index, car] of cars.entries()) {
    const age = cycle[index % cycle.length]!;
    ages.set(car.id, age);
    await prisma.$executeRaw`
      UPDATE coches SET numbook = ${index * 7}, num_contactos = ${index % 4},
        fecha_entrada = (((now() AT TIME ZONE 'Atlantic/Canary')::date - ${age}::int) + time '00:30') AT TIME ZONE 'Atlantic/Canary'
      WHERE id = ${car.id}`;
  }
  // Old, unwatched, but its price was cut last week: not a prompt.
  recentlyCut = cars.find((car) => ages.get(car.id) === 365 && ages.get(car.id)! > 60)!.id;
  await prisma.coche.update({ where: { id: recentlyCut }, data: { numbook: 0, num_contactos: 0 } });
  await prisma.precioHistorial.create({ data: { coche_id: recentlyCut, precio: 19_900, created_at: new Date(Date.now() - 7 * DAY) } });
  // Old but well watched and asked about: not a prompt either.
  busy = cars.find((car) => ages.get(car.id) === 200)!.id;
  await prisma.coche.update({ where: { id: busy }, data: { numbook: 5_000, num_contactos: 12 } });
  staff = await staffAgent(app);
  // A car 200 days in stock renewed today: its public date moves, its entry does not.
  renewed = cars.find((car) => ages.get(car.id) === 200 && car.id !== busy)!.id;
  const res = await staff.agent.put(`/dashboard/coches/renew/${renewed}`).set({ ...inertiaVisit, 'X-CSRF-TOKEN': staff.token });
  expect(res.status).toBeLessThan(400);
});

const report = async () => (await staff.agent.get('/dashboard/informes/stock').set(inertiaVisit)).body;

describe('the aging report', () => {
  it('counts the unsold stock per bracket, per branch and per brand, as SQL does', async () => {
    const page = await report();
    expect(page.component).toBe('InformeStock');
    const cars = await expectedDays();
    expect(cars.length).toBe(await prisma.coche.count({ where: unsoldWhere }));

    const tally = (key: (car: (typeof cars)[number]) => string) => {
      const rows = new Map<string, { tramos: Record<string, number>; coches: number; coste: number }>();
      for (const car of cars) {
        const row = rows.get(key(car)) ?? { tramos: { d0_30: 0, d31_60: 0, d61_90: 0, d90: 0 }, coches: 0, coste: 0 };
        row.tramos[bracket(car.dias)]! += 1;
        row.coches += 1;
        row.coste += car.dias * COST;
        rows.set(key(car), row);
      }
      return rows;
    };
    const bySede = tally((car) => branchById(car.sede_id).name);
    for (const row of page.props.porSede as AgingRow[]) expect(row).toEqual({ nombre: row.nombre, ...(bySede.get(row.nombre) ?? { tramos: { d0_30: 0, d31_60: 0, d61_90: 0, d90: 0 }, coches: 0, coste: 0 }) });
    const byBrand = tally((car) => car.marca);
    expect((page.props.porMarca as AgingRow[]).map((row) => row.nombre)).toEqual([...byBrand.keys()].sort((a, b) => a.localeCompare(b, 'es')));
    for (const row of page.props.porMarca as AgingRow[]) expect(row).toEqual({ nombre: row.nombre, ...byBrand.get(row.nombre) });

    const total = cars.reduce((sum, car) => sum + car.dias, 0);
    expect(page.props.total).toMatchObject({ coches: cars.length, coste: total * COST });
    expect(page.props.resumen).toEqual({
      coches: cars.length,
      diasMedios: Math.round(total / cars.length),
      coste: total * COST,
      mas60: cars.filter((car) => car.dias > 60).length,
    });
    expect(page.props.costeDia).toBe(COST);
  });

  it("counts Canary calendar days: a car that entered at 00:30 Canary time 31 days ago is in 31–60", async () => {
    const page = await report();
    const cars = await expectedDays();
    expect(page.props.total.tramos).toEqual({
      d0_30: cars.filter((car) => car.dias <= 30).length,
      d31_60: cars.filter((car) => car.dias > 30 && car.dias <= 60).length,
      d61_90: cars.filter((car) => car.dias > 60 && car.dias <= 90).length,
      d90: cars.filter((car) => car.dias > 90).length,
    });
    const csv = parse((await staff.agent.get('/dashboard/informes/stock/exportar')).text, { bom: true, columns: true }) as Record<string, string>[];
    for (const car of cars) expect(csv.find((row) => Number(row.id) === car.id)?.dias_en_stock).toBe(String(car.dias));
  });

  it("keeps a renewed car's entry date: it stays over 90 days while its public date is today", async () => {
    const car = await prisma.coche.findUniqueOrThrow({ where: { id: renewed }, select: { created_at: true, fecha_entrada: true } });
    expect(Date.now() - car.created_at.getTime()).toBeLessThan(60_000);
    expect(Math.round((Date.now() - car.fecha_entrada.getTime()) / DAY)).toBeGreaterThanOrEqual(199);
    const csv = parse((await staff.agent.get('/dashboard/informes/stock/exportar')).text, { bom: true, columns: true }) as Record<string, string>[];
    expect(csv.find((row) => Number(row.id) === renewed)).toMatchObject({ dias_en_stock: '200', tramo: 'Más de 90 días', coste_acumulado: String(200 * COST) });
  });

  it('lists the prices to review: past 60 days with fewer than 3 enquiries or under one visit a day, no recent price change, longest first, each opening its edit page', async () => {
    const page = await report();
    const expected = (await expectedDays())
      .filter((car) => car.dias > 60 && (car.num_contactos < 3 || car.numbook < car.dias) && car.id !== recentlyCut)
      .sort((a, b) => b.dias - a.dias || a.id - b.id);
    expect(page.props.revisar.total).toBe(expected.length);
    expect(expected.length).toBeGreaterThan(0);
    const rows = page.props.revisar.data as PriceReviewRow[];
    expect(rows.map((row) => row.id)).toEqual(expected.slice(0, 20).map((car) => car.id));
    expect(rows[0]).toMatchObject({ editUrl: `/dashboard/coches/edit/${rows[0]?.id}`, coste: (rows[0]?.dias ?? 0) * COST });
    const all = (await staff.agent.get('/dashboard/informes/stock?page=2').set(inertiaVisit)).body.props.revisar.data as PriceReviewRow[];
    const listed = [...rows, ...all].map((row) => row.id);
    expect(listed).not.toContain(busy);
    expect(listed).not.toContain(recentlyCut);
  });

  it('defuses spreadsheet formulas in its cells, after a semicolon too (L5)', async () => {
    const [car] = await expectedDays();
    await prisma.coche.update({ where: { id: car!.id }, data: { nombre: 'x;=1+1;y' } });
    const rows = parse((await staff.agent.get('/dashboard/informes/stock/exportar')).text, { bom: true, columns: true }) as Record<string, string>[];
    expect(rows.find((row) => Number(row.id) === car!.id)?.version).toBe("x;'=1+1;y");
  });

  it('exports every car of the report as CSV, longest in stock first', async () => {
    const res = await staff.agent.get('/dashboard/informes/stock/exportar');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="antiguedad-stock-\d{4}-\d{2}-\d{2}\.csv"$/);
    const rows = parse(res.text, { bom: true, columns: true }) as Record<string, string>[];
    const cars = await expectedDays();
    expect(rows).toHaveLength(cars.length);
    expect(Object.keys(rows[0] ?? {})).toEqual(['ref', 'id', 'marca', 'modelo', 'version', 'sede', 'fecha_entrada', 'dias_en_stock', 'tramo', 'precio', 'coste_acumulado', 'visitas', 'contactos', 'revisar_precio']);
    expect(rows.map((row) => Number(row.dias_en_stock))).toEqual(cars.map((car) => car.dias).sort((a, b) => b - a));
    const flagged = rows.filter((row) => row.revisar_precio === 'sí').length;
    expect(flagged).toBe((await report()).props.revisar.total);
  });

  it('keeps the cost per day out of the public pages', async () => {
    const home = await request(app).get('/').set(inertiaVisit);
    expect(home.status).toBe(200);
    const props = JSON.stringify(home.body.props);
    expect(props).toContain('"empresa"');
    expect(props).not.toMatch(/coste_stock|costeDia|costeStock/);
  });
});
