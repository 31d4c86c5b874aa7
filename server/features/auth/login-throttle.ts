import { ipKeyGenerator } from 'express-rate-limit';
import { clearRateLimit, hitRateLimit, unhitRateLimit } from '../../http/middleware/rate-limit.queries.ts';
import { sha256 } from './tokens.ts';

/**
 * Login throttling (issue 5): 5 failed attempts per email and IP per minute; the 6th gets 429.
 * Beside it, 30 failed attempts per IP in 10 minutes across every email (password spraying).
 * Counted in the shared rate_limits table, so every instance sees the same attempts. Each
 * attempt counts as it arrives (atomically, so parallel guesses cannot slip past); a success
 * clears the account's counter and gives its hit back to the IP's.
 */
export const LOGIN_MAX_FAILURES = 5;
export const LOGIN_WINDOW_MS = 60_000;
export const LOGIN_IP_MAX_FAILURES = 30;
export const LOGIN_IP_WINDOW_MS = 10 * 60_000;

/** The counter's key: the email and the client IP (IPv6 by /56), hashed to fit the column. */
const key = (email: string, ip: string | undefined) => `login:${sha256(`${email}|${ipKeyGenerator(ip ?? 'unknown')}`)}`;

const ipKey = (ip: string | undefined) => `login-ip:${ipKeyGenerator(ip ?? 'unknown')}`;

/** Counts an attempt; false when it is over either limit and must not be tried. */
export async function loginAttemptAllowed(email: string, ip: string | undefined): Promise<boolean> {
  const [account, client] = await Promise.all([hitRateLimit(key(email, ip), LOGIN_WINDOW_MS), hitRateLimit(ipKey(ip), LOGIN_IP_WINDOW_MS)]);
  return account.hits <= LOGIN_MAX_FAILURES && client.hits <= LOGIN_IP_MAX_FAILURES;
}

/** After a successful login: only failures stay counted. */
export async function clearLoginAttempts(email: string, ip: string | undefined): Promise<void> {
  await Promise.all([clearRateLimit(key(email, ip)), unhitRateLimit(ipKey(ip))]);
}
