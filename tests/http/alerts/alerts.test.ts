/**
 * Saved searches with e-mail alerts: POST /alertas stores the alert with its consent and queues
 * its confirmation (double opt-in); the confirmation page's button confirms it; the daily digest
 * mails only the cars listed since, that match and were never mailed, at most once a Canary
 * Islands day, and nothing before confirmation; every mail carries the one-click unsubscribe,
 * which works without a cookie; housekeeping deletes the stale alerts.
 */
import request from 'supertest';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { seedDemo } from '../../../prisma/seed.ts';
import {
  ALERT_CREATED_MESSAGE,
  ALERT_EMAIL_MESSAGE,
  ALERT_FILTERS_MESSAGE,
  ALERT_PENDING_MESSAGE,
  ALERT_SOLD_MESSAGE,
  MAX_PENDING_ALERTS,
} from '../../../server/contracts/alerts.ts';
import { LEGAL_REQUIRED_MESSAGE, LEGAL_TEXT_VERSION } from '../../../server/contracts/lead-forms.ts';
import { FORM_RATE_LIMIT, FORM_RATE_LIMIT_MESSAGE } from '../../../server/http/middleware/rate-limit.ts';
import { queueDigests, sendDigest } from '../../../server/features/alerts/alerts.service.ts';
import { housekeeping } from '../../../server/jobs/housekeeping.ts';
import { enqueue } from '../../../server/jobs/queue.ts';
import { absoluteUrl } from '../../../server/lib/absolute-url.ts';
import { inertiaVisit, sessionWithToken, useTestApp } from '../../support/app.ts';
import { resetDatabase } from '../../support/db.ts';
import { clearJobs, runQueuedJobs, waitingJobs } from '../../support/jobs.ts';
import { useRecordedMail } from '../../support/mail.ts';
import { staffAgent } from '../../support/staff.ts';

const { app, prisma } = useTestApp({ TRUST_PROXY: true });
const sent = useRecordedMail();

interface Car {
  id: number;
  slug: string;
  nombre: string;
  marca_id: number;
  precio: number;
}
let bmw: Car[];
let other: Car;
let marcaNombre: string;

beforeAll(async () => {
  await resetDatabase(prisma);
  await seedDemo(prisma, { vehicles: 12, photos: false });
  const cars = await prisma.coche.findMany({
    where: { activo: true, estado_id: 1 },
    select: { id: true, slug: true, nombre: true, marca_id: true, modelo_id: true, precio: true },
    orderBy: { id: 'asc' },
  });
  const first = cars[0]!;
  other = cars.find((car) => car.marca_id !== first.marca_id)!;
  bmw = cars.filter((car) => car.id !== other.id).slice(0, 3);
  // Three cars of one brand and model: the alert's search.
  await prisma.coche.updateMany({ where: { id: { in: bmw.map((car) => car.id) } }, data: { marca_id: first.marca_id, modelo_id: first.modelo_id } });
  bmw = bmw.map((car) => ({ ...car, marca_id: first.marca_id }));
  marcaNombre = (await prisma.marca.findUniqueOrThrow({ where: { id: first.marca_id } })).nombre;
  // Offers would change the price a digest shows; these tests read the cash price.
  await prisma.coche.updateMany({ data: { precio_oferta: null } });
});

beforeEach(async () => {
  // Every car is older than any alert of a test until the test lists one.
  await prisma.$executeRaw`UPDATE coches SET created_at = now() - interval '30 days'`;
  await clearJobs();
  await prisma.alerta.deleteMany();
  await prisma.rateLimit.deleteMany();
  sent.length = 0;
});

const valid = (change: Record<string, unknown> = {}) => ({ email: '  Ana.Perez@Example.ES ', filtros: { marcas: String(bmw[0]!.marca_id), page: '3', sort_by: 'price_asc' }, legal: true, ...change });

async function post(body: unknown, ip = '203.0.113.50') {
  const { agent, token } = await sessionWithToken(app);
  return agent.post('/alertas').set({ 'X-CSRF-TOKEN': token, Accept: 'application/json', 'User-Agent': 'Vitest navegador', 'X-Forwarded-For': ip }).send(body as object);
}

/** Creates an alert through the form and returns its row. */
async function createAlert(body = valid()) {
  expect((await post(body)).status).toBe(201);
  return prisma.alerta.findFirstOrThrow({ orderBy: { id: 'desc' } });
}

const tokenOf = (text: string, kind: 'confirmar' | 'baja') => new RegExp(`/alertas/${kind}/([\\w-]{43})`).exec(text)?.[1];

/** Lists a car now, as a new arrival (or a renewal) does. */
const listNow = (id: number) => prisma.$executeRaw`UPDATE coches SET created_at = now() WHERE id = ${id}`;

async function confirmed(alertId: number) {
  await prisma.$executeRaw`UPDATE alertas SET confirmada_at = now() - interval '1 hour', visto_hasta = now() - interval '1 hour' WHERE id = ${alertId}`;
}

describe('POST /alertas', () => {
  it('stores the alert with its canonical search, its words and its consent, and queues only the confirmation', async () => {
    const res = await post(valid());
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ message: ALERT_CREATED_MESSAGE });

    const [alert] = await prisma.alerta.findMany();
    expect(alert).toMatchObject({
      email: 'ana.perez@example.es',
      // Order and page do not matter to an alert.
      filtros: `marcas=${bmw[0]!.marca_id}`,
      resumen: marcaNombre,
      consent_version: LEGAL_TEXT_VERSION,
      user_agent: 'Vitest navegador',
      ip: '203.0.113.50',
      confirmada_at: null,
      ultimo_envio_at: null,
    });
    expect(alert!.token).toMatch(/^[\w-]{43}$/);
    expect(Date.now() - alert!.consent_at.getTime()).toBeLessThan(60_000);
    expect(await waitingJobs('alert-confirmation')).toEqual([expect.objectContaining({ data: { alertId: alert!.id } })]);
    expect(await waitingJobs('alert-digest')).toEqual([]);
  });

  it('names every filter in the summary and drops ids that name nothing', async () => {
    await post(valid({ filtros: { marcas: String(bmw[0]!.marca_id), sede: '1,2', max_precio: '40000', combustible: '999999' } }));
    const alert = await prisma.alerta.findFirstOrThrow();
    expect(alert.filtros).toBe(`marcas=${bmw[0]!.marca_id}&sede=1%2C2&max_precio=40000`);
    expect(alert.resumen).toBe(`${marcaNombre} · Sede Tarahales · Sede El Tablero · Precio: hasta 40.000 €`);
  });

  it('answers 422 with each field’s Spanish message and stores nothing', async () => {
    const res = await post({ email: 'no-es-un-correo', filtros: 'marcas=1', legal: false });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ email: [ALERT_EMAIL_MESSAGE], filtros: [ALERT_FILTERS_MESSAGE], legal: [LEGAL_REQUIRED_MESSAGE] });

    const sold = await post(valid({ filtros: { vendidos: '1' } }));
    expect(sold.status).toBe(422);
    expect(sold.body.errors).toEqual({ filtros: [ALERT_SOLD_MESSAGE] });
    expect(await prisma.alerta.count()).toBe(0);
    expect(await waitingJobs('alert-confirmation')).toEqual([]);
  });

  it('refuses a post without the CSRF token (419) and stores nothing', async () => {
    const res = await request(app).post('/alertas').set('Accept', 'application/json').send(valid());
    expect(res.status).toBe(419);
    expect(await prisma.alerta.count()).toBe(0);
  });

  it('limits one IP to the form allowance (429 with the Spanish message)', async () => {
    for (let i = 0; i < FORM_RATE_LIMIT.limit; i += 1) expect((await post({}, '198.51.100.61')).status).toBe(422);
    const res = await post(valid(), '198.51.100.61');
    expect(res.status).toBe(429);
    expect(res.body).toEqual({ message: FORM_RATE_LIMIT_MESSAGE });
    expect(await prisma.alerta.count()).toBe(0);
  });

  it('keeps one alert for the same search saved again, renewing its consent; a confirmed one gets no new confirmation', async () => {
    const first = await createAlert();
    await prisma.$executeRaw`UPDATE alertas SET ultima_actividad_at = now() - interval '100 days', consent_at = now() - interval '100 days' WHERE id = ${first.id}`;
    await confirmed(first.id);
    await clearJobs();

    await createAlert(valid({ filtros: { marcas: String(bmw[0]!.marca_id), sort_by: 'km_asc' } }));
    const alerts = await prisma.alerta.findMany();
    expect(alerts).toHaveLength(1);
    expect(alerts[0]!.token).toBe(first.token);
    expect(Date.now() - alerts[0]!.ultima_actividad_at.getTime()).toBeLessThan(60_000);
    expect(Date.now() - alerts[0]!.consent_at.getTime()).toBeLessThan(60_000);
    expect(await waitingJobs('alert-confirmation')).toEqual([]);
  });

  it(`lets an address keep at most ${MAX_PENDING_ALERTS} alerts waiting for confirmation`, async () => {
    for (let i = 0; i < MAX_PENDING_ALERTS; i += 1) await createAlert(valid({ filtros: { max_precio: String(20000 + i * 1000) } }));
    const res = await post(valid({ filtros: { max_precio: '90000' } }));
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ email: [ALERT_PENDING_MESSAGE] });
    expect(await prisma.alerta.count()).toBe(MAX_PENDING_ALERTS);
  });
});

describe('double opt-in', () => {
  it('mails the confirmation link with the one-click unsubscribe headers, and nothing else until it is confirmed', async () => {
    const alert = await createAlert();
    await listNow(bmw[0]!.id);
    await runQueuedJobs('alert-confirmation');

    expect(sent).toHaveLength(1);
    const mail = sent[0]!;
    expect(mail.to).toBe('ana.perez@example.es');
    expect(mail.subject).toContain('Confirma tu alerta');
    expect(tokenOf(mail.text, 'confirmar')).toBe(alert.token);
    expect(mail.text).toContain(marcaNombre);
    const bajaUrl = absoluteUrl(`/alertas/baja/${alert.token}`);
    expect(mail.headers).toEqual({ 'List-Unsubscribe': `<${bajaUrl}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' });
    expect(mail.html).toContain(`href="${bajaUrl}"`);

    // The daily run passes an unconfirmed alert by.
    expect(await queueDigests()).toBe(0);
    expect(await sendDigest(alert.id)).toBe(0);
    expect(sent).toHaveLength(1);
  });

  it('shows the alert and a button at the link, and only the button confirms it', async () => {
    const alert = await createAlert();
    const page = await request(app).get(`/alertas/confirmar/${alert.token}`).set(inertiaVisit);
    expect(page.status).toBe(200);
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.body.component).toBe('Alerta');
    expect(page.body.props).toMatchObject({
      estado: 'confirmar',
      alerta: { resumen: marcaNombre, buscarUrl: `/buscar?marcas=${bmw[0]!.marca_id}` },
      accion: `/alertas/confirmar/${alert.token}`,
    });
    expect((await prisma.alerta.findUniqueOrThrow({ where: { id: alert.id } })).confirmada_at).toBeNull();

    const { agent, token } = await sessionWithToken(app);
    const res = await agent.post(`/alertas/confirmar/${alert.token}`).set({ ...inertiaVisit, 'X-CSRF-TOKEN': token });
    expect(res.status).toBe(303);
    expect(res.headers.location).toBe(`/alertas/confirmar/${alert.token}`);
    const row = await prisma.alerta.findUniqueOrThrow({ where: { id: alert.id } });
    expect(row.confirmada_at).not.toBeNull();
    expect(row.visto_hasta).toEqual(row.confirmada_at);

    const after = await request(app).get(`/alertas/confirmar/${alert.token}`).set(inertiaVisit);
    expect(after.body.props).toMatchObject({ estado: 'confirmada', accion: null });
  });

  it('answers an unknown or malformed token with the page that says the alert does not exist', async () => {
    for (const token of ['x'.repeat(43), 'corto', "'%20OR%201=1"]) {
      const page = await request(app).get(`/alertas/confirmar/${token}`).set(inertiaVisit);
      expect(page.status).toBe(200);
      expect(page.body.props).toMatchObject({ estado: 'no_existe', alerta: null, accion: null });
    }
  });
});

describe('the daily digest', () => {
  it('mails only the matching cars listed since the last read, each with its photo, price and link, once a day', async () => {
    const alert = await createAlert();
    await confirmed(alert.id);
    await listNow(bmw[0]!.id);
    await listNow(other.id);

    await runQueuedJobs('alert-confirmation');
    sent.length = 0;
    await enqueue('alert-digests', {});
    expect(await runQueuedJobs('alert-digests', 'alert-digest')).toBe(2);

    expect(sent).toHaveLength(1);
    const mail = sent[0]!;
    expect(mail.to).toBe('ana.perez@example.es');
    expect(mail.subject).toBe(`1 coche nuevo para tu alerta: ${marcaNombre}`);
    const carUrl = absoluteUrl(`/vehiculo/${bmw[0]!.slug}`);
    expect(mail.html).toContain(`href="${carUrl}"`);
    expect(mail.html).toMatch(/<img src="http[^"]+\.jpg"/);
    expect(mail.text).toContain(new Intl.NumberFormat('es-ES').format(bmw[0]!.precio));
    expect(mail.text).not.toContain(other.slug);
    expect(mail.text).not.toContain(bmw[1]!.slug);
    expect(mail.headers?.['List-Unsubscribe']).toBe(`<${absoluteUrl(`/alertas/baja/${alert.token}`)}>`);

    const row = await prisma.alerta.findUniqueOrThrow({ where: { id: alert.id }, include: { coches: true } });
    expect(row.coches.map((car) => car.coche_id)).toEqual([bmw[0]!.id]);
    expect(row.ultimo_envio_at).not.toBeNull();

    // A second run the same day sends nothing, even with a new match.
    await listNow(bmw[1]!.id);
    await enqueue('alert-digests', {});
    await runQueuedJobs('alert-digests', 'alert-digest');
    expect(sent).toHaveLength(1);

    // The next day: only the car not mailed yet, even though the first one was renewed.
    await prisma.$executeRaw`UPDATE alertas SET ultimo_envio_at = now() - interval '1 day' WHERE id = ${alert.id}`;
    await listNow(bmw[0]!.id);
    await enqueue('alert-digests', {});
    await runQueuedJobs('alert-digests', 'alert-digest');
    expect(sent).toHaveLength(2);
    expect(sent[1]!.text).toContain(absoluteUrl(`/vehiculo/${bmw[1]!.slug}`));
    expect(sent[1]!.text).not.toContain(absoluteUrl(`/vehiculo/${bmw[0]!.slug}`));
  });

  it('sends nothing and uses no day when no car is new, and never mails a car listed before confirmation', async () => {
    const alert = await createAlert();
    await prisma.$executeRaw`UPDATE coches SET created_at = now() - interval '2 hours' WHERE id = ${bmw[0]!.id}`;
    await confirmed(alert.id);
    expect(await sendDigest(alert.id)).toBe(0);
    expect(sent).toHaveLength(0);
    expect((await prisma.alerta.findUniqueOrThrow({ where: { id: alert.id } })).ultimo_envio_at).toBeNull();
  });
});

describe('unsubscribe', () => {
  it('deletes the alert on the one-click post a mail client sends, with no cookie and no CSRF token', async () => {
    const alert = await createAlert();
    const res = await request(app)
      .post(`/alertas/baja/${alert.token}`)
      .type('form')
      .send('List-Unsubscribe=One-Click');
    expect(res.status).toBe(303);
    expect(res.headers.location).toBe(`/alertas/baja/${alert.token}?hecho=1`);
    expect(res.headers['set-cookie']).toBeUndefined();
    expect(await prisma.alerta.count()).toBe(0);

    const page = await request(app).get(res.headers.location!).set(inertiaVisit);
    expect(page.body.props).toMatchObject({ estado: 'dada_de_baja', alerta: null, accion: null });
  });

  it('shows the alert and the button at the mail’s link', async () => {
    const alert = await createAlert();
    const page = await request(app).get(`/alertas/baja/${alert.token}`).set(inertiaVisit);
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.body.props).toMatchObject({ estado: 'baja', alerta: { resumen: marcaNombre }, accion: `/alertas/baja/${alert.token}` });
    expect(await prisma.alerta.count()).toBe(1);
  });
});

describe('housekeeping and the panel', () => {
  it('deletes alerts unconfirmed for 7 days or idle for 6 months, and the panel counts the confirmed ones', async () => {
    const fresh = await createAlert(valid({ email: 'nueva@example.es' }));
    const stale = await createAlert(valid({ email: 'olvidada@example.es' }));
    const active = await createAlert(valid({ email: 'activa@example.es' }));
    const idle = await createAlert(valid({ email: 'inactiva@example.es' }));
    await prisma.$executeRaw`UPDATE alertas SET created_at = now() - interval '8 days' WHERE id = ${stale.id}`;
    await confirmed(active.id);
    await confirmed(idle.id);
    await prisma.$executeRaw`UPDATE alertas SET ultima_actividad_at = now() - interval '7 months' WHERE id = ${idle.id}`;

    await housekeeping();
    const left = await prisma.alerta.findMany({ select: { id: true }, orderBy: { id: 'asc' } });
    expect(left.map((row) => row.id)).toEqual([fresh.id, active.id]);

    const { agent: staff } = await staffAgent(app);
    const panel = await staff.get('/dashboard').set(inertiaVisit);
    expect(panel.body.props.alertasActivas).toBe(1);
  });
});
