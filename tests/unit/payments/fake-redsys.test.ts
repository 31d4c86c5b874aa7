import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import express from 'express';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fakeRedsysRouter } from '../../../server/payments/fake-redsys.ts';
import type { PaymentProvider, PaymentRedirect } from '../../../server/payments/index.ts';
import { redsysProvider } from '../../../server/payments/redsys.ts';

/** The local gateway and a site's notification address on one loopback server; the adapter pointed at it. */
const KEY = 'sq7HjrUOBfKmC576ILgskD5srU870gJ7';
const notices: Record<string, string>[] = [];
let server: Server;
let base: string;
let redsys: PaymentProvider;

beforeAll(async () => {
  const app = express();
  app.use(fakeRedsysRouter(KEY));
  app.post('/pagos/redsys/notificacion', express.urlencoded({ extended: false }), (req, res) => {
    notices.push(req.body as Record<string, string>);
    res.send('ok');
  });
  server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  redsys = redsysProvider({ merchantCode: '999008881', terminal: '1', secretKey: KEY, baseUrl: base });
});

afterAll(() => new Promise((resolve) => server.close(resolve)));

beforeEach(() => {
  notices.length = 0;
});

const payment = (order: string): PaymentRedirect =>
  redsys.redirect({ order, amountCents: 30000, description: 'Señal de la reserva: BMW X5', locale: 'es', notificationUrl: `${base}/pagos/redsys/notificacion`, okUrl: `${base}/ok`, koUrl: `${base}/ko` });

/** The buyer's browser: posts the site's form to the gateway, then presses a button of its page. */
async function pay(redirect: PaymentRedirect, resultado: string, twice = false) {
  const page = await fetch(redirect.action, { method: 'POST', body: new URLSearchParams(redirect.fields) });
  expect(page.status).toBe(200);
  expect(await page.text()).toContain('300,00');
  return fetch(`${base}/sis/resultado`, { method: 'POST', body: new URLSearchParams({ ...redirect.fields, resultado, ...(twice && { dos_veces: '1' }) }), redirect: 'manual' });
}

describe('the local Redsys', () => {
  it('approves by Bizum, notifies twice when asked, and sends the buyer back to the OK page', async () => {
    const back = await pay(payment('0001BIZM'), 'bizum', true);
    expect(back.status).toBe(303);
    expect(back.headers.get('location')).toBe(`${base}/ok`);
    expect(notices).toHaveLength(2);
    for (const notice of notices) expect(redsys.readNotice(notice)).toMatchObject({ order: '0001BIZM', amountCents: 30000, approved: true, method: 'bizum' });
  });

  it('denies by card, or says nothing, and sends the buyer to the KO page', async () => {
    const denied = await pay(payment('0002DENY'), 'denied');
    expect(denied.headers.get('location')).toBe(`${base}/ko`);
    expect(redsys.readNotice(notices[0]!)).toMatchObject({ order: '0002DENY', approved: false, response: '0190' });
    notices.length = 0;
    const silent = await pay(payment('0003SLNT'), 'silent');
    expect(silent.headers.get('location')).toBe(`${base}/ko`);
    expect(notices).toEqual([]);
  });

  it('refuses a payment whose signature is not the terminal’s', async () => {
    const redirect = payment('0004BADS');
    const forged = await fetch(redirect.action, { method: 'POST', body: new URLSearchParams({ ...redirect.fields, Ds_Signature: 'AAAA' }) });
    expect(forged.status).toBe(400);
    const result = await fetch(`${base}/sis/resultado`, { method: 'POST', body: new URLSearchParams({ ...redirect.fields, Ds_Signature: 'AAAA', resultado: 'card' }) });
    expect(result.status).toBe(400);
    expect(notices).toEqual([]);
  });

  it('carries out a refund through its REST service', async () => {
    expect(await redsys.refund('0001BIZM', 30000)).toEqual({ refunded: true, response: '0900' });
  });
});
