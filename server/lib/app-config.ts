import type { Request } from 'express';
import { env, type Env } from '../config/env.ts';

/**
 * The settings createApp() was given (tests give one app its own, e.g. REGISTRATION_OPEN),
 * read by handlers through the request; outside an app, the process environment.
 */
export function appEnv(req: Request): Env {
  return (req.app.locals.env as Env | undefined) ?? env();
}

/** Whether cookies this app sets are Secure (production behind a TLS proxy). */
export function secureCookies(req: Request): boolean {
  return req.app.locals.secureCookies === true;
}
