import type { PrismaClient } from '../../server/db/client.ts';
import { canaryDate } from '../../server/contracts/canary-date.ts';
import { formatNumber } from '../../server/contracts/format.ts';
import type { SeededCar } from './photos.ts';
import { createRandom } from './random.ts';

const DAY_MS = 86_400_000;

/** What the demo's inspections repaired or leave to watch, on a few points, with the workshop's note. */
const FINDINGS = [
  { clave: 'paragolpes_trasero', estado: 'reparado', nota: 'Roce pintado en nuestro taller.' },
  { clave: 'llantas', estado: 'reparado', nota: 'Llanta delantera derecha reparada y pintada.' },
  { clave: 'bateria', estado: 'atencion', nota: 'Carga al 78 %: la comprobamos de nuevo en la entrega.' },
  { clave: 'pastillas_traseras', estado: 'atencion', nota: 'Cambiar en unos 10.000 km.' },
  { clave: 'libro_mantenimiento', estado: 'reparado', nota: 'Revisión de los 60.000 km hecha antes de la venta.' },
] as const;

/**
 * The demo cars' inspections, so the car pages show 'Revisado en 100 puntos': every base demo
 * car but one in six (a car not inspected yet says nothing), inspected by the demo's staff
 * member a few days after it arrived. Each point passes, with each wheel's tread and the brakes'
 * wear drawn per car; some cars have a point or two repaired or to watch. The large benchmark
 * seeds add none.
 */
export async function seedInspections(prisma: PrismaClient, cars: SeededCar[], inspector: { id: number; name: string }, now = new Date()): Promise<number> {
  const points = await prisma.inspeccionPunto.findMany({ where: { activo: true }, select: { id: true, clave: true, medida: true } });
  const done = new Set((await prisma.inspeccion.findMany({ select: { coche_id: true } })).map((row) => row.coche_id));
  const inspected = cars.filter(({ id, vehicle }, index) => vehicle.photoSource === null && index % 6 !== 5 && !done.has(id));
  for (const { id, vehicle } of inspected) {
    const random = createRandom(id * 4421);
    const arrived = Math.min(now.getTime(), vehicle.created_at.getTime() + random.int(1, 4) * DAY_MS);
    const findings = FINDINGS.filter(() => random.chance(0.25));
    const inspection = await prisma.inspeccion.create({
      data: { coche_id: id, user_id: inspector.id, inspector: inspector.name, fecha: new Date(`${canaryDate(new Date(arrived))}T00:00:00Z`) },
      select: { id: true },
    });
    await prisma.inspeccionResultado.createMany({
      data: points.map((point) => {
        const finding = findings.find((row) => row.clave === point.clave);
        const valor = point.medida === 'mm' ? Math.round(random.range(4, 8) * 10) / 10 : point.medida === '%' ? random.int(5, 9) * 10 : null;
        return { inspeccion_id: inspection.id, punto_id: point.id, estado: finding?.estado ?? 'ok', valor: finding?.clave === 'pastillas_traseras' ? 30 : valor, nota: finding?.nota ?? null };
      }),
    });
  }
  return inspected.length;
}

const YEAR_MS = 365.25 * DAY_MS;


/**
 * The demo cars' odometer readings, so their pages show the mileage history: every base demo car
 * but one in five, with 2–4 readings, the last its intake at the dealership with its advertised
 * km. Before it, a workshop service in its first years and its ITVs (the fourth year, then every
 * second), each the km the car had then at an even pace. On one car a workshop wrote a digit
 * short: a reading below the one before, with its explanation. The large benchmark seeds add none.
 */
export async function seedMileage(prisma: PrismaClient, cars: SeededCar[], staffId: number): Promise<number> {
  const done = new Set((await prisma.lecturaKm.findMany({ distinct: ['coche_id'], select: { coche_id: true } })).map((row) => row.coche_id));
  const read = cars.filter(({ id, vehicle }, index) => vehicle.photoSource === null && index % 5 !== 4 && !done.has(id));
  const rows = read.flatMap(({ id, vehicle }, index) => {
    const random = createRandom(id * 7919);
    const arrived = vehicle.created_at.getTime();
    // Registered in its model year, at least two months before it came to us.
    const registered = Math.min(Date.UTC(vehicle.year, random.int(0, 11), random.int(1, 28)), arrived - 60 * DAY_MS);
    const pace = vehicle.kilometros / Math.max(arrived - registered, 30 * DAY_MS);
    const day = (moment: number) => new Date(`${canaryDate(new Date(moment))}T00:00:00Z`);
    const earlier = [
      { years: 1, fuente: 'taller' },
      ...[4, 6, 8, 10, 12].map((years) => ({ years, fuente: 'itv' })),
    ]
      .map(({ years, fuente }) => ({ moment: registered + years * YEAR_MS + random.int(-20, 20) * DAY_MS, fuente }))
      .filter(({ moment }) => moment < arrived - 30 * DAY_MS)
      .slice(-3);
    if (earlier.length === 0) earlier.push({ moment: registered + (arrived - registered) / 2, fuente: 'taller' });
    const readings = [...earlier, { moment: arrived, fuente: 'entrada' }].map(({ moment, fuente }) => ({
      coche_id: id,
      fecha: day(moment),
      km: Math.round(Math.min(vehicle.kilometros, pace * (moment - registered)) / 10) * 10,
      fuente,
      explicacion: null as string | null,
      user_id: fuente === 'entrada' ? staffId : null,
    }));
    // One car's workshop invoice lost a digit: the reading stays as written, explained.
    const slip = readings[1];
    if (index === 1 && readings.length >= 3 && slip) {
      const real = slip.km;
      slip.km = Math.round(real / 100) * 10;
      slip.fuente = 'taller';
      slip.explicacion = `El taller anotó ${formatNumber(slip.km)} km en la factura en lugar de ${formatNumber(real)}: el informe de la DGT recoge la cifra correcta.`;
    }
    return readings;
  });
  await prisma.lecturaKm.createMany({ data: rows });
  return read.length;
}

/** What the demo marks on a car's first photo: where (0–1 from the left and top edges) and what. */
const IMPERFECTIONS = [
  { x: 0.34, y: 0.66, nota: 'Arañazo leve en la puerta delantera, solo visible de cerca.' },
  { x: 0.76, y: 0.72, nota: 'Pequeña marca de bordillo en la llanta trasera.' },
] as const;

/**
 * The imperfections the demo marks on its cars' photos, so the car pages show hotspots: one base
 * demo car in four with photos, one or two marks on its first photo. The large benchmark seeds
 * add none.
 */
export async function seedImperfections(prisma: PrismaClient, cars: SeededCar[]): Promise<number> {
  const marked = cars.filter(({ vehicle }, index) => vehicle.photoSource === null && index % 4 === 1);
  const photos = await prisma.foto.findMany({ where: { coche_id: { in: marked.map((car) => car.id) }, orden: 1, imperfecciones: { none: {} } }, select: { id: true, coche_id: true } });
  const rows = photos.flatMap((photo) => IMPERFECTIONS.slice(0, 1 + (photo.coche_id % 2)).map((mark) => ({ foto_id: photo.id, ...mark })));
  await prisma.imperfeccion.createMany({ data: rows });
  return rows.length;
}
