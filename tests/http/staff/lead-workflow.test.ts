/**
 * The enquiry workflow (issue 19): status changes (a lost enquiry with its reason) and
 * assignments, each with its timeline entry; notes with author and time; the assignment mail;
 * the concurrent-edit rule (a change applies only while the enquiry is as its sender saw it);
 * the list's filters ('Mis solicitudes', unassigned, not contacted in 24 h) and the panel's
 * follow-up counters, both against SQL.
 */
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { seedStaff, DEMO_STAFF } from '../../../prisma/seed/staff.ts';
import { WORKFLOW_MESSAGES, type TimelineEntry } from '../../../server/contracts/lead-workflow.ts';
import type { Prisma } from '../../../server/db/client.ts';
import { inertiaVisit, useTestApp } from '../../support/app.ts';
import { resetDatabase } from '../../support/db.ts';
import { storeLead } from '../../support/leads.ts';
import { clearJobs, runQueuedJobs, useTestQueue, waitingJobs } from '../../support/jobs.ts';
import { useRecordedMail } from '../../support/mail.ts';
import { staffAgent } from '../../support/staff.ts';
import { createUser } from '../auth/auth-helpers.ts';

const { app, prisma } = useTestApp();
useTestQueue();
const sent = useRecordedMail();

const LUCIA = { name: 'Lucía Ventas', email: 'lucia@gtcars.es', password: 'lucia-clave-2026' };
const HOUR = 3_600_000;

let adminId: number;
let luciaId: number;
let admin: Awaited<ReturnType<typeof staffAgent>>;
let lucia: Awaited<ReturnType<typeof staffAgent>>;

beforeAll(async () => {
  await resetDatabase(prisma);
  ({ id: adminId } = await seedStaff(prisma));
  ({ id: luciaId } = await createUser(prisma, { ...LUCIA, rol: 'ventas' }));
  await createUser(prisma, { name: 'Sin verificar', email: 'pendiente@gtcars.es', password: 'pendiente-2026', verified: false });
  [admin, lucia] = await Promise.all([staffAgent(app), staffAgent(app, LUCIA)]);
});

beforeEach(async () => {
  await prisma.lead.deleteMany();
  await clearJobs();
  sent.length = 0;
});

/** A stored lead, mailed unless told otherwise. */
const lead = (data: Partial<Prisma.LeadUncheckedCreateInput> = {}) => storeLead(prisma, data);

type Agent = typeof admin;
const headers = (who: Agent) => ({ ...inertiaVisit, 'X-CSRF-TOKEN': who.token });
const post = (who: Agent, id: number, what: 'estado' | 'asignacion' | 'notas', body: object) =>
  who.agent.post(`/dashboard/solicitudes/${id}/${what}`).set(headers(who)).set('Referer', `http://127.0.0.1/dashboard/solicitudes/${id}`).send(body);
const page = async (who: Agent, id: number) => (await who.agent.get(`/dashboard/solicitudes/${id}`).set(inertiaVisit)).body.props;
const row = (id: number) => prisma.lead.findUniqueOrThrow({ where: { id }, select: { estado: true, motivo_perdida: true, asignado_id: true } });
const events = (id: number) => prisma.leadEvento.findMany({ where: { lead_id: id }, select: { tipo: true, user_id: true, datos: true }, orderBy: { id: 'asc' } });

describe('status', () => {
  it('starts as nueva and unassigned, and each change is stored with its timeline entry, newest first', async () => {
    const { id } = await lead();
    const before = await page(admin, id);
    expect(before.workflow).toMatchObject({ estado: 'nueva', motivo: null, asignado: null, anteriores: 0 });
    expect(before.workflow.timeline).toEqual([expect.objectContaining({ tipo: 'recibida', autor: null })]);
    expect(before.workflow.personal).toEqual([
      { id: adminId, name: DEMO_STAFF.name },
      { id: luciaId, name: LUCIA.name },
    ]);

    const res = await post(lucia, id, 'estado', { estado: 'contactada', de: 'nueva' });
    expect(res.headers.location).toBe(`/dashboard/solicitudes/${id}`);
    await post(lucia, id, 'estado', { estado: 'cita', de: 'contactada' });
    expect(await row(id)).toEqual({ estado: 'cita', motivo_perdida: null, asignado_id: null });
    expect(await events(id)).toEqual([
      { tipo: 'estado', user_id: luciaId, datos: { de: 'nueva', a: 'contactada', motivo: null } },
      { tipo: 'estado', user_id: luciaId, datos: { de: 'contactada', a: 'cita', motivo: null } },
    ]);
    const after = await page(admin, id);
    expect(after.flash).toBeNull();
    expect(after.workflow.timeline.map((entry: TimelineEntry) => [entry.tipo, entry.autor, 'a' in entry ? entry.a : null])).toEqual([
      ['estado', LUCIA.name, 'cita'],
      ['estado', LUCIA.name, 'contactada'],
      ['recibida', null, null],
    ]);
    const [newest] = after.workflow.timeline as TimelineEntry[];
    expect(Date.parse(newest?.fecha ?? '')).toBeGreaterThan(Date.now() - 60_000);
  });

  it('asks why a lost enquiry was lost, in Spanish, and keeps the reason while it stays lost', async () => {
    const { id } = await lead();
    const api = { Accept: 'application/json', 'X-CSRF-TOKEN': admin.token };
    const missing = await admin.agent.post(`/dashboard/solicitudes/${id}/estado`).set(api).send({ estado: 'perdida', de: 'nueva' });
    expect(missing.status).toBe(422);
    expect(missing.body.errors).toEqual({ motivo: [WORKFLOW_MESSAGES.motivoRequired] });
    expect(await row(id)).toMatchObject({ estado: 'nueva' });

    await post(admin, id, 'estado', { estado: 'perdida', de: 'nueva', motivo: 'precio' });
    expect(await row(id)).toMatchObject({ estado: 'perdida', motivo_perdida: 'precio' });
    const props = await page(admin, id);
    expect(props.workflow).toMatchObject({ estado: 'perdida', motivo: 'precio' });
    expect(props.workflow.timeline[0]).toMatchObject({ tipo: 'estado', de: 'nueva', a: 'perdida', motivo: 'Precio' });

    // The reason changes like the status: only from the one its sender saw, and the same one is no change.
    await post(admin, id, 'estado', { estado: 'perdida', de: 'perdida', de_motivo: 'precio', motivo: 'precio' });
    expect((await page(admin, id)).flash).toMatchObject({ message: WORKFLOW_MESSAGES.unchanged, bg: 'yellow' });
    await post(lucia, id, 'estado', { estado: 'perdida', de: 'perdida', de_motivo: 'precio', motivo: 'otro_concesionario' });
    await post(admin, id, 'estado', { estado: 'perdida', de: 'perdida', de_motivo: 'precio', motivo: 'financiacion' });
    expect((await page(admin, id)).flash).toMatchObject({ message: WORKFLOW_MESSAGES.conflict, bg: 'red' });
    expect(await row(id)).toMatchObject({ estado: 'perdida', motivo_perdida: 'otro_concesionario' });

    await post(admin, id, 'estado', { estado: 'negociacion', de: 'perdida', de_motivo: 'otro_concesionario' });
    expect(await row(id)).toMatchObject({ estado: 'negociacion', motivo_perdida: null });
    expect((await events(id)).map((event) => event.datos)).toEqual([
      { de: 'nueva', a: 'perdida', motivo: 'precio' },
      { de: 'perdida', a: 'perdida', motivo: 'otro_concesionario' },
      { de: 'perdida', a: 'negociacion', motivo: null },
    ]);
  });

  it('refuses an unknown status and answers 404 for an unknown enquiry', async () => {
    const { id } = await lead();
    const api = { Accept: 'application/json', 'X-CSRF-TOKEN': admin.token };
    const bad = await admin.agent.post(`/dashboard/solicitudes/${id}/estado`).set(api).send({ estado: 'ganada', de: 'nueva' });
    expect(bad.status).toBe(422);
    expect(bad.body.errors.estado).toEqual(['Elige un estado.']);
    const gone = await admin.agent.post('/dashboard/solicitudes/999999/estado').set(api).send({ estado: 'contactada', de: 'nueva' });
    expect(gone.status).toBe(404);
    expect(await prisma.leadEvento.count()).toBe(0);
  });
});

describe('assignment', () => {
  it("taking an enquiry mails nobody; assigning it to a colleague mails them the enquiry's link, without the visitor's contact details", async () => {
    const { id } = await lead();
    await post(lucia, id, 'asignacion', { asignado_id: luciaId, de: null });
    expect(await row(id)).toMatchObject({ asignado_id: luciaId });
    expect((await page(lucia, id)).flash).toMatchObject({ message: WORKFLOW_MESSAGES.taken, bg: 'green' });
    expect(await waitingJobs('lead-assignment')).toEqual([]);

    await post(lucia, id, 'asignacion', { asignado_id: adminId, de: luciaId });
    expect(await row(id)).toMatchObject({ asignado_id: adminId });
    expect(await waitingJobs('lead-assignment')).toEqual([expect.objectContaining({ data: { leadId: id, userId: adminId } })]);
    expect(await runQueuedJobs('lead-assignment')).toBe(1);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ to: DEMO_STAFF.email, subject: expect.stringContaining(`Solicitud n.º ${id} asignada a ti`) });
    expect(sent[0]?.text).toContain(`/dashboard/solicitudes/${id}`);
    expect(sent[0]?.text).toContain('Laura Suárez');
    expect(sent[0]?.text).not.toContain('laura@example.es');
    expect(sent[0]?.text).not.toContain('928 000 111');

    expect(await events(id)).toEqual([
      { tipo: 'asignacion', user_id: luciaId, datos: { de: null, a: luciaId, nombre: LUCIA.name } },
      { tipo: 'asignacion', user_id: luciaId, datos: { de: luciaId, a: adminId, nombre: DEMO_STAFF.name } },
    ]);
    const timeline = (await page(admin, id)).workflow.timeline as TimelineEntry[];
    expect(timeline.slice(0, 2).map((entry) => entry.tipo === 'asignacion' && [entry.a, entry.propia])).toEqual([
      [DEMO_STAFF.name, false],
      [LUCIA.name, true],
    ]);
  });

  it('sends no mail when the enquiry was reassigned before the job ran', async () => {
    const { id } = await lead();
    await post(admin, id, 'asignacion', { asignado_id: luciaId, de: null });
    await post(admin, id, 'asignacion', { asignado_id: null, de: luciaId });
    expect(await row(id)).toMatchObject({ asignado_id: null });
    await runQueuedJobs('lead-assignment');
    expect(sent).toEqual([]);
  });

  it('assigns only to an active account that chose its password', async () => {
    const { id } = await lead();
    const pendiente = await prisma.user.findUniqueOrThrow({ where: { email: 'pendiente@gtcars.es' }, select: { id: true } });
    const api = { Accept: 'application/json', 'X-CSRF-TOKEN': admin.token };
    for (const asignado_id of [pendiente.id, 999999]) {
      const res = await admin.agent.post(`/dashboard/solicitudes/${id}/asignacion`).set(api).send({ asignado_id, de: null });
      expect(res.status).toBe(422);
      expect(res.body.errors).toEqual({ asignado_id: [WORKFLOW_MESSAGES.unknownAssignee] });
    }
    expect(await row(id)).toMatchObject({ asignado_id: null });
  });
});

describe('notes', () => {
  it('keeps each note with its author and time, and two sent at once are both kept', async () => {
    const { id } = await lead();
    await Promise.all([post(admin, id, 'notas', { texto: '  Llamar el lunes por la tarde.  ' }), post(lucia, id, 'notas', { texto: 'Pide <b>tasación</b> de su Golf.' })]);
    const notes = await events(id);
    expect(notes.map((note) => note.datos).sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)))).toEqual([
      { texto: 'Llamar el lunes por la tarde.' },
      { texto: 'Pide <b>tasación</b> de su Golf.' },
    ]);
    const timeline = (await page(admin, id)).workflow.timeline as TimelineEntry[];
    expect(timeline.filter((entry) => entry.tipo === 'nota').map((entry) => entry.autor).sort()).toEqual([DEMO_STAFF.name, LUCIA.name].sort());
    const api = { Accept: 'application/json', 'X-CSRF-TOKEN': admin.token };
    const empty = await admin.agent.post(`/dashboard/solicitudes/${id}/notas`).set(api).send({ texto: '   ' });
    expect(empty.status).toBe(422);
    expect((await admin.agent.post(`/dashboard/solicitudes/${id}/notas`).set(api).send({ texto: 'x'.repeat(2001) })).status).toBe(422);
    expect(await prisma.leadEvento.count({ where: { lead_id: id } })).toBe(2);
  });
});

describe('two people changing one enquiry at once', () => {
  it('applies the first change and tells the second, whose view was stale, instead of overwriting', async () => {
    const { id } = await lead();
    // Both opened the enquiry as 'nueva'.
    await post(admin, id, 'estado', { estado: 'contactada', de: 'nueva' });
    await post(lucia, id, 'estado', { estado: 'cita', de: 'nueva' });
    expect(await row(id)).toMatchObject({ estado: 'contactada' });
    expect((await page(lucia, id)).flash).toMatchObject({ message: WORKFLOW_MESSAGES.conflict, bg: 'red' });
    expect(await events(id)).toHaveLength(1);
  });

  it('lets exactly one of two simultaneous changes through, for the status and for the assignee', async () => {
    const { id } = await lead();
    await Promise.all([post(admin, id, 'estado', { estado: 'contactada', de: 'nueva' }), post(lucia, id, 'estado', { estado: 'negociacion', de: 'nueva' })]);
    await Promise.all([post(admin, id, 'asignacion', { asignado_id: adminId, de: null }), post(lucia, id, 'asignacion', { asignado_id: luciaId, de: null })]);
    const stored = await row(id);
    const log = await events(id);
    expect(log.filter((event) => event.tipo === 'estado')).toEqual([expect.objectContaining({ datos: expect.objectContaining({ de: 'nueva', a: stored.estado }) })]);
    expect(log.filter((event) => event.tipo === 'asignacion')).toEqual([expect.objectContaining({ datos: expect.objectContaining({ de: null, a: stored.asignado_id }) })]);
    const flashes = [(await page(admin, id)).flash?.bg, (await page(lucia, id)).flash?.bg];
    expect(flashes.filter((bg) => bg === 'red')).toHaveLength(1);
  });

  it("does not block a status change on someone else's assignment, nor a note on anything", async () => {
    const { id } = await lead();
    await post(admin, id, 'asignacion', { asignado_id: adminId, de: null });
    await post(lucia, id, 'estado', { estado: 'contactada', de: 'nueva' });
    await post(lucia, id, 'notas', { texto: 'Hablado por teléfono.' });
    expect(await row(id)).toEqual({ estado: 'contactada', motivo_perdida: null, asignado_id: adminId });
    expect((await events(id)).map((event) => event.tipo)).toEqual(['asignacion', 'estado', 'nota']);
  });
});

describe('the timeline', () => {
  it("shows the newest 100 entries with the count of older ones, and 'Ver anteriores' (?historial=) shows more", async () => {
    const { id } = await lead();
    await prisma.leadEvento.createMany({ data: Array.from({ length: 130 }, (_, n) => ({ lead_id: id, user_id: adminId, tipo: 'nota', datos: { texto: `Nota ${n}` }, created_at: new Date(Date.now() - (130 - n) * 1000) })) });
    const first = (await page(admin, id)).workflow;
    expect(first.timeline).toHaveLength(100);
    expect(first.anteriores).toBe(30);
    expect(first.timeline[0]).toMatchObject({ tipo: 'nota', texto: 'Nota 129' });
    expect(first.version).toBe((await prisma.leadEvento.findFirstOrThrow({ where: { lead_id: id }, orderBy: { id: 'desc' } })).id);
    const all = (await admin.agent.get(`/dashboard/solicitudes/${id}?historial=200`).set(inertiaVisit)).body.props.workflow;
    expect(all.anteriores).toBe(0);
    expect(all.timeline).toHaveLength(131);
    expect(all.timeline.at(-1)).toMatchObject({ tipo: 'recibida' });
  });
});

describe('deactivating a member of staff', () => {
  it('hands their open enquiries back to nobody, in the timeline, and leaves the closed ones theirs', async () => {
    const marta = await createUser(prisma, { name: 'Marta Baja', email: 'marta@gtcars.es', password: 'marta-clave-2026', rol: 'ventas' });
    const open = await lead({ asignado_id: marta.id, estado: 'negociacion' });
    const sold = await lead({ asignado_id: marta.id, estado: 'vendida' });
    const { agent, token } = admin;
    expect((await agent.post('/confirm-password').set(headers(admin)).send({ password: DEMO_STAFF.password })).status).toBe(303);
    await agent.post(`/dashboard/personal/${marta.id}`).set({ ...inertiaVisit, 'X-CSRF-TOKEN': token }).send({ activa: false });
    expect(await row(open.id)).toMatchObject({ asignado_id: null, estado: 'negociacion' });
    expect(await row(sold.id)).toMatchObject({ asignado_id: marta.id });
    expect(await events(open.id)).toEqual([{ tipo: 'asignacion', user_id: adminId, datos: { de: marta.id, a: null, nombre: null, desactivada: true } }]);
    expect((await page(admin, open.id)).workflow.timeline[0]).toMatchObject({ tipo: 'asignacion', a: null, desactivada: true, autor: DEMO_STAFF.name });
    // Nobody can be given an enquiry through a deactivated account.
    const res = await agent.post(`/dashboard/solicitudes/${open.id}/asignacion`).set({ Accept: 'application/json', 'X-CSRF-TOKEN': token }).send({ asignado_id: marta.id, de: null });
    expect(res.status).toBe(422);
  });
});

describe('the list and the panel', () => {
  it("filter by status, assignee ('Mis solicitudes', unassigned, a colleague) and no contact in 24 hours, as SQL counts them", async () => {
    const now = Date.now();
    const leads = await Promise.all([
      lead({ created_at: new Date(now - 30 * HOUR) }),
      lead({ created_at: new Date(now - 25 * HOUR), asignado_id: luciaId }),
      lead({ created_at: new Date(now - 23 * HOUR) }),
      lead({ created_at: new Date(now - 48 * HOUR), estado: 'contactada', asignado_id: adminId }),
      lead({ created_at: new Date(now - HOUR), estado: 'vendida', asignado_id: luciaId }),
      lead({ created_at: new Date(now - 50 * HOUR), estado: 'perdida', motivo_perdida: 'precio' }),
    ]);
    const list = async (who: Agent, query: string) => {
      const props = (await who.agent.get(`/dashboard/solicitudes?${query}`).set(inertiaVisit)).body.props;
      return { total: props.solicitudes.total as number, ids: (props.solicitudes.data as { id: number }[]).map((item) => item.id).sort((a, b) => a - b) };
    };
    const ids = (rows: { id: number }[]) => rows.map((item) => item.id).sort((a, b) => a - b);
    const sql = async (where: Prisma.LeadWhereInput) => ids(await prisma.lead.findMany({ where, select: { id: true } }));

    expect((await list(lucia, 'asignado=yo')).ids).toEqual(await sql({ asignado_id: luciaId }));
    expect((await list(admin, 'asignado=yo')).ids).toEqual(await sql({ asignado_id: adminId }));
    expect((await list(admin, 'asignado=nadie')).ids).toEqual(await sql({ asignado_id: null }));
    expect((await list(admin, `asignado=${luciaId}`)).ids).toEqual(await sql({ asignado_id: luciaId }));
    expect((await list(admin, 'estado=nueva&asignado=nadie')).ids).toEqual(await sql({ estado: 'nueva', asignado_id: null }));
    expect((await list(admin, 'estado=vendida')).ids).toEqual([leads[4]?.id]);
    expect((await list(lucia, 'asignado=yo&abiertas=1')).ids).toEqual(await sql({ asignado_id: luciaId, estado: { notIn: ['vendida', 'perdida'] } }));
    const uncontacted = await list(admin, 'sin_contacto=1');
    expect(uncontacted.ids).toEqual(await sql({ estado: 'nueva', created_at: { lt: new Date(now - 24 * HOUR) } }));
    expect(uncontacted.ids).toEqual(ids([leads[0]!, leads[1]!]));

    const rows = (await admin.agent.get('/dashboard/solicitudes').set(inertiaVisit)).body.props;
    expect(rows.personal).toEqual([
      { id: adminId, name: DEMO_STAFF.name },
      { id: luciaId, name: LUCIA.name },
    ]);
    const second = rows.solicitudes.data.find((item: { id: number }) => item.id === leads[1]?.id);
    expect(second).toMatchObject({ estado: 'nueva', asignado: LUCIA.name });

    // The panel's follow-up tiles count the same.
    const panel = (who: Agent) => who.agent.get('/dashboard').set(inertiaVisit).then((res) => res.body.props.seguimiento);
    expect(await panel(lucia)).toEqual({ sinAsignar: 2, sinContacto: 2, mias: 1 });
    expect(await panel(admin)).toEqual({ sinAsignar: 2, sinContacto: 2, mias: 1 });
    // Lucía takes the oldest unassigned one and calls: both tiles move.
    await post(lucia, leads[0]!.id, 'asignacion', { asignado_id: luciaId, de: null });
    expect(await panel(lucia)).toEqual({ sinAsignar: 1, sinContacto: 2, mias: 2 });
    await post(lucia, leads[0]!.id, 'estado', { estado: 'contactada', de: 'nueva' });
    expect(await panel(lucia)).toEqual({ sinAsignar: 1, sinContacto: 1, mias: 2 });
  });
});
