/**
 * The deposit paid online (PAYMENTS_PROVIDER=redsys), against the local Redsys on a port of its
 * own: POST /reservas stores the reservation 'pendiente_pago' and answers the signed redirect;
 * the gateway's notice, signed with the terminal's key, holds the car at once; hostile notices
 * change nothing; an unpaid reservation is freed after 30 minutes; a paid deposit goes back by
 * itself on withdrawal, staff release, the hold's end and a lost race; staff see it all.
 */
import type { AddressInfo } from 'node:net';
import { createServer } from 'node:http';
import express from 'express';
import request from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { seedDemo } from '../../../prisma/seed.ts';
import { forgetEnv } from '../../../server/config/env.ts';
import { forgetCompanyDetails } from '../../../server/core/company-details.ts';
import { expireReservation, expireUnpaid, refundPayment, releaseHoldOnStockChange } from '../../../server/features/reservations/index.ts';
import { fakeRedsysRouter } from '../../../server/payments/fake-redsys.ts';
import { decodeParameters, encodeParameters, signParameters } from '../../../server/payments/redsys-signature.ts';
import { inertiaVisit, sessionWithToken, useTestApp } from '../../support/app.ts';
import { resetDatabase } from '../../support/db.ts';
import { clearJobs, runQueuedJobs, waitingJobs } from '../../support/jobs.ts';
import { useRecordedMail } from '../../support/mail.ts';
import { staffAgent } from '../../support/staff.ts';

/** Redsys's public test key, and a test merchant. */
const KEY = 'sq7HjrUOBfKmC576ILgskD5srU870gJ7';
const MERCHANT = '999008881';

const refunds: { order: string; amount: string }[] = [];
/** The next refunds the gateway refuses, as Redsys refuses one already made. */
const refusing = { count: 0 };
const gateway = express();
gateway.use('/sis/rest/trataPeticionREST', express.json(), (req, res, next) => {
  const fields = decodeParameters(String(req.body.Ds_MerchantParameters));
  refunds.push({ order: fields?.DS_MERCHANT_ORDER ?? '', amount: fields?.DS_MERCHANT_AMOUNT ?? '' });
  if (refusing.count > 0) {
    refusing.count -= 1;
    res.json({ errorCode: 'SIS0057' });
    return;
  }
  // The router below reads the body again.
  req.body = { ...req.body };
  next();
});
gateway.use(fakeRedsysRouter(KEY));
const gatewayServer = createServer(gateway);
await new Promise<void>((resolve) => gatewayServer.listen(0, '127.0.0.1', resolve));
const GATEWAY = `http://127.0.0.1:${(gatewayServer.address() as AddressInfo).port}`;
Object.assign(process.env, { PAYMENTS_PROVIDER: 'redsys', REDSYS_MERCHANT_CODE: MERCHANT, REDSYS_TERMINAL: '1', REDSYS_SECRET_KEY: KEY, REDSYS_ENV: 'test', REDSYS_URL: GATEWAY });
forgetEnv();
afterAll(() => new Promise<void>((resolve) => gatewayServer.close(() => resolve())));

const { app, prisma } = useTestApp({ TRUST_PROXY: true });
const sent = useRecordedMail();
let cars: { id: number; slug: string }[];
let staff: Awaited<ReturnType<typeof staffAgent>>;

beforeAll(async () => {
  await resetDatabase(prisma);
  await seedDemo(prisma, { vehicles: 6, photos: false });
  cars = await prisma.coche.findMany({ where: { activo: true, deleted_at: null }, select: { id: true, slug: true }, orderBy: { id: 'asc' }, take: 2 });
  // Every car of one body type: the refund of a lost race offers the others.
  const { carroceria_id } = await prisma.coche.findUniqueOrThrow({ where: { id: cars[0]!.id }, select: { carroceria_id: true } });
  await prisma.coche.updateMany({ data: { carroceria_id } });
  staff = await staffAgent(app);
});

beforeEach(async () => {
  await clearJobs();
  await prisma.pago.deleteMany();
  await prisma.lead.deleteMany();
  await prisma.rateLimit.deleteMany();
  await prisma.coche.updateMany({ data: { estado_id: 1, reservado_hasta: null } });
  await prisma.empresa.update({ where: { id: 1 }, data: { reserva_horas: 72, reserva_senal: 300 } });
  forgetCompanyDetails();
  sent.length = 0;
  refunds.length = 0;
  refusing.count = 0;
});

/** Runs `work` with payments switched off (the terminal still configured), as an install that stopped taking deposits online. */
async function withPaymentsOff(work: () => Promise<void>) {
  process.env.PAYMENTS_PROVIDER = 'off';
  forgetEnv();
  try {
    await work();
  } finally {
    process.env.PAYMENTS_PROVIDER = 'redsys';
    forgetEnv();
  }
}

const car = () => cars[0]!;

async function reserve(change: Record<string, unknown> = {}, prefix = '') {
  const { agent, token } = await sessionWithToken(app);
  return agent
    .post(`${prefix}/reservas`)
    .set({ 'X-CSRF-TOKEN': token, Accept: 'application/json', 'X-Forwarded-For': `203.0.113.${10 + Math.floor(Math.random() * 200)}` })
    .send({ nombre: 'Nayra', apellidos: 'Quintana Ojeda', telefono: '+34 628 222 444', email: 'nayra@example.es', coche: car().id, sede: 3, condiciones: true, legal: true, ...change });
}

/** A reservation waiting for its payment: its row, its payment and the redirect's fields. */
async function awaitingPayment(change: Record<string, unknown> = {}, prefix = '') {
  const res = await reserve(change, prefix);
  expect(res.status).toBe(201);
  const reserva = await prisma.reserva.findFirstOrThrow({ orderBy: { id: 'desc' }, include: { pagos: true } });
  return { res, reserva, pago: reserva.pagos[0]!, fields: decodeParameters(res.body.pago.fields.Ds_MerchantParameters)! };
}

/** The gateway's notice of an order, signed as Redsys signs it (or with another key). */
function notice(order: string, change: Record<string, string> = {}, key = KEY) {
  const fields = { Ds_Order: order, Ds_Amount: '30000', Ds_Currency: '978', Ds_MerchantCode: MERCHANT, Ds_Terminal: '001', Ds_Response: '0000', Ds_AuthorisationCode: '271828', Ds_Card_Brand: '1', ...change };
  const parameters = encodeParameters(fields);
  return { Ds_SignatureVersion: 'HMAC_SHA256_V1', Ds_MerchantParameters: parameters, Ds_Signature: signParameters(key, order, parameters) };
}

const notify = (body: Record<string, string>) => request(app).post('/pagos/redsys/notificacion').type('form').send(body);

const state = async (reservaId: number) => {
  const reserva = await prisma.reserva.findUniqueOrThrow({ where: { id: reservaId }, include: { pagos: { orderBy: { id: 'asc' } } } });
  const coche = await prisma.coche.findUniqueOrThrow({ where: { id: reserva.coche_id }, select: { estado_id: true, reservado_hasta: true } });
  return { reserva, pagos: reserva.pagos, coche };
};

/** A reservation whose deposit was paid: the car held. */
async function paid(change: Record<string, unknown> = {}) {
  const started = await awaitingPayment(change);
  expect((await notify(notice(started.pago.pedido))).text).toBe('OK');
  return started;
}

const myReservation = (token: string) => request(app).get(`/mi-reserva/${token}`).set(inertiaVisit);

describe('paying the deposit', () => {
  it('stores the reservation waiting for its payment and answers the signed redirect to the gateway; the car stays on sale', async () => {
    const { res, reserva, pago, fields } = await awaitingPayment({}, '/de');
    expect(res.body.pago.action).toBe(`${GATEWAY}/sis/realizarPago`);
    expect(res.body.pago.fields.Ds_SignatureVersion).toBe('HMAC_SHA256_V1');
    expect(res.body.pago.fields.Ds_Signature).toBe(signParameters(KEY, pago.pedido, res.body.pago.fields.Ds_MerchantParameters));
    expect(reserva.estado).toBe('pendiente_pago');
    expect(pago).toMatchObject({ estado: 'pendiente', importe: 30_000, devolucion_estado: null });
    expect(pago.pedido).toMatch(/^\d{4}[A-Z0-9]{8}$/);
    expect(fields).toMatchObject({
      DS_MERCHANT_AMOUNT: '30000',
      DS_MERCHANT_ORDER: pago.pedido,
      DS_MERCHANT_MERCHANTCODE: MERCHANT,
      DS_MERCHANT_CURRENCY: '978',
      DS_MERCHANT_TRANSACTIONTYPE: '0',
      DS_MERCHANT_CONSUMERLANGUAGE: '005',
    });
    expect(fields.DS_MERCHANT_MERCHANTURL).toMatch(/\/pagos\/redsys\/notificacion$/);
    expect(fields.DS_MERCHANT_URLOK).toMatch(new RegExp(`/de/mi-reserva/${reserva.token}/pago/ok$`));
    expect(fields.DS_MERCHANT_URLKO).toMatch(new RegExp(`/de/mi-reserva/${reserva.token}/pago/ko$`));
    expect((await state(reserva.id)).coche.estado_id).toBe(1);
    const [expiry] = await waitingJobs('payment-expiry');
    expect(expiry!.data).toEqual({ reservaId: reserva.id });
    expect(expiry!.startAfter.getTime() - reserva.created_at.getTime()).toBeGreaterThan(29 * 60_000);
    // No buyer mail until it is paid.
    expect(await waitingJobs('reservation-mail')).toHaveLength(0);
  });

  it('holds the car at once when the gateway says it is paid, mails the buyer, and takes the same notice twice as once', async () => {
    const { reserva, pago } = await awaitingPayment();
    const body = notice(pago.pedido);
    const res = await notify(body);
    expect(res.status).toBe(200);
    expect(res.headers['set-cookie']).toBeUndefined();
    const after = await state(reserva.id);
    expect(after.reserva.estado).toBe('confirmada');
    expect(after.reserva.hasta!.getTime() - Date.now()).toBeGreaterThan(71.9 * 3_600_000);
    expect(after.coche).toEqual({ estado_id: 2, reservado_hasta: after.reserva.hasta });
    expect(after.pagos[0]).toMatchObject({ estado: 'pagado', metodo: 'tarjeta', autorizacion: '271828', respuesta: '0000' });
    expect(await waitingJobs('reservation-expiry')).toEqual([{ data: { reservaId: reserva.id }, startAfter: after.reserva.hasta }]);

    expect((await notify(body)).status).toBe(200);
    expect(await state(reserva.id)).toEqual(after);

    expect(await runQueuedJobs('reservation-mail')).toBe(1);
    const mail = sent.find((item) => item.to === 'nayra@example.es')!;
    expect(mail.text).toContain('Hemos recibido la señal de 300 € de tu reserva');
    expect(mail.text).toContain(`/mi-reserva/${reserva.token}`);

    const page = await myReservation(reserva.token);
    expect(page.body.props).toMatchObject({ estado: 'confirmada', hasta: after.reserva.hasta!.toISOString(), pago: { importe: 30_000, metodo: 'tarjeta' }, devolucion: null, acciones: { pagar: null } });
  });

  it('refuses a bad signature, an unknown order, another amount or currency, and another merchant, changing nothing', async () => {
    const { reserva, pago } = await awaitingPayment();
    const before = await state(reserva.id);
    const hostile = [
      notice(pago.pedido, {}, 'Mk9m98IfEblmPfrpsawt7BmxObt98Jev'),
      { ...notice(pago.pedido), Ds_Signature: notice(pago.pedido, { Ds_Amount: '1' }).Ds_Signature },
      notice('9999ZZZZZZZZ'),
      notice(pago.pedido, { Ds_Amount: '100' }),
      notice(pago.pedido, { Ds_Currency: '840' }),
      notice(pago.pedido, { Ds_MerchantCode: '999008882' }),
      { Ds_MerchantParameters: 'not base64 json', Ds_Signature: 'x' },
    ];
    for (const body of hostile) {
      const res = await notify(body);
      expect(res.status).toBe(400);
      expect(res.text).toBe('KO');
    }
    expect(await state(reserva.id)).toEqual(before);
  });

  it('records a refused payment and lets the buyer try again from Mi reserva', async () => {
    const { reserva, pago } = await awaitingPayment();
    expect((await notify(notice(pago.pedido, { Ds_Response: '0190', Ds_AuthorisationCode: '' }))).status).toBe(200);
    expect((await state(reserva.id)).pagos[0]).toMatchObject({ estado: 'denegado', respuesta: '0190', pagado_at: null });
    const page = await myReservation(reserva.token);
    expect(page.body.props).toMatchObject({ estado: 'pago_denegado', acciones: { pagar: `/mi-reserva/${reserva.token}/pago` } });

    const { agent, token } = await sessionWithToken(app);
    const again = await agent.post(`/mi-reserva/${reserva.token}/pago`).set({ 'X-CSRF-TOKEN': token, Accept: 'application/json' });
    expect(again.status).toBe(201);
    const pagos = (await state(reserva.id)).pagos;
    expect(pagos).toHaveLength(2);
    expect(decodeParameters(again.body.pago.fields.Ds_MerchantParameters)!.DS_MERCHANT_ORDER).toBe(pagos[1]!.pedido);
    expect((await notify(notice(pagos[1]!.pedido))).status).toBe(200);
    expect((await state(reserva.id)).reserva.estado).toBe('confirmada');
  });

  it('counts a payment the gateway approves after refusing it, and one that arrives once payments are switched off', async () => {
    const { reserva, pago } = await awaitingPayment();
    await notify(notice(pago.pedido, { Ds_Response: '0190', Ds_AuthorisationCode: '' }));
    // The buyer tried again on the gateway's own page, with the same order.
    expect((await notify(notice(pago.pedido))).status).toBe(200);
    expect((await state(reserva.id)).reserva.estado).toBe('confirmada');

    const other = await awaitingPayment({ email: 'otra@example.es', coche: cars[1]!.id });
    await withPaymentsOff(async () => {
      expect((await myReservation(other.reserva.token)).body.props.acciones.pagar).toBeNull();
      expect((await notify(notice(other.pago.pedido))).status).toBe(200);
    });
    expect((await state(other.reserva.id)).reserva.estado).toBe('confirmada');
  });

  it('sends the buyer back from the gateway to Mi reserva, whatever the address says', async () => {
    const { reserva } = await awaitingPayment();
    const back = await request(app).get(`/en/mi-reserva/${reserva.token}/pago/ok?Ds_Response=0000&Ds_Signature=forged`);
    expect(back.status).toBe(303);
    expect(back.headers.location).toBe(`/en/mi-reserva/${reserva.token}`);
    expect((await myReservation(reserva.token)).body.props.estado).toBe('pago_pendiente');
    expect((await request(app).get(`/mi-reserva/${reserva.token}/pago/maybe`)).status).toBe(404);
  });

  it('frees an unpaid reservation after 30 minutes, and refunds a payment that arrives after that', async () => {
    const { reserva, pago } = await awaitingPayment();
    // Before its 30 minutes, the job leaves it waiting (and waits again).
    expect(await expireUnpaid(reserva.id)).toBe(false);
    expect((await state(reserva.id)).reserva.estado).toBe('pendiente_pago');
    await prisma.pago.update({ where: { id: pago.id }, data: { created_at: new Date(Date.now() - 31 * 60_000) } });
    await prisma.reserva.update({ where: { id: reserva.id }, data: { created_at: new Date(Date.now() - 31 * 60_000) } });
    expect(await expireUnpaid(reserva.id)).toBe(true);
    const expired = await state(reserva.id);
    expect(expired.reserva.estado).toBe('caducada');
    expect(expired.pagos[0]!.estado).toBe('caducado');
    expect((await myReservation(reserva.token)).body.props).toMatchObject({ estado: 'caducada', pago: null, acciones: { desistir: null, pagar: null } });

    expect((await notify(notice(pago.pedido))).status).toBe(200);
    const late = await state(reserva.id);
    expect(late.reserva.estado).toBe('caducada');
    expect(late.coche.estado_id).toBe(1);
    expect(late.pagos[0]).toMatchObject({ estado: 'pagado', devolucion_estado: 'pendiente', devolucion_motivo: 'tardio', devolucion_importe: 30_000 });
    expect(await runQueuedJobs('payment-refund')).toBe(1);
    expect(refunds).toEqual([{ order: pago.pedido, amount: '30000' }]);
    expect((await state(reserva.id)).pagos[0]).toMatchObject({ devolucion_estado: 'hecha', devolucion_respuesta: '0900' });
  });
});

describe('refunds without asking', () => {
  it('refunds on withdrawal in Mi reserva, once, and tells the buyer', async () => {
    const { reserva, pago } = await paid();
    const { agent, token } = await sessionWithToken(app);
    const res = await agent.post(`/mi-reserva/${reserva.token}/desistir`).set({ ...inertiaVisit, 'X-CSRF-TOKEN': token });
    expect(res.status).toBe(303);
    const withdrawn = await state(reserva.id);
    expect(withdrawn.reserva.estado).toBe('desistida');
    expect(withdrawn.coche.estado_id).toBe(1);
    expect(withdrawn.pagos[0]).toMatchObject({ devolucion_estado: 'pendiente', devolucion_motivo: 'desistida', devolucion_importe: 30_000 });
    expect((await myReservation(reserva.token)).body.props.devolucion).toMatchObject({ estado: 'pendiente', importe: 30_000 });

    expect(await runQueuedJobs('payment-refund')).toBe(1);
    expect(refunds).toEqual([{ order: pago.pedido, amount: '30000' }]);
    const page = await myReservation(reserva.token);
    expect(page.body.props).toMatchObject({ estado: 'desistida', devolucion: { estado: 'hecha', motivo: 'desistida', importe: 30_000 } });
    const mail = sent.find((item) => item.subject.startsWith('Te hemos devuelto la señal'))!;
    expect(mail.to).toBe('nayra@example.es');
    expect(mail.text).toContain('Te hemos devuelto la señal de 300 € de la reserva');

    // The job again, or withdrawing again, refunds nothing more.
    sent.length = 0;
    await agent.post(`/mi-reserva/${reserva.token}/desistir`).set({ ...inertiaVisit, 'X-CSRF-TOKEN': token });
    expect(await refundPayment(pago.id)).toBe(false);
    expect(refunds).toHaveLength(1);
    expect(sent).toHaveLength(0);
  });

  it('refunds when staff release the car, and when the hold ends without a sale; not when the car is sold', async () => {
    const released = await paid();
    await staff.agent
      .post(`/dashboard/solicitudes/${released.reserva.lead_id}/reserva`)
      .set({ ...inertiaVisit, 'X-XSRF-TOKEN': staff.token, Host: 'gtcars.test', Referer: `http://gtcars.test/dashboard/solicitudes/${released.reserva.lead_id}` })
      .send({ accion: 'liberar' });
    expect((await state(released.reserva.id)).pagos[0]).toMatchObject({ devolucion_estado: 'pendiente', devolucion_motivo: 'liberada' });

    const ended = await paid({ email: 'otra@example.es' });
    await prisma.reserva.update({ where: { id: ended.reserva.id }, data: { hasta: new Date(Date.now() - 1000) } });
    expect(await expireReservation(ended.reserva.id)).toBe(true);
    expect((await state(ended.reserva.id)).reserva.estado).toBe('caducada');
    expect((await state(ended.reserva.id)).pagos[0]).toMatchObject({ devolucion_estado: 'pendiente', devolucion_motivo: 'caducada' });

    expect(await runQueuedJobs('payment-refund')).toBe(2);
    expect(refunds.map((item) => item.order).sort()).toEqual([released.pago.pedido, ended.pago.pedido].sort());

    const sold = await paid({ email: 'tercera@example.es' });
    await prisma.$transaction((tx) => releaseHoldOnStockChange(tx, car().id, { estado_id: 3 }));
    expect((await state(sold.reserva.id)).reserva.estado).toBe('completada');
    expect((await state(sold.reserva.id)).pagos[0]!.devolucion_estado).toBeNull();
  });

  it('gives the car to one of two buyers paying at once, and refunds the other with similar cars', async () => {
    const first = await awaitingPayment();
    const second = await awaitingPayment({ email: 'otro@example.es', nombre: 'Iballa' });
    const answers = await Promise.all([notify(notice(first.pago.pedido)), notify(notice(second.pago.pedido))]);
    expect(answers.map((res) => res.status)).toEqual([200, 200]);
    const outcomes = [await state(first.reserva.id), await state(second.reserva.id)];
    expect(outcomes.map((outcome) => outcome.reserva.estado).sort()).toEqual(['confirmada', 'rechazada']);
    const loser = outcomes.find((outcome) => outcome.reserva.estado === 'rechazada')!;
    expect(loser.pagos[0]).toMatchObject({ estado: 'pagado', devolucion_estado: 'pendiente', devolucion_motivo: 'ocupado', devolucion_importe: 30_000 });
    expect(outcomes[0]!.coche.estado_id).toBe(2);
    expect(await prisma.reserva.count({ where: { coche_id: car().id, estado: 'confirmada' } })).toBe(1);

    expect(await runQueuedJobs('payment-refund')).toBe(1);
    const loserEmail = loser.reserva.id === first.reserva.id ? 'nayra@example.es' : 'otro@example.es';
    const mail = sent.find((item) => item.to === loserEmail && item.subject.startsWith('Te hemos devuelto'))!;
    expect(mail.text).toContain('Otra persona completó el pago de la reserva de este coche unos instantes antes que tú');
    expect(mail.text).toContain('Quizá te interesen estos coches parecidos:');
    expect(mail.text).toMatch(/\/vehiculo\/[\w-]+/);
    expect((await myReservation(loser.reserva.token)).body.props).toMatchObject({ estado: 'rechazada', devolucion: { motivo: 'ocupado', estado: 'hecha' } });
  });

  it('tells staff when the gateway refuses a refund, so they check it in Redsys and refund by transfer', async () => {
    const { reserva, pago } = await paid();
    const { agent, token } = await sessionWithToken(app);
    await agent.post(`/mi-reserva/${reserva.token}/desistir`).set({ ...inertiaVisit, 'X-CSRF-TOKEN': token });
    refusing.count = 1;
    expect(await runQueuedJobs('payment-refund')).toBe(1);
    expect((await state(reserva.id)).pagos[0]).toMatchObject({ devolucion_estado: 'rechazada', devolucion_respuesta: 'SIS0057' });
    const staffMail = sent.find((item) => item.to === 'ventas@gtcars.es' && item.subject === `Devolución de señal rechazada: pedido ${pago.pedido}`)!;
    expect(staffMail.text).toContain('Comprueba el pedido en el portal de Redsys');
    expect(staffMail.text).toContain(`/dashboard/solicitudes/${reserva.lead_id}`);
    expect(sent.filter((item) => item.subject.startsWith('Te hemos devuelto'))).toHaveLength(0);
    expect((await myReservation(reserva.token)).body.props.devolucion).toMatchObject({ estado: 'rechazada' });
    // Refused is final: the job again asks nothing more.
    expect(await refundPayment(pago.id)).toBe(false);
    expect(refunds).toHaveLength(1);
  });

  it('never asks to refund more than was paid', async () => {
    const { pago } = await paid();
    await expect(prisma.pago.update({ where: { id: pago.id }, data: { devolucion_estado: 'pendiente', devolucion_motivo: 'liberada', devolucion_importe: 30_001 } })).rejects.toThrow(/pagos_devolucion_check/);
  });
});

describe('staff', () => {
  it('see the payment in the Solicitud, and every payment in Pagos with filters and a guarded CSV', async () => {
    const { reserva, pago } = await paid({ nombre: '=HYPERLINK("http://x")' });
    const solicitud = await staff.agent.get(`/dashboard/solicitudes/${reserva.lead_id}`).set(inertiaVisit);
    expect(solicitud.body.props.solicitud.reserva.pagos).toEqual([
      expect.objectContaining({ pedido: pago.pedido, estado: 'pagado', importe: 30_000, metodo: 'tarjeta', autorizacion: '271828', respuesta: '0000', devolucion: null }),
    ]);

    const list = await staff.agent.get('/dashboard/pagos?estado=pagado&devolucion=sin').set(inertiaVisit);
    expect(list.body.component).toBe('Pagos');
    expect(list.body.props.filters).toEqual({ estado: 'pagado', devolucion: 'sin', desde: null, hasta: null });
    expect(list.body.props.totales).toEqual({ pagado: 30_000, devuelto: 0 });
    expect(list.body.props.pagos.data).toEqual([expect.objectContaining({ pedido: pago.pedido, solicitud: reserva.lead_id, comprador: '=HYPERLINK("http://x") Quintana Ojeda' })]);
    expect((await staff.agent.get('/dashboard/pagos?estado=denegado').set(inertiaVisit)).body.props.pagos.data).toEqual([]);
    expect((await staff.agent.get('/dashboard/pagos?estado=nada&desde=ayer&hasta=2026-02-30').set(inertiaVisit)).body.props.filters).toEqual({ estado: null, devolucion: null, desde: null, hasta: null });

    const csv = await staff.agent.get('/dashboard/pagos/exportar');
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    const [header, row] = csv.text.replace(/^\uFEFF/, '').split('\r\n');
    expect(header).toMatch(/^pedido,fecha,estado,importe_eur,/);
    expect(row).toContain(`${pago.pedido},`);
    expect(row).toContain(',300.00,Tarjeta,271828,');
    expect(row).toContain(`"'=HYPERLINK(""http://x"") Quintana Ojeda"`);

    const anonymous = await request(app).get('/dashboard/pagos').set('Accept', 'text/html');
    expect(anonymous.status).toBe(303);
    expect(anonymous.headers.location).toBe('/login');
  });
});
