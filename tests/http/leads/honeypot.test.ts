/**
 * The honeypot field of the public forms: filled (by a robot), the sender is told "sent" like a
 * person, and nothing is stored, counted or mailed; left empty, the form goes through as usual.
 */
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { seedDemo } from '../../../prisma/seed.ts';
import { addMonths, CONTACT_SUCCESS_MESSAGE, currentMonth, HONEYPOT_FIELD } from '../../../server/contracts/lead-forms.ts';
import { sessionWithToken, useTestApp } from '../../support/app.ts';
import { runQueuedJobs } from '../../support/jobs.ts';
import { resetDatabase } from '../../support/db.ts';
import { useRecordedMail } from '../../support/mail.ts';

const { app, prisma } = useTestApp();
const sent = useRecordedMail();
let coche: { id: number; num_contactos: number };
let marca: { id: number; modelos: { id: number }[] };

beforeAll(async () => {
  await resetDatabase(prisma);
  await seedDemo(prisma, { vehicles: 3, photos: false });
  coche = await prisma.coche.findFirstOrThrow({ select: { id: true, num_contactos: true }, where: { activo: true } });
  marca = await prisma.marca.findFirstOrThrow({ select: { id: true, modelos: { select: { id: true }, take: 1 } }, where: { modelos: { some: {} } } });
});

beforeEach(async () => {
  await prisma.lead.deleteMany();
  await prisma.rateLimit.deleteMany();
  sent.length = 0;
});

const vehicleForm = (extra: object) => ({
  nombre: 'Ana',
  apellidos: 'Robot Pérez',
  telefono: '+34 928 000 111',
  correo: 'ana@example.es',
  vehiculo: coche.id,
  mensaje: 'Hola',
  legal: true,
  ...extra,
});

const appointmentForm = (extra: object) => ({
  f_concesionario: 'Tarahales',
  f_marca: marca.id,
  f_modelo: marca.modelos[0]!.id,
  f_fecha: addMonths(currentMonth(), 1),
  f_horario: 'Mañana',
  f_observaciones: 'Prueba',
  f_nombre: 'Ana Robot',
  f_telefono: '+34 928 000 111',
  f_email: 'ana@example.es',
  legal: true,
  ...extra,
});

async function submit(path: string, body: object) {
  const { agent, token } = await sessionWithToken(app);
  return agent.post(path).set({ 'X-CSRF-TOKEN': token, Accept: 'application/json' }).send(body);
}

describe('honeypot field', () => {
  it('answers a filled vehicle form like a sent one, and stores, counts and mails nothing', async () => {
    const res = await submit('/form/submit/vehiculo', vehicleForm({ [HONEYPOT_FIELD]: 'https://spam.example' }));
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ message: CONTACT_SUCCESS_MESSAGE });
    expect(await prisma.lead.count()).toBe(0);
    const after = await prisma.coche.findUniqueOrThrow({ where: { id: coche.id }, select: { num_contactos: true } });
    expect(after.num_contactos).toBe(coche.num_contactos);

    // A person's enquiry right after: only that one reaches the staff.
    expect((await submit('/form/submit/vehiculo', vehicleForm({ [HONEYPOT_FIELD]: '', nombre: 'Persona' }))).status).toBe(201);
    expect(await runQueuedJobs('lead-mail')).toBe(1);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.text).toContain('Nombre: Persona Robot Pérez');
    expect(await prisma.lead.count()).toBe(1);
  });

  it('answers a filled appointment form like a sent one and stores nothing', async () => {
    const res = await submit('/form/submit', appointmentForm({ [HONEYPOT_FIELD]: 'x' }));
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ message: CONTACT_SUCCESS_MESSAGE });
    expect(await prisma.lead.count()).toBe(0);
  });

  it('lets a form with the field left empty through: the schema ignores the extra field', async () => {
    const res = await submit('/form/submit', appointmentForm({ [HONEYPOT_FIELD]: '   ' }));
    expect(res.status).toBe(201);
    const lead = await prisma.lead.findFirstOrThrow({ select: { payload: true } });
    expect(lead.payload).not.toHaveProperty(HONEYPOT_FIELD);
  });
});
