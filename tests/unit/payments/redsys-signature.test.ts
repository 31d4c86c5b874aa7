import { describe, expect, it } from 'vitest';
import { decodeParameters, encodeParameters, orderKey, signatureMatches, signParameters } from '../../../server/payments/redsys-signature.ts';

/**
 * HMAC_SHA256_V1 against the worked examples Redsys publishes with its integration kit: a
 * payment request for order '1' (its order key and signature), and a notification of an approved
 * payment of 159.00 € signed with the public test terminal's key.
 */
const REQUEST = {
  key: 'Mk9m98IfEblmPfrpsawt7BmxObt98Jev',
  order: '1',
  parameters:
    'eyJEU19NRVJDSEFOVF9BTU9VTlQiOiIxNDUiLCJEU19NRVJDSEFOVF9PUkRFUiI6IjEiLCJEU19NRVJDSEFOVF9NRVJDSEFOVENPREUiOiI5OTkwMDg4ODEiLCJEU19NRVJDSEFOVF9DVVJSRU5DWSI6Ijk3OCIsIkRTX01FUkNIQU5UX1RSQU5TQUNUSU9OVFlQRSI6IjAiLCJEU19NRVJDSEFOVF9URVJNSU5BTCI6Ijg3MSIsIkRTX01FUkNIQU5UX01FUkNIQU5UVVJMIjoiIiwiRFNfTUVSQ0hBTlRfVVJMT0siOiIiLCJEU19NRVJDSEFOVF9VUkxLTyI6IiJ9',
  orderKey: 'Lr6bLJYWKrk=',
  signature: '3TEI5WyvHf1D/whByt1ENgFH/HPIP9UFuB6LkCYgj+E=',
};

const NOTIFICATION = {
  key: 'sq7HjrUOBfKmC576ILgskD5srU870gJ7',
  parameters:
    'eyJEc19EYXRlIjoiMzAlMkYwOCUyRjIwMjIiLCJEc19Ib3VyIjoiMTIlM0ExOCIsIkRzX1NlY3VyZVBheW1lbnQiOiIxIiwiRHNfQ2FyZF9Db3VudHJ5IjoiNzI0IiwiRHNfQW1vdW50IjoiMTU5MDAiLCJEc19DdXJyZW5jeSI6Ijk3OCIsIkRzX09yZGVyIjoiTU4wMDAwNDkiLCJEc19NZXJjaGFudENvZGUiOiIzNTU4NjgxMDAiLCJEc19UZXJtaW5hbCI6IjAwMSIsIkRzX1Jlc3BvbnNlIjoiMDAwMCIsIkRzX01lcmNoYW50RGF0YSI6IiIsIkRzX1RyYW5zYWN0aW9uVHlwZSI6IjAiLCJEc19Db25zdW1lckxhbmd1YWdlIjoiMSIsIkRzX0F1dGhvcmlzYXRpb25Db2RlIjoiMDAyNDEzIiwiRHNfQ2FyZF9CcmFuZCI6IjEiLCJEc19Qcm9jZXNzZWRQYXlNZXRob2QiOiI1IiwiRHNfQ29udHJvbF8xNjYxODU0NjgzOTg4IjoiMTY2MTg1NDY4Mzk4OCJ9',
  signature: 'O9aFvML5qK8VBQhV4GK8kFHvmAQaSnX1hfckr7abzIs=',
};

describe('the Redsys signature (HMAC_SHA256_V1)', () => {
  it('gives the worked example’s order key and signature for a payment request', () => {
    expect(orderKey(REQUEST.key, REQUEST.order).toString('base64')).toBe(REQUEST.orderKey);
    expect(signParameters(REQUEST.key, REQUEST.order, REQUEST.parameters)).toBe(REQUEST.signature);
    expect(decodeParameters(REQUEST.parameters)).toMatchObject({ DS_MERCHANT_AMOUNT: '145', DS_MERCHANT_ORDER: '1', DS_MERCHANT_CURRENCY: '978' });
  });

  it('checks the worked example’s notification, keyed by the order it names', () => {
    const fields = decodeParameters(NOTIFICATION.parameters)!;
    expect(fields).toMatchObject({ Ds_Order: 'MN000049', Ds_Amount: '15900', Ds_Currency: '978', Ds_Response: '0000', Ds_AuthorisationCode: '002413' });
    const expected = signParameters(NOTIFICATION.key, fields.Ds_Order!, NOTIFICATION.parameters);
    expect(signatureMatches(NOTIFICATION.signature, expected)).toBe(true);
  });

  it('takes a signature in URL-safe Base64, and refuses any other', () => {
    const expected = signParameters(REQUEST.key, REQUEST.order, REQUEST.parameters);
    const urlSafe = REQUEST.signature.replace(/\+/g, '-').replace(/\//g, '_');
    expect(urlSafe).not.toBe(REQUEST.signature);
    expect(signatureMatches(urlSafe, expected)).toBe(true);
    expect(signatureMatches(signParameters(REQUEST.key, '2', REQUEST.parameters), expected)).toBe(false);
    expect(signatureMatches(signParameters(NOTIFICATION.key, REQUEST.order, REQUEST.parameters), expected)).toBe(false);
    expect(signatureMatches('', expected)).toBe(false);
  });

  it('writes parameters Redsys reads back, and refuses parameters that are not an object of texts', () => {
    const fields = { DS_MERCHANT_ORDER: '000123ab', DS_MERCHANT_AMOUNT: '30000' };
    expect(decodeParameters(encodeParameters(fields))).toEqual(fields);
    for (const bad of ['', 'bm90IGpzb24=', Buffer.from('[1,2]').toString('base64'), Buffer.from('{"a":1}').toString('base64')]) expect(decodeParameters(bad)).toBeNull();
  });
});
