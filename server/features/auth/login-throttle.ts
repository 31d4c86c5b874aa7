import { ipKeyGenerator } from 'express-rate-limit';
import { clearRateLimit, hitRateLimit, unhitRateLimit } from '../../lib/rate-limit.queries.ts';
import { sha256 } from '../../core/tokens.ts';

/**
 * Login throttling (issue 5): 5 failed attempts per email and IP per minute; the 6th gets 429.
 * Beside it, 30 failed attempts per IP in 10 minutes across every email (password spraying),
 * and per account across every IP a wait that grows with the failures (LOGIN_ACCOUNT_LIMITS),
 * so guesses spread over many addresses still meet a limit. Counted in the shared rate_limits
 * table, so every instance sees the same attempts. Each attempt counts as it arrives
 * (atomically, so parallel guesses cannot slip past); an attempt the account's limit refuses is
 * given back, so only tried passwords count; a success clears the email-and-IP counter and
 * gives its hit back to the IP's and the account's.
 */
export const LOGIN_MAX_FAILURES = 5;
export const LOGIN_WINDOW_MS = 60_000;
export const LOGIN_IP_MAX_FAILURES = 30;
export const LOGIN_IP_WINDOW_MS = 10 * 60_000;
/** Failures one account may take from every IP together: past each limit, wait for its window. */
export const LOGIN_ACCOUNT_LIMITS = [
  { limit: 10, windowMs: 15 * 60_000 },
  { limit: 20, windowMs: 60 * 60_000 },
  { limit: 50, windowMs: 24 * 60 * 60_000 },
] as const;

export type LoginAttempt = 'allowed' | 'throttled' | 'account-throttled';

/** The counter's key: the email and the client IP (IPv6 by /56), hashed to fit the column. */
const key = (email: string, ip: string | undefined) => `login:${sha256(`${email}|${ipKeyGenerator(ip ?? 'unknown')}`)}`;

const ipKey = (ip: string | undefined) => `login-ip:${ipKeyGenerator(ip ?? 'unknown')}`;

/** One counter per account limit, keyed by the window and the (lower-cased) email's hash. */
const accountKeys = (email: string) => LOGIN_ACCOUNT_LIMITS.map(({ windowMs }) => `login-account:${windowMs}:${sha256(email.toLowerCase())}`);

/** Counts an attempt and says whether it may be tried, or which limit refuses it. */
export async function loginAttempt(email: string, ip: string | undefined): Promise<LoginAttempt> {
  const accounts = accountKeys(email);
  const [pair, client, ...account] = await Promise.all([
    hitRateLimit(key(email, ip), LOGIN_WINDOW_MS),
    hitRateLimit(ipKey(ip), LOGIN_IP_WINDOW_MS),
    ...LOGIN_ACCOUNT_LIMITS.map(({ windowMs }, i) => hitRateLimit(accounts[i]!, windowMs)),
  ]);
  if (account.some((counter, i) => counter.hits > LOGIN_ACCOUNT_LIMITS[i]!.limit)) {
    await Promise.all(accounts.map(unhitRateLimit));
    return 'account-throttled';
  }
  return pair!.hits <= LOGIN_MAX_FAILURES && client!.hits <= LOGIN_IP_MAX_FAILURES ? 'allowed' : 'throttled';
}

/** After a successful login: only failures stay counted. */
export async function clearLoginAttempts(email: string, ip: string | undefined): Promise<void> {
  await Promise.all([clearRateLimit(key(email, ip)), unhitRateLimit(ipKey(ip)), ...accountKeys(email).map(unhitRateLimit)]);
}
