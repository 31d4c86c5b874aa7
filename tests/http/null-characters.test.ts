/**
 * A NUL character cannot be stored or compared by PostgreSQL: in a query string, a JSON or form
 * body or a multipart field it is refused with 400 before any query runs, never a 500.
 */
import { beforeAll, expect, it } from 'vitest';
import { NULL_CHARACTER_MESSAGE } from '../../server/http/middleware/null-characters.ts';
import { sessionWithToken, useTestApp } from '../support/app.ts';
import { seedStaff } from '../../prisma/seed/staff.ts';
import { resetDatabase } from '../support/db.ts';
import { staffAgent } from '../support/staff.ts';

const { app, prisma } = useTestApp();
const json = { Accept: 'application/json' };

beforeAll(async () => {
  await resetDatabase(prisma);
  await seedStaff(prisma);
});

it('refuses it in the staff lists’ searches and the public search', async () => {
  const { agent } = await staffAgent(app);
  for (const path of ['/dashboard/solicitudes?q=a%00b', '/dashboard/marcaymodelo?buscar_marca=%00', '/dashboard/vehiculos?search_field=nombre&search_query=%00', '/buscar?marcas=%00', '/dashboard/solicitudes?origen[%00]=x']) {
    const res = await agent.get(path).set(json);
    expect(res.status, path).toBe(400);
    expect(res.body, path).toEqual({ message: NULL_CHARACTER_MESSAGE });
  }
  expect((await agent.get('/dashboard/solicitudes?q=a%2500b').set(json)).status, 'an encoded "%00" is plain text').toBe(200);
});

it('refuses it in a JSON body, a form body and a multipart field, and stores nothing', async () => {
  const { agent, token } = await sessionWithToken(app);
  const headers = { ...json, 'X-CSRF-TOKEN': token };
  const before = await prisma.lead.count();
  const lead = await agent.post('/api/leads').set(headers).send({ nombre_completo: 'Ana\u0000 Pérez' });
  expect(lead.status).toBe(400);
  const form = await agent.post('/form/submit').set(headers).type('form').send('f_nombre=Ana%00');
  expect(form.status).toBe(400);
  expect(await prisma.lead.count()).toBe(before);

  const staff = await staffAgent(app);
  const multipart = await staff.agent.post('/dashboard/coches/add').set({ ...json, 'X-CSRF-TOKEN': staff.token }).field('nombre', 'BMW\u0000');
  expect(multipart.status).toBe(400);
  expect(multipart.body).toEqual({ message: NULL_CHARACTER_MESSAGE });
});
