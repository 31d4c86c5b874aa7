/**
 * The anonymous page cache: a visitor without a session gets the page rendered for the first
 * such visitor, compressed once per encoding, with an ETag and a 304 when it matches; a change to what the
 * page shows (a car's price) is seen at once; visits are still counted; and nothing of one
 * visitor — a signed-in user, a form's errors — ever reaches another.
 */
import request from 'supertest';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { seedDemo } from '../../../prisma/seed.ts';
import { FAILED_LOGIN_MESSAGE } from '../../../server/contracts/auth.ts';
import { flushVisits } from '../../../server/features/catalogue/visits.ts';
import type { PageCache } from '../../../server/http/page-cache.ts';
import { CLEAR_HISTORY_COOKIE } from '../../../server/inertia/clear-history.ts';
import { inertiaVisit, sessionWithToken, useTestApp } from '../../support/app.ts';
import { resetDatabase } from '../../support/db.ts';
import { pageFromHtml } from '../../support/inertia-app.ts';
import { staffAgent } from '../../support/staff.ts';
import { DEMO_STAFF } from '../../../prisma/seed/staff.ts';

const { app, prisma } = useTestApp();
const cache = () => (app.locals.pageCache as { cache: PageCache }).cache;
const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36';
let car: { id: number; slug: string };

beforeAll(async () => {
  await resetDatabase(prisma);
  await seedDemo(prisma, { vehicles: 12, photos: false });
  car = await prisma.coche.findFirstOrThrow({ where: { activo: true, deleted_at: null, estado_id: 1 }, select: { id: true, slug: true }, orderBy: { id: 'asc' } });
});

/** Waits until the page just rendered is kept (as its response is sent). */
async function cached(size: number): Promise<void> {
  for (let i = 0; i < 100 && cache().size < size; i++) await new Promise((resolve) => setTimeout(resolve, 10));
  expect(cache().size).toBeGreaterThanOrEqual(size);
}

describe('a visitor without a session', () => {
  it('gets the kept page, compressed as asked, with the same ETag, and a 304 when it matches', async () => {
    const first = await request(app).get('/historia').set('Accept-Encoding', 'identity');
    expect(first.status).toBe(200);
    expect(first.headers['cache-control']).toBe('private, no-cache');
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^W\/"[\w-]{27}"$/);
    await cached(1);

    const hit = await request(app).get('/historia').set('Accept-Encoding', 'gzip, br');
    expect(hit.status).toBe(200);
    expect(hit.headers['content-encoding']).toBe('br');
    expect(hit.headers.vary).toMatch(/X-Inertia/);
    expect(hit.headers.vary).toMatch(/Accept-Encoding/);
    expect(hit.headers.etag).toBe(etag);
    expect(hit.text).toBe(first.text);
    expect(([] as string[]).concat(hit.headers['set-cookie'] ?? []).some((c) => c.startsWith('gtcars_session='))).toBe(false);

    const again = await request(app).get('/historia').set('If-None-Match', etag);
    expect(again.status).toBe(304);
    expect(again.text).toBe('');
  });

  it('keeps the Inertia JSON apart from the HTML of the same URL, and answers it with a 304 too', async () => {
    const html = await request(app).get('/equipo');
    const json = await request(app).get('/equipo').set(inertiaVisit);
    expect(pageFromHtml(html.text)).toMatchObject({ component: 'Equipo' });
    expect(json.body).toMatchObject({ component: 'Equipo' });
    await cached(2);
    const hit = await request(app).get('/equipo').set(inertiaVisit);
    expect(hit.headers['x-inertia']).toBe('true');
    expect(hit.body).toEqual(json.body);
    expect((await request(app).get('/equipo').set({ ...inertiaVisit, 'If-None-Match': json.headers.etag as string })).status).toBe(304);
  });

  it('answers the page after a logout itself, clearing the history, and keeps it out of the cache', async () => {
    const kept = await request(app).get('/historia').set(inertiaVisit);
    expect(kept.body).not.toHaveProperty('clearHistory');
    const afterLogout = await request(app).get('/historia').set({ ...inertiaVisit, Cookie: `${CLEAR_HISTORY_COOKIE}=1` });
    expect(afterLogout.body).toMatchObject({ component: 'About', clearHistory: true });
    expect(([] as string[]).concat(afterLogout.headers['set-cookie'] ?? [])).toContainEqual(expect.stringMatching(new RegExp(`^${CLEAR_HISTORY_COOKIE}=;`)));
    expect((await request(app).get('/historia').set(inertiaVisit)).body).not.toHaveProperty('clearHistory');
  });

  it("shows a car's new price on the next visit once it changes", async () => {
    const before = await request(app).get(`/vehiculo/${car.slug}`).set(inertiaVisit);
    const etag = before.headers.etag as string;
    const price = before.body.props.coche.precio as number;
    expect((await request(app).get(`/vehiculo/${car.slug}`).set({ ...inertiaVisit, 'If-None-Match': etag })).status).toBe(304);

    await prisma.coche.update({ where: { id: car.id }, data: { precio: price + 1_000 } });
    const after = await request(app).get(`/vehiculo/${car.slug}`).set({ ...inertiaVisit, 'If-None-Match': etag });
    expect(after.status).toBe(200);
    expect(after.body.props.coche.precio).toBe(price + 1_000);
    expect(after.headers.etag).not.toBe(etag);
  });

  it("counts every visitor's view of a car's page, the ones the cache answers included", async () => {
    await flushVisits();
    const { numbook } = await prisma.coche.findUniqueOrThrow({ where: { id: car.id }, select: { numbook: true } });
    for (let i = 0; i < 4; i++) {
      const res = await request(app).get(`/vehiculo/${car.slug}`).set({ ...inertiaVisit, 'User-Agent': `${BROWSER} visitante-${i}` });
      expect(res.status).toBe(200);
    }
    await flushVisits();
    expect((await prisma.coche.findUniqueOrThrow({ where: { id: car.id }, select: { numbook: true } })).numbook).toBe(numbook + 4);
  });
});

describe('a page many visitors ask for at once', () => {
  it('is rendered once for all of them when the cache has no copy (a new catalogue version)', async () => {
    await prisma.coche.update({ where: { id: car.id }, data: { color: 'Azul estoril' } });
    const put = vi.spyOn(cache(), 'put');
    try {
      const answers = await Promise.all(Array.from({ length: 8 }, () => request(app).get(`/vehiculo/${car.slug}`).set({ ...inertiaVisit, 'User-Agent': BROWSER })));
      expect(answers.map((answer) => answer.status)).toEqual(Array(8).fill(200));
      expect(new Set(answers.map((answer) => answer.text)).size).toBe(1);
      expect(answers[0]!.body.props.coche.color).toBe('Azul estoril');
      expect(put).toHaveBeenCalledTimes(1);
    } finally {
      put.mockRestore();
    }
  });
});

describe('nothing of one visitor reaches another', () => {
  it('never serves the kept page to signed-in staff, nor keeps theirs for visitors', async () => {
    const { agent } = await staffAgent(app);
    const staffFirst = await agent.get('/contacto').set(inertiaVisit);
    expect(staffFirst.body.props.auth.user).toMatchObject({ email: expect.any(String) });
    const visitor = await request(app).get('/contacto').set(inertiaVisit);
    expect(visitor.body.props.auth.user).toBeNull();
    const staffAgain = await agent.get('/contacto').set(inertiaVisit);
    expect(staffAgain.body.props.auth.user).toMatchObject({ email: expect.any(String) });
    const visitorAgain = await request(app).get('/contacto').set(inertiaVisit);
    expect(visitorAgain.body.props.auth.user).toBeNull();
    expect(JSON.stringify(visitorAgain.body)).not.toContain(DEMO_STAFF.email);
  });

  it("shows a visitor their own form errors, never the kept page, and never keeps theirs for others", async () => {
    await request(app).get('/aviso_legal').set(inertiaVisit);
    const { agent, token } = await sessionWithToken(app);
    const failed = await agent.post('/login').set({ 'X-CSRF-TOKEN': token, Referer: 'http://127.0.0.1/aviso_legal' }).send({ email: 'nadie@gtcars.es', password: 'incorrecta' });
    expect(failed.status).toBe(302);
    const own = await agent.get('/aviso_legal').set(inertiaVisit);
    expect(own.body.props.errors).toEqual({ email: FAILED_LOGIN_MESSAGE });
    const other = await request(app).get('/aviso_legal').set(inertiaVisit);
    expect(other.body.props.errors).toEqual({});
    // The errors were shown once; the same visitor now gets the page every visitor gets.
    const next = await agent.get('/aviso_legal').set(inertiaVisit);
    expect(next.body.props.errors).toEqual({});
  });
});
