/**
 * Staff pages and the account screens (a reset token travels in the URL) are never kept by a
 * browser or a shared cache: every such route of the route table answers Cache-Control: no-store,
 * for an anonymous visitor turned away and for the signed-in member alike (L4 of the review).
 */
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { seedStaff } from '../../../prisma/seed/staff.ts';
import { type RouteDefinition, routes, type RouteName } from '../../../server/contracts/routes.ts';
import { useTestApp } from '../../support/app.ts';
import { resetDatabase } from '../../support/db.ts';
import { staffAgent } from '../../support/staff.ts';

const { app, prisma } = useTestApp();

const table = Object.entries(routes) as [RouteName, RouteDefinition][];
const privatePages = table.filter(([, definition]) => definition.method === 'get' && (definition.access !== undefined || definition.accountScreen === true));
const urlOf = (path: string) => path.replace(/:\w+/g, '1');

beforeAll(async () => {
  await resetDatabase(prisma);
  await seedStaff(prisma);
});

describe('Cache-Control: no-store', () => {
  it('covers the staff pages, the account screens and the reset link', () => {
    expect(privatePages.map(([name]) => name)).toEqual(expect.arrayContaining(['dashboard', 'vehiculos.index', 'login', 'password.reset', 'register', 'verification.verify']));
  });

  it.each(privatePages)('%s answers an anonymous visit with no-store', async (_name, definition) => {
    const res = await request(app).get(urlOf(definition.path)).set('Accept', 'text/html');
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it.each(privatePages.filter(([, definition]) => definition.access === 'staff'))('%s answers the signed-in member with no-store', async (_name, definition) => {
    const { agent } = await staffAgent(app);
    const res = await agent.get(urlOf(definition.path)).set('Accept', 'text/html');
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('leaves the public pages cacheable (no no-store on the home)', async () => {
    expect((await request(app).get('/')).headers['cache-control']).not.toBe('no-store');
  });
});
