/**
 * The queues' policies (jobs/queue.ts), on the real pg-boss tables: one waiting job per key; a
 * job naming a row starts beside its running twin, so no running job holds up its queue; a
 * one-at-a-time job waits for its twin. No runner runs here, so the test alone takes the jobs.
 */
import { describe, expect, it } from 'vitest';
import { enqueue, JOB_NAMES, jobQueue } from '../../../server/jobs/queue.ts';
import { useTestApp } from '../../support/app.ts';
import { clearJobs, waitingJobs } from '../../support/jobs.ts';

useTestApp();

const ONE_AT_A_TIME = ['demo-photos', 'photo-backfill', 'housekeeping', 'alert-digests'];

describe('the queues’ policies', () => {
  it('are set on the queues: one at a time for the single-key jobs, twins side by side for the others', async () => {
    for (const name of JOB_NAMES) expect((await jobQueue().getQueue(name))?.policy, name).toBe(ONE_AT_A_TIME.includes(name) ? 'stately' : 'short');
  });

  it('keep one waiting job per row, and start it beside its running twin, ahead of other rows', async () => {
    await clearJobs();
    const boss = jobQueue();
    await enqueue('lead-mail', { leadId: 4242 });
    expect(await boss.fetch('lead-mail')).toHaveLength(1);
    await enqueue('lead-mail', { leadId: 4242 });
    await enqueue('lead-mail', { leadId: 4242 });
    await enqueue('lead-mail', { leadId: 4343 });
    expect((await waitingJobs('lead-mail')).map((job) => job.data)).toEqual([{ leadId: 4242 }, { leadId: 4343 }]);
    expect((await boss.fetch('lead-mail')).map((job) => job.data)).toEqual([{ leadId: 4242 }]);
    expect((await boss.fetch('lead-mail')).map((job) => job.data)).toEqual([{ leadId: 4343 }]);
  });

  it('let a one-at-a-time job queued while its twin runs wait for it', async () => {
    await clearJobs();
    const boss = jobQueue();
    await enqueue('photo-backfill', {});
    const [running] = await boss.fetch('photo-backfill');
    await enqueue('photo-backfill', {});
    await enqueue('photo-backfill', {});
    expect(await waitingJobs('photo-backfill')).toHaveLength(1);
    expect(await boss.fetch('photo-backfill')).toEqual([]);
    await boss.complete('photo-backfill', running!.id);
    expect(await boss.fetch('photo-backfill')).toHaveLength(1);
  });
});
