/**
 * POST /form/submit/vehiculo: the vehicle page's 'Contactar' modal. A 201 only after the lead is
 * stored and counted on the car; field errors as 422 JSON; nothing stored otherwise.
 */
import request from 'supertest';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { seedDemo } from '../../../prisma/seed.ts';
import { CONTACT_SUCCESS_MESSAGE, LEGAL_REQUIRED_MESSAGE, LEGAL_TEXT_VERSION } from '../../../server/contracts/lead-forms.ts';
import { sessionWithToken, useTestApp } from '../../support/app.ts';
import { resetDatabase } from '../../support/db.ts';

const { app, prisma } = useTestApp();
let cocheId: number;

beforeAll(async () => {
  await resetDatabase(prisma);
  await seedDemo(prisma, { vehicles: 5, photos: false });
  cocheId = (await prisma.coche.findFirstOrThrow({ select: { id: true }, where: { activo: true } })).id;
});

beforeEach(async () => {
  await prisma.lead.deleteMany();
  // Every test starts with a fresh allowance of submissions (rate-limit.test.ts covers the limit).
  await prisma.rateLimit.deleteMany();
});

const valid = () => ({
  nombre: '  Laura ',
  apellidos: 'Suárez Pérez',
  telefono: '+34 928 000 111',
  correo: 'Laura@Example.es',
  vehiculo: cocheId,
  mensaje: 'Me interesa, ¿podemos ver el coche el sábado?',
  legal: true,
});

async function submit(body: object) {
  const { agent, token } = await sessionWithToken(app);
  return agent
    .post('/form/submit/vehiculo')
    .set({ 'X-CSRF-TOKEN': token, Accept: 'application/json', 'User-Agent': 'Vitest navegador' })
    .send(body);
}

describe('vehicle contact form', () => {
  it('stores the lead with its consent, counts it on the car, then says sent', async () => {
    const before = await prisma.coche.findUniqueOrThrow({ where: { id: cocheId }, select: { num_contactos: true } });
    const res = await submit(valid());
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ message: CONTACT_SUCCESS_MESSAGE });

    const leads = await prisma.lead.findMany();
    expect(leads).toHaveLength(1);
    expect(leads[0]).toMatchObject({
      source: 'vehiculo',
      coche_id: cocheId,
      nombre: 'Laura',
      apellidos: 'Suárez Pérez',
      telefono: '+34 928 000 111',
      email: 'laura@example.es',
      consent_version: LEGAL_TEXT_VERSION,
      user_agent: 'Vitest navegador',
    });
    expect(leads[0]?.ip).toBeTruthy();
    expect(Date.now() - (leads[0]?.consent_at.getTime() ?? 0)).toBeLessThan(60_000);
    const after = await prisma.coche.findUniqueOrThrow({ where: { id: cocheId }, select: { num_contactos: true } });
    expect(after.num_contactos).toBe(before.num_contactos + 1);
  });

  it('answers 422 with every field message and stores nothing when the form is wrong', async () => {
    const res = await submit({ ...valid(), nombre: '   ', correo: 'no-es-correo', telefono: 'abc', legal: false });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({
      nombre: ['Este campo es obligatorio.'],
      correo: ['Introduce un correo electrónico válido.'],
      telefono: ['Introduce un número de teléfono válido.'],
      legal: [LEGAL_REQUIRED_MESSAGE],
    });
    expect(await prisma.lead.count()).toBe(0);
  });

  it('answers 422, not 500, for a car id beyond any database id', async () => {
    const res = await submit({ ...valid(), vehiculo: 3_000_000_000 });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ vehiculo: ['Vehículo no válido.'] });
  });

  it('leaves the car\'s modification date alone when counting the enquiry', async () => {
    const before = await prisma.coche.findUniqueOrThrow({ where: { id: cocheId }, select: { updated_at: true } });
    expect((await submit(valid())).status).toBe(201);
    const after = await prisma.coche.findUniqueOrThrow({ where: { id: cocheId }, select: { updated_at: true } });
    expect(after.updated_at).toEqual(before.updated_at);
  });

  it('refuses an enquiry about a car that is not on the site', async () => {
    await prisma.coche.update({ where: { id: cocheId }, data: { activo: false } });
    const res = await submit(valid());
    await prisma.coche.update({ where: { id: cocheId }, data: { activo: true } });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ vehiculo: ['Este vehículo ya no está disponible.'] });
    expect(await prisma.lead.count()).toBe(0);
  });

  it('rejects a post without the anti-forgery token', async () => {
    const res = await request(app).post('/form/submit/vehiculo').set('Accept', 'application/json').send(valid());
    expect(res.status).toBe(419);
    expect(await prisma.lead.count()).toBe(0);
  });
});
