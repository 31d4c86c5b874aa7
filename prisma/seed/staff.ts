import type { PrismaClient } from '../../server/db/client.ts';
import { hashPassword } from '../../server/features/auth/index.ts';

/** The demo staff account (an administrator), printed by the dev console on first start. */
export const DEMO_STAFF = {
  name: 'Administración GTCars',
  email: 'admin@gtcars.es',
  password: 'gtcars-demo-2026',
} as const;

/**
 * Creates the staff user unless it exists; an existing account (and its password) is left
 * alone. `password` replaces the published demo one where the site is reachable by others.
 */
export async function seedStaff(prisma: PrismaClient, password: string = DEMO_STAFF.password): Promise<{ id: number }> {
  const existing = await prisma.user.findUnique({ where: { email: DEMO_STAFF.email }, select: { id: true } });
  if (existing) return existing;
  const hash = await hashPassword(password);
  return prisma.user.upsert({
    where: { email: DEMO_STAFF.email },
    create: { name: DEMO_STAFF.name, email: DEMO_STAFF.email, password: hash, rol: 'administracion', email_verified_at: new Date() },
    update: {},
    select: { id: true },
  });
}
