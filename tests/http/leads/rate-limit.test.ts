/**
 * Rate limiting of the public forms: 10 submissions per IP per 10 minutes per form family,
 * counted in PostgreSQL (shared by every instance). The app trusts X-Forwarded-For here, as
 * behind the production proxy (TRUST_PROXY), so each test picks its client's IP.
 */
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { FORM_RATE_LIMIT, FORM_RATE_LIMIT_MESSAGE } from '../../../server/http/middleware/rate-limit.ts';
import { inertiaVisit, sessionWithToken, useTestApp } from '../../support/app.ts';
import { resetDatabase } from '../../support/db.ts';

const { app, prisma } = useTestApp({ TRUST_PROXY: true });

beforeAll(() => resetDatabase(prisma));
beforeEach(() => prisma.rateLimit.deleteMany());

/** An incomplete form (422): it counts like any submission, and stores nothing to clean up. */
async function post(path: string, ip: string, headers: Record<string, string> = { Accept: 'application/json' }) {
  const { agent, token } = await sessionWithToken(app);
  return agent.post(path).set({ ...headers, 'X-CSRF-TOKEN': token, 'X-Forwarded-For': ip }).send({ nombre: '' });
}

describe('form rate limit', () => {
  it('answers the submission after the limit from one IP with 429 and the Spanish message', async () => {
    for (let i = 0; i < FORM_RATE_LIMIT.limit; i += 1) {
      expect((await post('/form/submit/vehiculo', '203.0.113.7')).status).toBe(422);
    }
    const res = await post('/form/submit/vehiculo', '203.0.113.7');
    expect(res.status).toBe(429);
    expect(res.body).toEqual({ message: FORM_RATE_LIMIT_MESSAGE });
    expect(res.headers['retry-after']).toBeDefined();
  });

  it('keeps counting in the database, so another IP and another form are not blocked', async () => {
    for (let i = 0; i <= FORM_RATE_LIMIT.limit; i += 1) await post('/form/submit/vehiculo', '203.0.113.7');
    expect((await post('/form/submit/vehiculo', '203.0.113.7')).status).toBe(429);
    expect((await post('/form/submit/vehiculo', '198.51.100.20')).status).toBe(422);
    expect((await post('/form/submit', '203.0.113.7')).status).toBe(422);

    const rows = await prisma.rateLimit.findMany({ orderBy: { key: 'asc' }, select: { key: true, hits: true } });
    expect(rows).toEqual([
      { key: 'cita:203.0.113.7', hits: 1 },
      { key: 'vehiculo:198.51.100.20', hits: 1 },
      { key: 'vehiculo:203.0.113.7', hits: FORM_RATE_LIMIT.limit + 2 },
    ]);
  });

  it('starts a new window once the last one has ended', async () => {
    for (let i = 0; i <= FORM_RATE_LIMIT.limit; i += 1) await post('/form/submit', '203.0.113.9');
    expect((await post('/form/submit', '203.0.113.9')).status).toBe(429);
    await prisma.rateLimit.update({
      where: { key: 'cita:203.0.113.9' },
      data: { window_start: new Date(Date.now() - FORM_RATE_LIMIT.windowMs - 1000) },
    });
    expect((await post('/form/submit', '203.0.113.9')).status).toBe(422);
    expect(await prisma.rateLimit.findUnique({ where: { key: 'cita:203.0.113.9' }, select: { hits: true } })).toEqual({ hits: 1 });
  });

  it('sends an Inertia form over the limit back to its page with a red toast, so nothing typed is lost', async () => {
    for (let i = 0; i < FORM_RATE_LIMIT.limit; i += 1) await post('/form/submit', '203.0.113.10');
    const { agent, token } = await sessionWithToken(app);
    const res = await agent.post('/form/submit').set({ ...inertiaVisit, 'X-CSRF-TOKEN': token, 'X-Forwarded-For': '203.0.113.10', Host: 'gtcars.test', Referer: 'http://gtcars.test/contacto' }).send({ nombre: '' });
    expect(res.status).toBe(302);
    expect(res.headers.location).toBe('/contacto');
    const page = await agent.get('/contacto').set(inertiaVisit);
    expect(page.body.props.flash).toMatchObject({ message: FORM_RATE_LIMIT_MESSAGE, bg: 'red' });
  });
});
