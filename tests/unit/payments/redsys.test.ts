import { afterEach, describe, expect, it, vi } from 'vitest';
import { forgetEnv } from '../../../server/config/env.ts';
import { paymentProvider } from '../../../server/payments/index.ts';
import { redsysProvider } from '../../../server/payments/redsys.ts';
import { decodeParameters, encodeParameters, signatureMatches, signParameters } from '../../../server/payments/redsys-signature.ts';

/** Redsys's public test key, and the merchant of its worked notification. */
const KEY = 'sq7HjrUOBfKmC576ILgskD5srU870gJ7';
const settings = { merchantCode: '355868100', terminal: '1', secretKey: KEY, baseUrl: 'https://sis-t.redsys.es:25443' };
const redsys = redsysProvider(settings);

/** Redsys's worked notification: 159.00 € approved by card for order MN000049. */
const WORKED = {
  Ds_SignatureVersion: 'HMAC_SHA256_V1',
  Ds_MerchantParameters:
    'eyJEc19EYXRlIjoiMzAlMkYwOCUyRjIwMjIiLCJEc19Ib3VyIjoiMTIlM0ExOCIsIkRzX1NlY3VyZVBheW1lbnQiOiIxIiwiRHNfQ2FyZF9Db3VudHJ5IjoiNzI0IiwiRHNfQW1vdW50IjoiMTU5MDAiLCJEc19DdXJyZW5jeSI6Ijk3OCIsIkRzX09yZGVyIjoiTU4wMDAwNDkiLCJEc19NZXJjaGFudENvZGUiOiIzNTU4NjgxMDAiLCJEc19UZXJtaW5hbCI6IjAwMSIsIkRzX1Jlc3BvbnNlIjoiMDAwMCIsIkRzX01lcmNoYW50RGF0YSI6IiIsIkRzX1RyYW5zYWN0aW9uVHlwZSI6IjAiLCJEc19Db25zdW1lckxhbmd1YWdlIjoiMSIsIkRzX0F1dGhvcmlzYXRpb25Db2RlIjoiMDAyNDEzIiwiRHNfQ2FyZF9CcmFuZCI6IjEiLCJEc19Qcm9jZXNzZWRQYXlNZXRob2QiOiI1IiwiRHNfQ29udHJvbF8xNjYxODU0NjgzOTg4IjoiMTY2MTg1NDY4Mzk4OCJ9',
  Ds_Signature: 'O9aFvML5qK8VBQhV4GK8kFHvmAQaSnX1hfckr7abzIs=',
};

/** A message signed as Redsys signs its own (URL-safe Base64). */
function fromRedsys(fields: Record<string, string>) {
  const parameters = encodeParameters(fields);
  const signature = signParameters(KEY, fields.Ds_Order!, parameters).replace(/\+/g, '-').replace(/\//g, '_');
  return { Ds_SignatureVersion: 'HMAC_SHA256_V1', Ds_MerchantParameters: parameters, Ds_Signature: signature };
}

const notice = (change: Record<string, string> = {}) =>
  fromRedsys({ Ds_Order: '0042A7K9', Ds_Amount: '30000', Ds_Currency: '978', Ds_Response: '0000', Ds_MerchantCode: '355868100', Ds_Terminal: '001', Ds_AuthorisationCode: '123456', Ds_ProcessedPayMethod: '68', ...change });

afterEach(() => vi.unstubAllGlobals());

describe('the Redsys gateway', () => {
  it('sends the buyer with a signed order in euros, in the page’s language, with the site’s return addresses', () => {
    const redirect = redsys.redirect({ order: '0042A7K9', amountCents: 30000, description: 'Señal: BMW X5', locale: 'de', notificationUrl: 'https://gtcars.es/pagos/redsys/notificacion', okUrl: 'https://gtcars.es/ok', koUrl: 'https://gtcars.es/ko' });
    expect(redirect.action).toBe('https://sis-t.redsys.es:25443/sis/realizarPago');
    expect(redirect.fields.Ds_SignatureVersion).toBe('HMAC_SHA256_V1');
    expect(decodeParameters(redirect.fields.Ds_MerchantParameters!)).toEqual({
      DS_MERCHANT_AMOUNT: '30000',
      DS_MERCHANT_ORDER: '0042A7K9',
      DS_MERCHANT_MERCHANTCODE: '355868100',
      DS_MERCHANT_TERMINAL: '1',
      DS_MERCHANT_CURRENCY: '978',
      DS_MERCHANT_TRANSACTIONTYPE: '0',
      DS_MERCHANT_PRODUCTDESCRIPTION: 'Señal: BMW X5',
      DS_MERCHANT_CONSUMERLANGUAGE: '005',
      DS_MERCHANT_MERCHANTURL: 'https://gtcars.es/pagos/redsys/notificacion',
      DS_MERCHANT_URLOK: 'https://gtcars.es/ok',
      DS_MERCHANT_URLKO: 'https://gtcars.es/ko',
    });
    expect(signatureMatches(redirect.fields.Ds_Signature!, signParameters(KEY, '0042A7K9', redirect.fields.Ds_MerchantParameters!))).toBe(true);
  });

  it('reads Redsys’s worked notification: approved, by card, with its authorisation', () => {
    expect(redsys.readNotice(WORKED)).toEqual({ order: 'MN000049', amountCents: 15900, currency: '978', approved: true, response: '0000', authorisation: '002413', method: 'card' });
  });

  it('reads a Bizum payment and a denied one', () => {
    expect(redsys.readNotice(notice())).toMatchObject({ approved: true, method: 'bizum', authorisation: '123456', amountCents: 30000 });
    expect(redsys.readNotice(notice({ Ds_Response: '0190' }))).toMatchObject({ approved: false, response: '0190', authorisation: null });
  });

  it('refuses a notification with a wrong signature, for another terminal, tampered with or incomplete', () => {
    expect(redsys.readNotice({ ...WORKED, Ds_Signature: WORKED.Ds_Signature.replace('O9', 'P9') })).toBeNull();
    const tampered = encodeParameters({ ...decodeParameters(WORKED.Ds_MerchantParameters)!, Ds_Amount: '1' });
    expect(redsys.readNotice({ ...WORKED, Ds_MerchantParameters: tampered })).toBeNull();
    expect(redsys.readNotice(notice({ Ds_Terminal: '2' }))).toBeNull();
    expect(redsys.readNotice(notice({ Ds_MerchantCode: '999008881' }))).toBeNull();
    expect(redsys.readNotice(notice({ Ds_Amount: '-5' }))).toBeNull();
    const { Ds_Currency: _currency, ...withoutCurrency } = decodeParameters(notice().Ds_MerchantParameters)!;
    expect(redsys.readNotice(fromRedsys(withoutCurrency))).toBeNull();
    expect(redsys.readNotice({})).toBeNull();
    expect(redsys.readNotice({ Ds_MerchantParameters: 42, Ds_Signature: [] })).toBeNull();
  });

  it('refunds through the REST service, and says when Redsys refuses', async () => {
    const sent: { url: string; body: Record<string, string> }[] = [];
    const answer = (body: object) =>
      vi.fn(async (url: string, init: RequestInit) => {
        sent.push({ url, body: JSON.parse(String(init.body)) as Record<string, string> });
        return new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });
      });
    vi.stubGlobal('fetch', answer(fromRedsys({ Ds_Order: '0042A7K9', Ds_Amount: '30000', Ds_Currency: '978', Ds_Response: '0900', Ds_MerchantCode: '355868100', Ds_Terminal: '1' })));
    expect(await redsys.refund('0042A7K9', 30000)).toEqual({ refunded: true, response: '0900' });
    expect(sent[0]!.url).toBe('https://sis-t.redsys.es:25443/sis/rest/trataPeticionREST');
    expect(decodeParameters(sent[0]!.body.Ds_MerchantParameters!)).toMatchObject({ DS_MERCHANT_ORDER: '0042A7K9', DS_MERCHANT_AMOUNT: '30000', DS_MERCHANT_TRANSACTIONTYPE: '3' });

    vi.stubGlobal('fetch', answer({ errorCode: 'SIS0057' }));
    expect(await redsys.refund('0042A7K9', 30000)).toEqual({ refunded: false, response: 'SIS0057' });

    vi.stubGlobal('fetch', answer(fromRedsys({ Ds_Order: '9999ZZZZ', Ds_Response: '0900', Ds_MerchantCode: '355868100', Ds_Terminal: '1' })));
    await expect(redsys.refund('0042A7K9', 30000)).rejects.toThrow(/sin firma válida/);
  });
});

describe('the gateway the environment names', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    forgetEnv();
  });

  it('is none by default, Redsys when asked: the local one outside production, its test address in production, or the one given', () => {
    vi.stubEnv('PAYMENTS_PROVIDER', '');
    forgetEnv();
    expect(paymentProvider()).toBeNull();

    vi.stubEnv('PAYMENTS_PROVIDER', 'redsys');
    vi.stubEnv('REDSYS_MERCHANT_CODE', '999008881');
    vi.stubEnv('REDSYS_TERMINAL', '1');
    vi.stubEnv('REDSYS_SECRET_KEY', KEY);
    vi.stubEnv('APP_URL', 'https://gtcars.test');
    forgetEnv();
    const order = { order: '0001ABCD', amountCents: 100, description: 'Señal', locale: 'es' as const, notificationUrl: 'http://x/n', okUrl: 'http://x/ok', koUrl: 'http://x/ko' };
    expect(paymentProvider()!.redirect(order).action).toBe('https://gtcars.test/sis/realizarPago');
    vi.stubEnv('NODE_ENV', 'production');
    vi.stubEnv('REDSYS_ENV', 'test');
    vi.stubEnv('SESSION_SECRET', 'a-production-session-secret-of-40-chars!');
    forgetEnv();
    expect(paymentProvider()!.redirect(order).action).toBe('https://sis-t.redsys.es:25443/sis/realizarPago');
    vi.stubEnv('REDSYS_URL', 'http://127.0.0.1:3999/');
    forgetEnv();
    expect(paymentProvider()!.redirect(order).action).toBe('http://127.0.0.1:3999/sis/realizarPago');
  });
});
