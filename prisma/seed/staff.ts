import type { PrismaClient } from '../../server/db/client.ts';
import { randomToken } from '../../server/core/tokens.ts';
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

/**
 * The demo's salespeople, who take the test drives of their branch: Monday to Friday, the hours
 * their branch opens. They have no password anyone knows (an administrator invites them from
 * 'Personal'). Existing accounts are left alone.
 */
export const DEMO_SALESPEOPLE = [
  { name: 'Laura Suárez', email: 'laura.suarez@gtcars.es', sede_id: 1 },
  { name: 'Carlos Medina', email: 'carlos.medina@gtcars.es', sede_id: 1 },
  { name: 'Yurena Rodríguez', email: 'yurena.rodriguez@gtcars.es', sede_id: 2 },
  { name: 'Jonay Hernández', email: 'jonay.hernandez@gtcars.es', sede_id: 3 },
] as const;

export async function seedSalespeople(prisma: PrismaClient): Promise<void> {
  for (const person of DEMO_SALESPEOPLE) {
    if (await prisma.user.findUnique({ where: { email: person.email }, select: { id: true } })) continue;
    const { id } = await prisma.user.create({ data: { ...person, rol: 'ventas', password: await hashPassword(randomToken()) }, select: { id: true } });
    // The branch's own hours (its *_sede_calendario rows), day by day.
    await prisma.$executeRaw`INSERT INTO vendedor_horarios (user_id, dia, abre, cierra) SELECT ${id}, dia, abre, cierra FROM sede_horarios WHERE sede_id = ${person.sede_id}`;
  }
}
