/**
 * POST /form/submit: the home page's 'Pedir cita'. A 201 only after the lead is stored with its
 * consent; field errors as 422 JSON; nothing stored otherwise.
 */
import request from 'supertest';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { seedDemo } from '../../../prisma/seed.ts';
import { addMonths, CONTACT_SUCCESS_MESSAGE, currentMonth, LEGAL_TEXT_VERSION } from '../../../server/contracts/lead-forms.ts';
import { sessionWithToken, useTestApp } from '../../support/app.ts';
import { resetDatabase } from '../../support/db.ts';

const { app, prisma } = useTestApp();
let marca: { id: number; nombre: string };
let modelo: { id: number; nombre: string };
let otherModelo: { id: number };

beforeAll(async () => {
  await resetDatabase(prisma);
  await seedDemo(prisma, { vehicles: 3, photos: false });
  const brands = await prisma.marca.findMany({
    select: { id: true, nombre: true, modelos: { select: { id: true, nombre: true }, take: 1 } },
    where: { modelos: { some: {} } },
    orderBy: { id: 'asc' },
    take: 2,
  });
  marca = { id: brands[0]!.id, nombre: brands[0]!.nombre };
  modelo = brands[0]!.modelos[0]!;
  otherModelo = brands[1]!.modelos[0]!;
});

beforeEach(async () => {
  await prisma.lead.deleteMany();
  // Every test starts with a fresh allowance of submissions (rate-limit.test.ts covers the limit).
  await prisma.rateLimit.deleteMany();
});

const valid = () => ({
  f_concesionario: 'El Tablero',
  f_marca: marca.id,
  f_modelo: modelo.id,
  f_fecha: addMonths(currentMonth(), 1),
  f_horario: 'Tardes',
  f_observaciones: 'Quiero ver el coche y hacer una prueba.',
  f_nombre: '  Carmen Déniz Ramos ',
  f_telefono: '+34 628 000 222',
  f_email: 'Carmen@Example.ES',
  f_ciudad: 'Telde',
  legal: true,
});

async function submit(body: object) {
  const { agent, token } = await sessionWithToken(app);
  return agent
    .post('/form/submit')
    .set({ 'X-CSRF-TOKEN': token, Accept: 'application/json', 'User-Agent': 'Vitest navegador' })
    .send(body);
}

describe('Pedir cita', () => {
  it('stores the appointment with its brand, model and consent, then says sent', async () => {
    const form = valid();
    const res = await submit(form);
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ message: CONTACT_SUCCESS_MESSAGE });

    const leads = await prisma.lead.findMany();
    expect(leads).toHaveLength(1);
    expect(leads[0]).toMatchObject({
      source: 'cita',
      coche_id: null,
      nombre: 'Carmen Déniz Ramos',
      apellidos: null,
      telefono: '+34 628 000 222',
      email: 'carmen@example.es',
      mensaje: 'Quiero ver el coche y hacer una prueba.',
      consent_version: LEGAL_TEXT_VERSION,
      user_agent: 'Vitest navegador',
      payload: {
        f_concesionario: 'El Tablero',
        f_marca: marca,
        f_modelo: modelo,
        f_fecha: form.f_fecha,
        f_horario: 'Tardes',
        f_ciudad: 'Telde',
      },
    });
    expect(leads[0]?.ip).toBeTruthy();
    expect(Date.now() - (leads[0]?.consent_at.getTime() ?? 0)).toBeLessThan(60_000);
  });

  it('accepts the current month, ids sent as text and no city', async () => {
    const { f_ciudad: _city, ...form } = valid();
    const res = await submit({ ...form, f_marca: String(marca.id), f_modelo: String(modelo.id), f_fecha: currentMonth() });
    expect(res.status).toBe(201);
    const lead = await prisma.lead.findFirstOrThrow({ select: { payload: true } });
    expect(lead.payload).toMatchObject({ f_fecha: currentMonth(), f_ciudad: null });
  });

  it('answers 422 with each field hint and stores nothing for an empty form', async () => {
    const res = await submit({ f_concesionario: '', f_marca: '', f_modelo: '', f_fecha: '', f_horario: '', legal: false });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({
      f_concesionario: ['Seleccione un concesionario'],
      f_marca: ['Seleccione la marca del vehículo'],
      f_modelo: ['Elige el modelo del vehículo'],
      f_fecha: ['Seleccione la fecha'],
      f_horario: ['Seleccione horario'],
      f_observaciones: ['Este campo es obligatorio.'],
      f_nombre: ['Ingrese su nombre completo'],
      f_telefono: ['Este campo es obligatorio.'],
      f_email: ['Este campo es obligatorio.'],
      // Our own texts speak as 'tú' (the spec's quoted ones above keep their form).
      legal: ['Debes aceptar el aviso legal y la política de privacidad.'],
    });
    expect(await prisma.lead.count()).toBe(0);
  });

  it('refuses values outside the lists, a past or far month, a bad phone or email', async () => {
    const res = await submit({
      ...valid(),
      f_concesionario: 'Lanzarote',
      f_horario: 'Noche',
      f_fecha: addMonths(currentMonth(), -1),
      f_telefono: 'llámame',
      f_email: 'no-es-correo',
      f_ciudad: 'x'.repeat(101),
    });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({
      f_concesionario: ['Seleccione un concesionario'],
      f_horario: ['Seleccione horario'],
      f_fecha: ['La fecha no puede ser anterior al mes actual.'],
      f_telefono: ['Introduce un número de teléfono válido.'],
      f_email: ['Introduce un correo electrónico válido.'],
      f_ciudad: ['Máximo 100 caracteres.'],
    });
    const far = await submit({ ...valid(), f_fecha: addMonths(currentMonth(), 13) });
    expect(far.status).toBe(422);
    expect(far.body.errors).toEqual({ f_fecha: ['Elige una fecha dentro de los próximos 12 meses.'] });
    expect(await prisma.lead.count()).toBe(0);
  });

  it('refuses a model of another brand and an unknown brand', async () => {
    const wrongModel = await submit({ ...valid(), f_modelo: otherModelo.id });
    expect(wrongModel.status).toBe(422);
    expect(wrongModel.body.errors).toEqual({ f_modelo: ['Selecciona un modelo de la marca elegida.'] });

    const unknownBrand = await submit({ ...valid(), f_marca: 2_000_000_000 });
    expect(unknownBrand.status).toBe(422);
    expect(unknownBrand.body.errors).toEqual({ f_marca: ['Seleccione la marca del vehículo'] });

    const beyondIds = await submit({ ...valid(), f_marca: 3_000_000_000 });
    expect(beyondIds.status).toBe(422);
    expect(beyondIds.body.errors).toEqual({ f_marca: ['Seleccione la marca del vehículo'] });
    expect(await prisma.lead.count()).toBe(0);
  });

  it('rejects a post without the anti-forgery token', async () => {
    const res = await request(app).post('/form/submit').set('Accept', 'application/json').send(valid());
    expect(res.status).toBe(419);
    expect(await prisma.lead.count()).toBe(0);
  });
});
