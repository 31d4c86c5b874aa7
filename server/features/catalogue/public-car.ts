import { Prisma } from '../../db/client.ts';

/**
 * A car the public may see: active and not removed (a sold one too: its page says so). The one
 * definition of it, as a Prisma filter, as SQL over the coches row aliased `c`, and as a test of
 * a row read already; every read of
 * the public stock goes through the catalogue, which uses these (tests/unit/architecture.test.ts
 * refuses another spelling).
 */
export const publicCar = {
  where: { activo: true, deleted_at: null },
  sql: Prisma.sql`c.activo AND c.deleted_at IS NULL`,
  /** The same test on a row already read (its activo and deleted_at). */
  holds: (car: { activo: boolean; deleted_at: Date | null }): boolean => car.activo && car.deleted_at === null,
} as const satisfies { where: Prisma.CocheWhereInput; sql: Prisma.Sql; holds: (car: { activo: boolean; deleted_at: Date | null }) => boolean };
