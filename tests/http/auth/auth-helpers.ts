import type { Express } from 'express';
import type request from 'supertest';
import { SESSION_COOKIE } from '../../../server/lib/session-cookie.ts';
import type { Rol } from '../../../server/contracts/staff-roles.ts';
import type { PrismaClient } from '../../../server/db/client.ts';
import { hashPassword } from '../../../server/features/auth/passwords.ts';
import { inertiaVisit, sessionWithToken } from '../../support/app.ts';

/** The Set-Cookie headers of a response. */
export const setCookies = (res: request.Response) => ([] as string[]).concat(res.headers['set-cookie'] ?? []);

/** "name=value" of a cookie the response sets, or undefined. */
export const cookiePair = (res: request.Response, name: string) => setCookies(res).find((c) => c.startsWith(`${name}=`))?.split(';')[0];

/** The session id inside a session cookie pair ("gtcars_session=s%3A<sid>.<signature>"). */
export const sessionIdOf = (pair: string | undefined) => (pair ? decodeURIComponent(pair.slice(SESSION_COOKIE.length + 1)).slice(2).split('.')[0] : undefined);

/** A staff account straight in the database (verified and an administrator unless told otherwise). */
export async function createUser(prisma: PrismaClient, user: { name?: string; email: string; password: string; verified?: boolean; rol?: Rol }) {
  return prisma.user.create({
    select: { id: true, email: true },
    data: {
      name: user.name ?? 'Personal GTCars',
      email: user.email,
      password: await hashPassword(user.password),
      rol: user.rol ?? 'administracion',
      email_verified_at: user.verified === false ? null : new Date(),
    },
  });
}

/** A fresh visitor's agent and CSRF token, with the Inertia headers for its writes. */
export async function guest(app: Express) {
  const { agent, token } = await sessionWithToken(app);
  return { agent, token, headers: { ...inertiaVisit, 'X-CSRF-TOKEN': token } };
}

/** The current XSRF token an agent holds after a page visit (it changes when the session is regenerated). */
export async function freshToken(agent: request.Agent, path = '/login'): Promise<string> {
  const res = await agent.get(path);
  const pair = cookiePair(res, 'XSRF-TOKEN');
  if (!pair) throw new Error(`${path} no renovó el token XSRF`);
  return decodeURIComponent(pair.split('=')[1] ?? '');
}
