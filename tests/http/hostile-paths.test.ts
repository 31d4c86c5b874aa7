/**
 * A NUL character or invalid UTF-8 in a path segment or the query of any route of the route
 * table is refused with a 4xx before it reaches PostgreSQL, for visitors and signed-in staff,
 * on every method the table lists: never a 500.
 */
import type request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../../prisma/seed.ts';
import { routes, type RouteName } from '../../server/contracts/routes.ts';
import { sessionWithToken, useTestApp } from '../support/app.ts';
import { resetDatabase } from '../support/db.ts';
import { staffAgent } from '../support/staff.ts';

const { app, prisma } = useTestApp();

type Definition = { method: 'get' | 'post' | 'put' | 'patch' | 'delete'; path: string };
const table = Object.entries(routes) as [RouteName, Definition][];
const withParams = table.filter(([, definition]) => definition.path.includes(':'));
const SEGMENTS = ['a%00b', '%00', '%FF', '%C3%28', '%ED%A0%80'];

let staff: { agent: request.Agent; token: string };
let visitor: { agent: request.Agent; token: string };

beforeAll(async () => {
  await resetDatabase(prisma);
  await seedDemo(prisma, { vehicles: 2, photos: false });
  staff = await staffAgent(app);
  visitor = await sessionWithToken(app);
});

function send(who: { agent: request.Agent; token: string }, definition: Definition, url: string) {
  return who.agent[definition.method](url).set({ Accept: 'application/json', 'X-XSRF-TOKEN': who.token });
}

describe('hostile path segments', () => {
  it('walks every route with a parameter', () => {
    expect(withParams.map(([name]) => name)).toEqual(expect.arrayContaining(['vehiculo', 'marca', 'coches.edit', 'password.reset', 'verification.verify', 'solicitudes.show']));
  });

  it.each(withParams)('%s answers a 4xx to NUL and invalid UTF-8 in each segment', async (_name, definition) => {
    for (const segment of SEGMENTS) {
      const url = definition.path.replace(/:\w+/g, segment);
      for (const who of [visitor, staff]) {
        const res = await send(who, definition, url);
        expect(res.status, `${definition.method} ${url}`).toBeGreaterThanOrEqual(400);
        expect(res.status, `${definition.method} ${url}`).toBeLessThan(500);
      }
    }
  });
});

describe('hostile queries', () => {
  it.each(table)('%s answers a 4xx to a NUL in the query', async (_name, definition) => {
    const url = `${definition.path.replace(/:\w+/g, '1')}?q=a%00b`;
    for (const who of [visitor, staff]) {
      const res = await send(who, definition, url);
      expect(res.status, `${definition.method} ${url}`).toBeGreaterThanOrEqual(400);
      expect(res.status, `${definition.method} ${url}`).toBeLessThan(500);
    }
  });
});
