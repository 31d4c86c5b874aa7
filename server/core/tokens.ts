import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** A random URL-safe token of `bytes` random bytes. */
export const randomToken = (bytes = 32) => randomBytes(bytes).toString('base64url');

/** SHA-256 in hex: what the database keeps of a token. */
export const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

export const hmacSha256 = (secret: string, value: string) => createHmac('sha256', secret).update(value).digest('hex');

/** Constant-time string comparison. */
export function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
