import { ipKeyGenerator } from 'express-rate-limit';
import { clearRateLimit, hitRateLimit } from '../../http/middleware/rate-limit.queries.ts';
import { sha256 } from './tokens.ts';

/**
 * Login throttling (issue 5): 5 failed attempts per email and IP per minute; the 6th gets 429.
 * Counted in the shared rate_limits table, so every instance sees the same attempts. Each
 * attempt counts as it arrives (atomically, so parallel guesses cannot slip past); a success
 * clears the counter.
 */
export const LOGIN_MAX_FAILURES = 5;
export const LOGIN_WINDOW_MS = 60_000;

/** The counter's key: the email and the client IP (IPv6 by /56), hashed to fit the column. */
const key = (email: string, ip: string | undefined) => `login:${sha256(`${email}|${ipKeyGenerator(ip ?? 'unknown')}`)}`;

/** Counts an attempt; false when it is over the limit and must not be tried. */
export async function loginAttemptAllowed(email: string, ip: string | undefined): Promise<boolean> {
  const { hits } = await hitRateLimit(key(email, ip), LOGIN_WINDOW_MS);
  return hits <= LOGIN_MAX_FAILURES;
}

export function clearLoginAttempts(email: string, ip: string | undefined): Promise<void> {
  return clearRateLimit(key(email, ip));
}
