import type { Prisma, PrismaClient } from '../../../server/db/client.ts';
import { resetDatabase } from '../../support/db.ts';

/**
 * A small deterministic stock for the search tests: four brands (Mercedes-Benz without cars),
 * six models, 30 public cars cycling through models, fuels, gearboxes, years, kilometres and
 * prices and DGT labels (some on offer, some reserved, some sold), plus one inactive and one removed car that
 * must never show. Expected results are computed from the database by the tests themselves.
 */

export const FUEL = { gasolina: 1, diesel: 2, electrico: 4, hibrido: 9 } as const;
export const GEARBOX = { automatico: 1, manual: 2 } as const;
export const BODY = { berlina: 1, suv: 2, coupe: 3 } as const;
export const BRAND = { bmw: 1, audi: 2, landRover: 3, mercedes: 4 } as const;
export const MODEL = { x5: 1, serie3: 2, a4: 3, q5: 4, defender: 5, claseC: 6 } as const;

const MODELS = [
  { id: MODEL.x5, marca_id: BRAND.bmw, nombre: 'X5', body: BODY.suv },
  { id: MODEL.serie3, marca_id: BRAND.bmw, nombre: 'Serie 3', body: BODY.berlina },
  { id: MODEL.a4, marca_id: BRAND.audi, nombre: 'A4', body: BODY.berlina },
  { id: MODEL.q5, marca_id: BRAND.audi, nombre: 'Q5', body: BODY.suv },
  { id: MODEL.defender, marca_id: BRAND.landRover, nombre: 'Defender', body: BODY.suv },
  { id: MODEL.claseC, marca_id: BRAND.mercedes, nombre: 'Clase C', body: BODY.coupe },
];
/** The models cars cycle through (Clase C has none). */
const CAR_MODELS = MODELS.slice(0, 5);
const FUELS = [FUEL.gasolina, FUEL.diesel, FUEL.hibrido, FUEL.electrico];

/** DGT labels the cars cycle through (eco_id; null: none), out of step with the models. */
const ECO_CYCLE = [2, 3, 4, null, 1, 2];

export const PUBLIC_CARS = 30;
const BASE_TIME = Date.UTC(2026, 9, 1, 12);
const DAY = 86_400_000;

function car(i: number) {
  const model = CAR_MODELS[i % CAR_MODELS.length]!;
  const precio = 20_000 + ((i * 7_919) % 60) * 1_000;
  return {
    slug: `coche-${i}`,
    nombre: `Versión ${i}`,
    marca_id: model.marca_id,
    modelo_id: model.id,
    carroceria_id: model.body,
    combustible_id: FUELS[i % FUELS.length]!,
    cambio_id: i % 3 === 0 ? GEARBOX.manual : GEARBOX.automatico,
    garantia_id: 1,
    year: 2015 + ((i * 3) % 11),
    kilometros: (i * 13_337) % 150_000,
    potencia: 150 + i,
    plazas: 5,
    puertas: 5,
    color: 'Negro',
    precio,
    // Every seventh car is on offer, some far below its price (so the effective price reorders
    // them); car 5 has a 0 offer, which means no offer.
    precio_oferta: i % 7 === 3 ? precio - 15_000 : i === 5 ? 0 : null,
    estado_id: i % 10 === 9 ? 3 : i % 10 === 8 ? 2 : 1,
    eco_id: ECO_CYCLE[i % ECO_CYCLE.length]!,
    sede_id: i % 4 === 0 ? 3 : i % 3 === 0 ? 2 : 1,
    created_at: new Date(BASE_TIME - i * DAY),
    updated_at: new Date(BASE_TIME - i * DAY),
  };
}

export async function seedSearchFixture(prisma: PrismaClient): Promise<void> {
  await resetDatabase(prisma);
  // The fixed lookups (combustibles 1, 2, 4, 9; cambios; carrocerías; garantías) come with the migration.
  await prisma.marca.createMany({ data: [{ id: 1, nombre: 'BMW' }, { id: 2, nombre: 'Audi' }, { id: 3, nombre: 'Land Rover' }, { id: 4, nombre: 'Mercedes-Benz' }] });
  await prisma.modelo.createMany({ data: MODELS.map(({ id, marca_id, nombre }) => ({ id, marca_id, nombre })) });
  const cars = Array.from({ length: PUBLIC_CARS }, (_, i) => car(i));
  const hidden = [
    { ...car(30), slug: 'coche-inactivo', activo: false },
    { ...car(31), slug: 'coche-borrado', deleted_at: new Date(BASE_TIME) },
  ];
  await prisma.coche.createMany({ data: [...cars, ...hidden] });
}

/** Public cars: active and not removed. */
export const publicWhere = { activo: true, deleted_at: null } satisfies Prisma.CocheWhereInput;
export const unsoldWhere = { ...publicWhere, estado_id: { in: [1, 2] } } satisfies Prisma.CocheWhereInput;

export const effectivePrice = (c: { precio: number; precio_oferta: number | null }) =>
  c.precio_oferta !== null && c.precio_oferta > 0 ? c.precio_oferta : c.precio;
