/**
 * What the server answers a visitor is in the page's language (issue 39): a form's field errors,
 * a refusal from a service, an error page's explanation. The Spanish stays word for word.
 */
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../../../prisma/seed.ts';
import { modelLandingPath } from '../../../server/contracts/listing-paths.ts';
import { inertiaVisit, sessionWithToken, useTestApp } from '../../support/app.ts';
import { resetDatabase } from '../../support/db.ts';

const { app, prisma } = useTestApp();

beforeAll(async () => {
  await resetDatabase(prisma);
  await seedDemo(prisma, { vehicles: 4, photos: false });
});

async function post(path: string, body: object, ip: string) {
  const { agent, token } = await sessionWithToken(app);
  return agent.post(path).set({ 'X-CSRF-TOKEN': token, Accept: 'application/json', 'X-Forwarded-For': ip }).send(body);
}

const badEnquiry = { nombre: 'x'.repeat(120), apellidos: '', telefono: 'no', correo: 'oliver@', vehiculo: 1, mensaje: 'Hi', legal: false };

describe('a form’s errors', () => {
  it('come back in English from /en and in German from /de, and store nothing', async () => {
    const english = await post('/en/form/submit/vehiculo', badEnquiry, '203.0.113.21');
    expect(english.status).toBe(422);
    expect(english.body).toEqual({
      message: 'The data sent is not valid.',
      errors: {
        nombre: ['No more than 100 characters.'],
        apellidos: ['This field is required.'],
        telefono: ['Enter a valid phone number.'],
        correo: ['Enter a valid email address.'],
        legal: ['You must read and accept the legal notice.'],
      },
    });
    const german = await post('/de/form/submit/vehiculo', badEnquiry, '203.0.113.22');
    expect(german.body.errors.nombre).toEqual(['Höchstens 100 Zeichen.']);
    expect(german.body.errors.telefono).toEqual(['Geben Sie eine gültige Telefonnummer ein.']);
    expect(await prisma.lead.count()).toBe(0);
  });

  it('stay word for word in Spanish without a prefix', async () => {
    const spanish = await post('/form/submit/vehiculo', badEnquiry, '203.0.113.23');
    expect(spanish.body.message).toBe('Los datos enviados no son válidos.');
    expect(spanish.body.errors.nombre).toEqual(['Máximo 100 caracteres.']);
    expect(spanish.body.errors.legal).toEqual(['Es obligatorio leer y aceptar el aviso legal.']);
  });

  it('include a service’s refusal: a car that cannot be reserved', async () => {
    const reservation = { nombre: 'Lena', apellidos: 'Schmidt', telefono: '+49 151 2345678', email: 'lena@example.de', coche: 999_999, sede: 1, condiciones: true, legal: true };
    const german = await post('/de/reservas', reservation, '203.0.113.24');
    expect(german.status).toBe(422);
    expect(german.body.errors).toEqual({ coche: ['Dieses Auto kann nicht mehr reserviert werden.'] });
    const spanish = await post('/reservas', reservation, '203.0.113.25');
    expect(spanish.body.errors).toEqual({ coche: ['Este coche ya no está disponible para reservar.'] });
  });
});

describe('an error page', () => {
  it('explains itself in the page’s language', async () => {
    const english = await request(app).get('/en/marca/Nope').set(inertiaVisit);
    expect(english.status).toBe(404);
    expect(english.body).toMatchObject({ component: 'Error', props: { status: 404, message: 'Make not found.' } });
    const spanish = await request(app).get('/marca/Nope').set(inertiaVisit);
    expect(spanish.body.props.message).toBe('Marca no encontrada.');
  });

  it('says in German that a model has no car for sale', async () => {
    const empty = await prisma.modelo.findFirstOrThrow({ where: { coches: { none: {} } }, select: { nombre: true, marca: { select: { nombre: true } } } });
    const german = await request(app).get(`/de${modelLandingPath(empty.marca.nombre, empty.nombre)}`).set(inertiaVisit);
    expect(german.status).toBe(404);
    expect(german.body.props.message).toBe(`Zurzeit haben wir keinen ${empty.marca.nombre} ${empty.nombre} im Angebot. Sehen Sie sich unsere übrigen Fahrzeuge an oder schauen Sie bald wieder vorbei: Unser Bestand ändert sich jede Woche.`);
    const spanish = await request(app).get(modelLandingPath(empty.marca.nombre, empty.nombre)).set(inertiaVisit);
    expect(spanish.body.props.message).toMatch(/^Ahora mismo no tenemos ningún .+ a la venta\. Consulta el resto/);
  });
});
