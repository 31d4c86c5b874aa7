/**
 * The staff mail of each lead: sent after the visitor's answer, written as an .eml when no SMTP
 * server is configured, recorded on the lead (mailed_at or mail_error), and never the reason a
 * lead is lost. retryUnmailedLeads() at boot picks up leads whose mail never ran.
 */
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { seedDemo } from '../../../prisma/seed.ts';
import { env } from '../../../server/config/env.ts';
import { LEGAL_TEXT_VERSION } from '../../../server/contracts/lead-forms.ts';
import { createMailer, setMailer } from '../../../server/features/leads/mail.ts';
import { retryUnmailedLeads } from '../../../server/features/leads/notify.ts';
import { absoluteUrl } from '../../../server/features/seo/seo.ts';
import { sessionWithToken, useTestApp } from '../../support/app.ts';
import { resetDatabase } from '../../support/db.ts';
import { mailCount, useRecordedMail } from '../../support/mail.ts';

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

/** The lead's mail outcome once its send has run (it runs after the 201). */
async function mailOutcome(leadId: number) {
  return vi.waitFor(async () => {
    const lead = await prisma.lead.findUniqueOrThrow({ where: { id: leadId }, select: { mailed_at: true, mail_error: true } });
    if (!lead.mailed_at && !lead.mail_error) throw new Error('correo aún sin resultado');
    return lead;
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
    expect(await mailOutcome(lead.id)).toMatchObject({ mail_error: null, mailed_at: expect.any(Date) });

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

  it('keeps the lead and records the error when the SMTP server cannot be reached', async () => {
    setMailer(createMailer({ ...env(), SMTP_URL: `smtp://127.0.0.1:${await closedPort()}` }));
    const res = await submitVehicleForm();
    expect(res.status).toBe(201);
    const lead = await prisma.lead.findFirstOrThrow({ select: { id: true } });
    const outcome = await mailOutcome(lead.id);
    expect(outcome.mailed_at).toBeNull();
    expect(outcome.mail_error).toMatch(/ECONNREFUSED|connect/i);
  });
});

describe('retryUnmailedLeads', () => {
  const sent = useRecordedMail();

  async function lead(nombre: string, createdAgoMs: number, mail_error: string | null = null) {
    const created_at = new Date(Date.now() - createdAgoMs);
    return prisma.lead.create({
      data: { source: 'cita', nombre, telefono: '600000000', email: 'x@example.es', consent_at: created_at, consent_version: LEGAL_TEXT_VERSION, created_at, mail_error },
      select: { id: true },
    });
  }

  it('mails the leads whose mail never ran, and leaves recent and failed ones alone', async () => {
    sent.length = 0;
    const stranded = await lead('Olvidado', 5 * 60_000);
    const recent = await lead('Reciente', 1000);
    const failed = await lead('Fallido', 5 * 60_000, 'SMTP caído');

    expect(await retryUnmailedLeads(silent)).toBe(1);
    await mailCount(sent, 1);
    expect(sent.map((mail) => mail.subject)).toEqual([expect.stringContaining('Olvidado')]);
    const rows = await prisma.lead.findMany({ orderBy: { id: 'asc' }, select: { id: true, mailed_at: true, mail_error: true } });
    expect(rows).toEqual([
      { id: stranded.id, mailed_at: expect.any(Date), mail_error: null },
      { id: recent.id, mailed_at: null, mail_error: null },
      { id: failed.id, mailed_at: null, mail_error: 'SMTP caído' },
    ]);
  });
});
