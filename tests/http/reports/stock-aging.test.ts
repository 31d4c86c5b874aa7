/**
 * The stock aging report (issue 19): the unsold stock by days since its real entry
 * (fecha_entrada, which 'renovar' leaves alone), per branch and per brand, against SQL; the
 * holding cost from the configured cost per day; the prices to review; the CSV export.
 */
import { parse } from 'csv-parse/sync';
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

/** Days in stock per car as the report defines them, computed here in SQL of its own. */
const expectedDays = () =>
  prisma.$queryRaw<{ id: number; sede_id: number; marca: string; dias: number; numbook: number; num_contactos: number }[]>`
    SELECT c.id, c.sede_id::int AS sede_id, m.nombre AS marca, c.numbook, c.num_contactos,
           (date_trunc('day', now() AT TIME ZONE 'Atlantic/Canary')::date - date_trunc('day', c.fecha_entrada AT TIME ZONE 'Atlantic/Canary')::date)::int AS dias
    FROM coches c JOIN marcas m ON m.id = c.marca_id
    WHERE c.activo AND c.deleted_at IS NULL AND c.estado_id IN (1, 2)`;

const bracket = (dias: number) => (dias <= 30 ? 'd0_30' : dias <= 60 ? 'd31_60' : dias <= 90 ? 'd61_90' : 'd90');

beforeAll(async () => {
  await seedSearchFixture(prisma);
  await seedStaff(prisma);
  await prisma.empresa.update({ where: { id: 1 }, data: { coste_stock_dia: COST } });
  const cars = await prisma.coche.findMany({ select: { id: true }, orderBy: { id: 'asc' } });
  // Entry dates spread over the brackets and their edges: whole days before this moment.
  const ages = [0, 5, 30, 31, 45, 60, 61, 75, 90, 91, 120, 200, 365];
  const now = Date.now();
  for (const [index, car] of cars.entries()) {
    const age = ages[index % ages.length]!;
    await prisma.coche.update({ where: { id: car.id }, data: { fecha_entrada: new Date(now - age * DAY), numbook: index * 7, num_contactos: index % 4 } });
  }
  staff = await staffAgent(app);
  // A car 200 days in stock renewed today: its public date moves, its entry does not.
  renewed = cars[11]!.id;
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

  it("keeps a renewed car's entry date: it stays over 90 days while its public date is today", async () => {
    const car = await prisma.coche.findUniqueOrThrow({ where: { id: renewed }, select: { created_at: true, fecha_entrada: true } });
    expect(Date.now() - car.created_at.getTime()).toBeLessThan(60_000);
    expect(Math.round((Date.now() - car.fecha_entrada.getTime()) / DAY)).toBe(200);
    const days = (await expectedDays()).find((row) => row.id === renewed);
    expect(days?.dias).toBe(200);
    const csv = parse((await staff.agent.get('/dashboard/informes/stock/exportar')).text, { bom: true, columns: true }) as Record<string, string>[];
    expect(csv.find((row) => Number(row.id) === renewed)).toMatchObject({ dias_en_stock: '200', tramo: 'Más de 90 días', coste_acumulado: String(200 * COST) });
  });

  it('lists the prices to review: past 60 days with fewer than 3 enquiries or under one visit a day, longest first, each opening its edit page', async () => {
    const page = await report();
    const expected = (await expectedDays())
      .filter((car) => car.dias > 60 && (car.num_contactos < 3 || car.numbook < car.dias))
      .sort((a, b) => b.dias - a.dias || a.id - b.id);
    expect(page.props.revisar.total).toBe(expected.length);
    expect(expected.length).toBeGreaterThan(0);
    const rows = page.props.revisar.data as PriceReviewRow[];
    expect(rows.map((row) => row.id)).toEqual(expected.slice(0, 20).map((car) => car.id));
    expect(rows[0]).toMatchObject({ editUrl: `/dashboard/coches/edit/${rows[0]?.id}`, coste: (rows[0]?.dias ?? 0) * COST });
    // A well-visited old car with enquiries is not a prompt.
    const busy = (await expectedDays()).find((car) => car.dias > 60 && car.num_contactos >= 3 && car.numbook >= car.dias);
    if (busy) expect(rows.map((row) => row.id)).not.toContain(busy.id);
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
    const home = await staff.agent.get('/').set(inertiaVisit);
    expect(JSON.stringify(home.body.props.empresa)).not.toContain('coste');
  });
});
