import type { Express } from 'express';
import { DEMO_STAFF } from '../../prisma/seed/staff.ts';
import { sessionWithToken } from './app.ts';

/**
 * A cookie-keeping agent signed in through POST /login (the demo staff account unless told
 * otherwise, created by seedStaff or seedDemo), with the CSRF token of its new session.
 */
export async function staffAgent(app: Express, credentials: { email: string; password: string } = DEMO_STAFF) {
  const { agent, token } = await sessionWithToken(app);
  const res = await agent.post('/login').set('X-CSRF-TOKEN', token).send({ email: credentials.email, password: credentials.password });
  if (res.status !== 303 || res.headers.location === '/login') throw new Error(`No se pudo iniciar sesión: ${res.status} ${res.headers.location ?? ''}`);
  const page = await agent.get('/dashboard');
  const cookie = ([] as string[]).concat(page.headers['set-cookie'] ?? []).find((c) => c.startsWith('XSRF-TOKEN='));
  const fresh = decodeURIComponent(cookie?.split(';')[0]?.split('=')[1] ?? '');
  return { agent, token: fresh };
}
