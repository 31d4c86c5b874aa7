import { route } from '../../contracts/routes.ts';
import { hmacSha256, safeEqual, sha256 } from '../../core/tokens.ts';

/**
 * The email-verification link: /verify-email/{id}/{hash}?expires={unix s}&signature={hmac}.
 * hash is the SHA-256 of the address (a link stops working if the address changes); the
 * signature is an HMAC-SHA256 of path and expiry with a key derived from the session secret
 * for this one use. Valid 60 minutes.
 */
export const VERIFICATION_TTL_MS = 60 * 60_000;

export const emailHash = (email: string) => sha256(email);

const signedPart = (path: string, expires: number) => `${path}?expires=${expires}`;

/** The signing key: the session secret is never used as it is for a second purpose. */
const signingKey = (secret: string) => hmacSha256(secret, 'gtcars:email-verification');

/** The signed path (append it to the public origin for the mail). */
export function verificationPath(user: { id: number; email: string }, secret: string, now = Date.now()): string {
  const expires = Math.floor((now + VERIFICATION_TTL_MS) / 1000);
  const path = route('verification.verify', { id: user.id, hash: emailHash(user.email) });
  return `${signedPart(path, expires)}&signature=${hmacSha256(signingKey(secret), signedPart(path, expires))}`;
}

/** Whether a visited link carries a valid, unexpired signature for its own id, hash and expiry. */
export function verificationSignatureValid(
  link: { id: string; hash: string; expires: unknown; signature: unknown },
  secret: string,
  now = Date.now(),
): boolean {
  if (typeof link.expires !== 'string' || !/^\d{1,12}$/.test(link.expires)) return false;
  if (typeof link.signature !== 'string' || !/^[0-9a-f]{64}$/.test(link.signature)) return false;
  if (!/^\d{1,10}$/.test(link.id) || !/^[0-9a-f]{64}$/.test(link.hash)) return false;
  const expires = Number(link.expires);
  const path = route('verification.verify', { id: link.id, hash: link.hash });
  return safeEqual(hmacSha256(signingKey(secret), signedPart(path, expires)), link.signature) && expires * 1000 > now;
}
