/**
 * The staff mail of each lead: a 'lead-mail' job queued with the lead, run by a job runner after
 * the visitor's answer, written as an .eml when no SMTP server is configured, recorded on the
 * lead (mailed_at or mail_error), and never the reason a lead is lost. A failure queues the next
 * attempt for its time, with backoff, until MAIL_MAX_ATTEMPTS; a job run twice, or beside its
 * twin, sends one mail.
 */
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { seedDemo } from '../../../prisma/seed.ts';
import { env } from '../../../server/config/env.ts';
import { LEGAL_TEXT_VERSION } from '../../../server/contracts/lead-forms.ts';
import { createMailer, type OutgoingMail, setMailer } from '../../../server/lib/mail.ts';
import { whileClaimed } from '../../../server/features/leads/deliveries.ts';
import { deliverLeadMail, MAIL_MAX_ATTEMPTS } from '../../../server/features/leads/notify.ts';
import { enqueue } from '../../../server/jobs/queue.ts';
import { absoluteUrl } from '../../../server/lib/absolute-url.ts';
import { sessionWithToken, useTestApp } from '../../support/app.ts';
import { resetDatabase } from '../../support/db.ts';
import { clearJobs, runQueuedJobs, waitingJobs } from '../../support/jobs.ts';
import { recordingMailer, useRecordedMail } from '../../support/mail.ts';

const { app, prisma } = useTestApp();
const silent = pino({ level: 'silent' });
let coche: { id: number; slug: string };
let outbox: string;

beforeAll(async () => {
  await resetDatabase(prisma);
  await seedDemo(prisma, { vehicles: 3, photos: false });
  coche = await prisma.coche.findFirstOrThrow({ select: { id: true, slug: true }, where: { activo: true } });
  outbox = await mkdtemp(path.join(os.tmpdir(), 'gtcars-mail-'));
});

afterAll(async () => {
  setMailer(undefined);
  await rm(outbox, { recursive: true, force: true });
});

beforeEach(async () => {
  await clearJobs();
  await prisma.lead.deleteMany();
  await prisma.rateLimit.deleteMany();
});

async function submitVehicleForm(mensaje = 'Quiero probarlo.') {
  const { agent, token } = await sessionWithToken(app);
  return agent
    .post('/form/submit/vehiculo')
    .set({ 'X-CSRF-TOKEN': token, Accept: 'application/json' })
    .send({ nombre: 'Laura', apellidos: 'Suárez', telefono: '+34 928 000 111', correo: 'laura@example.es', vehiculo: coche.id, mensaje, legal: true });
}

/** The lead's mail outcome once the queued jobs have run, as a runner runs them after the 201. */
async function mailOutcome(leadId: number) {
  const before = await prisma.lead.findUniqueOrThrow({ where: { id: leadId }, select: { mailed_at: true } });
  expect(before.mailed_at).toBeNull();
  expect(await runQueuedJobs('lead-mail')).toBe(1);
  return prisma.lead.findUniqueOrThrow({
    where: { id: leadId },
    select: { mailed_at: true, mail_error: true, mail_attempts: true, mail_next_at: true },
  });
}

/** A .eml as text: quoted-printable soft breaks joined and bytes decoded as UTF-8. */
function decodeEml(raw: Buffer): string {
  const latin = raw.toString('latin1').replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(latin, 'latin1').toString('utf8');
}

/** A local port with nothing listening on it. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe('staff mail', () => {
  it('without SMTP writes the lead, escaped, as an .eml in storage/mail and marks it mailed', async () => {
    setMailer(createMailer({ ...env(), SMTP_URL: undefined, SMTP_HOST: undefined, storageDir: outbox }));
    const res = await submitVehicleForm('<b>¿Está disponible?</b> & gracias');
    expect(res.status).toBe(201);
    const lead = await prisma.lead.findFirstOrThrow({ select: { id: true } });
    expect(await mailOutcome(lead.id)).toMatchObject({ mail_error: null, mailed_at: expect.any(Date), mail_next_at: null });

    const files = await readdir(path.join(outbox, 'mail'));
    expect(files).toHaveLength(1);
    const eml = decodeEml(await readFile(path.join(outbox, 'mail', files[0]!)));
    expect(eml).toContain(`To: ${env().STAFF_EMAIL}`);
    expect(eml).toContain('Reply-To: laura@example.es');
    expect(eml).toContain('Nombre: Laura Suárez');
    expect(eml).toContain('Teléfono: +34 928 000 111');
    expect(eml).toContain(absoluteUrl(`/vehiculo/${coche.slug}`));
    expect(eml).toContain(`texto legal versión ${LEGAL_TEXT_VERSION}`);
    const html = eml.slice(eml.indexOf('Content-Type: text/html'));
    expect(html).toContain('&#60;b&#62;¿Está disponible?&#60;/b&#62; &#38; gracias');
    expect(html).not.toContain('<b>¿Está');
  });

  it('keeps the lead, records the error and schedules a retry when the SMTP server cannot be reached', async () => {
    setMailer(createMailer({ ...env(), SMTP_URL: `smtp://127.0.0.1:${await closedPort()}` }));
    const before = Date.now();
    const res = await submitVehicleForm();
    expect(res.status).toBe(201);
    const lead = await prisma.lead.findFirstOrThrow({ select: { id: true } });
    const outcome = await mailOutcome(lead.id);
    expect(outcome.mailed_at).toBeNull();
    expect(outcome.mail_error).toMatch(/ECONNREFUSED|connect/i);
    expect(outcome.mail_attempts).toBe(1);
    // The first retry is 2 minutes after the first failure, queued for then.
    expect(outcome.mail_next_at!.getTime() - before).toBeGreaterThanOrEqual(2 * 60_000);
    expect(outcome.mail_next_at!.getTime() - Date.now()).toBeLessThanOrEqual(2 * 60_000);
    expect(await waitingJobs('lead-mail')).toEqual([{ data: { leadId: lead.id }, startAfter: outcome.mail_next_at }]);
  });
});

describe('the lead-mail job', () => {
  const sent = useRecordedMail();
  const minutes = (n: number) => new Date(Date.now() + n * 60_000);

  /** A stored lead with its mail job queued, as the forms store them. */
  async function lead(nombre: string, mail: { mail_next_at?: Date | null; mail_error?: string; mail_attempts?: number; mailed_at?: Date } = {}) {
    const row = await prisma.lead.create({
      data: { source: 'cita', nombre, telefono: '600000000', email: 'x@example.es', consent_at: new Date(), consent_version: LEGAL_TEXT_VERSION, ...mail },
      select: { id: true },
    });
    await enqueue('lead-mail', { leadId: row.id });
    return row;
  }

  const rows = () => prisma.lead.findMany({ orderBy: { id: 'asc' }, select: { nombre: true, mailed_at: true, mail_error: true, mail_next_at: true } });
  const mailed = () => sent.map((mail) => mail.subject.slice(mail.subject.indexOf(': ') + 2)).sort();

  it('is queued in the same transaction as the lead: a stored enquiry always has its job', async () => {
    const res = await submitVehicleForm();
    expect(res.status).toBe(201);
    const { id } = await prisma.lead.findFirstOrThrow({ select: { id: true } });
    expect(await waitingJobs('lead-mail')).toEqual([{ data: { leadId: id }, startAfter: expect.any(Date) }]);
    expect(await waitingJobs('lead-crm')).toEqual([]);
  });

  it('sends the mail of a lead not yet mailed, and leaves one already mailed or given up', async () => {
    sent.length = 0;
    await lead('Pendiente');
    await lead('Fallido', { mail_next_at: minutes(-2), mail_error: 'SMTP caído', mail_attempts: 3 });
    await lead('Abandonado', { mail_next_at: null, mail_error: 'SMTP caído', mail_attempts: MAIL_MAX_ATTEMPTS });
    await lead('Enviado', { mail_next_at: null, mailed_at: new Date() });

    expect(await runQueuedJobs('lead-mail')).toBe(4);
    expect(mailed()).toEqual(['Fallido', 'Pendiente']);
    expect(await rows()).toEqual([
      { nombre: 'Pendiente', mailed_at: expect.any(Date), mail_error: null, mail_next_at: null },
      { nombre: 'Fallido', mailed_at: expect.any(Date), mail_error: null, mail_next_at: null },
      { nombre: 'Abandonado', mailed_at: null, mail_error: 'SMTP caído', mail_next_at: null },
      { nombre: 'Enviado', mailed_at: expect.any(Date), mail_error: null, mail_next_at: null },
    ]);
    // A job run again (a runner that died after sending) sends nothing more.
    for (const { id } of await prisma.lead.findMany({ select: { id: true } })) await enqueue('lead-mail', { leadId: id });
    expect(await runQueuedJobs('lead-mail')).toBe(4);
    expect(mailed()).toEqual(['Fallido', 'Pendiente']);
  });

  it('backs off after each failure, queues each retry for its time and gives up after MAIL_MAX_ATTEMPTS, keeping the lead', async () => {
    setMailer({ send: () => Promise.reject(new Error('535 Autenticación rechazada')) });
    try {
      const { id } = await lead('Sin suerte', { mail_next_at: minutes(-1), mail_attempts: 2 });
      const before = Date.now();
      expect(await runQueuedJobs('lead-mail')).toBe(1);
      const third = await prisma.lead.findUniqueOrThrow({ where: { id } });
      expect(third).toMatchObject({ mail_attempts: 3, mail_error: '535 Autenticación rechazada', mailed_at: null });
      // 2^3 = 8 minutes after the third failure, and the job waits until then.
      expect(third.mail_next_at!.getTime() - before).toBeGreaterThanOrEqual(8 * 60_000);
      expect(third.mail_next_at!.getTime() - Date.now()).toBeLessThanOrEqual(8 * 60_000);
      expect(await waitingJobs('lead-mail')).toEqual([{ data: { leadId: id }, startAfter: third.mail_next_at }]);
      expect(await runQueuedJobs('lead-mail')).toBe(0);

      await prisma.lead.update({ where: { id }, data: { mail_attempts: MAIL_MAX_ATTEMPTS - 1, mail_next_at: minutes(-1) } });
      await prisma.$executeRaw`UPDATE pgboss.job SET start_after = now() WHERE name = 'lead-mail'`;
      expect(await runQueuedJobs('lead-mail')).toBe(1);
      expect(await prisma.lead.findUniqueOrThrow({ where: { id } })).toMatchObject({ mail_attempts: MAIL_MAX_ATTEMPTS, mail_next_at: null, nombre: 'Sin suerte' });
      expect(await waitingJobs('lead-mail')).toEqual([]);
    } finally {
      setMailer(recordingMailer(sent));
    }
  });

  it('two runners taking jobs at once (two instances) never send one lead twice', async () => {
    sent.length = 0;
    const names = Array.from({ length: 12 }, (_, i) => `Cola ${i + 1}`);
    for (const nombre of names) await lead(nombre);
    const [first, second] = await Promise.all([runQueuedJobs('lead-mail'), runQueuedJobs('lead-mail')]);
    expect(first + second).toBe(names.length);
    expect(mailed()).toEqual([...names].sort());
  });

  it('a job and its twin running at once (the queue lets them) send one mail, the twin queued again for the claim’s end', async () => {
    const { id } = await lead('Gemela');
    let release = () => undefined as void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const slow: OutgoingMail[] = [];
    const recording = recordingMailer(slow);
    setMailer({ send: async (mail) => (await held, recording.send(mail)) });
    try {
      await clearJobs();
      const first = deliverLeadMail(id, silent);
      const claimed = async () => (await prisma.lead.findUniqueOrThrow({ where: { id }, select: { mail_claimed_until: true } })).mail_claimed_until;
      await expect.poll(claimed).toBeInstanceOf(Date);
      expect(await deliverLeadMail(id, silent)).toBe('skipped');
      // Should the first run die holding the lead, the mail is still sent once its claim ends
      // (the lead's next attempt, five minutes after it was stored, comes later still).
      const { mail_next_at } = await prisma.lead.findUniqueOrThrow({ where: { id }, select: { mail_next_at: true } });
      const claimEnd = (await claimed())!;
      expect(await waitingJobs('lead-mail')).toEqual([{ data: { leadId: id }, startAfter: mail_next_at! > claimEnd ? mail_next_at : claimEnd }]);
      release();
      expect(await first).toBe('sent');
    } finally {
      setMailer(recordingMailer(sent));
    }
    expect(slow.map((mail) => mail.subject)).toEqual([expect.stringContaining('Gemela')]);
    expect(await prisma.lead.findUniqueOrThrow({ where: { id }, select: { mailed_at: true, mail_claimed_until: true } })).toEqual({ mailed_at: expect.any(Date), mail_claimed_until: null });
  });

  it('a run that throws before recording its outcome frees the lead for the queue’s retry', async () => {
    const { id } = await lead('Reintento');
    await expect(whileClaimed(id, 'mail', () => Promise.reject(new Error('base de datos caída')))).rejects.toThrow('base de datos caída');
    expect(await prisma.lead.findUniqueOrThrow({ where: { id }, select: { mail_claimed_until: true } })).toEqual({ mail_claimed_until: null });
    expect(await deliverLeadMail(id, silent)).toBe('sent');
  });
});
