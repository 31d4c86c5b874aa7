import connectPgSimple from 'connect-pg-simple';
import session from 'express-session';
import type { RequestHandler } from 'express';
import type pg from 'pg';

export const SESSION_COOKIE = 'gtcars_session';
const TWO_HOURS = 2 * 60 * 60 * 1000;

/**
 * Sessions stored in PostgreSQL (table "session", created by the migrations), so several app
 * instances can share one database. The cookie is HttpOnly and SameSite=Lax, Secure under an https APP_URL.
 */
export function sessions(options: { pool: pg.Pool; secret: string; secureCookie: boolean; onStoreError: (message: string) => void }) {
  const PgStore = connectPgSimple(session);
  return session({
    name: SESSION_COOKIE,
    secret: options.secret,
    store: new PgStore({ pool: options.pool, tableName: 'session', createTableIfMissing: false, pruneSessionInterval: 15 * 60, errorLog: (...args: unknown[]) => options.onStoreError(args.map(String).join(' ')) }),
    resave: false,
    saveUninitialized: false,
    rolling: true,
    cookie: { httpOnly: true, sameSite: 'lax', secure: options.secureCookie, maxAge: TWO_HOURS },
    // A Secure cookie is only sent over https; the TLS-terminating proxy says so in
    // X-Forwarded-Proto, which express-session then trusts for this decision alone.
    proxy: options.secureCookie ? true : undefined,
  });
}

/**
 * Saves the session before any redirect leaves. express-session saves it while the response's
 * last byte is held back, but a browser follows a redirect as soon as its headers arrive, so the
 * next page could be read from the session before a flash toast, the form's errors or a new
 * sign-in were stored in it — and show none of them.
 */
export const saveSessionBeforeRedirect: RequestHandler = (req, res, next) => {
  const redirect = res.redirect.bind(res) as (...args: unknown[]) => void;
  res.redirect = ((...args: unknown[]) => {
    if (!req.session) return redirect(...args);
    req.session.save((error: unknown) => (error ? next(error) : redirect(...args)));
  }) as typeof res.redirect;
  next();
};
