/**
 * A visitor's mail in their language (issue 39): a reservation sent from /en gets its
 * acknowledgement in English, from /de in German, without a prefix in Spanish as ever: subject,
 * body, the links to the pages in that language, the prices and dates as that language writes
 * them. The withdrawal's acknowledgement follows the reservation's language; staff's notice stays
 * in Spanish.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../../../prisma/seed.ts';
import { env } from '../../../server/config/env.ts';
import { forgetCompanyDetails } from '../../../server/core/company-details.ts';
import { formatDay } from '../../../server/contracts/format.ts';
import { refundDeadline } from '../../../server/contracts/withdrawal.ts';
import { vehicleTitle } from '../../../server/contracts/vehicle.ts';
import { inertiaVisit, sessionWithToken, useTestApp } from '../../support/app.ts';
import { resetDatabase } from '../../support/db.ts';
import { runQueuedJobs } from '../../support/jobs.ts';
import { useRecordedMail } from '../../support/mail.ts';

const { app, prisma } = useTestApp();
const sent = useRecordedMail();

let car: { id: number; slug: string; title: string };

beforeAll(async () => {
  await resetDatabase(prisma);
  await seedDemo(prisma, { vehicles: 6, photos: false });
  const row = await prisma.coche.findFirstOrThrow({
    where: { activo: true, deleted_at: null, estado_id: 1 },
    select: { id: true, slug: true, nombre: true, marca: { select: { nombre: true } }, modelo: { select: { nombre: true } } },
    orderBy: { id: 'asc' },
  });
  car = { id: row.id, slug: row.slug, title: vehicleTitle(row) };
  await prisma.coche.update({ where: { id: car.id }, data: { precio: 34_900 } });
  await prisma.empresa.update({ where: { id: 1 }, data: { reserva_horas: 72, reserva_senal: 300, regimen_igic: 'general' } });
  forgetCompanyDetails();
});

/** Reserves the car from the page under `prefix` ('' for Spanish) and runs the buyer's mail job: the mail and the reservation's token. */
async function reserveFrom(prefix: string, nombre: string, email: string, ip: string) {
  const { agent, token } = await sessionWithToken(app);
  const res = await agent
    .post(`${prefix}/reservas`)
    .set({ 'X-CSRF-TOKEN': token, Accept: 'application/json', 'X-Forwarded-For': ip })
    .send({ nombre, apellidos: 'Smith', telefono: '+44 7700 900123', email, coche: car.id, sede: 1, condiciones: true, legal: true });
  expect(res.status).toBe(201);
  sent.length = 0;
  expect(await runQueuedJobs('reservation-mail')).toBe(1);
  const mail = sent.find((each) => each.to === email)!;
  expect(mail).toBeDefined();
  const reserva = await prisma.reserva.findFirstOrThrow({ where: { lead: { email } }, select: { id: true, token: true } });
  return { mail, reserva };
}

/** Withdraws with the mail's button on the Desistir page under `prefix`, and runs the withdrawal's job: the buyer's and staff's mails. */
async function withdrawFrom(prefix: string, reserva: { id: number; token: string }, email: string) {
  const { agent, token } = await sessionWithToken(app);
  expect((await agent.post(`${prefix}/mi-reserva/${reserva.token}/desistir`).set({ ...inertiaVisit, 'X-CSRF-TOKEN': token })).status).toBe(303);
  const { desistida_at } = await prisma.reserva.findUniqueOrThrow({ where: { id: reserva.id }, select: { desistida_at: true } });
  sent.length = 0;
  expect(await runQueuedJobs('reservation-withdrawal')).toBe(1);
  return { ack: sent.find((each) => each.to === email)!, notice: sent.find((each) => each.to === env().STAFF_EMAIL)!, deadline: refundDeadline(desistida_at!) };
}

const origin = () => env().APP_URL ?? `http://localhost:${env().PORT}`;

describe('the reservation mails, in the language of the page the reservation was sent from', () => {
  it('are English from /en: the subject, the words, the prices and the links to the English pages', async () => {
    const { mail, reserva } = await reserveFrom('/en', 'Emma', 'emma@example.co.uk', '203.0.113.11');
    expect(mail.subject).toBe(`Your reservation request: ${car.title} - ${env().APP_NAME}`);
    expect(mail.text).toContain('Hello Emma,');
    expect(mail.text).toContain(`We’ve received your request to reserve the ${car.title} (€34,900 cash, IGIC included).`);
    expect(mail.text).toContain('explain how to pay the €300 deposit, which is taken off the price.');
    expect(mail.text).toContain('we’ll hold it for you for 72 hours.');
    expect(mail.text).toContain(`Reservation terms: ${origin()}/en/condiciones-reserva`);
    expect(mail.text).toContain(`The car: ${origin()}/en/vehiculo/${car.slug}`);
    expect(mail.text).toContain(`On your reservation’s page you can follow it and withdraw from it, without giving any reason: ${origin()}/en/mi-reserva/${reserva.token}`);
    expect(mail.text).toContain('RIGHT OF WITHDRAWAL');
    expect(mail.text).toContain('MODEL WITHDRAWAL FORM');
    expect(mail.text).toContain('You have the right to withdraw from the reservation within 14 calendar days without giving any reason.');
    expect(mail.text).toContain('I/We (*) hereby give notice that I/We (*) withdraw from my/our (*) contract for the reservation of the following car:');
    expect(mail.html).toContain(`<a href="${origin()}/en/mi-reserva/${reserva.token}" style="`);
    expect(mail.html).toContain('>My reservation</a>');
    expect(mail.html).toMatch(/^<div lang="en" /);
    expect(mail.html).toContain(`<a href="${origin()}/en/vehiculo/${car.slug}" style="color:#0b0b0c">View the car</a>`);
    expect(mail.text).not.toContain('Hemos recibido');

    const { ack, notice, deadline } = await withdrawFrom('/en', reserva, 'emma@example.co.uk');
    expect(ack.subject).toBe(`Withdrawal received: ${car.title} - ${env().APP_NAME}`);
    expect(ack.text).toContain(`we received your withdrawal from the reservation of the ${car.title}. The reservation has been cancelled.`);
    expect(ack.text).toContain(`by ${formatDay(deadline, 'en')} at the latest.`);
    expect(notice.subject).toBe(`Reserva desistida: ${car.title}`);
    expect(notice.text).toContain('Emma Smith ha desistido de la reserva');
  });

  it('are German from /de', async () => {
    const { mail, reserva } = await reserveFrom('/de', 'Lena', 'lena@example.de', '203.0.113.12');
    expect(mail.subject).toBe(`Ihre Reservierungsanfrage: ${car.title} - ${env().APP_NAME}`);
    expect(mail.text).toContain('Guten Tag Lena,');
    // German writes the euro sign after the amount, joined by a no-break space.
    expect(mail.text).toContain(`Wir haben Ihre Reservierungsanfrage für den ${car.title} (34.900\u00a0€ bar, inkl. IGIC) erhalten.`);
    expect(mail.text).toContain('wie Sie die Anzahlung von 300\u00a0€ leisten');
    expect(mail.text).toContain('halten wir es 72 Stunden für Sie zurück.');
    expect(mail.text).toContain(`Reservierungsbedingungen: ${origin()}/de/condiciones-reserva`);
    expect(mail.text).toContain(`Das Fahrzeug: ${origin()}/de/vehiculo/${car.slug}`);
    expect(mail.text).toContain(`ohne Angabe von Gründen widerrufen: ${origin()}/de/mi-reserva/${reserva.token}`);
    expect(mail.text).toContain('WIDERRUFSRECHT');
    expect(mail.html).toContain('>Meine Reservierung</a>');

    const { ack, deadline } = await withdrawFrom('/de', reserva, 'lena@example.de');
    expect(ack.subject).toBe(`Widerruf erhalten: ${car.title} - ${env().APP_NAME}`);
    expect(ack.text).toContain(`Wir haben Ihren Widerruf der Reservierung für den ${car.title} am `);
    expect(ack.text).toContain(`spätestens am ${formatDay(deadline, 'de')}.`);
  });

  it('stay Spanish, word for word, without a prefix', async () => {
    const { mail, reserva } = await reserveFrom('', 'Nayra', 'nayra@example.es', '203.0.113.13');
    expect(mail.subject).toBe(`Tu solicitud de reserva: ${car.title} - ${env().APP_NAME}`);
    expect(mail.text).toContain('Hola, Nayra:');
    expect(mail.text).toContain(`Hemos recibido tu solicitud de reserva del ${car.title} (34.900 € al contado, IGIC incluido).`);
    expect(mail.text).toContain(
      'Te llamaremos en horario comercial para confirmarla y explicarte cómo pagar la señal de 300 €, que se descuenta del precio. Hasta que te la confirmemos, el coche sigue a la venta; una vez confirmada, lo apartamos para ti 72 horas.',
    );
    expect(mail.text).toContain(`Condiciones de la reserva: ${origin()}/condiciones-reserva`);
    expect(mail.text).toContain(`El coche: ${origin()}/vehiculo/${car.slug}`);
    expect(mail.text).toContain(`En tu página de la reserva puedes seguirla y desistir de ella, sin dar explicaciones: ${origin()}/mi-reserva/${reserva.token}`);
    expect(mail.text).toContain('DERECHO DE DESISTIMIENTO');
    expect(mail.text).toContain('MODELO DE FORMULARIO DE DESISTIMIENTO\n(Solo debes cumplimentar y enviar este formulario si deseas desistir de la reserva.)');

    const { ack, deadline } = await withdrawFrom('', reserva, 'nayra@example.es');
    expect(ack.subject).toBe(`Desistimiento recibido: ${car.title} - ${env().APP_NAME}`);
    expect(ack.text).toContain(`a más tardar el ${formatDay(deadline)}. No tendrás ningún gasto por ello.`);
  });
});
