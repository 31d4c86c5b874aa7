import type { Request } from 'express';
import type { AuthUser } from '../contracts/pages.ts';
import type { Rol } from '../contracts/staff-roles.ts';
import { UnauthorizedError } from '../lib/errors.ts';
import { findUserById } from './session-user.queries.ts';

declare module 'express-session' {
  interface SessionData {
    userId?: number;
  }
}

type SessionUser = Awaited<ReturnType<typeof findUserById>>;

declare module 'express-serve-static-core' {
  interface Request {
    sessionUser?: Promise<SessionUser>;
  }
}

/** The session's user row, loaded once per request. */
function sessionUser(req: Request): Promise<SessionUser> {
  const id = req.session?.userId;
  if (!id) return Promise.resolve(null);
  req.sessionUser ??= findUserById(id);
  return req.sessionUser;
}

/** The signed-in staff member of this request, as pages see it. */
export async function currentUser(req: Request): Promise<AuthUser | null> {
  const user = await sessionUser(req);
  return user ? { id: user.id, name: user.name, email: user.email, rol: user.rol as Rol } : null;
}

/** The signed-in staff member, as pages see them (behind the route's staff guard there is one; otherwise 401). */
export async function signedInUser(req: Request): Promise<AuthUser> {
  const user = await currentUser(req);
  if (!user) throw new UnauthorizedError();
  return user;
}

/** The signed-in staff member's id (behind the route's staff guard there is one; otherwise 401). */
export async function signedInId(req: Request): Promise<number> {
  const user = await sessionUser(req);
  if (!user) throw new UnauthorizedError();
  return user.id;
}

/** The signed-in staff member's role, or null for an anonymous request. */
export async function currentRole(req: Request): Promise<Rol | null> {
  const user = await sessionUser(req);
  return user ? (user.rol as Rol) : null;
}

/** Whether this request is anonymous, signed in with an unverified email, or a verified staff member. */
export async function staffStatus(req: Request): Promise<'anonymous' | 'unverified' | 'verified'> {
  const user = await sessionUser(req);
  if (!user) return 'anonymous';
  return user.email_verified_at ? 'verified' : 'unverified';
}
