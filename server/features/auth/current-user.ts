import type { Request } from 'express';
import type { AuthUser } from '../../contracts/pages.ts';
import { findSessionUser } from './auth.queries.ts';

declare module 'express-session' {
  interface SessionData {
    userId?: number;
  }
}

/** The signed-in staff member of this request, loaded once per request. */
export async function currentUser(req: Request): Promise<AuthUser | null> {
  const id = req.session?.userId;
  if (!id) return null;
  req.authUser ??= findSessionUser(id);
  return req.authUser;
}

declare module 'express-serve-static-core' {
  interface Request {
    authUser?: Promise<AuthUser | null>;
  }
}
