/**
 * Staff roles, proven from the route table: for every staff route, an administrator is never
 * refused by its role, and a 'ventas' member is refused exactly where the route's `roles` leave
 * 'ventas' out: 403 JSON for an API call, the Spanish 403 error page for an Inertia visit or a
 * browser's HTML request, before the handler runs. Registering a colleague is refused too.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { seedStaff } from '../../../prisma/seed/staff.ts';
import { allows, routes, type RouteName } from '../../../server/contracts/routes.ts';
import { ADMIN_ONLY, EVERY_ROLE, ROLE_FORBIDDEN_MESSAGE } from '../../../server/contracts/staff-roles.ts';
import { inertiaVisit, useTestApp } from '../../support/app.ts';
import { resetDatabase } from '../../support/db.ts';
import { staffAgent } from '../../support/staff.ts';
import { createUser } from './auth-helpers.ts';

const { app, prisma } = useTestApp();

type Definition = { method: 'get' | 'post' | 'put' | 'patch' | 'delete'; path: string; access?: string; roles?: readonly string[] };
const staffRoutes = (Object.entries(routes) as [RouteName, Definition][]).filter(([, definition]) => definition.access === 'staff');
const refusedToVentas = staffRoutes.filter(([name]) => !allows(name, 'ventas'));
const openToVentas = staffRoutes.filter(([name]) => allows(name, 'ventas'));

/** A URL for the route, every :param an id that exists nowhere (so an allowed handler changes nothing). */
const urlOf = (path: string) => path.replace(/:lista/, 'carrocerias').replace(/:\w+/g, '999999');

const VENTAS = { email: 'ventas@gtcars.es', password: 'ventas-clave-2026' };

let adminSession: ReturnType<typeof staffAgent>;
let ventasSession: ReturnType<typeof staffAgent>;

beforeAll(async () => {
  await resetDatabase(prisma);
  await seedStaff(prisma);
  await createUser(prisma, { ...VENTAS, name: 'Lucía Ventas', rol: 'ventas' });
  adminSession = staffAgent(app);
  ventasSession = staffAgent(app, VENTAS);
});

describe('the route table', () => {
  it("keeps from 'ventas' the car deletion, the stock import (it creates brands and models), the staff accounts and every setting", () => {
    expect(refusedToVentas.map(([name]) => name).sort()).toEqual(
      [
        'coches.destroy',
        'importar.index', 'importar.store', 'importar.show', 'importar.run',
        'personal.index', 'personal.store', 'personal.update', 'personal.invitacion',
        'empresa.edit', 'empresa.update', 'financiacion.edit', 'financiacion.update',
        'listas.index', 'listas.store', 'listas.edit', 'listas.update', 'listas.destroy',
        'marcaymodelo', 'marca.store', 'modelo.store', 'marca.edit', 'modelo.edit', 'marca.update', 'modelo.update', 'marca.destroy', 'modelo.destroy',
        'banners.index', 'banners.store', 'banners.update', 'banners.destroy',
        'pagos.index', 'pagos.export',
        'calendario', 'calendario.cierres.store', 'calendario.cierres.destroy', 'calendario.horario',
        'inspeccion.plantilla', 'inspeccion.puntos.store', 'inspeccion.puntos.update', 'inspeccion.puntos.destroy',
        'inspeccion.puntos.retirar', 'inspeccion.puntos.recuperar', 'inspeccion.puntos.mover',
      ].sort(),
    );
    expect(openToVentas.map(([name]) => name).sort()).toEqual(
      [
        'dashboard', 'password.confirm', 'password.confirm.store',
        'contacts.index', 'contacts.store', 'contacts.update', 'contacts.destroy',
        'vehiculos.index', 'vehiculos.export',
        'coches.create', 'coches.store', 'coches.edit', 'coches.update', 'coches.renew',
        'fotos.destroy', 'fotos.order', 'videos.store', 'videos.destroy',
        'solicitudes.index', 'solicitudes.show', 'solicitudes.foto', 'solicitudes.reserva', 'solicitudes.retry',
        'solicitudes.estado', 'solicitudes.asignacion', 'solicitudes.notas', 'solicitudes.presupuesto.store', 'solicitudes.presupuesto',
        'informes.stock', 'informes.stock.export',
        'agenda', 'agenda.mover', 'agenda.cancelar', 'agenda.asignar', 'agenda.resultado', 'agenda.bloqueos.store', 'agenda.bloqueos.destroy',
        'horarios', 'horarios.update', 'horarios.ausencias.store',
        'coches.inspeccion', 'coches.inspeccion.update', 'coches.inspeccion.foto', 'coches.inspeccion.foto.destroy',
        'coches.kilometros', 'coches.kilometros.store', 'kilometros.explicar', 'kilometros.destroy',
        'coches.informe_dgt', 'coches.informe_dgt.store', 'coches.informe_dgt.publico', 'coches.informe_dgt.destroy',
        'fotos.imperfecciones.store', 'imperfecciones.destroy',
      ].sort(),
    );
    expect(refusedToVentas.every(([, definition]) => definition.roles === ADMIN_ONLY)).toBe(true);
    expect(openToVentas.every(([, definition]) => definition.roles === EVERY_ROLE)).toBe(true);
  });
});

describe.each(refusedToVentas)("%s, signed in as 'ventas'", (_name, definition) => {
  const url = urlOf(definition.path);

  it('answers an API call with 403 JSON', async () => {
    const { agent, token } = await ventasSession;
    const res = await agent[definition.method](url).set({ 'X-XSRF-TOKEN': token, Accept: 'application/json' });
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ message: ROLE_FORBIDDEN_MESSAGE });
  });

  it('answers an Inertia visit with the Spanish 403 page', async () => {
    const { agent, token } = await ventasSession;
    const res = await agent[definition.method](url).set({ 'X-XSRF-TOKEN': token, ...inertiaVisit });
    expect(res.status).toBe(403);
    expect(res.body.component).toBe('Error');
    expect(res.body.props).toMatchObject({ status: 403, message: ROLE_FORBIDDEN_MESSAGE });
  });

  if (definition.method === 'get') {
    it("answers a browser's first load with the 403 page's HTML", async () => {
      const { agent } = await ventasSession;
      const res = await agent.get(url).set('Accept', 'text/html');
      expect(res.status).toBe(403);
      expect(res.text).toContain(ROLE_FORBIDDEN_MESSAGE);
    });
  }
});

describe.each(openToVentas)("%s, signed in as 'ventas'", (_name, definition) => {
  it('is not refused by its role', async () => {
    const { agent, token } = await ventasSession;
    const res = await agent[definition.method](urlOf(definition.path)).set({ 'X-XSRF-TOKEN': token, Accept: 'application/json' });
    expect(res.status).not.toBe(403);
    expect(res.status).not.toBe(401);
    expect(res.status).toBeLessThan(500);
  });
});

describe.each(staffRoutes)('%s, signed in as an administrator', (_name, definition) => {
  it('is not refused by its role', async () => {
    const { agent, token } = await adminSession;
    const res = await agent[definition.method](urlOf(definition.path)).set({ 'X-XSRF-TOKEN': token, Accept: 'application/json' });
    expect(res.status).not.toBe(403);
    expect(res.status).not.toBe(401);
    expect(res.status).toBeLessThan(500);
  });
});

describe("registering a colleague at /register, signed in as 'ventas'", () => {
  it('is refused with the 403 page', async () => {
    const { agent } = await ventasSession;
    const res = await agent.get('/register').set(inertiaVisit);
    expect(res.status).toBe(403);
    expect(res.body.props.message).toBe(ROLE_FORBIDDEN_MESSAGE);
  });
});

describe('the shared props', () => {
  it("carry the member's role, which the pages read to hide what it may not use", async () => {
    const { agent } = await ventasSession;
    const res = await agent.get('/dashboard').set(inertiaVisit);
    expect(res.body.props.auth.user).toMatchObject({ email: VENTAS.email, rol: 'ventas' });
  });
});

describe('after the walk', () => {
  it('no handler changed anything: the accounts are as seeded', async () => {
    expect(await prisma.user.findMany({ select: { email: true, rol: true, desactivado_at: true }, orderBy: { id: 'asc' } })).toEqual([
      { email: 'admin@gtcars.es', rol: 'administracion', desactivado_at: null },
      { email: VENTAS.email, rol: 'ventas', desactivado_at: null },
    ]);
  });
});
