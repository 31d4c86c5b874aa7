/**
 * The platform against a real database: page objects of the home and search pages, the
 * protocol on product routes, CSRF, sessions in PostgreSQL, security headers and error pages.
 */
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../../prisma/seed.ts';
import { inertiaVisit, sessionWithToken, TEST_VERSION, useTestApp } from '../support/app.ts';
import { resetDatabase } from '../support/db.ts';
import { pageFromHtml } from '../support/inertia-app.ts';

const { app, prisma } = useTestApp();

beforeAll(async () => {
  await resetDatabase(prisma);
  await seedDemo(prisma, { vehicles: 40, photos: false });
});

describe('home page', () => {
  it('answers an Inertia visit with the Welcome page object from the database', async () => {
    // The seed's banners without their images (photos: false): two processed, one still processing.
    const seeded = await prisma.banner.findMany({ orderBy: { order: 'asc' }, select: { id: true } });
    expect(seeded).toHaveLength(3);
    const [first, processing, last] = seeded as [{ id: number }, { id: number }, { id: number }];
    for (const { id } of [first, last]) await prisma.banner.update({ where: { id }, data: { image_path: `banners/${id}.jpg` } });
    await prisma.banner.update({ where: { id: processing.id }, data: { image_original: `originales/banners/${processing.id}-0123456789abcdef` } });
    const res = await request(app).get('/').set(inertiaVisit);
    expect(res.status).toBe(200);
    expect(res.headers['x-inertia']).toBe('true');
    expect(res.headers.vary).toContain('X-Inertia');
    expect(Object.keys(res.body).sort()).toEqual(['component', 'props', 'sharedProps', 'url', 'version']);
    expect(res.body).toMatchObject({ component: 'Welcome', url: '/', version: TEST_VERSION });
    const { props } = res.body;
    expect(props).toMatchObject({ appName: 'GTCars', auth: { user: null }, flash: null, errors: {} });

    // In their order; an image banner whose image is still processing is not shown yet.
    expect(props.banners.map((b: { id: number }) => b.id)).toEqual([first.id, last.id]);
    expect(props.banners[0]).toMatchObject({ type: 'image', imageUrl: `/storage/banners/${first.id}.jpg` });

    const newest = await prisma.coche.findMany({
      where: { estado_id: 1, activo: true, deleted_at: null },
      orderBy: [{ created_at: 'desc' }, { id: 'desc' }],
      take: 8,
      select: { id: true },
    });
    expect(props.ultimas.map((c: { id: number }) => c.id)).toEqual(newest.map((c) => c.id));
    expect(props.ultimas[0]).toMatchObject({
      slug: expect.any(String),
      marca: { id: expect.any(Number), nombre: expect.any(String) },
      estado_id: 1,
      thumbnailUrl: expect.stringMatching(/^\/storage\/vehiculos\/thumbs\//),
    });
  });

  it('serves HTML with the escaped page object, the XSRF cookie but no token in the shared HTML, and security headers', async () => {
    const res = await request(app).get('/');
    expect(res.status).toBe(200);
    expect(res.headers.vary).toContain('X-Inertia');
    expect(res.text).toMatch(/<html lang="es">/);
    expect(res.text).not.toContain('csrf-token');
    expect(pageFromHtml(res.text)).toMatchObject({ component: 'Welcome', url: '/' });
    const cookies = ([] as string[]).concat(res.headers['set-cookie'] ?? []);
    expect(cookies.find((c) => c.startsWith('XSRF-TOKEN='))).toMatch(/^XSRF-TOKEN=[0-9a-f]{64}\.[0-9a-f]{64}; Path=\/; SameSite=Lax$/);
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['content-security-policy']).toContain("object-src 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-powered-by']).toBeUndefined();
    expect(res.headers['referrer-policy']).toBe('same-origin');
  });

  it('survives a malformed XSRF cookie', async () => {
    const res = await request(app).get('/').set('Cookie', 'XSRF-TOKEN=%E0%A4%A');
    expect(res.status).toBe(200);
  });

  it('asks a client with a stale asset version to reload', async () => {
    const res = await request(app).get('/buscar').set({ ...inertiaVisit, 'X-Inertia-Version': 'old' });
    expect(res.status).toBe(409);
    expect(res.headers['x-inertia-location']).toMatch(/\/buscar$/);
  });
});

describe('search page', () => {
  it('lists unsold cars, 12 per page, with Spanish pagination links', async () => {
    const res = await request(app).get('/buscar?page=2').set(inertiaVisit);
    expect(res.body.component).toBe('Buscar');
    const { entradas } = res.body.props;
    const unsold = await prisma.coche.count({ where: { estado_id: { in: [1, 2] }, activo: true, deleted_at: null } });
    expect(entradas.total).toBe(unsold);
    expect(entradas.current_page).toBe(2);
    expect(entradas.data).toHaveLength(Math.min(12, unsold - 12));
    expect(entradas.data.every((c: { estado_id: number }) => c.estado_id !== 3)).toBe(true);
    expect(entradas.links[0]).toEqual({ url: '/buscar', label: 'Previo', active: false });
    expect(entradas.links.at(-1).label).toBe('Siguiente');
    expect(entradas.links.find((l: { active: boolean }) => l.active).label).toBe('2');
  });

  it('clamps a garbage or out-of-range page instead of failing', async () => {
    const garbage = await request(app).get('/buscar?page=abc').set(inertiaVisit);
    expect(garbage.status).toBe(200);
    expect(garbage.body.props.entradas.current_page).toBe(1);
    const far = await request(app).get('/buscar?page=99999').set(inertiaVisit);
    expect(far.body.props.entradas.current_page).toBe(far.body.props.entradas.last_page);
    expect(far.body.props.entradas.data.length).toBeGreaterThan(0);
  });
});

describe('CSRF and sessions', () => {
  it('rejects a write without the XSRF token with 419 and the Spanish error page', async () => {
    const { agent } = await sessionWithToken(app);
    const res = await agent.post('/buscar').set(inertiaVisit).send({});
    expect(res.status).toBe(419);
    expect(res.body).toMatchObject({ component: 'Error', props: { status: 419 } });
  });

  it('rejects a write with a wrong token, and answers plain JSON callers in JSON', async () => {
    const { agent } = await sessionWithToken(app);
    const res = await agent.post('/buscar').set({ Accept: 'application/json', 'X-CSRF-TOKEN': 'nope' }).send({});
    expect(res.status).toBe(419);
    expect(res.body.message).toMatch(/caducado/);
  });

  it('lets a write with the token through CSRF (then the unknown route is a 404)', async () => {
    const { agent, token } = await sessionWithToken(app);
    const res = await agent.post('/no-existe').set({ ...inertiaVisit, 'X-XSRF-TOKEN': token }).send({});
    expect(res.status).toBe(404);
    expect(res.body.component).toBe('Error');
  });

  it('rejects a token the server did not sign, even when the cookie carries the same value', async () => {
    const forged = `${'0'.repeat(64)}.${'1'.repeat(64)}`;
    const res = await request(app)
      .post('/no-existe')
      .set({ ...inertiaVisit, Cookie: `XSRF-TOKEN=${forged}`, 'X-XSRF-TOKEN': forged })
      .send({});
    expect(res.status).toBe(419);
  });

  it('keeps a returning visitor\'s valid token: no new cookie on the next page', async () => {
    const { agent } = await sessionWithToken(app);
    const again = await agent.get('/historia');
    expect(again.status).toBe(200);
    expect(again.headers['set-cookie']).toBeUndefined();
  });

  it('stores no session for a visitor: no row and no session cookie, page after page', async () => {
    const before = await prisma.session.count();
    const { agent } = await sessionWithToken(app);
    for (const url of ['/buscar', '/historia', '/contacto']) {
      const res = await agent.get(url);
      expect(res.status, url).toBe(200);
      expect(([] as string[]).concat(res.headers['set-cookie'] ?? []).some((c) => c.startsWith('gtcars_session='))).toBe(false);
    }
    expect(await prisma.session.count()).toBe(before);
  });
});

describe('media', () => {
  it('serves public/ files for a day, and a path that is not one of them goes on to the routes', async () => {
    for (const file of ['/favicon.svg', '/img/dgt/eco.svg']) {
      const res = await request(app).get(file);
      expect(res.status, file).toBe(200);
      expect(res.type, file).toBe('image/svg+xml');
      expect(res.headers['cache-control'], file).toBe('public, max-age=86400');
    }
    const page = await request(app).get('/img/dgt/none.svg');
    expect(page.status).toBe(404);
    expect(page.type).toBe('text/html');
  });

  it('serves the default thumbnail and answers a missing photo with a bare 404, without a session', async () => {
    const fallback = await request(app).get('/storage/vehiculos/thumbs/default.jpg');
    expect(fallback.status).toBe(200);
    expect(fallback.type).toBe('image/jpeg');
    const missing = await request(app).get('/storage/vehiculos/responsive/999999-480.webp');
    expect(missing.status).toBe(404);
    expect(missing.headers['set-cookie']).toBeUndefined();
  });

  it('serves nothing else from the storage dir', async () => {
    for (const url of ['/storage/postgres/postgresql.conf', '/storage/e2e/postgres/PG_VERSION', '/storage/mail/x.eml']) {
      const res = await request(app).get(url);
      expect(res.status, url).toBe(404);
      expect(res.text, url).not.toMatch(/listen_addresses|^18/);
    }
  });
});

describe('error pages', () => {
  it('renders an unknown URL as the Spanish 404 page, server-side and as an Inertia page', async () => {
    const html = await request(app).get('/no-existe');
    expect(html.status).toBe(404);
    expect(pageFromHtml(html.text)).toMatchObject({ component: 'Error', props: { status: 404 } });
    const visit = await request(app).get('/no-existe').set(inertiaVisit);
    expect(visit.status).toBe(404);
    expect(visit.body).toMatchObject({ component: 'Error', props: { status: 404, message: 'Página no encontrada' } });
  });
});
