import connectPgSimple from 'connect-pg-simple';
import session from 'express-session';
import type { RequestHandler } from 'express';
import type pg from 'pg';
import { SESSION_COOKIE, SESSION_COOKIE_ATTRIBUTES, sessionEntries } from '../../lib/session-cookie.ts';

const TWO_HOURS = 2 * 60 * 60 * 1000;
/** A session with less than this left is renewed for another TWO_HOURS by the request that sees it. */
const RENEW_BELOW = TWO_HOURS / 2;

declare module 'express-session' {
  interface SessionData {
    /** When the session was last renewed: changing it is what makes express-session store it. */
    renewedAt?: number;
  }
}

/**
 * Sessions stored in PostgreSQL (table "session", created by the migrations), so several app
 * instances can share one database. The cookie is HttpOnly and SameSite=Lax, Secure under an https APP_URL.
 *
 * A session exists only once something is put in it (a sign-in, a form's errors, a toast): a
 * visitor's pages store nothing. It lasts two hours from its last renewal, and requests do not
 * write to extend it (no rolling cookie, no touch); renewSession extends it at most once an hour.
 */
export function sessions(options: { pool: pg.Pool; secret: string; secureCookie: boolean; onStoreError: (message: string) => void }) {
  const PgStore = connectPgSimple(session);
  return session({
    name: SESSION_COOKIE,
    secret: options.secret,
    store: new PgStore({
      pool: options.pool,
      tableName: 'session',
      createTableIfMissing: false,
      // Expired rows are pruned by the hourly housekeeping job (server/jobs/housekeeping.ts).
      pruneSessionInterval: false,
      disableTouch: true,
      errorLog: (...args: unknown[]) => options.onStoreError(args.map(String).join(' ')),
    }),
    resave: false,
    saveUninitialized: false,
    rolling: false,
    cookie: { ...SESSION_COOKIE_ATTRIBUTES, secure: options.secureCookie, maxAge: TWO_HOURS },
    // A Secure cookie is only sent over https; the TLS-terminating proxy says so in
    // X-Forwarded-Proto, which express-session then trusts for this decision alone.
    proxy: options.secureCookie ? true : undefined,
  });
}

/**
 * A stored session with under an hour left is renewed for two hours: the new expiry goes to the
 * store and the cookie together. Between renewals a request only reads its session.
 */
export const renewSession: RequestHandler = (req, _res, next) => {
  const left = req.session?.cookie.maxAge;
  if (left !== undefined && left !== null && left < RENEW_BELOW) {
    req.session.touch();
    req.session.renewedAt = Date.now();
  }
  next();
};

/**
 * Saves the session before any redirect leaves. express-session saves it while the response's
 * last byte is held back, but a browser follows a redirect as soon as its headers arrive, so the
 * next page could be read from the session before a flash toast, the form's errors or a new
 * sign-in were stored in it — and show none of them.
 */
export const saveSessionBeforeRedirect: RequestHandler = (req, res, next) => {
  const redirect = res.redirect.bind(res) as (...args: unknown[]) => void;
  res.redirect = ((...args: unknown[]) => {
    // An empty session (a visitor's) is not worth a row.
    if (sessionEntries(req).length === 0) return redirect(...args);
    req.session.save((error: unknown) => (error ? next(error) : redirect(...args)));
  }) as typeof res.redirect;
  next();
};
