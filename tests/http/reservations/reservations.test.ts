/**
 * Reservation holds: POST /reservas stores the request (source 'reserva') with its consent and
 * leaves the car on sale; staff confirm it in the Solicitud detail, which puts the car in
 * RESERVADO until the hold ends (72 hours by default, from 'Datos de la empresa'); the expiry job
 * puts it back on sale; staff can extend or release the hold; two reservations of one car can
 * never both be confirmed.
 */
import request from 'supertest';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { seedDemo } from '../../../prisma/seed.ts';
import { LEGAL_REQUIRED_MESSAGE, LEGAL_TEXT_VERSION } from '../../../server/contracts/lead-forms.ts';
import { RESERVA_MESSAGES, RESERVATION_SUCCESS_MESSAGE, RESERVATION_TERMS_MESSAGE, RESERVATION_UNAVAILABLE_MESSAGE } from '../../../server/contracts/reservations.ts';
import { FORM_RATE_LIMIT, FORM_RATE_LIMIT_MESSAGE } from '../../../server/http/middleware/rate-limit.ts';
import { forgetCompanyDetails } from '../../../server/core/company-details.ts';
import { releaseHoldOnStockChange } from '../../../server/features/reservations/reservations.service.ts';
import { removeVehicle } from '../../../server/features/stock/stock.service.ts';
import { housekeeping } from '../../../server/jobs/housekeeping.ts';
import { inertiaVisit, sessionWithToken, useTestApp } from '../../support/app.ts';
import { resetDatabase } from '../../support/db.ts';
import pino from 'pino';
import { clearJobs, runQueuedJobs, waitingJobs } from '../../support/jobs.ts';
import { formatDay } from '../../../server/contracts/format.ts';
import { refundDeadline } from '../../../server/contracts/withdrawal.ts';
import { runJob } from '../../../server/jobs/runner.ts';
import { useRecordedMail } from '../../support/mail.ts';
import { staffAgent } from '../../support/staff.ts';

const { app, prisma } = useTestApp({ TRUST_PROXY: true });
const sent = useRecordedMail();
let car: { id: number; slug: string };
let staff: Awaited<ReturnType<typeof staffAgent>>;

const HOUR = 3_600_000;

beforeAll(async () => {
  await resetDatabase(prisma);
  await seedDemo(prisma, { vehicles: 6, photos: false });
  car = await prisma.coche.findFirstOrThrow({ where: { activo: true, deleted_at: null }, select: { id: true, slug: true }, orderBy: { id: 'asc' } });
  staff = await staffAgent(app);
});

beforeEach(async () => {
  await clearJobs();
  await prisma.lead.deleteMany();
  await prisma.rateLimit.deleteMany();
  await prisma.coche.update({ where: { id: car.id }, data: { estado_id: 1, reservado_hasta: null } });
  await prisma.empresa.update({ where: { id: 1 }, data: { reserva_horas: 72, reserva_senal: 300 } });
  forgetCompanyDetails();
  sent.length = 0;
});

const valid = (change: Record<string, unknown> = {}) => ({
  nombre: 'Nayra',
  apellidos: 'Quintana Ojeda',
  telefono: '+34 628 222 444',
  email: 'Nayra@Example.ES',
  coche: car.id,
  sede: 3,
  condiciones: true,
  legal: true,
  ...change,
});

async function reserve(body: Record<string, unknown>, ip = '203.0.113.90') {
  const { agent, token } = await sessionWithToken(app);
  return agent.post('/reservas').set({ 'X-CSRF-TOKEN': token, Accept: 'application/json', 'User-Agent': 'Vitest navegador', 'X-Forwarded-For': ip }).send(body);
}

/** A stored reservation request: its enquiry's id. */
async function requested(change: Record<string, unknown> = {}): Promise<number> {
  expect((await reserve(valid(change))).status).toBe(201);
  return (await prisma.lead.findFirstOrThrow({ orderBy: { id: 'desc' }, select: { id: true } })).id;
}

const act = (leadId: number, accion: string) =>
  staff.agent
    .post(`/dashboard/solicitudes/${leadId}/reserva`)
    .set({ ...inertiaVisit, 'X-XSRF-TOKEN': staff.token, Host: 'gtcars.test', Referer: `http://gtcars.test/dashboard/solicitudes/${leadId}` })
    .send({ accion });

/** The toast the next page shows. */
const toast = async () => (await staff.agent.get('/dashboard').set(inertiaVisit)).body.props.flash;

const carState = () => prisma.coche.findUniqueOrThrow({ where: { id: car.id }, select: { estado_id: true, reservado_hasta: true } });
const reservation = (leadId: number) => prisma.reserva.findUniqueOrThrow({ where: { lead_id: leadId } });

describe('POST /reservas', () => {
  it('stores the request about the car with its branch, the terms in force and its consent; the car stays on sale', async () => {
    const res = await reserve(valid());
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ message: RESERVATION_SUCCESS_MESSAGE });
    const lead = await prisma.lead.findFirstOrThrow({ include: { reserva: true } });
    expect(lead).toMatchObject({
      source: 'reserva',
      coche_id: car.id,
      nombre: 'Nayra',
      apellidos: 'Quintana Ojeda',
      email: 'nayra@example.es',
      consent_version: LEGAL_TEXT_VERSION,
      ip: '203.0.113.90',
      user_agent: 'Vitest navegador',
      payload: { sede: 'Santa Cruz de Tenerife', senal: 300, horas: 72 },
      reserva: { coche_id: car.id, sede_id: 3, estado: 'pendiente', hasta: null },
    });
    expect(await carState()).toEqual({ estado_id: 1, reservado_hasta: null });
    expect(await waitingJobs('lead-mail')).toHaveLength(1);
  });

  it('answers 422 with each field’s Spanish message, and refuses a car that is not available; nothing is stored', async () => {
    const res = await reserve({ coche: car.id, sede: 9, condiciones: false, legal: false });
    expect(res.status).toBe(422);
    expect(res.body.errors).toMatchObject({
      nombre: ['Este campo es obligatorio.'],
      telefono: ['Este campo es obligatorio.'],
      sede: ['Elige una sede.'],
      condiciones: [RESERVATION_TERMS_MESSAGE],
      legal: [LEGAL_REQUIRED_MESSAGE],
    });
    await prisma.coche.update({ where: { id: car.id }, data: { estado_id: 2 } });
    const reserved = await reserve(valid());
    expect(reserved.status).toBe(422);
    expect(reserved.body.errors).toEqual({ coche: [RESERVATION_UNAVAILABLE_MESSAGE] });
    expect(await prisma.lead.count()).toBe(0);
    expect(await prisma.reserva.count()).toBe(0);
  });

  it('answers a robot that fills the honeypot as sent, and keeps nothing', async () => {
    const res = await reserve(valid({ hp_gtcars: 'x' }));
    expect(res.status).toBe(201);
    expect(await prisma.lead.count()).toBe(0);
  });

  it('refuses a post without the CSRF token (419), and limits one IP to the form allowance (429)', async () => {
    expect((await request(app).post('/reservas').set('Accept', 'application/json').send(valid())).status).toBe(419);
    for (let i = 0; i < FORM_RATE_LIMIT.limit; i += 1) expect((await reserve({}, '198.51.100.91')).status).toBe(422);
    const limited = await reserve(valid(), '198.51.100.91');
    expect(limited.status).toBe(429);
    expect(limited.body).toEqual({ message: FORM_RATE_LIMIT_MESSAGE });
    expect(await prisma.lead.count()).toBe(0);
  });
});

describe('staff confirm, extend and release', () => {
  it('confirming holds the car as RESERVADO for the configured hours, shows it so to visitors and queues its expiry', async () => {
    // The car's page as a visitor saw it before (the page cache keeps it for this stock version).
    expect((await request(app).get(`/vehiculo/${car.slug}`).set(inertiaVisit)).body.props.coche.estado_id).toBe(1);
    const leadId = await requested();
    const page = await staff.agent.get(`/dashboard/solicitudes/${leadId}`).set(inertiaVisit);
    expect(page.body.props.solicitud.reserva).toEqual({ estado: 'pendiente', sede: 'Santa Cruz de Tenerife', hasta: null, desistida: null, acciones: ['confirmar', 'rechazar'], pagos: [] });

    const before = Date.now();
    const res = await act(leadId, 'confirmar');
    expect(res.status).toBe(302);
    expect(await toast()).toMatchObject({ message: RESERVA_MESSAGES.confirmada, bg: 'green' });
    const held = await reservation(leadId);
    expect(held.estado).toBe('confirmada');
    expect(held.hasta!.getTime() - before).toBeGreaterThanOrEqual(72 * HOUR - 5_000);
    expect(held.hasta!.getTime() - before).toBeLessThan(72 * HOUR + 60_000);
    expect(await carState()).toEqual({ estado_id: 2, reservado_hasta: held.hasta });
    const [expiry] = await waitingJobs('reservation-expiry');
    expect(expiry).toEqual({ data: { reservaId: held.id }, startAfter: held.hasta });

    const card = await request(app).get(`/vehiculo/${car.slug}`).set(inertiaVisit);
    expect(card.body.props.coche.estado_id).toBe(2);
    const detail = await staff.agent.get(`/dashboard/solicitudes/${leadId}`).set(inertiaVisit);
    expect(detail.body.props.solicitud.reserva).toMatchObject({ estado: 'confirmada', hasta: held.hasta!.toISOString(), acciones: ['ampliar', 'liberar'] });
  });

  it('holds for the hours staff set in Datos de la empresa', async () => {
    await prisma.empresa.update({ where: { id: 1 }, data: { reserva_horas: 24 } });
    forgetCompanyDetails();
    const leadId = await requested();
    const before = Date.now();
    await act(leadId, 'confirmar');
    const { hasta } = await reservation(leadId);
    expect(hasta!.getTime() - before).toBeGreaterThanOrEqual(24 * HOUR - 5_000);
    expect(hasta!.getTime() - before).toBeLessThan(24 * HOUR + 60_000);
  });

  it('never confirms two reservations of one car, even sent at the same moment', async () => {
    const first = await requested();
    const second = await requested({ email: 'otra@example.es' });
    const answers = await Promise.all([act(first, 'confirmar'), act(second, 'confirmar')]);
    expect(answers.map((res) => res.status)).toEqual([302, 302]);
    const states = await prisma.reserva.findMany({ select: { estado: true }, orderBy: { id: 'asc' } });
    expect(states.map((row) => row.estado).sort()).toEqual(['confirmada', 'pendiente']);
    expect((await carState()).estado_id).toBe(2);
    // The one left pending cannot be confirmed while the other holds the car.
    const pending = (await reservation(first)).estado === 'pendiente' ? first : second;
    await act(pending, 'confirmar');
    expect(await toast()).toMatchObject({ message: RESERVA_MESSAGES.ocupado, bg: 'red' });
    expect((await reservation(pending)).estado).toBe('pendiente');
  });

  it('puts the car back on sale when the hold ends, by its job or by the hourly sweep', async () => {
    const leadId = await requested();
    await act(leadId, 'confirmar');
    // Before its end the job leaves it alone.
    await prisma.$executeRaw`UPDATE pgboss.job SET start_after = now() WHERE name = 'reservation-expiry'`;
    await runQueuedJobs('reservation-expiry');
    expect((await reservation(leadId)).estado).toBe('confirmada');

    // Time moves past the end: the job waiting for it closes the hold.
    await prisma.$executeRaw`UPDATE reservas SET hasta = now() - interval '1 minute' WHERE lead_id = ${leadId}`;
    await prisma.$executeRaw`UPDATE pgboss.job SET start_after = now() WHERE name = 'reservation-expiry' AND state = 'created'`;
    expect(await runQueuedJobs('reservation-expiry')).toBe(1);
    expect((await reservation(leadId)).estado).toBe('caducada');
    expect(await carState()).toEqual({ estado_id: 1, reservado_hasta: null });
    expect((await request(app).get(`/vehiculo/${car.slug}`).set(inertiaVisit)).body.props.coche.estado_id).toBe(1);

    // A hold whose job was lost (a restored backup, say) is closed by the hourly sweep.
    const other = await requested();
    await act(other, 'confirmar');
    await prisma.$executeRaw`UPDATE reservas SET hasta = now() - interval '1 minute' WHERE lead_id = ${other}`;
    await clearJobs();
    await housekeeping();
    expect(await runQueuedJobs('reservation-expiry')).toBe(1);
    expect((await reservation(other)).estado).toBe('caducada');
  });

  it('extends the hold by the configured hours: the job of the first end waits for the new one', async () => {
    const leadId = await requested();
    await act(leadId, 'confirmar');
    const first = (await reservation(leadId)).hasta!;
    await act(leadId, 'ampliar');
    expect(await toast()).toMatchObject({ message: RESERVA_MESSAGES.ampliada });
    const extended = (await reservation(leadId)).hasta!;
    expect(extended.getTime() - first.getTime()).toBe(72 * HOUR);
    expect((await carState()).reservado_hasta).toEqual(extended);

    // The first end comes: its job finds the hold extended and queues itself for the new end.
    await prisma.$executeRaw`UPDATE pgboss.job SET start_after = now() WHERE name = 'reservation-expiry' AND state = 'created'`;
    expect(await runQueuedJobs('reservation-expiry')).toBe(1);
    expect((await reservation(leadId)).estado).toBe('confirmada');
    expect(await waitingJobs('reservation-expiry')).toEqual([{ data: { reservaId: (await reservation(leadId)).id }, startAfter: extended }]);
  });

  it('ends the hold when staff take the car out of RESERVADO by hand, or remove it', async () => {
    const leadId = await requested();
    await act(leadId, 'confirmar');
    await prisma.$transaction((tx) => releaseHoldOnStockChange(tx, car.id, { estado_id: 1 }));
    expect((await reservation(leadId)).estado).toBe('liberada');
    expect(await carState()).toEqual({ estado_id: 1, reservado_hasta: null });

    const other = await requested();
    await act(other, 'confirmar');
    expect(await removeVehicle(car.id)).toBe(true);
    expect((await reservation(other)).estado).toBe('liberada');
    await prisma.coche.update({ where: { id: car.id }, data: { deleted_at: null } });
  });

  it('releases a hold, and turns down a request; an action that no longer applies changes nothing', async () => {
    const leadId = await requested();
    await act(leadId, 'confirmar');
    await act(leadId, 'liberar');
    expect(await toast()).toMatchObject({ message: RESERVA_MESSAGES.liberada });
    expect((await reservation(leadId)).estado).toBe('liberada');
    expect(await carState()).toEqual({ estado_id: 1, reservado_hasta: null });

    await act(leadId, 'confirmar');
    expect(await toast()).toMatchObject({ message: RESERVA_MESSAGES.cambiada, bg: 'red' });
    expect((await carState()).estado_id).toBe(1);

    const other = await requested();
    await act(other, 'rechazar');
    expect((await reservation(other)).estado).toBe('rechazada');
    expect((await carState()).estado_id).toBe(1);
  });

  it('refuses a confirmation once the car is sold, and answers 404 for an enquiry that is no reservation', async () => {
    const leadId = await requested();
    await prisma.coche.update({ where: { id: car.id }, data: { estado_id: 3 } });
    await act(leadId, 'confirmar');
    expect(await toast()).toMatchObject({ message: RESERVA_MESSAGES.noDisponible, bg: 'red' });
    expect((await reservation(leadId)).estado).toBe('pendiente');

    const { agent, token } = await sessionWithToken(app);
    await agent.post('/form/submit/vehiculo').set({ 'X-CSRF-TOKEN': token, Accept: 'application/json' }).send({
      nombre: 'Ana',
      apellidos: 'Ruiz',
      telefono: '+34 628 000 111',
      correo: 'ana@example.es',
      vehiculo: car.id,
      mensaje: 'Hola',
      legal: true,
    });
    const contact = await prisma.lead.findFirstOrThrow({ where: { source: 'vehiculo' } });
    expect((await act(contact.id, 'confirmar')).status).toBe(404);
  });

  it('keeps the staff action behind the sign-in', async () => {
    const leadId = await requested();
    const { agent, token } = await sessionWithToken(app);
    const res = await agent.post(`/dashboard/solicitudes/${leadId}/reserva`).set({ 'X-CSRF-TOKEN': token, Accept: 'application/json' }).send({ accion: 'confirmar' });
    expect(res.status).toBe(401);
    expect((await reservation(leadId)).estado).toBe('pendiente');
  });
});

describe('withdrawal from an online reservation (TRLGDCU arts. 97, 102–107)', () => {
  /** The buyer's mail of the last request, once its job has run. */
  async function buyerMail() {
    expect(await runQueuedJobs('reservation-mail')).toBe(1);
    const mail = sent.find((item) => item.to === 'nayra@example.es')!;
    expect(mail).toBeDefined();
    return mail;
  }

  const myReservationUrl = (text: string) => /https?:\/\/\S+\/mi-reserva\/[\w-]{43}/.exec(text)?.[0] ?? '';

  it('mails the buyer the request with the 14-day withdrawal information, the model form and the link to Mi reserva, once', async () => {
    const leadId = await requested();
    const mail = await buyerMail();
    const { token } = await reservation(leadId);
    expect(mail.subject).toContain('Tu solicitud de reserva');
    expect(mail.text).toContain('Tienes derecho a desistir de la reserva en un plazo de 14 días naturales sin necesidad de justificación.');
    expect(mail.text).toContain('a más tardar 14 días naturales a partir de la fecha en que nos informes de tu decisión. Te los devolveremos en dinero, por el mismo medio de pago');
    expect(mail.text).toContain('MODELO DE FORMULARIO DE DESISTIMIENTO');
    expect(mail.text).toContain('- Por la presente le comunico/comunicamos (*) que desisto de mi/desistimos de nuestro (*) contrato de reserva del siguiente vehículo:');
    expect(mail.text).toContain('la señal de 300 €');
    expect(myReservationUrl(mail.text)).toMatch(new RegExp(`/mi-reserva/${token}$`));
    expect(mail.html).toContain(`/mi-reserva/${token}"`);
    expect((await reservation(leadId)).correo_at).not.toBeNull();
    // A job run again sends nothing more.
    sent.length = 0;
    const { id } = await reservation(leadId);
    await runJob('reservation-mail', { reservaId: id }, pino({ level: 'silent' }));
    expect(sent).toHaveLength(0);
  });

  it('withdraws in Mi reserva with the confirmation only: the car goes back on sale, the buyer gets the acknowledgement and staff the refund’s last day', async () => {
    const leadId = await requested();
    await act(leadId, 'confirmar');
    expect((await carState()).estado_id).toBe(2);
    const path = new URL(myReservationUrl((await buyerMail()).text)).pathname;

    const page = await request(app).get(path).set(inertiaVisit);
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.body.component).toBe('MiReserva');
    expect(page.body.props).toMatchObject({
      estado: 'confirmada',
      acciones: { desistir: `${path}/desistir`, pagar: null },
      titular: { nombre: 'Nayra Quintana Ojeda', correo: 'na•••@example.es' },
      senal: 300,
      desistida: null,
      pago: null,
      devolucion: null,
    });
    expect(page.body.props.hasta).toBe((await reservation(leadId)).hasta!.toISOString());
    expect((await reservation(leadId)).estado).toBe('confirmada');

    const { agent, token } = await sessionWithToken(app);
    const res = await agent.post(`${path}/desistir`).set({ ...inertiaVisit, 'X-CSRF-TOKEN': token });
    expect(res.status).toBe(303);
    expect(res.headers.location).toBe(path);
    const withdrawn = await reservation(leadId);
    expect(withdrawn).toMatchObject({ estado: 'desistida' });
    expect(withdrawn.desistida_at).not.toBeNull();
    expect(await carState()).toEqual({ estado_id: 1, reservado_hasta: null });

    const deadline = refundDeadline(withdrawn.desistida_at!);
    const after = await request(app).get(path).set(inertiaVisit);
    expect(after.body.props).toMatchObject({ estado: 'desistida', acciones: { desistir: null }, reembolsoHasta: deadline });

    sent.length = 0;
    expect(await runQueuedJobs('reservation-withdrawal')).toBe(1);
    const [ack, notice] = sent;
    expect(ack).toMatchObject({ to: 'nayra@example.es', subject: expect.stringContaining('Desistimiento recibido') });
    expect(ack!.text).toContain(`a más tardar el ${formatDay(deadline)}`);
    expect(ack!.text).toMatch(new RegExp(`Puedes seguir la devolución en tu página de la reserva: https?://\\S+${path}\\n`));
    expect(notice!.to).toBe('ventas@gtcars.es');
    expect(notice!.text).toContain(`Nayra Quintana Ojeda ha desistido de la reserva`);
    expect(notice!.text).toContain(`/dashboard/solicitudes/${leadId}`);

    // Twice is once: the reservation is already withdrawn.
    await agent.post(`${path}/desistir`).set({ ...inertiaVisit, 'X-CSRF-TOKEN': token });
    expect(await waitingJobs('reservation-withdrawal')).toHaveLength(0);
    const solicitud = await staff.agent.get(`/dashboard/solicitudes/${leadId}`).set(inertiaVisit);
    expect(solicitud.body.props.solicitud.reserva).toMatchObject({ estado: 'desistida', desistida: { reembolsoHasta: deadline }, acciones: [] });
  });

  it('shows a closed reservation without the button, answers an unknown link with a bare 404, and needs the CSRF token to withdraw', async () => {
    const leadId = await requested();
    await act(leadId, 'rechazar');
    const { token: reservationToken } = await reservation(leadId);
    // The 'Desistir' link of mails sent before 'Mi reserva' leads there.
    const former = await request(app).get(`/en/reservas/desistir/${reservationToken}`);
    expect(former.status).toBe(301);
    expect(former.headers.location).toBe(`/en/mi-reserva/${reservationToken}`);
    const closed = await request(app).get(`/mi-reserva/${reservationToken}`).set(inertiaVisit);
    expect(closed.body.props).toMatchObject({ estado: 'rechazada', acciones: { desistir: null, pagar: null } });
    const unknown = await request(app).get(`/mi-reserva/${'x'.repeat(43)}`).set(inertiaVisit);
    expect(unknown.status).toBe(404);
    expect(unknown.body.component).toBe('Error');
    expect(unknown.body.props).not.toHaveProperty('coche');
    expect(JSON.stringify(unknown.body.props)).not.toMatch(/Nayra|Quintana|nayra@/);

    const open = await requested({ email: 'otra@example.es' });
    const { token: openToken } = await reservation(open);
    const { agent } = await sessionWithToken(app);
    expect((await agent.post(`/mi-reserva/${openToken}/desistir`).set(inertiaVisit)).status).toBe(419);
    expect((await reservation(open)).estado).toBe('pendiente');

    // Ten tries from one IP in 10 minutes, then refused: a token cannot be guessed by trying.
    const { agent: guesser, token: csrf } = await sessionWithToken(app);
    const tries: number[] = [];
    for (let i = 0; i < FORM_RATE_LIMIT.limit + 1; i += 1) {
      tries.push((await guesser.post(`/mi-reserva/${String(i).padStart(43, 'x')}/desistir`).set({ ...inertiaVisit, 'X-CSRF-TOKEN': csrf, 'X-Forwarded-For': '203.0.113.44' })).status);
    }
    expect(tries.slice(0, -1).every((status) => status === 303)).toBe(true);
    // An Inertia form over the limit goes back with the red toast.
    expect(tries.at(-1)).toBe(302);
    expect((await guesser.get('/').set(inertiaVisit)).body.props.flash).toMatchObject({ message: FORM_RATE_LIMIT_MESSAGE, bg: 'red' });
  });

  it('prints the withdrawal information and the model form in the reservation terms', async () => {
    const res = await request(app).get('/condiciones-reserva').set(inertiaVisit);
    const headings = (res.body.props.documento.sections as { heading: string }[]).map((section) => section.heading);
    expect(headings).toContain('5. Derecho de desistimiento');
    expect(headings).toContain('6. Modelo de formulario de desistimiento');
    expect(JSON.stringify(res.body.props.documento)).toContain('te devolveremos todos los pagos recibidos, incluida la señal');
  });
});
