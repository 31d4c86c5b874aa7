import type { PrismaClient } from '../../server/db/client.ts';

/**
 * The test-drive tests' dealership: the demo stock, its first car at Tarahales (open 09:00–20:00,
 * Monday to Friday), and that branch's salespeople as the test names them, each working those
 * hours; the demo's own salespeople work elsewhere. Returns the car and the salespeople's ids.
 */
export async function tarahalesWith(prisma: PrismaClient, people: { name: string; email: string }[]): Promise<{ car: { id: number; slug: string }; staff: number[] }> {
  const car = await prisma.coche.findFirstOrThrow({ where: { activo: true, deleted_at: null }, select: { id: true, slug: true }, orderBy: { id: 'asc' } });
  await prisma.coche.update({ where: { id: car.id }, data: { sede_id: 1 } });
  await prisma.user.updateMany({ where: { rol: 'ventas' }, data: { sede_id: null } });
  const staff: number[] = [];
  for (const person of people) {
    const { id } = await prisma.user.create({ data: { ...person, password: 'x', rol: 'ventas', sede_id: 1, email_verified_at: new Date() }, select: { id: true } });
    await prisma.$executeRaw`INSERT INTO vendedor_horarios (user_id, dia, abre, cierra) SELECT ${id}, d, '09:00', '20:00' FROM generate_series(1, 5) d`;
    staff.push(id);
  }
  return { car, staff };
}
