/**
 * The imperfections marked on a car's photos: staff place one on a photo (a point and a note) from
 * the edit page; the car page carries them, numbered by photo, for its ready photos, and only
 * while the car is public.
 */
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../../../prisma/seed.ts';
import { hashPassword } from '../../../server/features/auth/passwords.ts';
import { inertiaVisit, useTestApp } from '../../support/app.ts';
import { resetDatabase } from '../../support/db.ts';
import { staffAgent } from '../../support/staff.ts';

const { app, prisma } = useTestApp();
let seller: Awaited<ReturnType<typeof staffAgent>>;
let car: { id: number; slug: string };
let side: number;
let front: number;
let processing: number;
const SELLER = { email: 'nayra@gtcars.es', password: 'nayra-ventas-2026' };

beforeAll(async () => {
  await resetDatabase(prisma);
  await seedDemo(prisma, { vehicles: 1, photos: false });
  await prisma.user.create({ data: { name: 'Nayra Ventas', email: SELLER.email, password: await hashPassword(SELLER.password), rol: 'ventas', email_verified_at: new Date() } });
  car = await prisma.coche.findFirstOrThrow({ select: { id: true, slug: true } });
  const photo = (orden: number, ready: boolean) => prisma.foto.create({ data: { coche_id: car.id, orden, ...(ready && { width: 1600, height: 1067 }) }, select: { id: true } });
  front = (await photo(1, true)).id;
  side = (await photo(2, true)).id;
  processing = (await photo(3, false)).id;
  seller = await staffAgent(app, SELLER);
});

const send = (method: 'post' | 'delete', url: string, body: Record<string, unknown> = {}) =>
  seller.agent[method](url).set({ ...inertiaVisit, 'X-CSRF-TOKEN': seller.token }).send(body);
const editProps = async () => (await seller.agent.get(`/dashboard/coches/edit/${car.id}`).set(inertiaVisit)).body.props;
const publicPage = () => request(app).get(`/vehiculo/${car.slug}`).set(inertiaVisit);

describe('marking', () => {
  it('stores a point and a note on a photo, from any staff member', async () => {
    await send('post', `/dashboard/fotos/${side}/imperfecciones`, { x: 0.3333333, y: '0.75', nota: '  Arañazo leve en la puerta trasera  ' });
    await send('post', `/dashboard/fotos/${front}/imperfecciones`, { x: 0.5, y: 0.5, nota: 'Piedra en el parabrisas, fuera del campo de visión.' });
    await send('post', `/dashboard/fotos/${processing}/imperfecciones`, { x: 0.1, y: 0.1, nota: 'Roce en el paragolpes.' });
    const props = await editProps();
    expect(props.flash).toMatchObject({ message: 'Imperfección señalada en la foto.', bg: 'green' });
    expect(props.imperfecciones).toEqual([
      { id: expect.any(Number), foto_id: front, x: 0.5, y: 0.5, nota: 'Piedra en el parabrisas, fuera del campo de visión.', foto: null },
      { id: expect.any(Number), foto_id: side, x: 0.3333, y: 0.75, nota: 'Arañazo leve en la puerta trasera', foto: null },
      { id: expect.any(Number), foto_id: processing, x: 0.1, y: 0.1, nota: 'Roce en el paragolpes.', foto: null },
    ]);
  });

  it('refuses a point off the photo, a missing or long note, and a ninth mark on one photo, storing nothing', async () => {
    const before = await prisma.imperfeccion.count();
    await send('post', `/dashboard/fotos/${side}/imperfecciones`, { x: 1.5, y: -0.1, nota: '' });
    expect((await editProps()).errors).toEqual({ x: 'Marca un punto de la foto.', y: 'Marca un punto de la foto.', nota: 'Este campo es obligatorio.' });
    await send('post', `/dashboard/fotos/${side}/imperfecciones`, { x: 0.2, y: 0.2, nota: 'x'.repeat(141) });
    expect((await editProps()).errors).toEqual({ nota: 'Máximo 140 caracteres.' });
    expect(await prisma.imperfeccion.count()).toBe(before);

    await prisma.imperfeccion.createMany({ data: Array.from({ length: 7 }, (_, index) => ({ foto_id: front, x: 0.1 * (index + 1), y: 0.2, nota: `Marca ${index + 2}` })) });
    await send('post', `/dashboard/fotos/${front}/imperfecciones`, { x: 0.9, y: 0.9, nota: 'Una más' });
    expect((await editProps()).flash).toMatchObject({ bg: 'red', message: 'Esta foto ya tiene 8 imperfecciones señaladas: usa otra foto para las demás.' });
    expect(await prisma.imperfeccion.count({ where: { foto_id: front } })).toBe(8);
    await prisma.imperfeccion.deleteMany({ where: { nota: { startsWith: 'Marca ' } } });
    expect((await send('post', '/dashboard/fotos/999999/imperfecciones', { x: 0.5, y: 0.5, nota: 'Nada' })).status).toBe(404);
  });

  it('deletes one', async () => {
    const mark = await prisma.imperfeccion.findFirstOrThrow({ where: { foto_id: processing } });
    expect((await send('delete', `/dashboard/imperfecciones/${mark.id}`)).status).toBe(303);
    expect(await prisma.imperfeccion.count({ where: { id: mark.id } })).toBe(0);
    expect((await send('delete', `/dashboard/imperfecciones/${mark.id}`)).status).toBe(404);
  });
});

describe('on the car page', () => {
  it('are the ready photos’ marks, by photo order', async () => {
    await prisma.imperfeccion.create({ data: { foto_id: processing, x: 0.2, y: 0.3, nota: 'Aún en proceso.' } });
    expect((await publicPage()).body.props.imperfecciones).toEqual([
      { foto_id: front, x: 0.5, y: 0.5, nota: 'Piedra en el parabrisas, fuera del campo de visión.', foto: null },
      { foto_id: side, x: 0.3333, y: 0.75, nota: 'Arañazo leve en la puerta trasera', foto: null },
    ]);
  });

  it('are shown only while the car is public', async () => {
    await prisma.coche.update({ where: { id: car.id }, data: { activo: false } });
    expect((await publicPage()).status).toBe(404);
    expect((await editProps()).imperfecciones).toHaveLength(3);
    await prisma.coche.update({ where: { id: car.id }, data: { activo: true } });
  });
});

describe('the demo seed', () => {
  it('marks one or two imperfections on the first photo of one base car in four', async () => {
    await resetDatabase(prisma);
    await seedDemo(prisma, { vehicles: 8, photos: true, processPhotos: false });
    const marks = await prisma.imperfeccion.findMany({ select: { foto: { select: { orden: true, coche_id: true } }, nota: true } });
    const cars = new Set(marks.map((mark) => mark.foto.coche_id));
    expect(cars.size).toBe(2);
    expect(marks.every((mark) => mark.foto.orden === 1)).toBe(true);
    expect(marks.length).toBeGreaterThanOrEqual(2);
    expect(marks.length).toBeLessThanOrEqual(4);
  });
});
