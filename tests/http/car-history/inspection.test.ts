/**
 * The inspection: the template Administración keeps (100 points in seven sections, seeded with
 * the database), each car's inspection against it, and what the public sees of it: 'Revisado en
 * N puntos' on the car page and the checklist its page loads on demand, in the page's language.
 */
import request from 'supertest';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { seedDemo } from '../../../prisma/seed.ts';
import { hashPassword } from '../../../server/features/auth/passwords.ts';
import { inertiaVisit, useTestApp } from '../../support/app.ts';
import { resetDatabase } from '../../support/db.ts';
import { staffAgent } from '../../support/staff.ts';

const { app, prisma } = useTestApp();
let admin: Awaited<ReturnType<typeof staffAgent>>;
let seller: Awaited<ReturnType<typeof staffAgent>>;
let car: { id: number; slug: string };
let hidden: { id: number; slug: string };
const SELLER = { email: 'nayra@gtcars.es', password: 'nayra-ventas-2026' };

beforeAll(async () => {
  await resetDatabase(prisma);
  await seedDemo(prisma, { vehicles: 4, photos: false });
  await prisma.user.create({ data: { name: 'Nayra Ventas', email: SELLER.email, password: await hashPassword(SELLER.password), rol: 'ventas', email_verified_at: new Date() } });
  [car, hidden] = (await prisma.coche.findMany({ select: { id: true, slug: true }, where: { estado_id: 1 }, orderBy: { id: 'asc' }, take: 2 })) as [typeof car, typeof car];
  await prisma.coche.update({ where: { id: hidden.id }, data: { activo: false } });
  // The demo seed inspects most of its cars: these start without one.
  await prisma.inspeccion.deleteMany({ where: { coche_id: { in: [car.id, hidden.id] } } });
  admin = await staffAgent(app);
  seller = await staffAgent(app, SELLER);
});

beforeEach(() => vi.useFakeTimers({ now: new Date('2026-11-20T10:00:00Z'), toFake: ['Date'] }));
afterEach(() => vi.useRealTimers());

const send = (who: typeof admin, method: 'post' | 'delete', url: string, body: Record<string, unknown> = {}) =>
  who.agent[method](url).set({ ...inertiaVisit, 'X-CSRF-TOKEN': who.token, Referer: url }).send(body);
const props = async (who: typeof admin, url: string) => (await who.agent.get(url).set(inertiaVisit)).body.props;

/** Every active point answered 'ok', with the figures the tyres and brakes take; `changes` by point name. */
async function fullAnswers(changes: Record<string, { estado: string; valor?: string; nota?: string }> = {}) {
  const points = await prisma.inspeccionPunto.findMany({ where: { activo: true }, select: { id: true, nombre: true, medida: true } });
  return Object.fromEntries(
    points.map((point) => [String(point.id), { estado: 'ok', valor: point.medida === 'mm' ? '6,5' : point.medida === '%' ? '80' : '', nota: '', ...changes[point.nombre] }]),
  );
}

describe('the template', () => {
  it('starts with 100 points in seven sections: the tyres in mm, the brakes in %', async () => {
    const { puntos } = await props(admin, '/dashboard/inspeccion');
    expect(puntos).toHaveLength(100);
    expect(new Set(puntos.map((point: { seccion: string }) => point.seccion))).toEqual(new Set(['carroceria', 'interior', 'motor', 'electronica', 'neumaticos', 'frenos', 'documentos']));
    expect(puntos.filter((point: { medida: string | null }) => point.medida === 'mm').map((point: { nombre: string }) => point.nombre)).toEqual([
      'Dibujo del neumático delantero izquierdo',
      'Dibujo del neumático delantero derecho',
      'Dibujo del neumático trasero izquierdo',
      'Dibujo del neumático trasero derecho',
    ]);
    expect(puntos.filter((point: { medida: string | null }) => point.medida === '%')).toHaveLength(4);
  });

  it('is Administración’s: a salesperson gets a 403 on every route of it', async () => {
    const [point] = await prisma.inspeccionPunto.findMany({ take: 1, select: { id: true } });
    expect((await seller.agent.get('/dashboard/inspeccion').set(inertiaVisit)).status).toBe(403);
    expect((await send(seller, 'post', '/dashboard/inspeccion/puntos', { seccion: 'interior', nombre: 'Cenicero', medida: '' })).status).toBe(403);
    for (const action of ['', '/retirar', '/recuperar', '/mover']) {
      expect((await send(seller, 'post', `/dashboard/inspeccion/puntos/${point!.id}${action}`, { nombre: 'Otro', medida: '', direccion: 'abajo' })).status, action).toBe(403);
    }
    expect((await send(seller, 'delete', `/dashboard/inspeccion/puntos/${point!.id}`)).status).toBe(403);
    expect(await prisma.inspeccionPunto.count({ where: { nombre: { in: ['Cenicero', 'Otro'] } } })).toBe(0);
    expect(await prisma.inspeccionPunto.count({ where: { id: point!.id, activo: true } })).toBe(1);
  });

  it('moves a point among the active ones only, and never a retired one', async () => {
    const interior = async () => (await prisma.inspeccionPunto.findMany({ where: { seccion: 'interior', activo: true }, orderBy: [{ orden: 'asc' }, { id: 'asc' }], select: { id: true, nombre: true } }));
    const [first, second, third] = await interior();
    await send(admin, 'post', `/dashboard/inspeccion/puntos/${second!.id}/retirar`);
    await send(admin, 'post', `/dashboard/inspeccion/puntos/${third!.id}/mover`, { direccion: 'arriba' });
    expect((await interior()).slice(0, 2).map((point) => point.id)).toEqual([third!.id, first!.id]);
    await send(admin, 'post', `/dashboard/inspeccion/puntos/${second!.id}/mover`, { direccion: 'arriba' });
    expect((await props(admin, '/dashboard/inspeccion')).flash).toMatchObject({ message: 'Un punto retirado no se mueve: recupéralo antes.', bg: 'red' });
    const page = (await props(admin, '/dashboard/inspeccion')).puntos.filter((point: { seccion: string }) => point.seccion === 'interior');
    expect(page.at(-1).id).toBe(second!.id);
    await send(admin, 'post', `/dashboard/inspeccion/puntos/${second!.id}/recuperar`);
  });

  it('takes a new point last in its section, renames and moves it, refuses a name taken, retires and deletes', async () => {
    expect((await send(admin, 'post', '/dashboard/inspeccion/puntos', { seccion: 'interior', nombre: '  Enchufe de 12 V ', medida: '' })).status).toBe(302);
    const made = await prisma.inspeccionPunto.findFirstOrThrow({ where: { nombre: 'Enchufe de 12 V' } });
    expect(made).toMatchObject({ seccion: 'interior', medida: null, activo: true, clave: null });
    const last = await prisma.inspeccionPunto.aggregate({ where: { seccion: 'interior' }, _max: { orden: true } });
    expect(made.orden).toBe(last._max.orden);

    const taken = await send(admin, 'post', '/dashboard/inspeccion/puntos', { seccion: 'interior', nombre: 'enchufe de 12 v', medida: '' });
    expect(taken.status).toBe(302);
    expect((await props(admin, '/dashboard/inspeccion')).errors.nombre).toBe('Ya hay un punto con ese nombre en la sección.');
    expect(await prisma.inspeccionPunto.count({ where: { nombre: { equals: 'enchufe de 12 v', mode: 'insensitive' } } })).toBe(1);

    await send(admin, 'post', `/dashboard/inspeccion/puntos/${made.id}`, { seccion: 'interior', nombre: 'Toma de 12 V', medida: '' });
    await send(admin, 'post', `/dashboard/inspeccion/puntos/${made.id}/mover`, { direccion: 'arriba' });
    const section = await prisma.inspeccionPunto.findMany({ where: { seccion: 'interior' }, orderBy: [{ orden: 'asc' }, { id: 'asc' }], select: { nombre: true } });
    expect(section.at(-2)?.nombre).toBe('Toma de 12 V');
    expect(section.at(-1)?.nombre).toBe('Olores y humedad');

    await send(admin, 'post', `/dashboard/inspeccion/puntos/${made.id}/retirar`);
    expect((await prisma.inspeccionPunto.findUniqueOrThrow({ where: { id: made.id } })).activo).toBe(false);
    await send(admin, 'delete', `/dashboard/inspeccion/puntos/${made.id}`);
    expect(await prisma.inspeccionPunto.count({ where: { id: made.id } })).toBe(0);
  });
});

describe('a car’s inspection', () => {
  it('shows every active point to answer, and nothing saved yet', async () => {
    const page = await props(seller, `/dashboard/coches/${car.id}/inspeccion`);
    expect(page.puntos).toHaveLength(100);
    expect(page).toMatchObject({ guardada: null, resultados: {}, hoy: '2026-11-20', coche: { id: car.id, editar: `/dashboard/coches/edit/${car.id}` } });
  });

  it('refuses a form with points unanswered, figures missing or out of range, or a day to come, and stores nothing', async () => {
    const answers = await fullAnswers({ 'Pastillas delanteras': { estado: 'ok', valor: '140' }, 'Dibujo del neumático trasero derecho': { estado: 'ok', valor: '' } });
    const [first] = Object.keys(answers);
    delete answers[first!];
    await send(seller, 'post', `/dashboard/coches/${car.id}/inspeccion`, { fecha: '2026-11-21', resultados: answers });
    const { errors } = await props(seller, `/dashboard/coches/${car.id}/inspeccion`);
    expect(errors.fecha).toBe('La fecha no puede ser posterior a hoy.');
    expect(errors[`resultados.${first}.estado`]).toBe('Elige el resultado.');
    await send(seller, 'post', `/dashboard/coches/${car.id}/inspeccion`, { fecha: '2026-11-19', resultados: answers });
    const page = await props(seller, `/dashboard/coches/${car.id}/inspeccion`);
    expect(page.errors.resultados).toBe('Falta el resultado de 1 punto: cada punto de la plantilla necesita el suyo.');
    expect(page.errors.fecha).toBeUndefined();
    expect(page.errors[`resultados.${first}.estado`]).toBe('Elige el resultado.');
    expect(Object.values(page.errors)).toEqual(expect.arrayContaining(['Entre 0 y 100 %.', 'Escribe la medida (mm).']));
    expect(await prisma.inspeccion.count({ where: { coche_id: car.id } })).toBe(0);
  });

  it('stores who inspected the car, when, and each point’s result, figure and note', async () => {
    // The car page, cached for visitors without it: the inspection starts a new catalogue version.
    expect((await request(app).get(`/vehiculo/${car.slug}`).set(inertiaVisit)).body.props.inspeccion).toBeNull();
    const answers = await fullAnswers({
      'Paragolpes trasero': { estado: 'reparado', nota: 'Pintado en nuestro taller.' },
      'Pastillas traseras': { estado: 'atencion', valor: '30', nota: 'Cambiar en unos 10.000 km.' },
    });
    const res = await send(seller, 'post', `/dashboard/coches/${car.id}/inspeccion`, { fecha: '2026-11-18', resultados: answers });
    expect(res.status).toBe(302);
    const saved = await prisma.inspeccion.findUniqueOrThrow({ where: { coche_id: car.id }, include: { resultados: { include: { punto: true } } } });
    expect(saved).toMatchObject({ inspector: 'Nayra Ventas', fecha: new Date('2026-11-18T00:00:00Z') });
    expect(saved.resultados).toHaveLength(100);
    const pads = saved.resultados.find((row) => row.punto.nombre === 'Pastillas traseras')!;
    expect({ estado: pads.estado, valor: Number(pads.valor), nota: pads.nota }).toEqual({ estado: 'atencion', valor: 30, nota: 'Cambiar en unos 10.000 km.' });
    expect(Number(saved.resultados.find((row) => row.punto.nombre === 'Dibujo del neumático delantero izquierdo')!.valor)).toBe(6.5);

    const page = await props(seller, `/dashboard/coches/${car.id}/inspeccion`);
    expect(page.guardada).toMatchObject({ fecha: '2026-11-18', inspector: 'Nayra Ventas' });
    expect(page.resultados[String(pads.punto_id)]).toEqual({ estado: 'atencion', valor: '30', nota: 'Cambiar en unos 10.000 km.' });
  });
});

describe('the demo seed', () => {
  it('inspects its cars: every point answered, each wheel’s tread and the brakes’ wear within bounds', async () => {
    const seeded = await prisma.inspeccion.findMany({ where: { coche_id: { notIn: [car.id, hidden.id] } }, select: { inspector: true, resultados: { select: { valor: true, punto: { select: { medida: true } } } } } });
    expect(seeded.length).toBeGreaterThanOrEqual(1);
    for (const inspection of seeded) {
      expect(inspection.inspector).toBe('Administración GTCars');
      expect(inspection.resultados).toHaveLength(100);
      for (const { valor, punto } of inspection.resultados) {
        if (punto.medida === null) expect(valor).toBeNull();
        else expect(Number(valor)).toBeGreaterThanOrEqual(punto.medida === 'mm' ? 4 : 30);
      }
    }
  });
});

describe('what the public sees', () => {
  it('the car page says how many points and when, the counts by result; the checklist in the page’s language', async () => {
    const visitor = await request(app).get(`/vehiculo/${car.slug}`).set(inertiaVisit);
    expect(visitor.body.props.inspeccion).toEqual({ fecha: '2026-11-18', puntos: 100, reparados: 1, atencion: 1 });

    const es = await request(app).get(`/vehiculo/${car.slug}/inspeccion`);
    expect(es.status).toBe(200);
    expect(es.headers['cache-control']).toBe('public, max-age=60');
    expect(es.headers['set-cookie']).toBeUndefined();
    expect(es.body.fecha).toBe('2026-11-18');
    expect(es.body.secciones.map((section: { seccion: string }) => section.seccion)).toEqual(['carroceria', 'interior', 'motor', 'electronica', 'neumaticos', 'frenos', 'documentos']);
    const brakes = es.body.secciones.find((section: { seccion: string }) => section.seccion === 'frenos').puntos;
    expect(brakes[1]).toEqual({ nombre: 'Pastillas traseras', estado: 'atencion', valor: 30, medida: '%', nota: 'Cambiar en unos 10.000 km.', foto: null });

    const en = await request(app).get(`/en/vehiculo/${car.slug}/inspeccion`);
    expect(en.body.secciones.find((section: { seccion: string }) => section.seccion === 'frenos').puntos[1].nombre).toBe('Rear brake pads');
    const de = await request(app).get(`/de/vehiculo/${car.slug}/inspeccion`);
    expect(de.body.secciones[0].puntos[0].nombre).toBe('Motorhaube');
  });

  it('a car without an inspection says nothing, and a hidden car’s checklist is a 404', async () => {
    const other = await prisma.coche.findFirstOrThrow({ where: { id: { notIn: [car.id, hidden.id] }, activo: true }, select: { id: true, slug: true } });
    await prisma.inspeccion.deleteMany({ where: { coche_id: other.id } });
    expect((await request(app).get(`/vehiculo/${other.slug}`).set(inertiaVisit)).body.props.inspeccion).toBeNull();
    expect((await request(app).get(`/vehiculo/${other.slug}/inspeccion`)).status).toBe(404);
    await send(admin, 'post', `/dashboard/coches/${hidden.id}/inspeccion`, { fecha: '2026-11-18', resultados: await fullAnswers() });
    expect(await prisma.inspeccion.count({ where: { coche_id: hidden.id } })).toBe(1);
    expect((await request(app).get(`/vehiculo/${hidden.slug}/inspeccion`)).status).toBe(404);
  });
});

describe('a point inspections used', () => {
  it('keeps its figure, loses its translation when renamed, and stays on the cars that answered it, optional once retired', async () => {
    const pads = await prisma.inspeccionPunto.findUniqueOrThrow({ where: { clave: 'pastillas_delanteras' } });
    await send(admin, 'post', `/dashboard/inspeccion/puntos/${pads.id}`, { nombre: pads.nombre, medida: 'mm' });
    expect((await props(admin, '/dashboard/inspeccion')).errors.medida).toBe('Este punto ya se usó en inspecciones con su medida: para medir otra cosa, retíralo y añade uno nuevo.');
    await send(admin, 'post', `/dashboard/inspeccion/puntos/${pads.id}`, { nombre: 'Pastillas de freno delanteras', medida: '%' });
    expect(await prisma.inspeccionPunto.findUniqueOrThrow({ where: { id: pads.id } })).toMatchObject({ nombre: 'Pastillas de freno delanteras', clave: null, medida: '%', seccion: 'frenos' });
    const en = await request(app).get(`/en/vehiculo/${car.slug}/inspeccion`);
    expect(en.body.secciones.find((section: { seccion: string }) => section.seccion === 'frenos').puntos[0].nombre).toBe('Pastillas de freno delanteras');

    await send(admin, 'post', `/dashboard/inspeccion/puntos/${pads.id}/retirar`);
    const page = await props(seller, `/dashboard/coches/${car.id}/inspeccion`);
    expect(page.puntos.find((point: { id: number }) => point.id === pads.id)).toMatchObject({ activo: false });
    const answers = await fullAnswers();
    expect(answers[String(pads.id)]).toBeUndefined();
    await send(seller, 'post', `/dashboard/coches/${car.id}/inspeccion`, { fecha: '2026-11-19', resultados: { ...answers, [String(pads.id)]: { estado: 'ok', valor: '', nota: 'x'.repeat(301) } } });
    const refused = await props(seller, `/dashboard/coches/${car.id}/inspeccion`);
    expect(refused.errors[`resultados.${pads.id}.nota`]).toBe('Máximo 300 caracteres.');
    expect(refused.errors.resultados).toBeUndefined();

    // Saved again without it: the car's inspection moves to the new day and drops the retired point.
    await send(seller, 'post', `/dashboard/coches/${car.id}/inspeccion`, { fecha: '2026-11-19', resultados: answers });
    const saved = await prisma.inspeccion.findUniqueOrThrow({ where: { coche_id: car.id }, include: { resultados: { select: { punto_id: true } } } });
    expect(saved.fecha).toEqual(new Date('2026-11-19T00:00:00Z'));
    expect(saved.resultados).toHaveLength(99);
    expect(saved.resultados.some((row) => row.punto_id === pads.id)).toBe(false);
    await send(admin, 'post', `/dashboard/inspeccion/puntos/${pads.id}/recuperar`);
  });
});
