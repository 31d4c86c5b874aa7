/**
 * Staff stay in Spanish and learn the visitor's language (issue 39): an enquiry, a reservation
 * and a search alert keep the language of the page they were sent from; Solicitudes shows it and
 * filters by it, and the staff mail says 'Idioma: inglés'.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../../../prisma/seed.ts';
import { CONTACT_SUCCESS_MESSAGE } from '../../../server/contracts/lead-forms.ts';
import { translator } from '../../../server/i18n/index.ts';
import { inertiaVisit, sessionWithToken, useTestApp } from '../../support/app.ts';
import { resetDatabase } from '../../support/db.ts';
import { runQueuedJobs } from '../../support/jobs.ts';
import { useRecordedMail } from '../../support/mail.ts';
import { staffAgent } from '../../support/staff.ts';

const { app, prisma } = useTestApp();
const sent = useRecordedMail();

let car: { id: number; marca_id: number };
let staff: Awaited<ReturnType<typeof staffAgent>>;

beforeAll(async () => {
  await resetDatabase(prisma);
  await seedDemo(prisma, { vehicles: 6, photos: false });
  car = await prisma.coche.findFirstOrThrow({ where: { activo: true, estado_id: 1 }, select: { id: true, marca_id: true }, orderBy: { id: 'asc' } });
  staff = await staffAgent(app);
});

/** Posts a public form under a language prefix, as the page in that language does. */
async function post(path: string, body: object, ip: string) {
  const { agent, token } = await sessionWithToken(app);
  return agent.post(path).set({ 'X-CSRF-TOKEN': token, Accept: 'application/json', 'X-Forwarded-For': ip }).send(body);
}

const enquiry = (nombre: string) => ({ nombre, apellidos: 'Smith', telefono: '+44 7700 900123', correo: `${nombre.toLowerCase()}@example.co.uk`, vehiculo: car.id, mensaje: 'Is it still available?', legal: true });

describe('the language an enquiry came in', () => {
  it('is stored with it: English from /en, German from /de, Spanish without a prefix; each answered in its language', async () => {
    const english = await post('/en/form/submit/vehiculo', enquiry('Oliver'), '203.0.113.1');
    expect(english.status).toBe(201);
    expect(english.body.message).toBe('Your request has been sent successfully and our team will deal with it shortly.');
    const german = await post('/de/form/submit/vehiculo', enquiry('Jonas'), '203.0.113.2');
    expect(german.body.message).toBe(translator('de').t('forms.contact_sent'));
    const spanish = await post('/form/submit/vehiculo', enquiry('Nayra'), '203.0.113.3');
    expect(spanish.body.message).toBe(CONTACT_SUCCESS_MESSAGE);
    const leads = await prisma.lead.findMany({ select: { nombre: true, idioma: true }, orderBy: { id: 'asc' } });
    expect(leads).toEqual([
      { nombre: 'Oliver', idioma: 'en' },
      { nombre: 'Jonas', idioma: 'de' },
      { nombre: 'Nayra', idioma: 'es' },
    ]);
  });

  it('is shown to the staff on the Solicitud, and the list filters by it', async () => {
    const oliver = await prisma.lead.findFirstOrThrow({ where: { nombre: 'Oliver' }, select: { id: true } });
    const detail = await staff.agent.get(`/dashboard/solicitudes/${oliver.id}`).set(inertiaVisit);
    expect(detail.status).toBe(200);
    expect(detail.body.props.solicitud).toMatchObject({ id: oliver.id, idioma: 'en' });

    const english = await staff.agent.get('/dashboard/solicitudes?idioma=en').set(inertiaVisit);
    expect(english.body.props.filters).toMatchObject({ idioma: 'en' });
    expect(english.body.props.solicitudes.data.map((row: { nombre: string; idioma: string }) => [row.nombre, row.idioma])).toEqual([['Oliver Smith', 'en']]);
    const all = await staff.agent.get('/dashboard/solicitudes?idioma=fr').set(inertiaVisit);
    expect(all.body.props.filters.idioma).toBeNull();
    expect(all.body.props.solicitudes.data).toHaveLength(3);
  });

  it('is in the staff mail, in Spanish: “Idioma: inglés”', async () => {
    sent.length = 0;
    expect(await runQueuedJobs('lead-mail')).toBe(3);
    const byName = (name: string) => sent.find((mail) => mail.subject.includes(name))!;
    expect(byName('Oliver').text).toContain('Idioma: inglés');
    expect(byName('Jonas').text).toContain('Idioma: alemán');
    expect(byName('Nayra').text).toContain('Idioma: español');
  });

  it('is kept with a reservation and a search alert', async () => {
    const reservation = { nombre: 'Emma', apellidos: 'Brown', telefono: '+44 7700 900456', email: 'emma@example.co.uk', coche: car.id, sede: 1, condiciones: true, legal: true };
    expect((await post('/en/reservas', reservation, '203.0.113.4')).status).toBe(201);
    const lead = await prisma.lead.findFirstOrThrow({ where: { nombre: 'Emma' }, select: { idioma: true, reserva: { select: { id: true } } } });
    expect(lead).toMatchObject({ idioma: 'en', reserva: { id: expect.any(Number) } });

    expect((await post('/de/alertas', { email: 'lena@example.de', filtros: { marcas: String(car.marca_id) }, legal: true }, '203.0.113.5')).status).toBe(201);
    expect(await prisma.alerta.findFirstOrThrow({ select: { email: true, idioma: true } })).toEqual({ email: 'lena@example.de', idioma: 'de' });
  });
});
