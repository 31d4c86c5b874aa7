import { createCipheriv, createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Redsys's HMAC_SHA256_V1 signature. Each order has a key of its own: the order number encrypted
 * with the terminal's secret key (3DES in CBC mode, a zero IV, zero padding to 8 bytes). The
 * signature is the HMAC-SHA256, under that key, of the merchant parameters as sent: the Base64
 * text of their JSON. Redsys signs its notifications the same way, in URL-safe Base64.
 */

/** The key of one order. */
export function orderKey(secretKey: string, order: string): Buffer {
  const cipher = createCipheriv('des-ede3-cbc', Buffer.from(secretKey, 'base64'), Buffer.alloc(8));
  cipher.setAutoPadding(false);
  const text = Buffer.from(order, 'utf8');
  const padded = Buffer.concat([text, Buffer.alloc((8 - (text.length % 8)) % 8)]);
  return Buffer.concat([cipher.update(padded), cipher.final()]);
}

/** The signature of merchant parameters (their Base64 text) for an order, in Base64. */
export function signParameters(secretKey: string, order: string, parameters: string): string {
  return createHmac('sha256', orderKey(secretKey, order)).update(parameters, 'utf8').digest('base64');
}

/** Standard Base64 from either alphabet, padded: Redsys writes notifications' signatures URL-safe. */
const standardBase64 = (text: string) => Buffer.from(text.replace(/-/g, '+').replace(/_/g, '/'), 'base64').toString('base64');

/** Whether a received signature is the expected one, compared in constant time. */
export function signatureMatches(received: string, expected: string): boolean {
  const a = Buffer.from(standardBase64(received));
  const b = Buffer.from(standardBase64(expected));
  return a.length === b.length && timingSafeEqual(a, b);
}

/** Merchant parameters as Redsys takes them: the JSON of their fields, in Base64. */
export function encodeParameters(fields: Readonly<Record<string, string>>): string {
  return Buffer.from(JSON.stringify(fields), 'utf8').toString('base64');
}

/** Received merchant parameters (either Base64 alphabet) as their fields; null when they are not a JSON object of texts. */
export function decodeParameters(parameters: string): Record<string, string> | null {
  try {
    const fields: unknown = JSON.parse(Buffer.from(standardBase64(parameters), 'base64').toString('utf8'));
    if (typeof fields !== 'object' || fields === null || Array.isArray(fields)) return null;
    const entries = Object.entries(fields);
    return entries.every(([, value]) => typeof value === 'string') ? (Object.fromEntries(entries) as Record<string, string>) : null;
  } catch {
    return null;
  }
}
