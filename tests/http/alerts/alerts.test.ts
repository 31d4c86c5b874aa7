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
  ALERT_SOLD_MESSAGE,
  DIGEST_CARS,
  MAX_ALERTS_PER_EMAIL,
  MAX_PENDING_ALERTS,
} from '../../../server/contracts/alerts.ts';
import { LEGAL_REQUIRED_MESSAGE, LEGAL_TEXT_VERSION } from '../../../server/contracts/lead-forms.ts';
import { FORM_RATE_LIMIT, FORM_RATE_LIMIT_MESSAGE } from '../../../server/http/middleware/rate-limit.ts';
import { queueDigests, sendConfirmation, sendDigest } from '../../../server/features/alerts/alerts.service.ts';
import { Prisma } from '../../../server/db/client.ts';
import { setMailer } from '../../../server/lib/mail.ts';
import { housekeeping } from '../../../server/jobs/housekeeping.ts';
import { enqueue } from '../../../server/jobs/queue.ts';
import { absoluteUrl } from '../../../server/lib/absolute-url.ts';
import { inertiaVisit, sessionWithToken, useTestApp } from '../../support/app.ts';
import { resetDatabase } from '../../support/db.ts';
import { clearJobs, runQueuedJobs, waitingJobs } from '../../support/jobs.ts';
import { recordingMailer, useRecordedMail } from '../../support/mail.ts';
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
  await seedDemo(prisma, { vehicles: 20, photos: false });
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
  // Each car with a processed photo: a digest waits a day for a car whose photo is not ready.
  await prisma.foto.createMany({ data: [...bmw, other].map((car) => ({ coche_id: car.id, orden: 0, width: 1200, height: 800 })) });
  // Offers would change the price a digest shows; these tests read the cash price.
  await prisma.coche.updateMany({ data: { precio_oferta: null } });
});

beforeEach(async () => {
  // Every car is older than any alert of a test until the test lists one.
  await prisma.$executeRaw`UPDATE coches SET created_at = now() - interval '30 days', registrado_at = now() - interval '30 days'`;
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

/** A car new on the site now. */
const listNow = (id: number) => prisma.$executeRaw`UPDATE coches SET created_at = now(), registrado_at = now() WHERE id = ${id}`;

/** 'Renovar': the car goes first in the public 'newest' order, but it is no new car. */
const renew = (id: number) => prisma.$executeRaw`UPDATE coches SET created_at = now() WHERE id = ${id}`;

/** The day's digests, as the schedule runs them. */
async function runDigests() {
  await enqueue('alert-digests', {});
  await runQueuedJobs('alert-digests', 'alert-digest');
}

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

  it('keeps one alert and its first consent for the same search saved again, and sends another confirmation a day later at the soonest', async () => {
    const first = await createAlert();
    expect(await waitingJobs('alert-confirmation')).toHaveLength(1);
    await clearJobs();

    // Saved again at once: the same row and consent, no second mail (nobody can flood an address).
    await createAlert(valid({ filtros: { marcas: String(bmw[0]!.marca_id), sort_by: 'km_asc' } }));
    const [again] = await prisma.alerta.findMany();
    expect(await prisma.alerta.count()).toBe(1);
    expect(again).toMatchObject({ token: first.token, consent_at: first.consent_at, ip: first.ip });
    expect(await waitingJobs('alert-confirmation')).toEqual([]);

    // A day later, another confirmation.
    await prisma.$executeRaw`UPDATE alertas SET confirmacion_at = now() - interval '25 hours' WHERE id = ${first.id}`;
    await createAlert();
    expect(await waitingJobs('alert-confirmation')).toHaveLength(1);

    // Once confirmed, saving it again only marks the activity.
    await clearJobs();
    await confirmed(first.id);
    await prisma.$executeRaw`UPDATE alertas SET ultima_actividad_at = now() - interval '100 days', confirmacion_at = now() - interval '3 days' WHERE id = ${first.id}`;
    await createAlert();
    expect(Date.now() - (await prisma.alerta.findUniqueOrThrow({ where: { id: first.id } })).ultima_actividad_at.getTime()).toBeLessThan(60_000);
    expect(await waitingJobs('alert-confirmation')).toEqual([]);
  });

  it(`lets a mailbox keep at most ${MAX_PENDING_ALERTS} alerts waiting, whatever spelling of its address saves them, and says so to no one`, async () => {
    const spellings = ['ana.perez+1@gmail.com', 'anaperez+2@gmail.com', 'A.N.A.Perez@GoogleMail.com', 'ana.perez+alertas@googlemail.com', 'anaperez@gmail.com'];
    for (const [i, email] of spellings.entries()) await createAlert(valid({ email, filtros: { max_precio: String(20000 + i * 1000) } }));
    expect(await waitingJobs('alert-confirmation')).toHaveLength(MAX_PENDING_ALERTS);
    await clearJobs();
    // A sixth spelling of the same mailbox: the very answer of a save, and nothing stored or mailed.
    const res = await post(valid({ email: 'a.n.a.p.e.r.e.z+6@gmail.com', filtros: { max_precio: '90000' } }));
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ message: ALERT_CREATED_MESSAGE });
    expect(await prisma.alerta.count()).toBe(MAX_PENDING_ALERTS);
    expect(await waitingJobs('alert-confirmation')).toEqual([]);
    // The same search from yet another spelling is the alert already saved, not a twin.
    await post(valid({ email: 'Ana.Perez+otra@GMAIL.com', filtros: { max_precio: '20000' } }));
    expect(await prisma.alerta.count({ where: { buzon: 'anaperez@gmail.com', filtros: 'max_precio=20000' } })).toBe(1);
    // Another mailbox is not held back by it.
    await createAlert(valid({ email: 'otra.persona@gmail.com', filtros: { max_precio: '90000' } }));
    expect(await prisma.alerta.count({ where: { buzon: 'otrapersona@gmail.com' } })).toBe(1);
  });

  it('counts and stores under the mailbox’s lock: requests sent at once cannot all pass the count', async () => {
    const sends = Array.from({ length: 12 }, (_, i) => post(valid({ email: `ana.perez+${i}@example.es`, filtros: { max_precio: String(20000 + i * 1000) } }), `203.0.113.${100 + i}`));
    const answers = await Promise.all(sends);
    expect(answers.map((res) => res.status)).toEqual(Array(12).fill(201));
    expect(await prisma.alerta.count({ where: { buzon: 'ana.perez@example.es' } })).toBe(MAX_PENDING_ALERTS);
    expect(await waitingJobs('alert-confirmation')).toHaveLength(MAX_PENDING_ALERTS);
  });

  it(`lets a mailbox keep at most ${MAX_ALERTS_PER_EMAIL} alerts in all`, async () => {
    await prisma.$executeRaw`
      INSERT INTO alertas (email, buzon, filtros, resumen, token, consent_at, consent_version, confirmada_at)
      SELECT 'ana.perez@example.es', 'ana.perez@example.es', 'max_precio=' || n, 'x', md5(n::text) || md5(n::text || 'x'), now(), 'x', now() FROM generate_series(1, ${MAX_ALERTS_PER_EMAIL}) n`;
    const res = await post(valid({ email: 'Ana.Perez+nueva@example.es' }));
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ message: ALERT_CREATED_MESSAGE });
    expect(await prisma.alerta.count()).toBe(MAX_ALERTS_PER_EMAIL);
    expect(await waitingJobs('alert-confirmation')).toEqual([]);
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

  it('no longer confirms an alert past its days to confirm', async () => {
    const alert = await createAlert();
    await prisma.$executeRaw`UPDATE alertas SET created_at = now() - interval '8 days' WHERE id = ${alert.id}`;
    expect((await request(app).get(`/alertas/confirmar/${alert.token}`).set(inertiaVisit)).body.props.estado).toBe('no_existe');
    const { agent, token } = await sessionWithToken(app);
    await agent.post(`/alertas/confirmar/${alert.token}`).set({ ...inertiaVisit, 'X-CSRF-TOKEN': token });
    expect((await prisma.alerta.findUniqueOrThrow({ where: { id: alert.id } })).confirmada_at).toBeNull();
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
    expect(mail.html).toContain(`<img src="${absoluteUrl(`/storage/vehiculos/thumbs/`)}`);
    expect(mail.text).toContain(new Intl.NumberFormat('es-ES').format(bmw[0]!.precio));
    expect(mail.text).not.toContain(other.slug);
    expect(mail.text).not.toContain(bmw[1]!.slug);
    expect(mail.headers?.['List-Unsubscribe']).toBe(`<${absoluteUrl(`/alertas/baja/${alert.token}`)}>`);

    const row = await prisma.alerta.findUniqueOrThrow({ where: { id: alert.id }, include: { coches: true } });
    expect(row.coches.map((car) => car.coche_id)).toEqual([bmw[0]!.id]);
    expect(row.ultimo_envio_at).not.toBeNull();

    // A second run the same day sends nothing, even with a new match.
    await listNow(bmw[1]!.id);
    await runDigests();
    expect(sent).toHaveLength(1);

    // The next day: only the car not mailed yet, even backdated to its real entry a month ago
    // (it is new on the site); a renewed old car is no new car.
    await prisma.$executeRaw`UPDATE alertas SET ultimo_envio_at = now() - interval '1 day' WHERE id = ${alert.id}`;
    await prisma.$executeRaw`UPDATE coches SET fecha_entrada = now() - interval '30 days' WHERE id = ${bmw[1]!.id}`;
    await renew(bmw[2]!.id);
    await runDigests();
    expect(sent).toHaveLength(2);
    expect(sent[1]!.text).toContain(absoluteUrl(`/vehiculo/${bmw[1]!.slug}`));
    expect(sent[1]!.text).not.toContain(absoluteUrl(`/vehiculo/${bmw[0]!.slug}`));
    expect(sent[1]!.text).not.toContain(absoluteUrl(`/vehiculo/${bmw[2]!.slug}`));
  });

  it('goes out once a Canary Islands day: an alert mailed just after midnight there is not due, one mailed just before is', async () => {
    const alert = await createAlert();
    await confirmed(alert.id);
    const canaryMidnight = Prisma.sql`(date_trunc('day', now() AT TIME ZONE 'Atlantic/Canary') AT TIME ZONE 'Atlantic/Canary')`;
    await prisma.$executeRaw`UPDATE alertas SET ultimo_envio_at = ${canaryMidnight} + interval '1 minute' WHERE id = ${alert.id}`;
    expect(await queueDigests()).toBe(0);
    await prisma.$executeRaw`UPDATE alertas SET ultimo_envio_at = ${canaryMidnight} - interval '1 minute' WHERE id = ${alert.id}`;
    expect(await queueDigests()).toBe(1);
  });

  it('waits a day for a new car whose photo is not ready, then mails it as it is', async () => {
    const alert = await createAlert();
    await confirmed(alert.id);
    const bare = await prisma.coche.findFirstOrThrow({ where: { activo: true, estado_id: 1, fotos: { none: {} } }, select: { id: true, slug: true, marca_id: true, modelo_id: true } });
    await prisma.coche.update({ where: { id: bare.id }, data: { marca_id: bmw[0]!.marca_id, modelo_id: (await prisma.coche.findUniqueOrThrow({ where: { id: bmw[0]!.id } })).modelo_id } });
    await listNow(bare.id);
    expect(await sendDigest(alert.id)).toBe(0);
    await prisma.$executeRaw`UPDATE coches SET registrado_at = now() - interval '25 hours' WHERE id = ${bare.id}`;
    await prisma.$executeRaw`UPDATE alertas SET confirmada_at = now() - interval '3 days', visto_hasta = now() - interval '2 hours' WHERE id = ${alert.id}`;
    expect(await sendDigest(alert.id)).toBe(1);
    expect(sent.at(-1)!.html).toContain(absoluteUrl('/storage/vehiculos/thumbs/default.jpg'));
    await prisma.coche.update({ where: { id: bare.id }, data: { marca_id: bare.marca_id, modelo_id: bare.modelo_id } });
  });

  it('reads the payment filter as prices, shows the first cars and counts the rest, escaping every name', async () => {
    const cheap = await prisma.coche.findMany({ where: { activo: true, estado_id: 1, deleted_at: null }, select: { id: true }, take: 12, orderBy: { id: 'asc' } });
    expect(cheap).toHaveLength(12);
    await prisma.$executeRaw`UPDATE coches SET precio = 15000, registrado_at = now(), nombre = 'Línea <b>R</b>' WHERE id IN (${Prisma.join(cheap.map((car) => car.id))})`;
    await prisma.foto.createMany({ data: cheap.map((car) => ({ coche_id: car.id, orden: 9, width: 1200, height: 800 })) });
    const alert = await createAlert(valid({ filtros: { cuota_max: '400' } }));
    await prisma.$executeRaw`UPDATE alertas SET confirmada_at = now() - interval '1 hour', visto_hasta = now() - interval '1 hour' WHERE id = ${alert.id}`;
    expect(await sendDigest(alert.id)).toBe(DIGEST_CARS);
    const mail = sent.at(-1)!;
    expect(mail.subject).toBe(`12 coches nuevos para tu alerta: ${alert.resumen}`);
    expect(alert.resumen).toBe('Hasta 400 €/mes');
    expect(mail.html).toContain('Ver los 12 en la web');
    expect(mail.html).toContain('Línea &#60;b&#62;R&#60;/b&#62;');
    expect(mail.html).not.toContain('<b>R</b>');
    expect(await prisma.alertaCoche.count({ where: { alerta_id: alert.id } })).toBe(12);
    // The expensive ones stay out.
    await prisma.$executeRaw`UPDATE coches SET precio = 95000, registrado_at = now() WHERE id = ${bmw[0]!.id}`;
    await prisma.$executeRaw`UPDATE alertas SET ultimo_envio_at = NULL WHERE id = ${alert.id}`;
    expect(await sendDigest(alert.id)).toBe(0);
  });

  it('undoes the read when the mail fails, so the retry sends the same cars; an address refused for good loses the alert', async () => {
    const alert = await createAlert();
    await confirmed(alert.id);
    await listNow(bmw[0]!.id);
    setMailer({ send: () => Promise.reject(Object.assign(new Error('Connection refused to ana.perez@example.es'), { code: 'ECONNECTION' })) });
    const failure = await sendDigest(alert.id).catch((error: Error) => error);
    expect(String(failure)).toContain('ECONNECTION');
    expect(String(failure)).not.toContain('ana.perez');
    expect(await prisma.alertaCoche.count()).toBe(0);
    expect((await prisma.alerta.findUniqueOrThrow({ where: { id: alert.id } })).ultimo_envio_at).toBeNull();

    setMailer(recordingMailer(sent));
    expect(await sendDigest(alert.id)).toBe(1);
    expect(sent.at(-1)!.text).toContain(bmw[0]!.slug);

    const other = await createAlert(valid({ email: 'no-existe@example.es' }));
    setMailer({ send: () => Promise.reject(Object.assign(new Error('550 5.1.1 no-existe@example.es: user unknown'), { responseCode: 550 })) });
    expect(await sendConfirmation(other.id)).toBe(false);
    expect(await prisma.alerta.findUnique({ where: { id: other.id } })).toBeNull();
    setMailer(recordingMailer(sent));
  });

  it('sends one digest when two jobs of one alert run at once', async () => {
    const alert = await createAlert();
    await confirmed(alert.id);
    await listNow(bmw[0]!.id);
    sent.length = 0;
    const counts = await Promise.all([sendDigest(alert.id), sendDigest(alert.id)]);
    expect(counts.sort()).toEqual([0, 1]);
    expect(sent).toHaveLength(1);
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
    const res = await request(app).post(`/alertas/baja/${alert.token}`).type('form').send('List-Unsubscribe=One-Click');
    // RFC 8058: no redirect for the mail client.
    expect(res.status).toBe(200);
    expect(res.headers.location).toBeUndefined();
    expect(res.headers['set-cookie']).toBeUndefined();
    expect(await prisma.alerta.count()).toBe(0);
  });

  it('sends the page’s own button back to the page, which says it is done', async () => {
    const alert = await createAlert();
    const res = await request(app).post(`/alertas/baja/${alert.token}`).set(inertiaVisit);
    expect(res.status).toBe(303);
    expect(res.headers.location).toBe(`/alertas/baja/${alert.token}?hecho=1`);
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
