/**
 * /healthz and /readyz for load balancers and the compose healthcheck: answered without a
 * session, never cached, and /readyz says 503 while the database is unreachable or behind.
 */
import request from 'supertest';
import { afterEach, describe, expect, it } from 'vitest';
import { createPrisma, setDb } from '../../server/db/client.ts';
import { useTestApp } from '../support/app.ts';

const { app, prisma } = useTestApp();

afterEach(() => setDb(prisma));

async function sessionRows() {
  return Number((await prisma.$queryRaw<{ n: bigint }[]>`SELECT count(*) AS n FROM "session"`)[0]!.n);
}

describe('GET /healthz', () => {
  it('answers 200 ok, not cached, with no cookie and no session row', async () => {
    const before = await sessionRows();
    const res = await request(app).get('/healthz');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'ok' });
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['set-cookie']).toBeUndefined();
    expect(await sessionRows()).toBe(before);
  });
});

describe('GET /readyz', () => {
  it('answers 200 when the database is reachable and every migration is applied', async () => {
    const res = await request(app).get('/readyz');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'ok' });
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['set-cookie']).toBeUndefined();
  });

  it('answers 503 while a shipped migration is not applied', async () => {
    const [last] = await prisma.$queryRaw<{ id: string }[]>`SELECT "id" FROM "_prisma_migrations" ORDER BY "migration_name" DESC LIMIT 1`;
    await prisma.$executeRaw`UPDATE "_prisma_migrations" SET "rolled_back_at" = now() WHERE "id" = ${last!.id}`;
    try {
      const res = await request(app).get('/readyz');
      expect(res.status).toBe(503);
      expect(res.body).toEqual({ status: 'unavailable', reason: 'migrations', pending: 1 });
    } finally {
      await prisma.$executeRaw`UPDATE "_prisma_migrations" SET "rolled_back_at" = NULL WHERE "id" = ${last!.id}`;
    }
  });

  it('answers 503 while the database cannot be reached, and /healthz stays 200', async () => {
    const unreachable = createPrisma('postgresql://nadie:nada@127.0.0.1:1/gtcars', { max: 1 });
    setDb(unreachable);
    try {
      const res = await request(app).get('/readyz');
      expect(res.status).toBe(503);
      expect(res.body).toEqual({ status: 'unavailable', reason: 'database' });
      expect((await request(app).get('/healthz')).status).toBe(200);
    } finally {
      await unreachable.$disconnect();
    }
  });
});
