/**
 * The staff gate, proven from the route table: every route marked access 'staff' or 'user' turns
 * an anonymous request away (a page visit to the login with 303, an API call with 401 JSON), and
 * every 'staff' route turns an unverified account away (its page visits to /verify-email, its
 * API calls with 403), before its handler runs. And no route the app answers under
 * /dashboard, nor a staff API (video upload and delete), can be left without that mark.
 */
import type { Express, Router } from 'express';
import { beforeAll, describe, expect, it } from 'vitest';
import { seedStaff } from '../../../prisma/seed/staff.ts';
import { routes, type RouteName } from '../../../server/contracts/routes.ts';
import { hashPassword } from '../../../server/features/auth/passwords.ts';
import { inertiaVisit, sessionWithToken, useTestApp } from '../../support/app.ts';
import { resetDatabase } from '../../support/db.ts';
import { staffAgent } from '../../support/staff.ts';

const { app, prisma } = useTestApp();

type Definition = { method: string; path: string; access?: 'staff' | 'user' | 'guest' };
const table = Object.entries(routes) as [RouteName, Definition][];
const staffRoutes = table.filter(([, definition]) => definition.access === 'staff');
const signedInRoutes = table.filter(([, definition]) => definition.access === 'staff' || definition.access === 'user');

/** The route's URL with every :param filled with 1 (an id that exists: the seeded contact). */
const urlOf = (path: string) => path.replace(/:\w+/g, '1');

/** Whether a path and method belong to the back office (issue 5: /dashboard and the staff APIs). */
function isStaffSurface(method: string, path: string): boolean {
  return path === '/dashboard' || path.startsWith('/dashboard/') || path === '/upload-video' || (path.startsWith('/videos/') && method !== 'get');
}

/** Every [method, path] the app routes, read from Express's router (sub-routers mounted at '/'). */
function appRoutes(express: Express): [string, string][] {
  const found: [string, string][] = [];
  const walk = (stack: unknown[], prefix: string) => {
    for (const layer of stack as { rawPath?: string; route?: { path: string; methods: Record<string, boolean> }; handle?: { stack?: unknown[] } }[]) {
      if (layer.route) for (const method of Object.keys(layer.route.methods)) found.push([method, `${prefix}${layer.route.path}`]);
      else if (layer.handle?.stack) walk(layer.handle.stack, layer.rawPath && layer.rawPath !== '/' ? `${prefix}${layer.rawPath}` : prefix);
    }
  };
  walk((express as unknown as { router: Router }).router.stack, '');
  return found;
}

let contactId: number;

beforeAll(async () => {
  await resetDatabase(prisma);
  const staff = await seedStaff(prisma);
  ({ id: contactId } = await prisma.contact.create({ data: { name: 'Intacto', phone: '600 000 000', user_id: staff.id }, select: { id: true } }));
  await prisma.user.create({
    data: { name: 'Sin verificar', email: 'sin-verificar@gtcars.es', password: await hashPassword('sin-verificar-2026') },
  });
});

describe('the route table', () => {
  it('has staff routes to walk (the panel and the contacts at least), and the signed-in ones (logout)', () => {
    expect(staffRoutes.map(([name]) => name)).toEqual(expect.arrayContaining(['dashboard', 'contacts.index', 'contacts.store', 'contacts.update', 'contacts.destroy']));
    expect(signedInRoutes.map(([name]) => name)).toEqual(expect.arrayContaining(['logout', 'verification.notice', 'verification.send']));
  });

  it('marks every /dashboard route and every staff API as staff', () => {
    const open = table.filter(([, d]) => isStaffSurface(d.method, d.path) && d.access !== 'staff').map(([name]) => name);
    expect(open).toEqual([]);
  });

  it('is the only way into the back office: every route the app answers there is a staff route of the table', () => {
    const guarded = new Set(staffRoutes.map(([, d]) => `${d.method} ${d.path}`));
    const served = appRoutes(app).filter(([method, path]) => isStaffSurface(method, path));
    expect(served.length).toBeGreaterThanOrEqual(staffRoutes.filter(([, d]) => isStaffSurface(d.method, d.path)).length);
    expect(served.map(([method, path]) => `${method} ${path}`).filter((route) => !guarded.has(route))).toEqual([]);
  });
});

describe.each(signedInRoutes)('%s', (_name, definition) => {
  const url = urlOf(definition.path);
  const send = async (headers: Record<string, string>) => {
    const { agent, token } = await sessionWithToken(app);
    return agent[definition.method as 'get'](url).set({ 'X-XSRF-TOKEN': token, ...headers });
  };

  it('sends an anonymous page visit to the login (303)', async () => {
    for (const headers of definition.method === 'get' ? [{ Accept: 'text/html' }, inertiaVisit] : [inertiaVisit]) {
      const res = await send(headers);
      expect(res.status).toBe(303);
      expect(res.headers.location).toBe('/login');
    }
  });

  it('answers an anonymous API call with 401 JSON', async () => {
    const res = await send({ Accept: 'application/json' });
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ message: 'Debes iniciar sesión para continuar.' });
  });

  it("answers a script's call with fetch's default Accept (*/*) with 401, not a redirect to follow", async () => {
    const res = await send({ Accept: '*/*' });
    expect(res.status).toBe(401);
  });
});

/** One signed-in session of the unverified account, shared by the walk (one login, not one per route). */
let unverifiedSession: Promise<Awaited<ReturnType<typeof staffAgent>>> | undefined;
const unverified = () => (unverifiedSession ??= staffAgent(app, { email: 'sin-verificar@gtcars.es', password: 'sin-verificar-2026' }));

describe.each(staffRoutes)('%s, signed in unverified', (_name, definition) => {
  const url = urlOf(definition.path);

  it('answers an API call with 403', async () => {
    const { agent, token } = await unverified();
    const res = await agent[definition.method as 'get'](url).set({ 'X-XSRF-TOKEN': token, Accept: 'application/json' });
    expect(res.status).toBe(403);
  });

  it('sends a page visit to /verify-email', async () => {
    const { agent, token } = await unverified();
    const res = await agent[definition.method as 'get'](url).set({ 'X-XSRF-TOKEN': token, ...inertiaVisit });
    expect(res.status).toBe(303);
    expect(res.headers.location).toBe('/verify-email');
  });
});

describe('after the walk', () => {
  it('no handler ran: the contact every write aimed at is unchanged', async () => {
    expect(contactId).toBe(1);
    expect(await prisma.contact.findMany({ select: { name: true, phone: true } })).toEqual([{ name: 'Intacto', phone: '600 000 000' }]);
  });
});
