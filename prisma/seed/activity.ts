import { CAR_ACTIVITY_DAYS } from '../../server/contracts/car-activity.ts';
import type { PrismaClient } from '../../server/db/client.ts';
import { canaryDate } from '../../server/contracts/canary-date.ts';
import type { SeededCar } from './photos.ts';
import { createRandom } from './random.ts';

const DAY_MS = 86_400_000;

/** A busy car's page views a day at a dealership of this size. */
const MAX_VISITS_PER_DAY = 40;

/**
 * The daily counters of the demo cars over the charts' 90 days (or since the car arrived): each
 * day's visits drawn around the car's lifetime rate (numbook spread over at least 90 days), and
 * its enquiries at the car's own conversion (0.4 to 3 %, what car classifieds see), so the
 * panel and the edit pages show a plausible quarter. Only the base demo
 * cars (those with their own photos) get them: the large benchmark seeds add no made-up rows.
 */
export async function seedActivity(prisma: PrismaClient, cars: SeededCar[], now = new Date()): Promise<number> {
  // Today's Canary date as a UTC midnight, the way a DATE column is written.
  const today = new Date(`${canaryDate(now)}T00:00:00Z`);
  // Hidden cars get no visits: the counter counts the public site's pages only.
  const base = cars.filter(({ vehicle }) => vehicle.photoSource === null && vehicle.activo);
  const rows = base.flatMap(({ id, vehicle }) => {
    const random = createRandom(id * 7907);
    const daysInStock = Math.max(1, Math.floor((now.getTime() - vehicle.created_at.getTime()) / DAY_MS));
    const visitsPerDay = Math.min(MAX_VISITS_PER_DAY, vehicle.numbook / Math.max(daysInStock, CAR_ACTIVITY_DAYS));
    const conversion = random.range(0.004, 0.03);
    return Array.from({ length: Math.min(CAR_ACTIVITY_DAYS, daysInStock) }, (_, back) => {
      const visitas = Math.round(visitsPerDay * random.range(0.3, 1.7));
      return { coche_id: id, dia: new Date(today.getTime() - back * DAY_MS), visitas, contactos: Array.from({ length: visitas }).filter(() => random.chance(conversion)).length };
    }).filter((row) => row.visitas > 0);
  });
  return (await prisma.actividadDiaria.createMany({ data: rows, skipDuplicates: true })).count;
}
