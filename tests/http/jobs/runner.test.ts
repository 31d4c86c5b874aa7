/**
 * The job runner: what a web process (JOBS_IN_PROCESS=on) or `npm run worker` runs. It takes the
 * jobs the app queued and runs them through their handlers, off the visitor's request, and
 * schedules the hourly housekeeping, which forgets what has expired.
 */
import pino from 'pino';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../../../prisma/seed.ts';
import { LEGAL_TEXT_VERSION } from '../../../server/contracts/lead-forms.ts';
import { HOUSEKEEPING_CRON } from '../../../server/jobs/housekeeping.ts';
import { jobQueue } from '../../../server/jobs/queue.ts';
import { BACKFILL_MARK } from '../../../server/jobs/photos.ts';
import { DIGEST_CRON } from '../../../server/features/alerts/alerts.service.ts';
import { runJob, startJobRunner } from '../../../server/jobs/runner.ts';
import { vehiclePhotoPaths } from '../../../server/media/storage.ts';
import { mediaStore } from '../../../server/media/store/media-store.ts';
import { sessionWithToken, useTestApp } from '../../support/app.ts';
import { resetDatabase } from '../../support/db.ts';
import { clearJobs, waitingJobs } from '../../support/jobs.ts';
import { useRecordedMail } from '../../support/mail.ts';

const { app, prisma } = useTestApp();
const sent = useRecordedMail();
const silent = pino({ level: 'silent' });

beforeAll(async () => {
  await resetDatabase(prisma);
  await seedDemo(prisma, { vehicles: 2, photos: false });
});

describe('startJobRunner', () => {
  it('sends a stored enquiry’s staff mail after the 201, and schedules the hourly housekeeping and the daily digests', async () => {
    await startJobRunner(jobQueue(), silent, { imageConcurrency: 1 });
    const coche = await prisma.coche.findFirstOrThrow({ select: { id: true }, where: { activo: true } });
    const { agent, token } = await sessionWithToken(app);
    const res = await agent
      .post('/form/submit/vehiculo')
      .set({ 'X-CSRF-TOKEN': token, Accept: 'application/json' })
      .send({ nombre: 'Nira', apellidos: 'Déniz', telefono: '+34 628 000 222', correo: 'nira@example.es', vehiculo: coche.id, mensaje: '¿Sigue disponible?', legal: true });
    expect(res.status).toBe(201);
    const { id } = await prisma.lead.findFirstOrThrow({ select: { id: true } });
    await expect.poll(async () => (await prisma.lead.findUniqueOrThrow({ where: { id }, select: { mailed_at: true } })).mailed_at, { timeout: 15_000 }).toBeInstanceOf(Date);
    expect(sent.map((mail) => mail.subject)).toEqual([expect.stringContaining(`#${id}: Nira Déniz`)]);
    const schedules = await jobQueue().getSchedules();
    expect(schedules.map((schedule) => [schedule.name, schedule.cron, schedule.options?.tz ?? null]).sort()).toEqual([
      ['alert-digests', DIGEST_CRON, 'Atlantic/Canary'],
      ['housekeeping', HOUSEKEEPING_CRON, null],
    ]);
  });
});

describe('the housekeeping job', () => {
  it('forgets expired sessions, old rate-limit windows and expired tokens, and keeps the live ones', async () => {
    const hours = (n: number) => new Date(Date.now() + n * 3_600_000);
    await prisma.$executeRaw`TRUNCATE session, rate_limits`;
    await prisma.session.createMany({
      data: [
        { sid: 'caducada', sess: {}, expire: hours(-1) },
        { sid: 'viva', sess: {}, expire: hours(1) },
      ],
    });
    await prisma.rateLimit.createMany({
      data: [
        { key: 'form:viejo', hits: 3, window_start: hours(-30) },
        { key: 'form:reciente', hits: 1, window_start: hours(-1) },
      ],
    });
    expect(await runJob('housekeeping', {}, silent)).toBeGreaterThanOrEqual(2);
    expect((await prisma.session.findMany({ select: { sid: true } })).map((row) => row.sid)).toEqual(['viva']);
    expect((await prisma.rateLimit.findMany({ select: { key: true } })).map((row) => row.key)).toEqual(['form:reciente']);
  });

  it('queues again the deliveries of leads left without a job (a restored backup), each for its time, once', async () => {
    await prisma.lead.deleteMany();
    await clearJobs();
    const base = { source: 'landing', telefono: '600000000', email: 'x@example.es', consent_at: new Date(), consent_version: LEGAL_TEXT_VERSION };
    const pending = await prisma.lead.create({ data: { ...base, nombre: 'Sin correo', webhook_status: 'failed', webhook_next_at: new Date(Date.now() + 3_600_000) }, select: { id: true, mail_next_at: true, webhook_next_at: true } });
    await prisma.lead.create({ data: { ...base, nombre: 'Servido', mailed_at: new Date(), mail_next_at: null, webhook_status: 'sent' } });
    await prisma.lead.create({ data: { ...base, nombre: 'Abandonado', mail_next_at: null, mail_error: 'SMTP caído', webhook_status: 'failed', webhook_next_at: null } });

    await runJob('housekeeping', {}, silent);
    await runJob('housekeeping', {}, silent);
    expect(await waitingJobs('lead-mail')).toEqual([{ data: { leadId: pending.id }, startAfter: pending.mail_next_at }]);
    expect(await waitingJobs('lead-crm')).toEqual([{ data: { leadId: pending.id }, startAfter: pending.webhook_next_at }]);
  });

  it('backfills the variants older photos lack once, and leaves a mark so later starts check nothing', async () => {
    const store = mediaStore();
    await store.remove([BACKFILL_MARK]);
    const car = await prisma.coche.findFirstOrThrow({ select: { id: true } });
    const old = await prisma.foto.create({ data: { coche_id: car.id, orden: 9, width: 800, height: 600 }, select: { id: true } });
    const paths = vehiclePhotoPaths(old.id);
    await store.put(paths.compressed, await sharp({ create: { width: 800, height: 600, channels: 3, background: '#456' } }).jpeg().toBuffer(), 'image/jpeg');
    await store.remove([paths.share]);

    expect(await runJob('photo-backfill', {}, silent)).toBe(1);
    expect(await store.exists(paths.share)).toBe(true);
    expect(await store.exists(BACKFILL_MARK)).toBe(true);

    await store.remove([paths.share]);
    expect(await runJob('photo-backfill', {}, silent)).toBe(0);
    expect(await store.exists(paths.share)).toBe(false);
    await store.remove([BACKFILL_MARK]);
  });
});
