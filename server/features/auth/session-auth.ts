import type { Request } from 'express';

/** Replaces the session with a new one (new id, nothing carried over): no session fixation. */
function regenerate(req: Request): Promise<void> {
  return new Promise((resolve, reject) => req.session.regenerate((error: unknown) => (error ? reject(error) : resolve())));
}

/** Starts a staff session for `userId` under a new session id. */
export async function startStaffSession(req: Request, userId: number): Promise<void> {
  await regenerate(req);
  req.session.userId = userId;
  req.sessionUser = undefined;
}

/** Ends the staff session: the old id is dropped and a fresh, empty one takes its place. */
export async function endStaffSession(req: Request): Promise<void> {
  await regenerate(req);
  req.sessionUser = undefined;
}
