/**
 * The generic contacts (Contact/Index): each staff member's own list, by name, 15 a page; add,
 * edit and delete validate with the shared schema, end in a redirect with a Spanish toast, and
 * never reach another staff member's contacts.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { DEMO_STAFF, seedStaff } from '../../../prisma/seed/staff.ts';
import { CONTACT_MESSAGES, CONTACTS_PER_PAGE } from '../../../server/contracts/contacts.ts';
import { hashPassword } from '../../../server/features/auth/passwords.ts';
import { inertiaVisit, useTestApp } from '../../support/app.ts';
import { resetDatabase } from '../../support/db.ts';
import { staffAgent } from '../../support/staff.ts';

const { app, prisma } = useTestApp();

const OTHER = { name: 'Otra Persona', email: 'otra@gtcars.es', password: 'otra-clave-2026' };
let staffId: number;
let otherId: number;

beforeEach(async () => {
  await resetDatabase(prisma);
  staffId = (await seedStaff(prisma)).id;
  otherId = (
    await prisma.user.create({
      data: { name: OTHER.name, email: OTHER.email, password: await hashPassword(OTHER.password), email_verified_at: new Date() },
      select: { id: true },
    })
  ).id;
});

const list = (agent: Awaited<ReturnType<typeof staffAgent>>['agent'], query = '') => agent.get(`/dashboard/contacts${query}`).set(inertiaVisit);

describe('GET /dashboard/contacts', () => {
  it('lists only the signed-in member’s contacts, by name, split into first and last', async () => {
    await prisma.contact.createMany({
      data: [
        { name: 'Nayra Santana Díaz', phone: '+34 628 111 222', user_id: staffId },
        { name: 'Aday', phone: '928 000 000', user_id: staffId },
        { name: 'De otro', phone: '600 000 000', user_id: otherId },
      ],
    });
    const { agent } = await staffAgent(app);
    const res = await list(agent);
    expect(res.body.component).toBe('Contact/Index');
    expect(res.body.props.contacts).toMatchObject({
      data: [
        { name: 'Aday', first: 'Aday', last: '', phone: '928 000 000' },
        { name: 'Nayra Santana Díaz', first: 'Nayra', last: 'Santana Díaz', phone: '+34 628 111 222' },
      ],
      total: 2,
      current_page: 1,
    });
  });

  it('pages the list with server links and clamps a page past the end', async () => {
    await prisma.contact.createMany({
      data: Array.from({ length: CONTACTS_PER_PAGE + 2 }, (_, i) => ({ name: `Contacto ${String(i).padStart(2, '0')}`, phone: '600 000 000', user_id: staffId })),
    });
    const { agent } = await staffAgent(app);
    const second = (await list(agent, '?page=2')).body.props.contacts;
    expect(second.data.map((c: { name: string }) => c.name)).toEqual([`Contacto ${CONTACTS_PER_PAGE}`, `Contacto ${CONTACTS_PER_PAGE + 1}`]);
    expect(second.links.find((l: { active: boolean }) => l.active)).toEqual({ url: '/dashboard/contacts?page=2', label: '2', active: true });
    expect((await list(agent, '?page=99')).body.props.contacts.current_page).toBe(2);
  });
});

describe('contact writes', () => {
  it('adds a contact for the signed-in member, then back to the list with the toast', async () => {
    const { agent, token } = await staffAgent(app);
    const res = await agent
      .post('/dashboard/contacts')
      .set({ ...inertiaVisit, 'X-XSRF-TOKEN': token, Host: 'gtcars.test', Referer: 'http://gtcars.test/dashboard/contacts?page=2' })
      .send({ name: '  Nayra Santana ', phone: ' +34 628 111 222 ' });
    expect(res.status).toBe(302);
    expect(res.headers.location).toBe('/dashboard/contacts?page=2');
    expect(await prisma.contact.findMany({ select: { name: true, phone: true, user_id: true } })).toEqual([{ name: 'Nayra Santana', phone: '+34 628 111 222', user_id: staffId }]);
    const page = await list(agent);
    expect(page.body.props.flash).toMatchObject({ message: CONTACT_MESSAGES.created, bg: 'green' });
  });

  it('sends a missing name and a bad phone back as field errors and stores nothing', async () => {
    const { agent, token } = await staffAgent(app);
    const res = await agent
      .post('/dashboard/contacts')
      .set({ ...inertiaVisit, 'X-XSRF-TOKEN': token, Referer: 'http://127.0.0.1/dashboard/contacts' })
      .send({ name: '   ', phone: 'llámame' });
    expect(res.status).toBe(302);
    expect((await list(agent)).body.props.errors).toEqual({ name: 'Este campo es obligatorio.', phone: 'Introduce un número de teléfono válido.' });
    expect(await prisma.contact.count()).toBe(0);
  });

  it('updates and deletes the member’s own contact (303 back to the list, with the toasts)', async () => {
    const { id } = await prisma.contact.create({ data: { name: 'Aday', phone: '928 000 000', user_id: staffId }, select: { id: true } });
    const { agent, token } = await staffAgent(app);
    const headers = { ...inertiaVisit, 'X-XSRF-TOKEN': token, Referer: 'http://127.0.0.1/dashboard/contacts' };

    const patched = await agent.patch(`/dashboard/contacts/${id}`).set(headers).send({ name: 'Aday Pérez', phone: '928 111 111' });
    expect(patched.status).toBe(303);
    expect(patched.headers.location).toBe('/dashboard/contacts');
    expect(await prisma.contact.findUnique({ where: { id }, select: { name: true, phone: true } })).toEqual({ name: 'Aday Pérez', phone: '928 111 111' });
    expect((await list(agent)).body.props.flash).toMatchObject({ message: CONTACT_MESSAGES.updated });

    const deleted = await agent.delete(`/dashboard/contacts/${id}`).set(headers);
    expect(deleted.status).toBe(303);
    expect(await prisma.contact.count()).toBe(0);
    expect((await list(agent)).body.props.flash).toMatchObject({ message: CONTACT_MESSAGES.deleted });
  });

  it('answers 404 for another member’s contact or a malformed id, and leaves it alone', async () => {
    const { id } = await prisma.contact.create({ data: { name: 'De otro', phone: '600 000 000', user_id: otherId }, select: { id: true } });
    const { agent, token } = await staffAgent(app, DEMO_STAFF);
    const headers = { ...inertiaVisit, 'X-XSRF-TOKEN': token };
    expect((await agent.patch(`/dashboard/contacts/${id}`).set(headers).send({ name: 'Cambiado', phone: '600 111 111' })).status).toBe(404);
    expect((await agent.delete(`/dashboard/contacts/${id}`).set(headers)).status).toBe(404);
    expect((await agent.delete('/dashboard/contacts/abc').set(headers)).status).toBe(404);
    expect(await prisma.contact.findUnique({ where: { id }, select: { name: true } })).toEqual({ name: 'De otro' });

    const other = await staffAgent(app, OTHER);
    expect((await list(other.agent)).body.props.contacts.data).toMatchObject([{ name: 'De otro' }]);
  });
});
