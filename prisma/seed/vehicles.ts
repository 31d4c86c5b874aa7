import { slugify, uniqueSlug } from '../../server/contracts/slug.ts';
import { BRANDS, type Carroceria, COLORES, EQUIPAMIENTO, GARANTIAS, type VersionSpec } from './brands-and-lookups.ts';
import { createRandom, type Random } from './random.ts';

/**
 * Deterministic demo stock. Car `i` depends only on `i` (and the current date for its age and
 * created_at), so a run with more vehicles extends a smaller run: same first cars, same slugs.
 *
 * The first DEMO_BASE cars cycle through every model version of the seed's brands and get their
 * own photos. A car beyond that ("bulk", for benchmarks) has the model, version and colour of
 * car `i % DEMO_BASE` and reuses that car's processed photo files.
 */

export const DEMO_BASE = 120;

export interface DemoVehicle {
  slug: string;
  marca: string;
  modelo: string;
  carroceria: Carroceria;
  garantia: string;
  nombre: string;
  combustible_id: number;
  cambio_id: number;
  year: number;
  kilometros: number;
  potencia: number;
  cilindrada: number | null;
  cilindros: number | null;
  marchas: number;
  plazas: number;
  puertas: number;
  color: string;
  emisiones: number | null;
  precio: number;
  precio_oferta: number | null;
  matricula: string | null;
  eco_id: number;
  estado_id: number;
  /** The branch the car is at: half at Tarahales, a quarter at each of the others. */
  sede_id: number;
  caracteristicas: string | null;
  activo: boolean;
  numbook: number;
  num_contactos: number;
  created_at: Date;
  photoCount: number;
  /** Index of the base car whose photo files this car reuses; null for a base car. */
  photoSource: number | null;
}

interface Look {
  marca: string;
  modelo: string;
  carroceria: Carroceria;
  plazas: number;
  puertas: number;
  version: VersionSpec;
}

const LOOKS: Look[] = (() => {
  const all = BRANDS.flatMap(([marca, models]) =>
    models.flatMap(([modelo, carroceria, plazas, puertas, versions]) =>
      versions.map((version) => ({ marca, modelo, carroceria, plazas, puertas, version })),
    ),
  );
  const random = createRandom(2003);
  for (let i = all.length - 1; i > 0; i--) {
    const j = random.int(0, i);
    [all[i], all[j]] = [all[j]!, all[i]!];
  }
  return all;
})();

const PLATE_LETTERS = 'BCDFGHJKLMNPRSTVWXYZ';
const DAY_MS = 86_400_000;

function plate(random: Random, year: number): string {
  const first = year >= 2024 ? 'N' : year >= 2022 ? 'M' : year >= 2019 ? 'L' : 'K';
  const letters = first + random.pick([...PLATE_LETTERS]) + random.pick([...PLATE_LETTERS]);
  return `${random.int(1000, 9999)} ${letters}`;
}

/** Rounded like a dealer price: 41.900, 42.400… */
function dealerPrice(value: number): number {
  return Math.max(500, Math.round(value / 500) * 500 - 100);
}

function ecoLabel(fuel: number, co2: number | null): number {
  if (fuel === 4) return 1;
  if (fuel === 9) return co2 !== null && co2 <= 50 ? 1 : 2;
  return 4;
}

function features(random: Random): string | null {
  if (random.chance(0.1)) return null;
  const picked = new Set<string>();
  const count = random.int(5, 8);
  while (picked.size < count) picked.add(random.pick(EQUIPAMIENTO));
  return [...picked].join(', ');
}

function demoVehicle(index: number, now: Date): Omit<DemoVehicle, 'slug'> {
  const baseIndex = index % DEMO_BASE;
  const look = LOOKS[baseIndex % LOOKS.length]!;
  const color = createRandom(7919 + baseIndex).pick(COLORES);
  const random = createRandom(Math.imul(index + 1, 2654435761));
  const [version, fuel, cv, cc, cyl, gears, co2, price, cambio = 1] = look.version;
  const age = random.pick([0, 1, 1, 2, 2, 2, 3, 3, 4, 5, 6, 7]);
  const kilometros = age === 0 ? random.int(5, 3000) : age * random.int(9000, 19000) + random.int(0, 5000);
  const precio = dealerPrice(price * 0.9 ** Math.max(0, age - 1) * (1 - Math.min(kilometros, 150_000) / 800_000));
  const roll = random.next();
  const estado_id = roll < 0.78 ? 1 : roll < 0.88 ? 2 : 3;
  const precio_oferta = estado_id !== 3 && random.chance(0.22) ? precio - random.pick([500, 1000, 1500, 2000, 3000]) : null;
  const daysAgo = estado_id === 3 ? random.int(40, 240) : random.int(0, 200);
  const garantia = age <= 2 && random.chance(0.6) ? GARANTIAS[3][1] : random.pick([GARANTIAS[0][1], GARANTIAS[1][1], GARANTIAS[1][1], GARANTIAS[2][1]]);
  const vehicle = {
    marca: look.marca,
    modelo: look.modelo,
    carroceria: look.carroceria,
    garantia,
    nombre: version,
    combustible_id: fuel,
    cambio_id: cambio,
    year: now.getFullYear() - age,
    kilometros,
    potencia: cv,
    cilindrada: cc,
    cilindros: cyl,
    marchas: gears,
    plazas: look.plazas,
    puertas: look.puertas,
    color,
    emisiones: co2,
    precio,
    precio_oferta: precio_oferta !== null && precio_oferta > 0 ? precio_oferta : null,
    matricula: age === 0 && random.chance(0.5) ? null : plate(random, now.getFullYear() - age),
    eco_id: ecoLabel(fuel, co2),
    estado_id,
    caracteristicas: features(random),
    activo: random.chance(0.96),
    numbook: Math.floor(random.next() ** 2 * 2500),
    num_contactos: Math.floor(random.next() ** 2 * 30),
    created_at: new Date(now.getTime() - daysAgo * DAY_MS - random.int(0, DAY_MS - 1)),
    photoCount: 3 + (baseIndex % 3),
    photoSource: index < DEMO_BASE ? null : baseIndex,
    // Drawn last, so every other value stays what it was before cars had a branch.
    sede_id: random.pick([1, 1, 2, 3]),
  };
  // At most one enquiry in 20 visits, as on a real site; capped after the draws, so no later value moves.
  return { ...vehicle, num_contactos: Math.min(vehicle.num_contactos, Math.floor(vehicle.numbook / 20)) };
}

/** The first `count` demo vehicles, with slugs unique among themselves. */
export function demoVehicles(count: number, now = new Date()): DemoVehicle[] {
  const taken = new Set<string>();
  return Array.from({ length: count }, (_, index) => {
    const vehicle = demoVehicle(index, now);
    const slug = uniqueSlug(slugify(`${vehicle.marca} ${vehicle.modelo} ${vehicle.nombre}`), taken);
    return { ...vehicle, slug };
  });
}
